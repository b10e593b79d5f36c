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

/** Every zone the browser knows, and the company's own should the browser not know it. */
export function timeZoneOptions(current: string) {
  const zones = new Set([...Intl.supportedValuesOf('timeZone'), current]);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone }));
}
