/**
 * The users list of a company of 10,000 users, measured from outside: the app started with
 * `npm start`, next to a bare Fastify server running the same SQL (the app's own repository
 * function) and a keyset page of the same rows, on PostgreSQL and then on embedded PGlite. Run
 * with `npm run bench`; BENCH_SECONDS and BENCH_CONNECTIONS change the measured runs.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../apps/server/src/platform/db.ts';
import {
  API,
  asCompany,
  demoCompanyId,
  type Figures,
  type Line,
  logIn,
  measure,
  type Process,
  ratio,
  runOnEachStore,
  type Settings,
  type Store,
  startBareServer,
  startCustodia,
} from './support.ts';

const USER_COUNT = 10_000;
const USERS_PER_INSERT = 1_000;
const PER_PAGE = 50;
const DEEP_PAGE = 100;

/**
 * Set-based inserts skip password hashing and the API on purpose: 10,000 argon2 hashes would
 * take minutes. Each user gets its own created_at so the list's order has no ties.
 */
const INSERT_USERS = `
  INSERT INTO users (tenant_id, user_name, first_name, last_name, document_type,
                     document_reference, email, phone, user_type, status, created_at, updated_at)
  SELECT $1,
         'user' || lpad(n::text, 5, '0') || '@demo.co',
         (ARRAY['Ana', 'Luis', 'María', 'Jorge', 'Sofía', 'Carlos', 'Lucía', 'Andrés'])[1 + n % 8],
         (ARRAY['Gómez', 'Rodríguez', 'Martínez', 'López', 'García', 'Pérez', 'Sánchez',
                'Ramírez'])[1 + (n / 8) % 8],
         1 + n % 2,
         'CC' || lpad(n::text, 10, '0'),
         'user' || lpad(n::text, 5, '0') || '@mail.demo.co',
         '300' || lpad(n::text, 7, '0'),
         CASE WHEN n % 100 = 0 THEN 3 ELSE 1 + n % 2 END,
         CASE WHEN n % 10 = 0 THEN 2 + (n / 10) % 4 ELSE 1 END,
         now() - make_interval(days => 1, mins => n),
         now() - make_interval(days => 1, mins => n)
    FROM generate_series($2::int, $3::int) AS n`;

/** Seeds the users and returns the milliseconds it took, statistics included. */
async function seedUsers(db: Database, tenantId: string): Promise<number> {
  const started = performance.now();
  for (let first = 1; first <= USER_COUNT; first += USERS_PER_INSERT) {
    const last = Math.min(first + USERS_PER_INSERT - 1, USER_COUNT);
    await asCompany(db, tenantId, (tx) => tx.query(INSERT_USERS, [tenantId, first, last]));
  }
  // PostgreSQL's autovacuum would analyze within a minute, and the embedded app analyzes at start;
  // the bench does not wait for either.
  await db.query('ANALYZE users');
  return performance.now() - started;
}

/** The last row of the page before the deep page: where a keyset page would start from. */
async function cursorBefore(db: Database, tenantId: string, page: number) {
  const [row] = await asCompany(db, tenantId, (tx) =>
    tx.query<{ created_at: Date; id: string }>(
      `SELECT created_at, id FROM users WHERE tenant_id = $1 AND NOT is_api_account
        ORDER BY created_at DESC, id LIMIT 1 OFFSET $2`,
      [tenantId, (page - 1) * PER_PAGE - 1],
    ),
  );
  if (!row) throw new Error('no row before the deep page');
  return `after_created_at=${encodeURIComponent(row.created_at.toISOString())}&after_id=${row.id}`;
}

type Seeded = { tenantId: string; cursor: string; seedMs: number };

/**
 * The app seeds the demo company on its first start; the users go in by SQL. PostgreSQL takes
 * them while the app runs; PGlite is the app's alone, so the app stops, the bench seeds, and the
 * app starts again (analyzing at start, as the embedded mode does).
 */
async function seeded(store: Store): Promise<{ app: Process; data: Seeded }> {
  let app = await startCustodia(store);
  if (store.kind === 'PGlite') await app.stop();
  const db = await store.open();
  let data: Seeded;
  try {
    const tenantId = await demoCompanyId(db);
    const seedMs = await seedUsers(db, tenantId);
    data = { tenantId, seedMs, cursor: await cursorBefore(db, tenantId, DEEP_PAGE) };
  } finally {
    await db.close();
  }
  if (store.kind === 'PGlite') app = await startCustodia(store);
  return { app, data };
}

const listQuery = `per_page=${PER_PAGE}`;
/** Each list request, and where its keyset counterpart starts (a search has none here). */
const cases = [
  { name: 'page 1', query: listQuery, keyset: 'first' },
  { name: `page ${DEEP_PAGE}`, query: `${listQuery}&page=${DEEP_PAGE}`, keyset: 'after cursor' },
  { name: 'name=user0999', query: `${listQuery}&name=user0999`, keyset: undefined },
] as const;

async function benchmark(store: Store, settings: Settings): Promise<Line[]> {
  const { app, data } = await seeded(store);
  console.log(
    `${store.kind}: ${USER_COUNT.toLocaleString('en')} users seeded in ${data.seedMs.toFixed(0)} ms`,
  );
  const appFigures: Figures[] = [];
  try {
    const headers = { authorization: `Bearer ${await logIn(app.url)}` };
    for (const { name, query } of cases) {
      appFigures.push(
        await measure(
          { route: `app: users, ${name}`, url: `${app.url}${API}/users/?${query}`, headers },
          settings,
        ),
      );
    }
  } finally {
    await app.stop();
  }
  const bare = await startBareServer(store, data.tenantId);
  const lines: Line[] = [];
  try {
    for (const [index, { name, query, keyset }] of cases.entries()) {
      const bareFigures = await measure(
        { route: `bare: same SQL, ${name}`, url: `${bare.url}/users?${query}` },
        settings,
      );
      const appLine = appFigures[index] as Figures;
      lines.push({ figures: appLine, versus: { label: 'bare', figures: bareFigures } });
      if (keyset === undefined) {
        lines.push({ figures: bareFigures });
        continue;
      }
      const keysetFigures = await measure(
        {
          route: `bare: keyset, ${name}`,
          url: `${bare.url}/users/keyset?per_page=${PER_PAGE}${keyset === 'after cursor' ? `&${data.cursor}` : ''}`,
        },
        settings,
      );
      lines.push({ figures: bareFigures, versus: { label: 'keyset', figures: keysetFigures } });
      lines.push({ figures: keysetFigures });
    }
  } finally {
    await bare.stop();
  }
  return lines;
}

await runOnEachStore(
  `Users list, ${USER_COUNT.toLocaleString('en')} users, ${PER_PAGE} a page`,
  benchmark,
  (lines) => {
    const first = lines[0];
    return {
      lines,
      summary:
        first?.versus &&
        `app ${first.figures.requestsPerSecond.toFixed(0)} req/s vs bare ` +
          `${first.versus.figures.requestsPerSecond.toFixed(0)} (${ratio(first.figures, first.versus.figures).toFixed(2)}×), page 1`,
    };
  },
);
