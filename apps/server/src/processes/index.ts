import { deadlineNoticeJob } from './deadlines.service.ts';

/**
 * What other features may use of processes: nothing yet (the task box and the metrics will read
 * the tasks from here). Its background jobs are wired by src/jobs.ts.
 */
export const processesJobs = [deadlineNoticeJob];
