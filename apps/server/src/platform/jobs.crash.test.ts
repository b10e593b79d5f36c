import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countedJob, countedJobTable } from '../../test/counted-job.ts';
import { ended, type SharedStore, sharedStore, startScript } from '../../test/processes.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db.ts';
import { enqueue, JobRunner } from './jobs.ts';
import { closePlatform, createPlatform } from './runtime.ts';
import { inTenant, system } from './work.ts';

let store: SharedStore;
const tenantId = crypto.randomUUID();
const silentLog = pino({ level: 'silent' });

beforeAll(async () => {
  store = await sharedStore();
});
afterAll(() => store?.remove());

/** Runs work on the store's database from the test, and closes it (the embedded one is one process's). */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await store.open();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

it('applies a job’s work exactly once when its runner dies between the work and the commit', async () => {
  const config = loadConfig({ ...store.env, LOG_LEVEL: 'silent' });
  await withDatabase(async (db) => {
    await db.exec(countedJobTable(config.appDbRole));
    const platform = createPlatform(config, db, []);
    await inTenant(platform, { tenantId, actor: system, language: 'es' }, (work) =>
      enqueue(work, countedJob, { note: 'una vez' }),
    );
    closePlatform(platform);
  });

  const runner = startScript('test/crashing-job-runner.ts', store.env);
  expect(await ended(runner)).toEqual({ code: null, signal: 'SIGKILL' });

  await withDatabase(async (db) => {
    // The work was written in the transaction that died with the process: none of it stayed.
    expect(await db.query('SELECT note FROM job_effects')).toEqual([]);
    const [claimed] = await db.query('SELECT attempts, done_at FROM jobs');
    expect(claimed).toEqual({ attempts: 1, done_at: null });

    // Its lease over, another runner takes the job and applies its work, once.
    await db.query("UPDATE jobs SET locked_until = now() - interval '1 second'");
    const platform = createPlatform(config, db, []);
    const survivor = new JobRunner(platform, [countedJob], silentLog);
    expect(await survivor.runDue()).toBe(1);
    expect(await survivor.runDue()).toBe(0);
    closePlatform(platform);
    expect(await db.query('SELECT note FROM job_effects')).toEqual([{ note: 'una vez' }]);
    const [done] = await db.query<{ attempts: number; done: boolean }>(
      'SELECT attempts, done_at IS NOT NULL AS done FROM jobs',
    );
    expect(done).toEqual({ attempts: 2, done: true });
  });
});
