/**
 * Throughput and latency of the users list, on each database kind, next to a bare Fastify route.
 * It prints figures and asserts nothing: speed depends on the machine. Run with `npm run bench`;
 * BENCH_SECONDS and BENCH_CONNECTIONS change the measured run.
 */
import { performance } from 'node:perf_hooks';
import { apiBase, usersApi } from '@custodia/contracts';
import type { Figures, Measured, RunningApp, Settings, Target } from './support.ts';
import { benchmarkEachDatabaseKind, createBenchCompany, logInAsAdmin, measure } from './support.ts';

const USER_COUNT = 10_000;
const USERS_PER_INSERT = 1_000;

type DatabaseSummary = Measured & { loadMs: number };

/**
 * Set-based inserts skip password hashing and the API on purpose: 10,000 argon2 hashes would
 * take minutes. Each user gets its own created_at so the list's ORDER BY has no ties.
 */
const INSERT_USERS = `
  INSERT INTO users (tenant_id, user_name, first_name, last_name, document_type,
                     document_reference, email, phone, user_type, status, created_at, updated_at)
  SELECT $1,
         'user' || lpad(n::text, 5, '0') || '@bench.co',
         (ARRAY['Ana', 'Luis', 'María', 'Jorge', 'Sofía', 'Carlos', 'Lucía', 'Andrés'])[1 + n % 8],
         (ARRAY['Gómez', 'Rodríguez', 'Martínez', 'López', 'García', 'Pérez', 'Sánchez',
                'Ramírez'])[1 + (n / 8) % 8],
         1 + n % 2,
         'CC' || lpad(n::text, 10, '0'),
         'user' || lpad(n::text, 5, '0') || '@mail.bench.co',
         '300' || lpad(n::text, 7, '0'),
         CASE WHEN n % 100 = 0 THEN 3 ELSE 1 + n % 2 END,
         CASE WHEN n % 10 = 0 THEN 2 + (n / 10) % 4 ELSE 1 END,
         now() - make_interval(mins => n),
         now() - make_interval(mins => n)
    FROM generate_series($2::int, $3::int) AS n`;

/** Returns the milliseconds the load took, statistics included. */
async function loadUsers(running: RunningApp, tenantId: string): Promise<number> {
  const started = performance.now();
  for (let first = 1; first <= USER_COUNT; first += USERS_PER_INSERT) {
    const last = Math.min(first + USERS_PER_INSERT - 1, USER_COUNT);
    await running.app.services.inTenant(tenantId, (tx) =>
      tx.query(INSERT_USERS, [tenantId, first, last]),
    );
  }
  // PostgreSQL's autovacuum would analyze the table within a minute; PGlite has no autovacuum.
  // Both get fresh statistics so the planner sees 10,000 rows, as in a real installation.
  await running.db.query('ANALYZE users');
  return performance.now() - started;
}

function userListTargets(baseUrl: string, token: string): Target[] {
  const headers = { authorization: `Bearer ${token}` };
  const list = `${baseUrl}${apiBase}${usersApi.list.path}`;
  return [
    { route: 'users, page 1', url: `${list}?per_page=50`, headers },
    { route: 'users, page 100', url: `${list}?per_page=50&page=100`, headers },
    { route: 'users, name=user0999', url: `${list}?per_page=50&name=user0999`, headers },
  ];
}

async function benchmarkUsersList(
  running: RunningApp,
  helloUrl: string,
  settings: Settings,
): Promise<DatabaseSummary> {
  const tenantId = await createBenchCompany(running);
  const loadMs = await loadUsers(running, tenantId);
  console.log(`${USER_COUNT.toLocaleString('en')} users loaded in ${loadMs.toFixed(0)} ms`);
  const token = await logInAsAdmin(running.baseUrl);
  const hello = await measure({ route: 'bare Fastify /hello', url: helloUrl }, settings);
  const routes: Figures[] = [];
  for (const target of userListTargets(running.baseUrl, token)) {
    routes.push(await measure(target, settings));
  }
  return { loadMs, hello, routes };
}

await benchmarkEachDatabaseKind<DatabaseSummary>({
  heading: `Users list benchmark: ${USER_COUNT.toLocaleString('en')} users`,
  run: benchmarkUsersList,
  summaryLead: (summary) =>
    `${USER_COUNT.toLocaleString('en')} users loaded in ${(summary.loadMs / 1000).toFixed(1)} s`,
});
