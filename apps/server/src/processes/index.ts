import { deadlineNoticeJob } from './deadlines.service.ts';

/**
 * What app.ts wires of processes into other features: the refusal to take a person who holds
 * tasks out of work (users), and the start of a form's workflow with a record's filing (records). Its background jobs are wired by src/jobs.ts.
 */
export { refuseIfHoldsTasks, startOnFiling } from './engine.service.ts';
/** The files attached at tasks (files): whose record they go to, and whose files one may read. */
export { tasksToRead, taskToAttachTo, taskToRead } from './processes.service.ts';

export const processesJobs = [deadlineNoticeJob];
