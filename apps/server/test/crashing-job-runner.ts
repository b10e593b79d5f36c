/**
 * A job runner process that dies between a job's work and its commit: its one job writes a row
 * in its transaction and then the process is killed, as a power cut or an OOM kill would. Opens
 * the database of DATABASE_URL, or the embedded one in DATA_DIR (jobs.crash.test.ts).
 */
import pino from 'pino';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db.ts';
import { JobRunner } from '../src/platform/jobs.ts';
import { createPlatform } from '../src/platform/runtime.ts';
import { countedJob } from './counted-job.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const dying = {
  ...countedJob,
  async run(...args: Parameters<typeof countedJob.run>) {
    await countedJob.run(...args);
    process.kill(process.pid, 'SIGKILL');
  },
};
await new JobRunner(createPlatform(config, db, []), [dying], pino({ level: 'silent' })).runDue();
