import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countedJob, countedJobTable } from '../../test/counted-job.ts';
import { type ReceivedMail, startMailbox } from '../../test/mailbox.ts';
import { ended, type SharedStore, sharedStore, startScript } from '../../test/processes.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db.ts';
import { enqueue, JobRunner } from './jobs.ts';
import { mailJob } from './mail.ts';
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

    // Its lease is far from over, but its runner is dead: another runner takes the job at once
    // and applies its work, once.
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

const messageIdOf = (mail: ReceivedMail | undefined) =>
  /^Message-ID: (.+)$/im.exec(mail?.raw ?? '')?.[1];

it('sends again within seconds, with the same Message-ID, a mail whose runner died sending it', async () => {
  const mailbox = await startMailbox();
  const env = { ...store.env, SMTP_URL: mailbox.url };
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  try {
    await withDatabase(async (db) => {
      const platform = createPlatform(config, db, []);
      await inTenant(platform, { tenantId, actor: system, language: 'es' }, (work) =>
        enqueue(work, mailJob, { to: 'ana@demo.co', subject: 'Tarea asignada', text: 'Hola' }),
      );
      closePlatform(platform);
    });

    const runner = startScript('test/crashing-job-runner.ts', { ...env, DYING_JOB: 'mail' });
    expect(await ended(runner)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(mailbox.received).toHaveLength(1);

    // A worker started after the crash sends it again at once: its mail lease (a minute) and
    // the default one (five) are both far off.
    await withDatabase(async (db) => {
      const platform = createPlatform(config, db, []);
      const restarted = new JobRunner(platform, [mailJob], silentLog);
      restarted.start();
      try {
        await expect.poll(() => mailbox.received.length, { timeout: 10_000 }).toBe(2);
      } finally {
        await restarted.stop();
        closePlatform(platform);
      }
    });
    const [sent, resent] = mailbox.received;
    expect(resent?.to).toEqual(['ana@demo.co']);
    expect(messageIdOf(resent)).toBeDefined();
    expect(messageIdOf(resent)).toBe(messageIdOf(sent));
  } finally {
    await mailbox.close();
  }
});
