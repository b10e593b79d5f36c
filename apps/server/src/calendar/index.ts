/**
 * What other features may use of the business calendar: the company's calendar, loaded once,
 * and the business-time arithmetic of deadlines over it (the process engine's).
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
export { loadCalendar } from './calendar.service.ts';
