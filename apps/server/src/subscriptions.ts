import { filesSubscriptions } from './files/index.ts';
import type { Subscription } from './platform/subscriptions.ts';
import { processesSubscriptions } from './processes/index.ts';
import { tasksSubscriptions } from './tasks/index.ts';
import { workflowsSubscriptions } from './workflows/index.ts';

/**
 * Who acts on what another feature does, in its unit of work: each subscriber declares its
 * subscriptions in its index.ts and lists them here, as src/jobs.ts composes jobs. In order: a
 * topic's subscribers are told one after the other, and the first refusal is the answer.
 *
 * - users' `leavingWork`: workflows refuses while a step names the person (50047), then tasks
 *   while they hold open tasks (50023).
 * - records' `recordFiled`: processes starts the form's workflow.
 * - processes' `firstTaskStarted`: files links the record's files to the task.
 * - calendar's `calendarChanging`: processes counts the open tasks' deadlines again (decision 64).
 */
export const allSubscriptions: readonly Subscription[] = [
  ...workflowsSubscriptions,
  ...tasksSubscriptions,
  ...processesSubscriptions,
  ...filesSubscriptions,
];
