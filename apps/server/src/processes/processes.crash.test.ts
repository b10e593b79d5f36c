import { api } from '@custodia/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordOf, runningWorkflow } from '../../test/process-fixtures.ts';
import {
  ended,
  printed,
  type SharedStore,
  sharedStore,
  startScript,
} from '../../test/processes.ts';
import {
  type CompanyServer,
  callAs,
  companyWithAdmin,
  send,
  type TestServer,
} from '../../test/test-server.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';

let store: SharedStore;
beforeAll(async () => {
  store = await sharedStore();
});
afterAll(() => store?.remove());

/** The app on the shared store, in this process, as long as `use` runs. */
async function withServer<T>(use: (server: TestServer) => Promise<T>): Promise<T> {
  const config = loadConfig({
    ...store.env,
    LOG_LEVEL: 'silent',
    JOBS_IN_PROCESS: 'false',
    PUBLIC_URL: 'http://custodia.test',
  });
  const db: Database = await store.open();
  const app = await buildApp(config, db);
  try {
    return await use({
      app,
      db,
      config,
      dataDir: store.env.DATA_DIR as string,
      close: async () => {},
    });
  } finally {
    await app.close();
    await db.close();
  }
}

/**
 * Processes whose tasks disagree with their history: a task without its creation event, a task
 * completed twice or without its event, or a process left running with other than one open task.
 */
const inconsistent = (db: Database) =>
  db.query(`
    SELECT p.number, 'tasks and events differ' AS problem FROM processes p
     WHERE (SELECT count(*) FROM process_tasks t WHERE t.process_id = p.id)
        <> (SELECT count(*) FROM process_events e WHERE e.process_id = p.id AND e.kind = 'task_created')
    UNION ALL
    SELECT p.number, 'a completion without its one event' FROM processes p
      JOIN process_tasks t ON t.process_id = p.id
     WHERE (t.status = 2) <> (SELECT count(*) = 1 FROM process_events e
                               WHERE e.task_id = t.id AND e.kind = 'task_completed')
    UNION ALL
    SELECT p.number, 'running without one open task' FROM processes p
     WHERE p.status = 1 AND (SELECT count(*) FROM process_tasks t
                              WHERE t.process_id = p.id AND t.status = 1) <> 1`);

it('keeps every process as its history says when the server is killed in a burst of completions', async () => {
  const { token, tasks } = await withServer(async (server) => {
    const company = await companyWithAdmin(server, 'corte.co');
    const t = { server, company } as CompanyServer;
    t.asAdmin = callAs(t, () => company.adminToken);
    const flow = await runningWorkflow(t);
    const open: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const record = await recordOf(t, flow, 10);
      const started = await t.asAdmin(api.processes.start, {
        body: {
          workflow_id: flow.workflowId,
          form_id: flow.formId,
          record_id: record.id,
        },
      });
      const detail = await t.asAdmin(api.processes.get, { params: { id: started.json().id } });
      open.push(detail.json().tasks[0]?.id as string);
    }
    return { token: company.adminToken, tasks: open };
  });

  const burst = startScript('test/completing-burst.ts', {
    ...store.env,
    ADMIN_TOKEN: token,
    TASKS: tasks.join(','),
  });
  await printed(burst, /completed 200[\s\S]*completed 200[\s\S]*completed 200/);
  burst.kill('SIGKILL');
  expect((await ended(burst)).signal).toBe('SIGKILL');

  await withServer(async (server) => {
    expect(await inconsistent(server.db)).toEqual([]);
    // Restarted, the server works on: every review the burst left open completes, once.
    const stillOpen = await server.db.query<{ id: string }>(
      'SELECT id FROM process_tasks WHERE status = 1 AND id = ANY($1::uuid[])',
      [tasks],
    );
    for (const { id } of stillOpen) {
      const answer = await send(
        server,
        api.processes.complete,
        { params: { id }, body: { status: 2 } },
        { token },
      );
      expect(answer.statusCode).toBe(200);
    }
    expect(await inconsistent(server.db)).toEqual([]);
    // Each of the 20 reviews was completed exactly once: each process waits on its answer now.
    const answers = await server.db.query<{ count: string }>(
      `SELECT count(*) FROM process_tasks t JOIN workflow_steps s ON s.id = t.step_id
        WHERE t.status = 1 AND s.name = 'Responder'`,
    );
    expect(Number(answers[0]?.count)).toBe(tasks.length);
  });
}, 180_000);
