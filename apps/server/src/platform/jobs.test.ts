import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { enqueue, JobRunner } from './jobs.ts';
import type { MailMessage } from './mail.ts';

let server: TestServer;
let runner: JobRunner;
const sent: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const handlers = {
    mail: async (message: MailMessage) => {
      sent.push(message.subject);
    },
  } as unknown as ConstructorParameters<typeof JobRunner>[1];
  runner = new JobRunner(server.db, handlers, server.app.log);
  // The next poll is an hour away: only the wake of the commit can run what is queued.
  runner.start(3_600_000);
  await runner.runDue();
});

afterAll(async () => {
  await runner.stop();
  await server?.close();
});

it('runs a job queued by a request as soon as its transaction commits, not at the next poll', async () => {
  await server.app.services.asApp((tx) =>
    enqueue(tx, 'mail', { to: 'ana@example.test', subject: 'Bienvenida', text: 'Hola' }),
  );
  await expect.poll(() => sent).toEqual(['Bienvenida']);
});

it('never runs a job whose transaction rolled back', async () => {
  await expect(
    server.app.services.asApp(async (tx) => {
      await enqueue(tx, 'mail', { to: 'ana@example.test', subject: 'Nunca', text: 'Hola' });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  await server.app.services.asApp((tx) =>
    enqueue(tx, 'mail', { to: 'ana@example.test', subject: 'Después', text: 'Hola' }),
  );
  await expect.poll(() => sent).toEqual(['Bienvenida', 'Después']);
});
