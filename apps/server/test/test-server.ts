import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  api,
  apiBase,
  apiPath,
  type BodyOf,
  CompanyCreateInput,
  type Endpoint,
  type Method,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RoleDto,
  type SessionDto,
  type UserDto,
  type UserInput,
} from '@custodia/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createCompany } from '../src/company/index.ts';
import { type Config, loadConfig } from '../src/platform/config.ts';
import { type Database, openDatabase, openMemoryDatabase } from '../src/platform/db.ts';
import { migrate } from '../src/platform/migrations.ts';
import { asApp } from '../src/platform/work.ts';
import { multipart, type Part } from './multipart.ts';
import { asPostgresAdmin, databaseUrl } from './postgres.ts';

/**
 * The one harness of the HTTP tests: a migrated database of its own (in-memory PGlite, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set) and the real app on it, driven by inject().
 */
export type TestServer = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

/** PostgreSQL's refusal to copy a database while someone is connected to it. */
const objectInUse = '55006';

/** A PostgreSQL database of the test's own (or the run's shared server's), on TEST_DATABASE_URL. */
function ownPostgres(serverUrl: string, name = `custodia_test_${randomBytes(6).toString('hex')}`) {
  return {
    url: databaseUrl(serverUrl, name),
    /**
     * Creates it, as a copy of `template` when given. Nothing connects to the run's template once
     * it is migrated, so files copying it side by side do not collide; should a connection still
     * be leaving it, the copy is tried again.
     */
    async create(template?: string): Promise<void> {
      const create = `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`;
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await asPostgresAdmin(serverUrl, create);
        } catch (error) {
          if ((error as { code?: string }).code !== objectInUse || attempt === 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    },
    drop: () => asPostgresAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function startTestServer(
  env: Record<string, string> = {},
  databaseName?: string,
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-test-'));
  const testUrl = process.env.TEST_DATABASE_URL;
  const postgres = testUrl ? ownPostgres(testUrl, databaseName) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_IN_PROCESS: 'false',
    PUBLIC_URL: 'http://custodia.test',
    STATIC_DIR: path.join(dataDir, 'no-web-app'),
    // An installation without Tesseract, whose scans wait: the run's other tests upload pictures
    // and text-less PDFs by the hundred, and run every due job. The OCR tests name the real one.
    TESSERACT_PATH: path.join(dataDir, 'no-tesseract'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  // A copy of the run's migrated database (global-setup.ts), unless this server runs as another
  // role than the one the migrations granted to there.
  const provided = inject('migratedDatabase');
  const migrated = provided.role === config.appDbRole ? provided : undefined;
  let db: Database;
  if (postgres) {
    await postgres.create(migrated?.kind === 'postgresql' ? migrated.template : undefined);
    db = await openDatabase({ databaseUrl: postgres.url, dataDir, poolSize: 4 });
  } else {
    const dump = migrated?.kind === 'pglite' ? fs.readFileSync(migrated.dumpFile) : undefined;
    db = await openMemoryDatabase({ dump: dump && new Blob([dump]) });
  }
  // A copy has nothing left to apply: this migrates any other database.
  await migrate(db, config.appDbRole);
  const app = await buildApp(config, db);
  return {
    app,
    db,
    config,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const ADMIN_PASSWORD = 'Admin123!';
export const USER_PASSWORD = 'User123!x';

export type Company = { domain: string; adminToken: string; admin: SessionDto };

/** A company with its admin logged in. */
export async function companyWithAdmin(server: TestServer, domain: string): Promise<Company> {
  await asApp(server.app.platform, 'es', (work) =>
    createCompany(
      work,
      CompanyCreateInput.parse({
        domain,
        name: `Company ${domain}`,
        tax_id: String(900_000_000 + Math.floor(Math.random() * 99_999_999)),
        admin_password: ADMIN_PASSWORD,
      }),
    ),
  );
  const admin = await login(server, `admin@${domain}`, ADMIN_PASSWORD);
  return { domain, adminToken: admin.access, admin };
}

export async function login(
  server: TestServer,
  userName: string,
  password: string,
): Promise<SessionDto> {
  const response = await send(server, api.auth.login, {
    body: { user_name: userName, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login of ${userName} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/**
 * The address the running file's requests come from: each file calls from one of its own (see
 * useCompanyServer), as different companies' clients would, so the per-address windows of the
 * logins (200 in five minutes) are not filled by every file the shared server has served.
 */
let clientAddress = '127.0.0.1';
let filesServed = 0;

export type RequestOptions = {
  token?: string;
  language?: string;
  headers?: Record<string, string>;
};

/**
 * A request to a route no endpoint declares (an unknown path, the OpenAPI document, the web app's
 * files): everything else goes through `send`, typed by the endpoint table.
 */
export function callRaw(
  server: TestServer,
  method: Method,
  path: string,
  options: RequestOptions & { body?: unknown } = {},
): Promise<LightMyRequestResponse> {
  return injectRequest(server, method, `${apiBase}${path}`, options.body, {}, options);
}

function injectRequest(
  server: TestServer,
  method: Method,
  url: string,
  body: unknown,
  contentType: Record<string, string>,
  options: RequestOptions,
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    remoteAddress: clientAddress,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...contentType,
      ...options.headers,
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** A body as the endpoint declares it; an upload's parts as a browser sends them. */
type SentBody<E extends Endpoint> = E['body'] extends 'multipart' ? Part[] : BodyOf<E>;

/** What a call to an endpoint must give: its path parameters, query and body, as declared. */
type Checked<E extends Endpoint> = (E extends { params: object }
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E extends { query: object } ? { query?: QueryOf<E> } : { query?: undefined }) &
  (E extends { body: unknown }
    ? undefined extends SentBody<E>
      ? { body?: SentBody<E> }
      : { body: SentBody<E> }
    : { body?: undefined });

/**
 * Input the contract would refuse to type, for the tests about bad input alone (a wrong type, a
 * missing field, a malformed id): what `raw` holds replaces what is declared.
 */
export type RawInput = {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
};

export type Input<E extends Endpoint> = Checked<E> | (Partial<Checked<E>> & { raw: RawInput });

/** The input may be left out when the endpoint needs none. */
type InputArgs<E extends Endpoint, O> =
  object extends Checked<E> ? [input?: Input<E>, options?: O] : [input: Input<E>, options?: O];

/**
 * An answer whose body reads as the endpoint declares it; a refusal, or any other shape, is read
 * by naming it: `json<ErrorBody>()`.
 */
export type Answer<E extends Endpoint> = Omit<LightMyRequestResponse, 'json'> & {
  json<T = ResponseOf<E>>(): NoInfer<T>;
};

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one endpoint of the contracts table as a client would: its path, parameters, query and
 * body are typed by the declaration, and so is the answer's body.
 */
export function send<E extends Endpoint>(
  server: TestServer,
  endpoint: E,
  ...[input, options = {}]: InputArgs<E, RequestOptions>
): Promise<Answer<E>> {
  const sent = (input ?? {}) as { params?: object; query?: object; body?: unknown; raw?: RawInput };
  const params = { ...sent.params, ...sent.raw?.params } as Record<string, string>;
  const query = { ...sent.query, ...sent.raw?.query };
  const body = sent.raw && 'body' in sent.raw ? sent.raw.body : sent.body;
  const url = `${apiBase}${apiPath(endpoint.path, params)}${queryString(query)}`;
  if (endpoint.body === 'multipart' && Array.isArray(body)) {
    const upload = multipart(body as Part[]);
    return injectRequest(
      server,
      endpoint.method,
      url,
      upload.payload,
      { 'content-type': upload.contentType },
      options,
    ) as Promise<Answer<E>>;
  }
  return injectRequest(server, endpoint.method, url, body, {}, options) as Promise<Answer<E>>;
}

/** A request to an endpoint, typed as `send` types it, kept to be sent later (as each of several users). */
export type Request = { endpoint: Endpoint; input?: object };

export function request<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E, never>): Request {
  return { endpoint, input };
}

/** Sends a kept request; its answer is read as a refusal or by naming its shape. */
export function sendRequest(
  server: TestServer,
  { endpoint, input }: Request,
  options: RequestOptions = {},
): Promise<Answer<Endpoint>> {
  return send(server, endpoint, input as never, options);
}

/** How a kept request is named in a failure: its method and declared path. */
export const described = ({ endpoint }: Request) => `${endpoint.method} ${endpoint.path}`;

let sequence = 0;

/** Valid input for a new user; each call gives unique names. */
export function userInput(overrides: Partial<UserInput> = {}): UserInput {
  sequence += 1;
  const suffix = `${Date.now().toString(36)}${sequence}`;
  return {
    user_name: `user.${suffix}`,
    first_name: 'Ana',
    last_name: 'Gómez',
    document_type: 1,
    document_reference: `CC${suffix}`.slice(0, 20),
    email: `ana.${suffix}@example.com`,
    phone: '3001234567',
    user_type: 2,
    ...overrides,
  };
}

/** Creates a user through the API and gives them a password, as an admin would. */
export async function createUserWithPassword(
  server: TestServer,
  company: Company,
  overrides: Partial<UserInput> = {},
  password = USER_PASSWORD,
): Promise<UserDto> {
  const created = await send(
    server,
    api.users.create,
    { body: userInput(overrides) },
    { token: company.adminToken },
  );
  if (created.statusCode !== 201) throw new Error(`create user failed: ${created.body}`);
  const user = created.json();
  const set = await send(
    server,
    api.users.setPassword,
    { params: { id: user.id }, body: { password, password_confirmation: password } },
    { token: company.adminToken },
  );
  if (set.statusCode !== 200) throw new Error(`set password failed: ${set.body}`);
  return user;
}

/** Runs SQL as the database owner, around the application role: for checks and time travel. */
export function ownerQuery<T extends Record<string, unknown>>(
  server: TestServer,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return server.db.query<T>(text, params);
}

/** Calls as one user: an endpoint with its input, optionally in another language. */
export type CallAs = <E extends Endpoint>(
  endpoint: E,
  ...args: InputArgs<E, { language?: string }>
) => Promise<Answer<E>>;

/** Calls as the holder of `token` on the server `context` names when the call is made. */
export function callAs(context: { server: TestServer }, token: () => string): CallAs {
  return ((endpoint: Endpoint, input?: never, options?: { language?: string }) =>
    send(context.server, endpoint, input, { ...options, token: token() })) as CallAs;
}

export type CompanyServer = {
  server: TestServer;
  company: Company;
  /** A call as the company's admin, optionally in another language. */
  asAdmin: CallAs;
};

let sharedServer: Promise<TestServer> | undefined;

/**
 * The run's one server of the usual settings. The HTTP test files run one after another in one
 * process (vitest.config.ts), and each one's company is a tenant of its own, which the app keeps
 * apart as it keeps any two companies apart: files share it instead of each opening a copy of the
 * migrated database and building the app again (3–6 s a file on a loaded machine). It lasts as long
 * as the process; its PostgreSQL database is dropped by the run's teardown (global-setup.ts).
 */
function theSharedServer(): Promise<TestServer> {
  sharedServer ??= startTestServer({}, inject('sharedDatabase')).then((server) => {
    process.once('exit', () => fs.rmSync(server.dataDir, { recursive: true, force: true }));
    return server;
  });
  return sharedServer;
}

/**
 * Registers the usual setup of a test file: a company of its own, whose admin is logged in, on the
 * run's shared server; on a server of its own, closed after the file, when the file needs other
 * settings (`env`) or a database holding its data alone (`own`: the plans a file reads follow the
 * statistics of what is in the tables).
 */
export function useCompanyServer(
  domain: string,
  env: () => Record<string, string> = () => ({}),
  { own: ownServer = false } = {},
): CompanyServer {
  const context = {} as CompanyServer;
  context.asAdmin = callAs(context, () => context.company.adminToken);
  let own: TestServer | undefined;
  beforeAll(async () => {
    filesServed += 1;
    clientAddress = `127.1.${Math.floor(filesServed / 250)}.${(filesServed % 250) + 1}`;
    const settings = env();
    own =
      ownServer || Object.keys(settings).length > 0 ? await startTestServer(settings) : undefined;
    context.server = own ?? (await theSharedServer());
    context.company = await companyWithAdmin(context.server, domain);
  });
  afterAll(() => own?.close());
  return context;
}

let roleSequence = 0;

/** A new user of the given type, alone in a new role, as the company's admin sets them up. */
export async function memberOfNewRole(
  context: CompanyServer,
  userType: 1 | 2,
  roleName = `Rol de prueba ${++roleSequence}`,
): Promise<{ role: RoleDto; user: UserDto }> {
  const user = await createUserWithPassword(context.server, context.company, {
    user_type: userType,
  });
  const role = (await context.asAdmin(api.roles.create, { body: { name: roleName } })).json();
  await context.asAdmin(api.roles.addMembers, {
    params: { id: role.id },
    body: { users_uuid: [user.id] },
  });
  return { role, user };
}
