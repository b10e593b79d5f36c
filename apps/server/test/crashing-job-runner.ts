/**
 * A job runner process that dies in the middle of a job, as a power cut or an OOM kill would:
 * with DYING_JOB=counted (the default) its one job writes a row in its transaction and then the
 * process is killed; with DYING_JOB=mail it hands its mail to the server and is killed before the
 * job is marked sent. Opens the database of DATABASE_URL, or the embedded one in DATA_DIR
 * (jobs.crash.test.ts).
 */
import pino from 'pino';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db.ts';
import { type Job, JobRunner } from '../src/platform/jobs.ts';
import { mailJob } from '../src/platform/mail.ts';
import { createPlatform } from '../src/platform/runtime.ts';
import { countedJob } from './counted-job.ts';

const die = () => process.kill(process.pid, 'SIGKILL');
const dying: Record<string, Job> = {
  counted: {
    ...countedJob,
    async run(...args: Parameters<typeof countedJob.run>) {
      await countedJob.run(...args);
      die();
    },
  },
  mail: {
    ...mailJob,
    async prepare(...args: Parameters<NonNullable<typeof mailJob.prepare>>) {
      await mailJob.prepare?.(...args);
      die();
    },
  },
};

const job = dying[process.env.DYING_JOB ?? 'counted'];
if (!job) throw new Error(`no dying job is named ${process.env.DYING_JOB}`);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await new JobRunner(createPlatform(config, db, []), [job], pino({ level: 'silent' })).runDue();
