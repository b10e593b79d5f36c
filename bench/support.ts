/**
 * What the HTTP benchmarks share: the database kinds, the real app started on one, its company and
 * admin, and measuring a route with autocannon next to a bare Fastify route. It prints figures and
 * asserts nothing: speed depends on the machine.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiBase, authApi, CompanyCreateInput, type SessionDto } from '@custodia/contracts';
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
const WARM_UP_SECONDS = 2;
const COMPANY = {
  domain: 'bench.co',
  name: 'Bench S.A.S.',
  tax_id: '900999999',
  admin_password: 'Bench123!',
};

export type Settings = { seconds: number; connections: number };

export type Target = {
  route: string;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  /** Sent with every request; JSON, when the headers say so. */
  body?: string;
};

export type Figures = {
  route: string;
  rows: string;
  requestsPerSecond: number;
  latency: { p50: number; p90: number; p99: number };
  /** Share of the measured run the main thread was busy: the app, and PGlite when embedded. */
  mainThreadBusy: number;
  problem: string | undefined;
  /** Answers by status code over the warm-up and the measured run (not the one described). */
  answers: Record<string, number>;
};

/** Where the app keeps its data for one run; `release` removes every trace of it. */
type Storage = { databaseUrl: string | undefined; release(): Promise<void> };

type DatabaseKind = { name: string; provision(): Promise<Storage | undefined> };

export type RunningApp = {
  app: FastifyInstance;
  db: Database;
  baseUrl: string;
  close(): Promise<void>;
};

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

export async function createBenchCompany(running: RunningApp): Promise<string> {
  await createCompany(running.app.services, CompanyCreateInput.parse(COMPANY));
  const [tenant] = await running.db.query<{ id: string }>(
    'SELECT id FROM tenants WHERE domain = $1',
    [COMPANY.domain],
  );
  if (!tenant) throw new Error(`company ${COMPANY.domain} was not created`);
  return tenant.id;
}

export async function logInAsAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${apiBase}${authApi.login.path}`, {
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

/**
 * One request before the load, so a route that answers 200 with no rows cannot pass unseen.
 * `listKey` names the answer's array of rows: `items` for lists, `records` for the lookup.
 */
export async function describeRows(target: Target, listKey = 'items'): Promise<string> {
  const response = await fetch(target.url, target.headers ? { headers: target.headers } : {});
  if (!response.ok) return `HTTP ${response.status}`;
  const body = (await response.json()) as Record<string, unknown> & { count?: number };
  const rows = body[listKey];
  return Array.isArray(rows) ? `${rows.length}/${body.count}` : '-';
}

/**
 * The load runs in a worker thread: on the server's own thread it would take turns with the code
 * it measures and halve both.
 */
function fire(target: Target, connections: number, seconds: number): Promise<Result> {
  return autocannon({
    url: target.url,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.method ? { method: target.method } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
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

function answersOf(...results: Result[]): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
      answers[code] = (answers[code] ?? 0) + count;
    }
  }
  return answers;
}

/** `describe` makes the one request before the load and says what it answered. */
export async function measure(
  target: Target,
  settings: Settings,
  describe: (target: Target) => Promise<string> = describeRows,
): Promise<Figures> {
  const rows = await describe(target);
  const warmUp = await fire(target, settings.connections, WARM_UP_SECONDS);
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
    answers: answersOf(warmUp, result),
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

/** A table of the routes measured on one database kind, the bare Fastify route first. */
function printFigures({ hello, routes: measured }: Measured): void {
  const lines = [hello, ...measured].map((figures) => [
    figures.route,
    figures.rows,
    figures.requestsPerSecond.toFixed(0),
    figures.latency.p50.toFixed(0),
    figures.latency.p90.toFixed(0),
    figures.latency.p99.toFixed(0),
    shareOfHello(figures, hello),
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

/** The summary line's part about the routes: each one's rate, and whether any request failed. */
function routesSummary({ hello, routes: measured }: Measured): string {
  const routes = measured
    .map(
      (figures) =>
        `${figures.route} ${figures.requestsPerSecond.toFixed(0)} req/s ` +
        `(${shareOfHello(figures, hello)} of hello)`,
    )
    .join('; ');
  const failed = [hello, ...measured].some((figures) => figures.problem)
    ? ' — HAD FAILED REQUESTS'
    : '';
  return `hello ${hello.requestsPerSecond.toFixed(0)} req/s; ${routes}${failed}`;
}

/** Everything one database kind needs, from creating its storage to removing it. */
async function benchmarkDatabaseKind<Summary>(
  kind: DatabaseKind,
  work: (running: RunningApp) => Promise<Summary>,
): Promise<Summary | undefined> {
  console.log(`\n=== ${kind.name} ===`);
  const storage = await kind.provision();
  if (!storage) return undefined;
  try {
    const running = await startCustodia(storage.databaseUrl);
    try {
      return await work(running);
    } finally {
      await running.close();
    }
  } finally {
    await storage.release();
  }
}

/** What a benchmark found on one database kind: at least the routes it measured. */
export type Measured = { hello: Figures; routes: Figures[] };

/** What one benchmark does on each database kind, and what it says besides the routes' figures. */
export type Benchmark<Summary extends Measured> = {
  /** What is measured: the start of the first line printed. */
  heading: string;
  /** The measurements on the app over one database kind, printing notes as they go. */
  run(running: RunningApp, helloUrl: string, settings: Settings): Promise<Summary>;
  /** What the summary line says before the routes' rates. */
  summaryLead(summary: Summary): string;
};

/**
 * Runs a benchmark on the app over each database kind in turn, with a bare Fastify route to
 * measure against: a table of figures for each kind, then a summary line for each. BENCH_SECONDS
 * and BENCH_CONNECTIONS change the measured runs.
 */
export async function benchmarkEachDatabaseKind<Summary extends Measured>(
  benchmark: Benchmark<Summary>,
): Promise<void> {
  const settings = readSettings();
  console.log(
    `${benchmark.heading}, ${WARM_UP_SECONDS} s warm-up, ${settings.seconds} s measured, ` +
      `${settings.connections} connections, load from 1 worker thread.`,
  );
  console.log(
    'Latency percentiles are autocannon’s p50/p90/p99 in whole milliseconds (it has no p95).',
  );
  const hello = await startHelloBaseline();
  const summaries: [string, Summary][] = [];
  try {
    for (const kind of [pgliteOnDisk, postgresql]) {
      const summary = await benchmarkDatabaseKind(kind, (running) =>
        benchmark.run(running, hello.url, settings),
      );
      if (!summary) continue;
      printFigures(summary);
      summaries.push([kind.name, summary]);
    }
  } finally {
    await hello.close();
  }
  console.log('\n=== Summary ===');
  for (const [kindName, summary] of summaries) {
    console.log(`${kindName}: ${benchmark.summaryLead(summary)}; ${routesSummary(summary)}`);
  }
}
