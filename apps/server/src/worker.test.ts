import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { linkIn, type ReceivedMail, startMailbox } from '../test/mailbox.ts';
import {
  outputOf,
  printed,
  type SharedStore,
  sharedStore,
  startScript,
  stop,
} from '../test/processes.ts';
import type { Database } from './platform/db.ts';

/** What each test started, stopped after it whatever happened. */
const started: { processes: ChildProcess[]; close: (() => Promise<unknown>)[] } = {
  processes: [],
  close: [],
};

afterEach(async () => {
  await Promise.all(started.processes.splice(0).map(stop));
  for (const close of started.close.splice(0).reverse()) await close();
});

async function store(): Promise<{ shared: SharedStore; db: Database }> {
  const shared = await sharedStore();
  const db = await shared.open();
  started.close.push(
    () => shared.remove(),
    () => db.close(),
  );
  return { shared, db };
}

async function mailbox() {
  const box = await startMailbox();
  started.close.push(() => box.close());
  return box;
}

function worker(env: Record<string, string>): ChildProcess {
  const child = startScript('src/worker.ts', env);
  started.processes.push(child);
  return child;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Several processes on one queue need a database they share: PostgreSQL (the embedded one is one
// process's). CI runs these with the HTTP tests on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run worker, beside API processes', () => {
  it('runs every job once when two workers share the queue', { timeout: 120_000 }, async () => {
    const { shared, db } = await store();
    const box = await mailbox();
    const count = 40;
    await db.query(
      `INSERT INTO jobs (kind, tenant_id, payload)
       SELECT 'mail', $1, jsonb_build_object('to', 'ana' || n || '@example.test',
                                             'subject', 'Aviso ' || n, 'text', 'Hola')
         FROM generate_series(1, $2) n`,
      [crypto.randomUUID(), count],
    );
    const env = { ...shared.env, SMTP_URL: box.url, JOBS_CONCURRENCY: '4' };
    const workers = [worker(env), worker(env)];
    await Promise.all(workers.map((child) => printed(child, /Custodia worker is running/)));

    await expect
      .poll(async () => (await db.query('SELECT 1 FROM jobs WHERE done_at IS NOT NULL')).length, {
        timeout: 60_000,
      })
      .toBe(count);
    // Stopped, so that a second run of any job would have been sent by now.
    await Promise.all(started.processes.splice(0).map(stop));
    const subjects = box.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
  });

  it('delivers, from a worker, the password-reset mail an API process without jobs queued', {
    timeout: 120_000,
  }, async () => {
    const { shared, db } = await store();
    const box = await mailbox();
    const port = await freePort();
    const api = startScript('src/main.ts', {
      ...shared.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'http://custodia.test',
      STATIC_DIR: `${shared.env.DATA_DIR}/no-web-app`,
      JOBS_IN_PROCESS: 'false',
      SEED_DEMO: 'true',
      SEED_ADMIN_PASSWORD: 'Admin123!',
      SMTP_URL: box.url,
    });
    started.processes.push(api);
    await printed(api, /Custodia is running/);

    const asked = await fetch(`http://127.0.0.1:${port}/api/v1/users/send-email/password-reset/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.co' }),
    });
    expect(asked.status).toBe(202);
    // The API process queued the request and runs no job: it waits for a worker.
    const queued = await db.query<{ kind: string }>('SELECT kind FROM jobs WHERE done_at IS NULL');
    expect(queued).toEqual([{ kind: 'passwordResetRequest' }]);
    expect(box.received).toEqual([]);

    worker({ ...shared.env, SMTP_URL: box.url, PUBLIC_URL: 'http://custodia.test' });
    await expect.poll(() => box.received.length, { timeout: 60_000 }).toBe(1);
    const [mail] = box.received as [ReceivedMail];
    expect(mail.to).toEqual(['admin@demo.co']);
    expect(linkIn(mail).pathname).toBe('/restablecimiento-de-contrasena');
    expect(outputOf(api)).not.toMatch(/job failed/);
  });
});
