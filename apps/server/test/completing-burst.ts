/**
 * A server process completing a burst of tasks at once, printing each answer, until it is killed
 * (processes.crash.test.ts): the app of the store in DATABASE_URL or DATA_DIR, the admin's session
 * in ADMIN_TOKEN, the open tasks in TASKS (comma separated).
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', JOBS_IN_PROCESS: 'false' });
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp(config, db);
const tasks = (process.env.TASKS ?? '').split(',');
await Promise.all(
  tasks.map(async (task) => {
    const answer = await app.inject({
      method: 'PATCH',
      url: `/api/v1/workflows/process-task/${task}/status/`,
      headers: { authorization: `Bearer ${process.env.ADMIN_TOKEN}` },
      payload: { status: 2 },
    });
    console.log(`completed ${answer.statusCode}`);
  }),
);
// Every completion answered before the kill came: wait for it, as a busy server would.
await new Promise(() => {});
