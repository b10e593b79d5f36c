/**
 * The retention structure at scale (issue 13), measured from outside: the app started with
 * `npm start`, the demo company's TRD filled by bulk SQL (the ancestry trigger of migration 021
 * running as for any insert). First a tree of about 10,000 nodes (5 funds × 4 sections × 5 series
 * × 4 subseries × 24 expedients): one level opened by the admin and, through a role's consult
 * grant on one fund, by a standard user; then BENCH_EXPEDIENTS expedients in all (100,000 by
 * default) searched by number and by name. Each route next to the bare server running the app's
 * own query with no session or authorization. Last, one request each: closing an expedient of
 * 1,000 documents (its index frozen and hashed) and downloading that index as XML.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../apps/server/src/platform/db.ts';
import {
  API,
  asCompany,
  callAs,
  DEMO,
  demoCompanyId,
  type Figures,
  type Line,
  logIn,
  measureAgainst,
  type Process,
  runOnEachStore,
  type Settings,
  type Store,
  shareOf,
  startBareServer,
  startCustodia,
  type Target,
} from './support.ts';

const EXPEDIENTS = Number(process.env.BENCH_EXPEDIENTS ?? 100_000);
if (!Number.isInteger(EXPEDIENTS) || EXPEDIENTS < 9_600) {
  throw new Error(`BENCH_EXPEDIENTS must be a whole number of at least 9600, got ${EXPEDIENTS}`);
}
const SUBSERIES = 5 * 4 * 5 * 4;
const TREE_EXPEDIENTS = 24;
const DOCUMENTS = 1_000;
const USER_PASSWORD = 'Bench123!x';
/** The standard user consulting one fund through a role, as the seed names them. */
let userName = '';

/** Children of every node of `parentLevel`, `count` each, numbered by the series `g`. */
const insertLevel = (level: number, prefix: string, name: string) =>
  `INSERT INTO trd_nodes (tenant_id, parent_id, level, code, name, created_by,
                          office_years, central_years)
   SELECT $1, p.id, ${level}, '${prefix}' || lpad(g::text, 2, '0'), '${name} ' || g, $2,
          ${level >= 4 ? '2, 8' : 'NULL, NULL'}
     FROM trd_nodes p, generate_series(1, $3::int) g
    WHERE p.tenant_id = $1 AND p.level = $4`;

/** Expedients `from`..`to` of every subseries, as nodes and as expedients numbered in order. */
const INSERT_EXPEDIENTS = `
  WITH nodes AS (
    INSERT INTO trd_nodes (tenant_id, parent_id, level, code, name, created_by)
    SELECT $1, p.id, 6, lpad(g::text, 6, '0'), 'Expediente ' || p.code || '-' || g, $2
      FROM trd_nodes p, generate_series($3::int, $4::int) g
     WHERE p.tenant_id = $1 AND p.level = 5
    RETURNING tenant_id, id, code, name)
  INSERT INTO expedients (tenant_id, node_id, number, subject, opened_on)
  SELECT tenant_id, id, 'EXP-' || md5(id::text), 'Contrato de prestación ' || name,
         date '2020-01-01' + (abs(hashtext(id::text)) % 2000)
    FROM nodes`;

async function seedTree(db: Database, tenantId: string, adminId: string): Promise<void> {
  await asCompany(db, tenantId, async (tx) => {
    await tx.query(
      `INSERT INTO trd_nodes (tenant_id, level, code, name, created_by)
       SELECT $1, 1, 'F' || g, 'Fondo ' || g, $2 FROM generate_series(1, 5) g`,
      [tenantId, adminId],
    );
    await tx.query(insertLevel(2, 'S', 'Sección'), [tenantId, adminId, 4, 1]);
    await tx.query(insertLevel(4, 'SR', 'Serie'), [tenantId, adminId, 5, 2]);
    await tx.query(insertLevel(5, 'SB', 'Subserie'), [tenantId, adminId, 4, 4]);
  });
  await seedExpedients(db, tenantId, adminId, 1, TREE_EXPEDIENTS);
}

async function seedExpedients(
  db: Database,
  tenantId: string,
  adminId: string,
  from: number,
  to: number,
): Promise<void> {
  for (let first = from; first <= to; first += 25) {
    const last = Math.min(first + 24, to);
    await asCompany(db, tenantId, (tx) =>
      tx.query(INSERT_EXPEDIENTS, [tenantId, adminId, first, last]),
    );
  }
  await db.query('VACUUM ANALYZE trd_nodes, trd_node_ancestors, expedients, expedient_texts');
}

/** 1,000 documents of a demo record placed in one expedient, each PDF with its pages known. */
async function seedDocuments(db: Database, tenantId: string, adminId: string): Promise<string> {
  return asCompany(db, tenantId, async (tx) => {
    const [expedient] = await tx.query<{ id: string }>(
      `SELECT node_id AS id FROM expedients WHERE tenant_id = $1 ORDER BY number LIMIT 1`,
      [tenantId],
    );
    const [record] = await tx.query<{ id: string }>(
      'SELECT id FROM records WHERE tenant_id = $1 LIMIT 1',
      [tenantId],
    );
    if (!expedient || !record) throw new Error('no expedient or record to hold the documents');
    await tx.query(
      `WITH files AS (
         INSERT INTO record_files (tenant_id, record_id, name, subject, created_by, trd_node_id,
                                   located_at)
         SELECT $1, $2, 'Documento ' || g || '.pdf', 'Folio ' || g, $3, $4,
                now() + make_interval(secs => g)
           FROM generate_series(1, $5::int) g
         RETURNING id)
       INSERT INTO file_versions (tenant_id, file_id, version, storage_key, mime, size, sha256,
                                  uploaded_by, pages)
       SELECT $1, id, 1, 'bench/' || id, 'application/pdf', 20480, encode(sha256(id::text::bytea), 'hex'),
              $3, 3
         FROM files`,
      [tenantId, record.id, adminId, expedient.id, DOCUMENTS],
    );
    return expedient.id;
  });
}

type Seeded = {
  app: Process;
  tenantId: string;
  adminId: string;
  subseries: string;
  fund: string;
  seconds: number;
};

/** Stops PGlite's app while the bench writes to its database, which is one process's alone. */
async function whileWriting<T>(
  store: Store,
  app: Process,
  work: (db: Database) => Promise<T>,
): Promise<{ app: Process; result: T }> {
  if (store.kind === 'PGlite') await app.stop();
  const db = await store.open();
  let result: T;
  try {
    result = await work(db);
  } finally {
    await db.close();
  }
  return { app: store.kind === 'PGlite' ? await startCustodia(store) : app, result };
}

async function seeded(store: Store): Promise<Seeded> {
  const first = await startCustodia(store);
  const token = await logIn(first.url);
  const role = await callAs<{ id: string }>(first, token, 'POST', '/roles/', {
    name: 'Consulta de archivo',
  });
  const user = await callAs<{ id: string; user_name: string }>(first, token, 'POST', '/users/', {
    user_name: 'archivo',
    first_name: 'Archivo',
    last_name: 'Central',
    document_type: 1,
    document_reference: '9000001',
    email: 'archivo@example.com',
    phone: '3001234567',
    user_type: 2,
  });
  await callAs(first, token, 'PATCH', `/users/${user.id}/new-password/`, {
    password: USER_PASSWORD,
    password_confirmation: USER_PASSWORD,
  });
  await callAs(first, token, 'POST', `/roles/${role.id}/members/`, { users_uuid: [user.id] });
  userName = user.user_name;
  const started = performance.now();
  const { app, result } = await whileWriting(store, first, async (db) => {
    const tenantId = await demoCompanyId(db);
    const [admin] = await asCompany(db, tenantId, (tx) =>
      tx.query<{ id: string }>('SELECT id FROM users WHERE user_name = $1', [DEMO.userName]),
    );
    const adminId = admin?.id as string;
    await seedTree(db, tenantId, adminId);
    const [nodes] = await asCompany(db, tenantId, (tx) =>
      tx.query<{ subseries: string; fund: string }>(
        `WITH fund AS (SELECT id FROM trd_nodes WHERE tenant_id = $1 AND level = 1
                         ORDER BY code LIMIT 1)
         SELECT (SELECT a.node_id FROM trd_node_ancestors a
                   JOIN trd_nodes n ON n.tenant_id = a.tenant_id AND n.id = a.node_id
                  WHERE a.tenant_id = $1 AND a.ancestor_id = fund.id AND n.level = 5
                  ORDER BY n.code, n.id LIMIT 1) AS subseries,
                fund.id AS fund
           FROM fund`,
        [tenantId],
      ),
    );
    return { tenantId, adminId, ...(nodes as { subseries: string; fund: string }) };
  });
  await callAs(app, await logIn(app.url), 'POST', `/roles/${role.id}/levels-trd-permissions/`, {
    levels_trd_permissions: [
      { level_uuid: result.fund, level: 1, background_uuid: result.fund, permissions: ['consult'] },
    ],
  });
  return { app, ...result, seconds: (performance.now() - started) / 1000 };
}

const json = (token: string) => ({ authorization: `Bearer ${token}` });

async function logInUser(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: userName, password: USER_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${userName}: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

/** Each app route with the bare server's same query beside it, in alternating rounds. */
async function measurePairs(
  pairs: { app: Target; bare: Target }[],
  settings: Settings,
): Promise<Line[]> {
  const lines: Line[] = [];
  for (const pair of pairs)
    lines.push(
      ...(await measureAgainst({ bare: pair.bare, routes: [pair.app], label: 'bare' }, settings)),
    );
  return lines;
}

/** One request's time from the bench, in ms, failing loudly on a refusal. */
async function timed(url: string, token: string, method: 'GET' | 'POST'): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method, headers: json(token) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return performance.now() - started;
}

type Result = {
  store: string;
  lines: Line[];
  seconds: number;
  closeMs: number;
  indexMs: number;
};

async function benchmark(store: Store, settings: Settings): Promise<Result> {
  const seed = await seeded(store);
  let app = seed.app;
  const lines: Line[] = [];
  try {
    const treePairs = async (label: string) => {
      const bare = await startBareServer(store, seed.tenantId);
      try {
        const admin = await logIn(app.url);
        const user = await logInUser(app.url);
        return await measurePairs(
          [
            {
              app: {
                route: `app: a subseries' expedients (${label})`,
                url: `${app.url}${API}/trd/tree/?parent_id=${seed.subseries}`,
                headers: json(admin),
              },
              bare: {
                route: 'bare: the same level',
                url: `${bare.url}/trd/tree?parent_id=${seed.subseries}`,
              },
            },
            {
              app: {
                route: `app: the same level as a consult grant shows it (${label})`,
                url: `${app.url}${API}/trd/tree/role-permissions/?parent_id=${seed.subseries}`,
                headers: json(user),
              },
              bare: {
                route: 'bare: the same level',
                url: `${bare.url}/trd/tree?parent_id=${seed.subseries}`,
              },
            },
          ],
          settings,
        );
      } finally {
        await bare.stop();
      }
    };
    lines.push(...(await treePairs('10,125 nodes')));
    ({ app } = await whileWriting(store, app, (db) =>
      seedExpedients(db, seed.tenantId, seed.adminId, TREE_EXPEDIENTS + 1, EXPEDIENTS / SUBSERIES),
    ));
    const bare = await startBareServer(store, seed.tenantId);
    try {
      const admin = await logIn(app.url);
      lines.push(
        ...(await measurePairs(
          [
            {
              app: {
                route: `app: expedients by number (${EXPEDIENTS.toLocaleString('en')})`,
                url: `${app.url}${API}/trd/expedients/?number=exp-00&per_page=10`,
                headers: json(admin),
              },
              bare: {
                route: 'bare: the same search',
                url: `${bare.url}/trd/expedients?number=exp-00`,
              },
            },
            {
              app: {
                route: 'app: expedients by name',
                url: `${app.url}${API}/trd/expedients/?name=SB01-17&per_page=10`,
                headers: json(admin),
              },
              bare: {
                route: 'bare: the same search',
                url: `${bare.url}/trd/expedients?name=SB01-17`,
              },
            },
          ],
          settings,
        )),
      );
    } finally {
      await bare.stop();
    }
    let expedient = '';
    ({ app, result: expedient } = await whileWriting(store, app, (db) =>
      seedDocuments(db, seed.tenantId, seed.adminId),
    ));
    const admin = await logIn(app.url);
    const closeMs = await timed(
      `${app.url}${API}/trd/expedients/${expedient}/close/`,
      admin,
      'POST',
    );
    const indexMs = await timed(
      `${app.url}${API}/trd/expedients/${expedient}/index.xml`,
      admin,
      'GET',
    );
    return { store: store.kind, lines, seconds: seed.seconds, closeMs, indexMs };
  } finally {
    await app.stop();
  }
}

function report(result: Result) {
  const [tree, , granted, , byNumber, , byName] = result.lines;
  const p95 = (line: Line | undefined) => (line?.figures as Figures | undefined)?.p95 ?? NaN;
  const vs = (line: Line | undefined) => (line?.versus ? shareOf(line.figures, line.versus) : '-');
  return {
    lines: result.lines,
    summary:
      `tree seeded in ${result.seconds.toFixed(0)} s; one level p95 ${p95(tree).toFixed(0)} ms ` +
      `(${vs(tree)}), as a consult grant shows it ${p95(granted).toFixed(0)} ms (${vs(granted)}); ` +
      `consultation by number over ${EXPEDIENTS.toLocaleString('en')} expedients p95 ` +
      `${p95(byNumber).toFixed(0)} ms (${vs(byNumber)}), by name ${p95(byName).toFixed(0)} ms ` +
      `(${vs(byName)}); closing an expedient of ` +
      `${DOCUMENTS.toLocaleString('en')} documents ${result.closeMs.toFixed(0)} ms, its XML index ` +
      `${result.indexMs.toFixed(0)} ms`,
  };
}

await runOnEachStore('TRD at scale', benchmark, report);
