/**
 * What other features use of the task box: a person's open tasks counted, and with the ones
 * longest overdue (the dashboard's).
 */
export { inboxCounters, tasksAtAGlance } from './inbox.service.ts';
