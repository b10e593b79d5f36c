import { pollMailboxJob, purgeCaptureItemJob } from './capture.jobs.ts';

/**
 * What other features may use of capture: nothing yet but its jobs, which the worker runs (a
 * mailbox's polls, and a discarded tray item's purge).
 */
export const captureJobs = [pollMailboxJob, purgeCaptureItemJob];
