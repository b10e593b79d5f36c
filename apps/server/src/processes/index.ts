import { deadlineNoticeJob } from './deadlines.service.ts';

/**
 * What other features may use of processes: the refusal to take a person who holds tasks out of
 * work (users). Its background jobs are wired by src/jobs.ts.
 */
export { refuseIfHoldsTasks } from './engine.service.ts';

export const processesJobs = [deadlineNoticeJob];
