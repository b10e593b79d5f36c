/** What other features use of the task box: a person's open tasks counted (the dashboard's). */
export { inboxCounters } from './inbox.service.ts';
