import { tacitWithdrawalJob } from './pqrs.jobs.ts';

/** The citizen window's background jobs: a PQRS left incomplete a month is withdrawn. */
export const pqrsJobs = [tacitWithdrawalJob];
