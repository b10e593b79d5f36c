import { tacitWithdrawalJob } from './pqrs.jobs.ts';

/** A PQRS type's name as every screen shows it (the metrics' too). */
export { pqrsTypeName } from './pqrs.present.ts';

/** The citizen window's background jobs: a PQRS left incomplete a month is withdrawn. */
export const pqrsJobs = [tacitWithdrawalJob];
