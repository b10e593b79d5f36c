import { deadlineNoticeJob } from './deadlines.service.ts';

/** The open tasks' deadlines, counted again when the company's calendar changes (app.ts). */
export { recountOpenDeadlines } from './deadlines.service.ts';

/**
 * What app.ts wires of processes into other features: the start of a form's workflow with a
 * record's filing (records), the files a first task takes and how (files). Its
 * background jobs are wired by src/jobs.ts. What the task box's calls do with a process task
 * (src/tasks), and the giving of a leaving person's tasks to others.
 */
export {
  attachFilingFiles,
  completeTask,
  linkStartFilesWith,
  reassignHeldTasks,
  reassignTask,
  startOnFiling,
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
