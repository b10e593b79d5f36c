/**
 * What other features may use of the business calendar: the company's calendar, loaded once,
 * the business-time arithmetic of deadlines over it (the process engine's), and a change to it,
 * which who keeps open deadlines on it counts them again on (src/subscriptions.ts).
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
  type ChangedCalendar,
  calendarChanging,
  loadCalendar,
  type MovedDeadline,
} from './calendar.service.ts';
