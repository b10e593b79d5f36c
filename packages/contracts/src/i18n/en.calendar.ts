import type { esCalendar } from './es.calendar.ts';

/** English texts of the business calendar. */
export const enCalendar: Record<keyof typeof esCalendar, string> = {
  'errors.50110': 'Intervals must be in order and must not overlap',
  'errors.50111': 'An interval must end after it starts',
  'errors.50112': 'The time zone does not exist',
  'errors.50113': 'Choose at least one working day',
  'errors.50114': 'Each weekday can be chosen only once',
  'errors.50115': 'Set between 1 and 4 working intervals',
  'errors.50116': 'That date is already a non-working day',
  'errors.50117': 'That date is not a non-working day of the calendar',
  'validation.clockTime': 'Enter a valid time, from 00:00 to 23:59',
  'calendar.dayRemoved': '{date} ({name}) is no longer a non-working day.',
  'calendar.timeZone': 'Time zone',
  'calendar.workingDays': 'Working days',
  'calendar.workingHours': 'Working hours',
  'calendar.date': 'Date',
  'audit.module.calendar': 'Business calendar',
  'audit.action.calendar.update': 'Time zone, working days or hours changed',
  'audit.action.calendar.non_working_day_add': 'Non-working day added',
  'audit.action.calendar.non_working_day_remove': 'Non-working day removed',
};
