import { subscribe } from '../platform/subscriptions.ts';
import { leavingWork } from '../users/index.ts';
import { refuseIfHoldsTasks } from './held-tasks.service.ts';

/**
 * What other features use of the task box: a person's open tasks counted, and with the ones
 * longest overdue (the dashboard's).
 */
export { inboxCounters, tasksAtAGlance } from './inbox.service.ts';

/** A person who holds tasks of either type does not leave work (users' leavingWork). */
export const tasksSubscriptions = [subscribe(leavingWork, refuseIfHoldsTasks)];
