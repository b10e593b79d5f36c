import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { z } from 'zod';
import { ownerQuery, startTestServer, type TestServer } from '../../test/test-server.ts';
import {
  cancelJobs,
  enqueue,
  JobRunner,
  type JobTiming,
  type TenantJob,
  tenantJob,
} from './jobs.ts';
import { inTenant, system } from './work.ts';

let server: TestServer;
let runner: JobRunner;
const tenantId = crypto.randomUUID();

/** What the test jobs did, as the database keeps it: a row per note written by a job that ran. */
const notes = async () =>
  (await ownerQuery<{ text: string }>(server, 'SELECT text FROM job_notes ORDER BY seq')).map(
    (row) => row.text,
  );

const writesNote = tenantJob({
  name: 'test.writesNote',
  payload: z.object({ text: z.string() }),
  async run(work, { text }) {
    await work.tx.query('INSERT INTO job_notes (tenant_id, text) VALUES ($1, $2)', [
      work.tenantId,
      text,
    ]);
  },
});

/** Writes its note, then fails: nothing of it may stay, however often it is tried. */
const failsAfterWriting = tenantJob({
  name: 'test.failsAfterWriting',
  payload: z.object({ text: z.string() }),
  async run(work, payload) {
    await writesNote.run(work, payload, undefined);
    throw new Error('the mail server said no');
  },
});

/** Holds its slot until the test lets it go: a long export. */
let releaseSlow: () => void = () => undefined;
const slow = tenantJob({
  name: 'test.slow',
  payload: z.object({ text: z.string() }),
  prepare: () => new Promise<void>((resolve) => (releaseSlow = resolve)),
  run: (work, payload) => writesNote.run(work, payload, undefined),
});

const queue = (job: TenantJob<{ text: string }, unknown>, text: string, timing?: JobTiming) =>
  inTenant(server.app.platform, { tenantId, actor: system, language: 'es' }, (work) =>
    enqueue(work, job, { text }, timing),
  );

beforeAll(async () => {
  server = await startTestServer();
  await server.db.exec(
    `CREATE TABLE job_notes (seq serial, tenant_id uuid NOT NULL, text text NOT NULL);
     GRANT SELECT, INSERT ON job_notes TO ${server.config.appDbRole};
     GRANT USAGE ON SEQUENCE job_notes_seq_seq TO ${server.config.appDbRole}`,
  );
  runner = new JobRunner(
    server.app.platform,
    [writesNote, failsAfterWriting, slow],
    server.app.log,
    { concurrency: 2 },
  );
  // The next poll is an hour away: only the wake of the commit can run what is queued.
  runner.start(3_600_000);
  await runner.runDue();
});

beforeEach(async () => {
  await runner.runDue();
  await ownerQuery(server, 'DELETE FROM job_notes');
  await ownerQuery(server, 'DELETE FROM jobs');
});

afterAll(async () => {
  await runner.stop();
  await server?.close();
});

it('runs a job queued by a request as soon as its transaction commits, not at the next poll', async () => {
  await queue(writesNote, 'Bienvenida');
  await expect.poll(notes).toEqual(['Bienvenida']);
});

it('never runs a job whose transaction rolled back', async () => {
  await expect(
    inTenant(server.app.platform, { tenantId, actor: system, language: 'es' }, async (work) => {
      await enqueue(work, writesNote, { text: 'Nunca' });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  await queue(writesNote, 'Después');
  await expect.poll(notes).toEqual(['Después']);
});

it('keeps nothing of a failed attempt, tries again later and gives up after five, kept as failed', async () => {
  // Due later, so that only this test's runs try it.
  await queue(failsAfterWriting, 'Intento', { runAt: new Date(Date.now() + 60_000) });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await ownerQuery(server, 'UPDATE jobs SET run_at = now()');
    await runner.runDue();
    const [job] = await ownerQuery<{ attempts: number; failed: boolean; waits: boolean }>(
      server,
      `SELECT attempts, failed_at IS NOT NULL AS failed, run_at > now() AS waits FROM jobs`,
    );
    expect(job).toMatchObject({ attempts: attempt, failed: attempt === 5, waits: true });
  }
  expect(await notes()).toEqual([]);
  const [failed] = await ownerQuery(server, 'SELECT kind, last_error, payload FROM jobs');
  expect(failed).toEqual({
    kind: 'test.failsAfterWriting',
    last_error: 'the mail server said no',
    // Kept, so an administrator can run it again.
    payload: { text: 'Intento' },
  });
});

it('runs other jobs while a long one holds its slot', async () => {
  await queue(slow, 'Exportación');
  await queue(writesNote, 'Correo');
  await expect.poll(notes).toEqual(['Correo']);
  releaseSlow();
  await expect.poll(notes).toEqual(['Correo', 'Exportación']);
});

it('replaces a pending job of the same key and cancels it by its key', async () => {
  const inAnHour = new Date(Date.now() + 3_600_000);
  const tomorrow = new Date(Date.now() + 86_400_000);
  await queue(writesNote, 'Vence pronto', { key: 'task-1', runAt: inAnHour });
  await queue(writesNote, 'Vence mañana', { key: 'task-1', runAt: tomorrow });
  await queue(writesNote, 'Otra tarea', { key: 'task-2', runAt: inAnHour });
  const pending = await ownerQuery<{ key: string; payload: { text: string }; run_at: Date }>(
    server,
    'SELECT key, payload, run_at FROM jobs ORDER BY key',
  );
  expect(pending.map((job) => [job.key, job.payload.text, job.run_at.getTime()])).toEqual([
    ['task-1', 'Vence mañana', tomorrow.getTime()],
    ['task-2', 'Otra tarea', inAnHour.getTime()],
  ]);

  const cancelled = await inTenant(
    server.app.platform,
    { tenantId, actor: system, language: 'es' },
    (work) => cancelJobs(work, writesNote, 'task-1'),
  );
  expect(cancelled).toBe(1);
  await ownerQuery(server, 'UPDATE jobs SET run_at = now()');
  await runner.runDue();
  expect(await notes()).toEqual(['Otra tarea']);
});

it('does not let another company cancel a job by the same key', async () => {
  await queue(writesNote, 'De la primera', { key: 'task-9', runAt: new Date(Date.now() + 60_000) });
  const cancelled = await inTenant(
    server.app.platform,
    { tenantId: crypto.randomUUID(), actor: system, language: 'es' },
    (work) => cancelJobs(work, writesNote, 'task-9'),
  );
  expect(cancelled).toBe(0);
  await ownerQuery(server, 'UPDATE jobs SET run_at = now()');
  await runner.runDue();
  expect(await notes()).toEqual(['De la primera']);
});

it('does its recurring work while a job holds the queue, not only once the queue is empty', async () => {
  let recurred: () => void = () => undefined;
  const recurringRan = new Promise<void>((resolve) => (recurred = resolve));
  const waitsForRecurring = tenantJob({
    name: 'test.waitsForRecurring',
    payload: z.object({ text: z.string() }),
    prepare: () => recurringRan,
    run: (work, payload) => writesNote.run(work, payload, undefined),
  });
  const sealing = new JobRunner(server.app.platform, [waitsForRecurring], server.app.log, {
    recurring: [async () => recurred()],
  });
  // Due later, so that the started runner, which does not know the job, leaves it.
  await queue(waitsForRecurring, 'Sellada', { runAt: new Date(Date.now() + 60_000) });
  await ownerQuery(server, 'UPDATE jobs SET run_at = now()');
  // The job ends only once the recurring work ran: a drain that recurred only at its end would
  // never end.
  await sealing.runDue();
  expect(await notes()).toEqual(['Sellada']);
});
