/**
 * What the HTTP benchmarks share. The app runs as a user runs it, `npm start` in a process of its
 * own, on a fresh PostgreSQL database (server mode) and on embedded PGlite in a temporary data
 * folder; the load comes from this process; a bare Fastify server (bench/bare-server.ts) runs the
 * same SQL in a third process, so the app is measured against the database's own speed in the
 * same run. It prints figures and asserts nothing: speed depends on the machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CompanyCreateInput, type SessionDto } from '@custodia/contracts';
import autocannon, { type Method, type Request, type Result } from 'autocannon';
import pg from 'pg';
import { createCompany } from '../apps/server/src/company/index.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { type Database, openDatabase, type Sql } from '../apps/server/src/platform/db.ts';
import { closePlatform, createPlatform } from '../apps/server/src/platform/runtime.ts';
import { asApp } from '../apps/server/src/platform/work.ts';
import { allSubscriptions } from '../apps/server/src/subscriptions.ts';
import type { CompanyServer } from '../apps/server/test/test-server.ts';

const POSTGRES_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';
const HOST = '127.0.0.1';
const ROOT = path.resolve(import.meta.dirname, '..');
const APP_ROLE = 'custodia_app';
export const API = '/api/v1';
export const DEMO = { domain: 'demo.co', userName: 'admin@demo.co', password: 'Bench123!' };
const WARM_UP_SECONDS = 1;

/**
 * `pairRounds`: how many alternating rounds measure an app route against the bare route doing the
 * same work (see measureAgainst).
 */
export type Settings = { seconds: number; connections: number; pairRounds: number };

export function positiveIntegerFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

/** BENCH_SECONDS and BENCH_CONNECTIONS change every measured run, BENCH_PAIR_ROUNDS the pairs'. */
export function readSettings(): Settings {
  return {
    seconds: positiveIntegerFromEnv('BENCH_SECONDS', 5),
    connections: positiveIntegerFromEnv('BENCH_CONNECTIONS', 20),
    pairRounds: positiveIntegerFromEnv('BENCH_PAIR_ROUNDS', 3),
  };
}

/**
 * Where one run keeps its data. `env` points the app (and the bare server) at it; `open` opens it
 * from the bench itself: PGlite is one process's, so only while neither server runs.
 */
export type Store = {
  kind: 'PostgreSQL' | 'PGlite';
  env: Record<string, string>;
  open(): Promise<Database>;
  release(): Promise<void>;
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

function temporaryDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-bench-'));
}

/** A fresh database on the local server, or undefined (with a note) when it is unreachable. */
async function postgresStore(): Promise<Store | undefined> {
  const name = `custodia_bench_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(
      `\nPostgreSQL skipped: ${POSTGRES_SERVER_URL} is unreachable (${(error as Error).message}).`,
    );
    return undefined;
  }
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = temporaryDataDir();
  return {
    kind: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl, dataDir, poolSize: 2 }),
    async release() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function pgliteStore(): Store {
  const dataDir = temporaryDataDir();
  return {
    kind: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl: undefined, dataDir }),
    release: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * PostgreSQL first (the figures the targets are about), then PGlite; BENCH_STORES (`postgresql`,
 * `pglite`, comma separated) keeps some, for a second look at one figure without the other's wait.
 */
export async function* stores(): AsyncGenerator<Store> {
  const kept = (process.env.BENCH_STORES ?? 'postgresql,pglite').toLowerCase().split(',');
  const makers = { postgresql: postgresStore, pglite: async () => pgliteStore() };
  for (const make of Object.entries(makers).flatMap(([kind, made]) =>
    kept.includes(kind) ? [made] : [],
  )) {
    const store = await make();
    if (!store) continue;
    try {
      yield store;
    } finally {
      await store.release();
    }
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/**
 * A server in a process (group) of its own, stopped with SIGTERM as an operator stops it. `group`
 * is the process group (npm, the shell, tsx and the server itself), for measuring its memory.
 */
export type Process = { url: string; group: number; stop(): Promise<void> };

/**
 * Starts a command in its own process group and waits for `ready` in its output: npm, the shell
 * and tsx each start a child, and stopping signals them all.
 */
async function startProcess(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<Process> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const found = ready.exec(output);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) =>
      reject(
        new Error(`${label} exited with ${code} before it was ready:\n${output.slice(-4_000)}`),
      ),
    );
  });
  return { url, group: child.pid as number, stop: () => stopProcess(child, exited) };
}

async function stopProcess(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  const group = -(child.pid as number);
  const alive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(group, 'SIGTERM');
  await exited;
  // PGlite writes its files on close: the folder must be free before anyone opens it again.
  for (let waited = 0; alive() && waited < 15_000; waited += 100) await sleep(100);
  if (alive()) process.kill(group, 'SIGKILL');
}

/**
 * Custodia as a user starts it. The first start of a bench is `npm start`, which builds the web
 * app and then runs the server; later ones (the same app on a seeded database) run only the
 * server's start script, the last step of `npm start`, since the web app is built already.
 */
let webAppBuilt = false;
export async function startCustodia(
  store: Store,
  env: Record<string, string> = {},
): Promise<Process> {
  const port = await freePort();
  const args = webAppBuilt ? ['run', 'start', '-w', 'apps/server'] : ['start'];
  const running = await startProcess(
    'npm start',
    'npm',
    args,
    {
      ...store.env,
      HOST,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SEED_ADMIN_PASSWORD: DEMO.password,
      ...env,
    },
    /Custodia is running on (\S+)/,
  );
  webAppBuilt = true;
  return running;
}

/**
 * A yardstick server on the same database: `script` run with tsx, which prints "bare server on
 * <url>" once it listens.
 */
export function startYardstick(
  store: Store,
  script: string,
  env: Record<string, string> = {},
): Promise<Process> {
  return startProcess(
    'bare server',
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, script)],
    { ...store.env, ...env, HOST },
    /bare server on (\S+)/,
  );
}

/** The bare Fastify server of bench/bare-server.ts on the same database, as `tenantId`. */
export function startBareServer(store: Store, tenantId: string): Promise<Process> {
  return startYardstick(store, 'bench/bare-server.ts', {
    BARE_TENANT_ID: tenantId,
    BARE_APP_ROLE: APP_ROLE,
  });
}

/** An answer as the test fixtures read one (light-my-request's): its status, text and JSON. */
async function answerOf(response: Response) {
  const body = await response.text();
  return { statusCode: response.status, body, json: () => JSON.parse(body) };
}

/**
 * The running app as process-fixtures.ts (and the fixtures it uses) drive a company's server,
 * over HTTP: they read its admin's token and id, call the API as the admin, and inject the
 * diagram's multipart upload; nothing else of a test server.
 */
export function remoteCompany(
  app: Process,
  admin: SessionDto,
  domain = DEMO.domain,
): CompanyServer {
  const send = async (
    url: string,
    method: string,
    headers: Record<string, string>,
    body?: string | Buffer,
  ) => answerOf(await fetch(`${app.url}${url}`, { method, headers, body }));
  const asAdmin = (method: string, path: string, body?: unknown) =>
    send(
      `${API}${path}`,
      method,
      {
        authorization: `Bearer ${admin.access}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
  const inject = (request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload: Buffer;
  }) => send(request.url, request.method, request.headers, request.payload);
  return {
    company: { domain, adminToken: admin.access, admin },
    server: { app: { inject } },
    asAdmin,
  } as unknown as CompanyServer;
}

/** `count` calls of `work`, `width` at a time: a bench's preparation, outside its measured runs. */
export async function inParallel(
  width: number,
  count: number,
  work: () => Promise<void>,
): Promise<void> {
  let left = count;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      await work();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** A person's session, the demo admin's unless named: its token and who they are. */
export async function session(
  baseUrl: string,
  userName: string = DEMO.userName,
  password: string = DEMO.password,
): Promise<SessionDto> {
  const response = await fetch(`${baseUrl}${API}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: userName, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionDto;
}

export async function logIn(baseUrl: string): Promise<string> {
  return (await session(baseUrl)).access;
}

/** A call to the API as `token`; anything but a 2xx answer stops the bench. */
export async function callAs<T>(
  app: Process,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${app.url}${API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** The demo company's id, read from the bench's own connection. */
export async function demoCompanyId(db: Database): Promise<string> {
  const [tenant] = await db.query<{ id: string }>('SELECT id FROM tenants WHERE domain = $1', [
    DEMO.domain,
  ]);
  if (!tenant) throw new Error(`the demo company ${DEMO.domain} was not created`);
  return tenant.id;
}

/**
 * Companies `otra1.co`, `otra2.co`… beside the demo company, created as the company command
 * (`npm run tenant:create`) does, their admins' password the demo admin's. PGlite is one
 * process's: there, only while the app is stopped.
 */
export async function createCompanies(
  store: Store,
  count: number,
): Promise<{ tenantId: string; adminUserName: string }[]> {
  const db = await store.open();
  const platform = createPlatform(
    loadConfig({ ...store.env, APP_DB_ROLE: APP_ROLE }),
    db,
    allSubscriptions,
  );
  const companies: { tenantId: string; adminUserName: string }[] = [];
  try {
    for (let index = 1; index <= count; index += 1) {
      const created = await asApp(platform, 'es', (work) =>
        createCompany(
          work,
          CompanyCreateInput.parse({
            domain: `otra${index}.co`,
            name: `Otra empresa ${index}`,
            tax_id: `800${String(index).padStart(6, '0')}`,
            admin_password: DEMO.password,
          }),
        ),
      );
      companies.push({ tenantId: created.company.id, adminUserName: created.adminUserName });
    }
  } finally {
    closePlatform(platform);
    await db.close();
  }
  return companies;
}

/** Runs SQL as the application role in the demo company, as the app itself writes. */
export function asCompany<T>(db: Database, tenantId: string, work: (tx: Sql) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.query("SELECT set_config('role', $1, true), set_config('app.tenant_id', $2, true)", [
      APP_ROLE,
      tenantId,
    ]);
    return work(tx);
  });
}

/**
 * Requests made one at a time while the load runs, for routes whose every request must differ
 * (an open task completed once, a fresh record a process starts on), and told of every answer.
 * Autocannon takes functions only in the thread it runs in, so such a target's load runs in the
 * bench's own thread, which has nothing else to do meanwhile.
 */
export type Supply = {
  next(): Request;
  answered(status: number, body: string): void;
  /** What is left to send, for the table's rows column. */
  left(): string;
};

export type Target = {
  route: string;
  url: string;
  headers?: Record<string, string>;
  method?: Method;
  body?: string;
  /** Requests each connection sends in turn (paths under `url`'s origin), instead of one. */
  requests?: Request[];
  /** Requests drawn one by one from a supply, instead of the above. */
  supply?: Supply;
  /** The answer's array of rows, when it is not `items` (see describeRows). */
  listKey?: string;
};

export type Figures = {
  route: string;
  rows: string;
  requestsPerSecond: number;
  p50: number;
  /** The percentile the issues' targets name. */
  p95: number;
  p97_5: number;
  p99: number;
  /** Answers by status code over the warm-up and the measured run. */
  answers: Record<string, number>;
  problem: string | undefined;
};

/**
 * One request before the load, so a route that answers 200 with no rows cannot pass unseen.
 * `listKey` names the answer's array of rows (the target's own, else `items` for lists):
 * `records` for the lookup.
 */
export async function describeRows(
  target: Target,
  listKey = target.listKey ?? 'items',
): Promise<string> {
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body === undefined ? {} : { body: target.body }),
  });
  if (!response.ok) return `HTTP ${response.status}`;
  const body = (await response.json()) as Record<string, unknown> & {
    count?: number;
    count_capped?: boolean;
  };
  // A list answered as a bare array (one level of the TRD tree) has no count.
  const rows = Array.isArray(body) ? body : body[listKey];
  if (!Array.isArray(rows)) return '-';
  const count = body.count === undefined ? '' : `/${body.count}${body.count_capped ? '+' : ''}`;
  return `${rows.length}${count}`;
}

/**
 * Autocannon reads the percentiles it reports from one list, which its percentile module exports
 * for this: the issues' targets are p95, which the list lacks. Required from autocannon's own
 * place, so it is the module autocannon's aggregation reads (in this thread, where the workers'
 * histograms are merged).
 */
const reported: number[] = createRequire(import.meta.resolve('autocannon'))(
  'hdr-histogram-percentiles-obj',
).percentiles;
if (!reported.includes(95)) reported.splice(reported.indexOf(97.5), 0, 95);

/**
 * One of a supplied target's requests sent before the load, like describeRows: a refused request
 * stops the bench, and its answer goes to the supply as the load's answers do.
 */
export async function describeSupplied(target: Target): Promise<string> {
  const supply = target.supply;
  if (!supply) throw new Error(`${target.route} has no supply`);
  const request = supply.next();
  const response = await fetch(`${new URL(target.url).origin}${request.path}`, {
    method: request.method ?? target.method ?? 'GET',
    headers: { ...target.headers, ...request.headers },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${target.route} answered ${response.status}: ${body}`);
  supply.answered(response.status, body);
  return supply.left();
}

/**
 * The load runs in a worker thread, so this process's own work never delays it; a supplied
 * target's runs in this thread (see Supply).
 */
function fire(target: Target, connections: number, seconds: number): Promise<Result> {
  const { supply } = target;
  const requests: Request[] | undefined = supply
    ? [
        {
          setupRequest: (request) => ({ ...request, ...supply.next() }),
          onResponse: (status, body) => supply.answered(status, body),
        },
      ]
    : target.requests;
  return autocannon({
    url: target.url,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.method ? { method: target.method } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
    ...(requests ? { requests } : {}),
    connections,
    duration: seconds,
    workers: supply ? 0 : 1,
  });
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

export async function measure(
  target: Target,
  settings: Settings,
  describe: (target: Target) => Promise<string> = describeRows,
): Promise<Figures> {
  const rows = await describe(target);
  const warmUp = await fire(target, settings.connections, WARM_UP_SECONDS);
  const result = await fire(target, settings.connections, settings.seconds);
  const failed = result.non2xx + result.errors;
  const problem = failed
    ? `${result.non2xx} non-2xx, ${result.errors} errors (${JSON.stringify(answersOf(result))})`
    : undefined;
  if (problem) console.log(`WARNING: ${target.route}: ${problem}`);
  return {
    route: target.route,
    rows,
    requestsPerSecond: result.requests.mean,
    p50: result.latency.p50,
    p95: result.latency.p95,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    answers: answersOf(warmUp, result),
    problem,
  };
}

/**
 * A line of the table: figures, and its rate as a share of another line's ("app ÷ bare"), with
 * the lowest and highest share of the rounds it was measured in, when there were several.
 */
export type Line = {
  figures: Figures;
  versus?: { label: string; figures: Figures; range?: [number, number] };
};

export function ratio(figures: Figures, reference: Figures): number {
  return figures.requestsPerSecond / reference.requestsPerSecond;
}

/**
 * Routes against the bare route doing the same work, all servers running, measured in alternating
 * rounds (the bare route, then each of the others). This machine's speed drifts by as much as a
 * third within a minute, so one run of each, a minute apart, can read almost any ratio. Each
 * route's line is its round whose ratio is the median, with the range of every round's ratio
 * beside it; the bare route's line is its run in the first route's median round.
 */
export async function measureAgainst(
  against: { bare: Target; routes: Target[]; label: string },
  settings: Settings,
): Promise<Line[]> {
  const rounds: { bare: Figures; routes: Figures[] }[] = [];
  for (let round = 0; round < settings.pairRounds; round += 1) {
    const bare = await measure(against.bare, settings);
    const routes: Figures[] = [];
    for (const route of against.routes) routes.push(await measure(route, settings));
    rounds.push({ bare, routes });
  }
  const medians = against.routes.map((_, index) => {
    const ranked = rounds
      .map((round) => {
        const figures = round.routes[index] as Figures;
        return { figures, bare: round.bare, ratio: ratio(figures, round.bare) };
      })
      .sort((a, b) => a.ratio - b.ratio);
    const median = ranked[Math.floor(ranked.length / 2)] as (typeof ranked)[number];
    const range: [number, number] = [ranked[0]?.ratio ?? 0, ranked.at(-1)?.ratio ?? 0];
    return { ...median, range };
  });
  const lines: Line[] = medians.map(({ figures, bare, range }) => ({
    figures,
    versus: { label: against.label, figures: bare, ...(rounds.length > 1 ? { range } : {}) },
  }));
  const [first] = medians;
  return first ? [...lines, { figures: first.bare }] : lines;
}

/**
 * A yardstick on the bare server (at `bareUrl`, known once it runs), the app's routes measured
 * against it, and other bare routes measured against it too.
 */
export type Pair = {
  label: string;
  bare(bareUrl: string): Target;
  app: Target[];
  alsoBare(bareUrl: string): Target[];
};

/**
 * Each pair's routes against its yardstick. On PostgreSQL all servers run and they are measured in
 * alternating rounds; PGlite is one process's, so the bare server opens it only once the app has
 * stopped, for one run of each.
 */
export async function againstBare(
  store: Store,
  app: Process,
  tenantId: string,
  measuredPairs: Pair[],
  settings: Settings,
): Promise<Line[]> {
  const lines: Line[] = [];
  if (store.kind === 'PostgreSQL') {
    const bare = await startBareServer(store, tenantId);
    try {
      for (const pair of measuredPairs) {
        const routes = [...pair.app, ...pair.alsoBare(bare.url)];
        lines.push(
          ...(await measureAgainst(
            { label: pair.label, bare: pair.bare(bare.url), routes },
            settings,
          )),
        );
      }
      return lines;
    } finally {
      await bare.stop();
    }
  }
  const appFigures: Figures[][] = [];
  for (const pair of measuredPairs) {
    const figures: Figures[] = [];
    for (const route of pair.app) figures.push(await measure(route, settings));
    appFigures.push(figures);
  }
  await app.stop();
  const bare = await startBareServer(store, tenantId);
  try {
    for (const [index, pair] of measuredPairs.entries()) {
      const versus = { label: pair.label, figures: await measure(pair.bare(bare.url), settings) };
      const figures = [...(appFigures[index] ?? [])];
      for (const route of pair.alsoBare(bare.url)) figures.push(await measure(route, settings));
      lines.push(...figures.map((one) => ({ figures: one, versus })), { figures: versus.figures });
    }
    return lines;
  } finally {
    await bare.stop();
  }
}

/** An app line's rate as a share of its bare line's, with the rounds' range when there were several. */
export function shareOf(figures: Figures, versus: NonNullable<Line['versus']>): string {
  const share = `${ratio(figures, versus.figures).toFixed(2)}× ${versus.label}`;
  const range = versus.range?.map((value) => value.toFixed(2)).join('–');
  return range ? `${share} (rounds ${range})` : share;
}

export function printTable(title: string, lines: Line[]): void {
  const headings = [
    'route',
    'rows/count',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p97.5 ms',
    'p99 ms',
    'ratio',
    'check',
  ];
  const cells = lines.map(({ figures, versus }) => [
    figures.route,
    figures.rows,
    figures.requestsPerSecond.toFixed(0),
    figures.p50.toFixed(0),
    figures.p95.toFixed(0),
    figures.p97_5.toFixed(0),
    figures.p99.toFixed(0),
    versus ? shareOf(figures, versus) : '',
    figures.problem ? 'FAILED REQUESTS' : 'ok',
  ]);
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const render = (line: string[]) =>
    `  ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')}`;
  console.log(`\n${title}`);
  console.log(
    [render(headings), render(widths.map((width) => '-'.repeat(width))), ...cells.map(render)].join(
      '\n',
    ),
  );
}

function announce(heading: string, settings: Settings): void {
  console.log(
    `${heading}: ${WARM_UP_SECONDS} s warm-up and ${settings.seconds} s measured per route, ` +
      `${settings.connections} connections, load from a worker thread of the bench process (from ` +
      'its own thread for routes whose every request differs); the ' +
      'app and the bare server each run in a process of their own; an app route paired with a bare ' +
      `one is measured in ${settings.pairRounds} alternating rounds (the median round shown). ` +
      'Latency: autocannon p50/p95/p97.5/p99.',
  );
}

/** What one store's run prints: its table and, at the end, its line of the summary. */
export type Report = { lines: Line[]; summary?: string };

/**
 * Runs a benchmark with the settings of the environment on each store (PostgreSQL, then PGlite),
 * printing each store's table as it ends, and last a summary line per store.
 */
export async function runOnEachStore<R>(
  heading: string,
  benchmark: (store: Store, settings: Settings) => Promise<R>,
  report: (result: R) => Report,
): Promise<void> {
  const settings = readSettings();
  announce(heading, settings);
  const summary: string[] = [];
  for await (const store of stores()) {
    const { lines, summary: line } = report(await benchmark(store, settings));
    printTable(store.kind, lines);
    if (line) summary.push(`${store.kind}: ${line}`);
  }
  console.log(`\n${summary.join('\n')}`);
}
