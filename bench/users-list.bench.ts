/**
 * Throughput and latency of the users list, on each database kind, next to a bare Fastify route.
 * It prints figures and asserts nothing: speed depends on the machine. Run with `npm run bench`;
 * BENCH_SECONDS and BENCH_CONNECTIONS change the measured run.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiBase, apiPaths, CompanyCreateInput, type SessionDto } from '@custodia/contracts';
import autocannon, { type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { createCompany } from '../apps/server/src/company/company.service.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { type Database, openDatabase } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/platform/migrations.ts';

const POSTGRES_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';
const HOST = '127.0.0.1';
const USER_COUNT = 10_000;
const USERS_PER_INSERT = 1_000;
const WARM_UP_SECONDS = 2;
const COMPANY = {
  domain: 'bench.co',
  name: 'Bench S.A.S.',
  tax_id: '900999999',
  admin_password: 'Bench123!',
};

type Settings = { seconds: number; connections: number };

type Target = { route: string; url: string; headers?: Record<string, string> };

type Figures = {
  route: string;
  rows: string;
  requestsPerSecond: number;
  latency: { p50: number; p90: number; p99: number };
  /** Share of the measured run the main thread was busy: the app, and PGlite when embedded. */
  mainThreadBusy: number;
  problem: string | undefined;
};

type DatabaseSummary = { kind: string; loadMs: number; hello: Figures; usersList: Figures[] };

/** Where the app keeps its data for one run; `release` removes every trace of it. */
type Storage = { databaseUrl: string | undefined; release(): Promise<void> };

type DatabaseKind = { name: string; provision(): Promise<Storage | undefined> };

type RunningApp = { app: FastifyInstance; db: Database; baseUrl: string; close(): Promise<void> };

function positiveIntegerFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function readSettings(): Settings {
  return {
    seconds: positiveIntegerFromEnv('BENCH_SECONDS', 10),
    connections: positiveIntegerFromEnv('BENCH_CONNECTIONS', 10),
  };
}

const pgliteOnDisk: DatabaseKind = {
  name: 'PGlite (on disk)',
  // The app's own data folder holds PGlite under db/, so there is nothing to create here.
  provision: async () => ({ databaseUrl: undefined, release: async () => undefined }),
};

const postgresql: DatabaseKind = {
  name: 'PostgreSQL',
  provision: provisionPostgresDatabase,
};

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({
    connectionString: POSTGRES_SERVER_URL,
    connectionTimeoutMillis: 3_000,
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database in the local server, or undefined (with a note) when it is unreachable. */
async function provisionPostgresDatabase(): Promise<Storage | undefined> {
  const name = `custodia_bench_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(
      `\nPostgreSQL skipped: ${POSTGRES_SERVER_URL} is unreachable (${(error as Error).message}).`,
    );
    return undefined;
  }
  const databaseUrl = new URL(POSTGRES_SERVER_URL);
  databaseUrl.pathname = `/${name}`;
  return {
    databaseUrl: databaseUrl.toString(),
    release: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The real app, wired as main.ts wires it but on a private data folder, listening on loopback. */
async function startCustodia(databaseUrl: string | undefined): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-bench-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JOBS_IN_PROCESS: 'false',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-web-app'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const db = await openDatabase({ databaseUrl, dataDir });
    await migrate(db, config.appDbRole);
    const app = await buildApp(config, db);
    await app.listen({ host: HOST, port: 0 });
    return {
      app,
      db,
      baseUrl: `http://${HOST}:${listeningPort(app)}`,
      async close() {
        await app.close();
        await db.close();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

function listeningPort(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server is not on TCP');
  return address.port;
}

async function createBenchCompany(running: RunningApp): Promise<string> {
  await createCompany(running.app.services, CompanyCreateInput.parse(COMPANY));
  const [tenant] = await running.db.query<{ id: string }>(
    'SELECT id FROM tenants WHERE domain = $1',
    [COMPANY.domain],
  );
  if (!tenant) throw new Error(`company ${COMPANY.domain} was not created`);
  return tenant.id;
}

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

async function logInAsAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${apiBase}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user_name: `admin@${COMPANY.domain}`,
      password: COMPANY.admin_password,
    }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as SessionDto;
  return session.access;
}

async function startHelloBaseline(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ host: HOST, port: 0 });
  return { url: `http://${HOST}:${listeningPort(app)}/hello`, close: () => app.close() };
}

function userListTargets(baseUrl: string, token: string): Target[] {
  const headers = { authorization: `Bearer ${token}` };
  const list = `${baseUrl}${apiBase}${apiPaths.users}`;
  return [
    { route: 'users, page 1', url: `${list}?per_page=50`, headers },
    { route: 'users, page 100', url: `${list}?per_page=50&page=100`, headers },
    { route: 'users, name=user0999', url: `${list}?per_page=50&name=user0999`, headers },
  ];
}

/** One request before the load, so a route that answers 200 with no rows cannot pass unseen. */
async function describeRows(target: Target): Promise<string> {
  const response = await fetch(target.url, target.headers ? { headers: target.headers } : {});
  if (!response.ok) return `HTTP ${response.status}`;
  const body = (await response.json()) as { items?: unknown[]; count?: number };
  return Array.isArray(body.items) ? `${body.items.length}/${body.count}` : '-';
}

/**
 * The load runs in a worker thread: on the server's own thread it would take turns with the code
 * it measures and halve both.
 */
function fire(target: Target, connections: number, seconds: number): Promise<Result> {
  return autocannon({
    url: target.url,
    ...(target.headers ? { headers: target.headers } : {}),
    connections,
    duration: seconds,
    workers: 1,
  });
}

function problemsOf(result: Result): string | undefined {
  if (result.non2xx === 0 && result.errors === 0) return undefined;
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(', ');
  return `${result.non2xx} non-2xx (${codes}), ${result.errors} errors, ${result.timeouts} timeouts`;
}

async function measure(target: Target, settings: Settings): Promise<Figures> {
  const rows = await describeRows(target);
  await fire(target, settings.connections, WARM_UP_SECONDS);
  const before = performance.eventLoopUtilization();
  const result = await fire(target, settings.connections, settings.seconds);
  const mainThreadBusy = performance.eventLoopUtilization(before).utilization;
  const problem = problemsOf(result);
  if (problem) console.log(`WARNING: ${target.route}: ${problem}`);
  return {
    route: target.route,
    rows,
    requestsPerSecond: result.requests.mean,
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
    mainThreadBusy,
    problem,
  };
}

function formatTable(headings: string[], lines: string[][]): string {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const render = (cells: string[]) =>
    cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  return [render(headings), render(widths.map((width) => '-'.repeat(width))), ...lines.map(render)]
    .map((line) => `  ${line}`)
    .join('\n');
}

function shareOfHello(figures: Figures, hello: Figures): string {
  return (figures.requestsPerSecond / hello.requestsPerSecond).toFixed(3);
}

function printFigures(summary: DatabaseSummary): void {
  const lines = [summary.hello, ...summary.usersList].map((figures) => [
    figures.route,
    figures.rows,
    figures.requestsPerSecond.toFixed(0),
    figures.latency.p50.toFixed(0),
    figures.latency.p90.toFixed(0),
    figures.latency.p99.toFixed(0),
    shareOfHello(figures, summary.hello),
    `${(figures.mainThreadBusy * 100).toFixed(0)}%`,
    figures.problem ? 'FAILED REQUESTS' : 'ok',
  ]);
  console.log(
    formatTable(
      [
        'route',
        'items/count',
        'req/s mean',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        '÷ hello',
        'main busy',
        'check',
      ],
      lines,
    ),
  );
}

function summaryLine(summary: DatabaseSummary): string {
  const routes = summary.usersList
    .map(
      (figures) =>
        `${figures.route} ${figures.requestsPerSecond.toFixed(0)} req/s ` +
        `(${shareOfHello(figures, summary.hello)} of hello)`,
    )
    .join('; ');
  const failed = [summary.hello, ...summary.usersList].some((figures) => figures.problem)
    ? ' — HAD FAILED REQUESTS'
    : '';
  return (
    `${summary.kind}: ${USER_COUNT.toLocaleString('en')} users loaded in ${(summary.loadMs / 1000).toFixed(1)} s; ` +
    `hello ${summary.hello.requestsPerSecond.toFixed(0)} req/s; ${routes}${failed}`
  );
}

async function benchmarkUsersList(
  running: RunningApp,
  kind: DatabaseKind,
  helloUrl: string,
  settings: Settings,
): Promise<DatabaseSummary> {
  const tenantId = await createBenchCompany(running);
  const loadMs = await loadUsers(running, tenantId);
  console.log(`${USER_COUNT.toLocaleString('en')} users loaded in ${loadMs.toFixed(0)} ms`);
  const token = await logInAsAdmin(running.baseUrl);
  const hello = await measure({ route: 'bare Fastify /hello', url: helloUrl }, settings);
  const usersList: Figures[] = [];
  for (const target of userListTargets(running.baseUrl, token)) {
    usersList.push(await measure(target, settings));
  }
  return { kind: kind.name, loadMs, hello, usersList };
}

/** Everything one database kind needs, from creating its storage to removing it. */
async function benchmarkDatabaseKind(
  kind: DatabaseKind,
  helloUrl: string,
  settings: Settings,
): Promise<DatabaseSummary | undefined> {
  console.log(`\n=== ${kind.name} ===`);
  const storage = await kind.provision();
  if (!storage) return undefined;
  try {
    const running = await startCustodia(storage.databaseUrl);
    try {
      const summary = await benchmarkUsersList(running, kind, helloUrl, settings);
      printFigures(summary);
      return summary;
    } finally {
      await running.close();
    }
  } finally {
    await storage.release();
  }
}

async function main(): Promise<void> {
  const settings = readSettings();
  console.log(
    `Users list benchmark: ${USER_COUNT.toLocaleString('en')} users, ${WARM_UP_SECONDS} s warm-up, ` +
      `${settings.seconds} s measured, ${settings.connections} connections, load from 1 worker thread.`,
  );
  console.log(
    'Latency percentiles are autocannon’s p50/p90/p99 in whole milliseconds (it has no p95).',
  );
  const hello = await startHelloBaseline();
  const summaries: DatabaseSummary[] = [];
  try {
    for (const kind of [pgliteOnDisk, postgresql]) {
      const summary = await benchmarkDatabaseKind(kind, hello.url, settings);
      if (summary) summaries.push(summary);
    }
  } finally {
    await hello.close();
  }
  console.log('\n=== Summary ===');
  for (const summary of summaries) console.log(summaryLine(summary));
}

await main();
