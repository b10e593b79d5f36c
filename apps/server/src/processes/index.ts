import { calendarChanging } from '../calendar/index.ts';
import { subscribe } from '../platform/subscriptions.ts';
import { recordFiled } from '../records/index.ts';
import { deadlineNoticeJob, recountOpenDeadlines } from './deadlines.service.ts';
import { startOnFiling } from './engine.service.ts';

/**
 * What other features use of processes: a first task's start, whose record's files it takes
 * (files), and those sent from the filing screen; what the task box's calls do with a process
 * task (src/tasks), and the giving of a leaving person's tasks to others.
 */
export {
  attachFilingFiles,
  completeTask,
  firstTaskStarted,
  reassignHeldTasks,
  reassignTask,
} from './engine.service.ts';
/**
 * The files attached at tasks and processes (files): whose record they go to, and whose files one
 * may read; the task signatures are requested from (signatures).
 */
export {
  commentOnTask,
  getTask,
  outcomeOf,
  processTask,
  processToAttachTo,
  reassignCandidates,
  taskComments,
  taskHolder,
  tasksToRead,
  taskToAttachTo,
  taskToRead,
  taskToSignFrom,
  taskToTrashFrom,
} from './processes.service.ts';

export const processesJobs = [deadlineNoticeJob];
/**
 * Filing a record starts its form's workflow (spec §3 mandatory start); a change to the company's
 * calendar counts the open tasks' deadlines again (decision 64).
 */
export const processesSubscriptions = [
  subscribe(recordFiled, startOnFiling),
  subscribe(calendarChanging, recountOpenDeadlines),
];
