import { answerMailJob } from './answers.jobs.ts';
import { tacitWithdrawalJob } from './pqrs.jobs.ts';

/**
 * The citizen window's background jobs: a PQRS left incomplete a month is withdrawn, an answer
 * is mailed with its evidence kept.
 */
export const pqrsJobs = [tacitWithdrawalJob, answerMailJob];
