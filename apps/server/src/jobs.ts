import type { FastifyBaseLogger } from 'fastify';
import { captureJobs } from './capture/index.ts';
import { exportsJobs } from './exports/index.ts';
import { filesJobs, watchScanReader } from './files/index.ts';
import { foldMetrics } from './metrics/index.ts';
import { sealAuditChains } from './platform/audit.ts';
import { atMostEvery, JobRunner } from './platform/jobs.ts';
import { mailJob } from './platform/mail.ts';
import { keepTables } from './platform/table-upkeep.ts';
import type { Platform } from './platform/work.ts';
import { pqrsJobs } from './pqrs/index.ts';
import { processesJobs } from './processes/index.ts';
import { signaturesJobs } from './signatures/index.ts';
import { usersJobs } from './users/index.ts';
import { webhooksJobs } from './webhooks/index.ts';

/** Every feature's jobs: each feature declares its own beside its service and lists them here. */
export const allJobs = [
  mailJob,
  ...usersJobs,
  ...filesJobs,
  ...exportsJobs,
  ...processesJobs,
  ...webhooksJobs,
  ...signaturesJobs,
  ...pqrsJobs,
  ...captureJobs,
];

/** Autovacuum looks every minute; a table filled in a burst is planned blind for less time here. */
const UPKEEP_MS = 10_000;

/**
 * The runner of a process that runs jobs (the embedded server's, or `npm run worker`'s): every
 * feature's jobs, JOBS_CONCURRENCY at once, then sealing the audit chains after each drain, and
 * folding the metrics' deltas every METRICS_FOLD_SECONDS, and vacuuming and analyzing the tables
 * that need it (when the database does not) every UPKEEP_MS, and watching for Tesseract to be
 * installed, which reads the scans that waited for it.
 */
export function createJobRunner(platform: Platform, log: FastifyBaseLogger): JobRunner {
  return new JobRunner(platform, allJobs, log, {
    concurrency: platform.config.jobsConcurrency,
    recurring: [
      () => sealAuditChains(platform),
      atMostEvery(platform.config.metricsFoldSeconds * 1000, () => foldMetrics(platform, log)),
      // The first upkeep waits: PGlite's one connection serves the first requests instead.
      atMostEvery(UPKEEP_MS, () => keepTables(platform.db, log), { waitFirst: true }),
      watchScanReader(platform, log),
    ],
  });
}
