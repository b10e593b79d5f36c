/**
 * What other features may use of the business calendar: the company's calendar, loaded once,
 * the business-time arithmetic of deadlines over it (the process engine's), and the keeping of
 * open deadlines when it changes (app.ts registers the engine's).
 */
export {
  type Calendar,
  closeOfDay,
  colourAt,
  type DeadlineMarks,
  deadlineMarks,
  dueDate,
  type WorkingInterval,
  workingTimeBetween,
} from './business-time.ts';
export {
  type DeadlineKeeper,
  keepDeadlinesWith,
  loadCalendar,
  type MovedDeadline,
} from './calendar.service.ts';
