import type { MessageKey } from '@custodia/contracts';

/** ISO weekdays, Monday first, as the calendar and its audit entries name them. */
export const weekdayLabels: Record<number, MessageKey> = {
  1: 'calendar.weekday.1',
  2: 'calendar.weekday.2',
  3: 'calendar.weekday.3',
  4: 'calendar.weekday.4',
  5: 'calendar.weekday.5',
  6: 'calendar.weekday.6',
  7: 'calendar.weekday.7',
};
