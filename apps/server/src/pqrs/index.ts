import { answerMailJob } from './answers.jobs.ts';
import { legalNoticeJob } from './notices.jobs.ts';
import { tacitWithdrawalJob } from './pqrs.jobs.ts';

/**
 * The citizen window's background jobs: a PQRS left incomplete a month is withdrawn, an answer
 * is mailed with its evidence kept, and one running late is told to its holders and supervisors,
 * and escalated when the company says so.
 */
export const pqrsJobs = [tacitWithdrawalJob, answerMailJob, legalNoticeJob];
