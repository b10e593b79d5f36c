/**
 * What other features use of the task box: a person's open tasks counted, and with the ones
 * longest overdue (the dashboard's); and the refusal to take a person who holds tasks of either
 * type out of work (users, wired by app.ts).
 */
export { refuseIfHoldsTasks } from './held-tasks.service.ts';
export { inboxCounters, tasksAtAGlance } from './inbox.service.ts';
