import { deadlineNoticeJob } from './deadlines.service.ts';

/**
 * What app.ts wires of processes into other features: the refusal to take a person who holds
 * tasks out of work (users), and the start of a form's workflow with a record's filing (records). Its background jobs are wired by src/jobs.ts.
 */
/** What the task box's calls do with a process task (src/tasks/task-work.routes.ts). */
export { completeTask, reassignTask, refuseIfHoldsTasks, startOnFiling } from './engine.service.ts';
/** The files attached at tasks (files): whose record they go to, and whose files one may read. */
export {
  commentOnTask,
  getTask,
  outcomeOf,
  processTask,
  reassignCandidates,
  taskComments,
  taskHolder,
  tasksToRead,
  taskToAttachTo,
  taskToRead,
} from './processes.service.ts';

export const processesJobs = [deadlineNoticeJob];
