/**
 * The lookup search at scale (issue 35, point 19), measured from outside: the app started with
 * `npm start`, a looked-up form of BENCH_LOOKUP_RECORDS suppliers (50,000 by default) in the demo
 * company, on PostgreSQL and then on embedded PGlite (BENCH_PGLITE_LOOKUP_RECORDS, as many unless
 * told). Both forms are designed through the API as a designer does; the suppliers go in by bulk
 * SQL (generate_series), the triggers of migration 017 indexing them as for any insert. Printed:
 * page 1 of the lookup's search for a piece of one tax id, a word of one name in 10, two letters
 * and no text, each next to the bare server running the lookup's statement alone
 * (bench/bare-server.ts), on PostgreSQL in BENCH_PAIR_ROUNDS alternating rounds (3). Run with
 * `npm run bench`, or alone with `npx tsx bench/lookup.bench.ts`; BENCH_SECONDS and
 * BENCH_CONNECTIONS change the measured runs.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../apps/server/src/platform/db.ts';
import { type Designer, designer } from './filing.ts';
import {
  API,
  againstBare,
  asCompany,
  DEMO,
  demoCompanyId,
  type Figures,
  type Line,
  logIn,
  type Pair,
  type Process,
  positiveIntegerFromEnv,
  runOnEachStore,
  type Settings,
  type Store,
  startCustodia,
} from './support.ts';

const RECORDS = positiveIntegerFromEnv('BENCH_LOOKUP_RECORDS', 50_000);
const PGLITE_RECORDS = positiveIntegerFromEnv('BENCH_PGLITE_LOOKUP_RECORDS', RECORDS);
const PER_INSERT = 10_000;
/** The targets for the search's p95. */
const TARGET_P95_MS = { PostgreSQL: 50, PGlite: 200 } as const;

/** The looked-up form (its number and its two fields) and the form whose lookup field reads it. */
type Lookup = {
  suppliers: { id: string; number: number; nameId: string; taxId: string };
  holderId: string;
};

/**
 * Spec §3: the looked-up form has two required text fields, one unique, and the lookup shows
 * both, in the looked-up form's field order.
 */
async function designLookup(design: Designer): Promise<Lookup> {
  const suppliers = await design.createForm('Proveedores');
  const nameId = await design.textBox(suppliers.id, 'Razón social', {
    required: true,
    unique: false,
  });
  const taxId = await design.textBox(suppliers.id, 'NIT', { required: true, unique: true });
  await design.activate(suppliers.id);
  const holder = await design.createForm('Facturas de proveedores');
  await design.addField({
    form_id: holder.id,
    label: 'Proveedor',
    type_data: 'text',
    control_data: 'lookup',
    form_lookup_name: suppliers.id,
    form_lookup_fields: [nameId, taxId],
    required: true,
  });
  await design.activate(holder.id);
  return {
    suppliers: { id: suppliers.id, number: suppliers.number, nameId, taxId },
    holderId: holder.id,
  };
}

/** Supplier n's tax id, as the seed writes it: nine digits, each supplier its own. */
function taxIdOf(n: number): string {
  return String(900_000_000 + n * 1009);
}

/**
 * Supplier n: filed n × 30 s before the newest, its name one of 10 kinds of business (the word a
 * search finds in one record in 10), a region, its number and a company type ("Distribuidora
 * Andina 01234 S.A.S."), its tax id taxIdOf(n). Its search text is what filing writes: the record's
 * number and the typed values in the form's order, folded as contracts/search-text.ts folds them.
 */
const INSERT_SUPPLIERS = `
  INSERT INTO records (tenant_id, form_id, number, subject, support_type, document_date,
                       field_values, created_by, created_at, search_text)
  SELECT $1, $2, made.number, 'Registro de proveedor', 1 + n % 3, date '2026-01-01' - n % 700,
         jsonb_build_object($4::text, made.name, $5::text, made.tax_id), $6, filed.at,
         concat_ws(' ', made.number, fold(made.name || ' ' || made.tax_id))
    FROM generate_series($7::int, $8::int) AS n,
         LATERAL (SELECT now() - make_interval(secs => ($9::int - n) * 30)) AS filed (at),
         LATERAL (
           SELECT $3 || '-' || to_char(filed.at AT TIME ZONE 'America/Bogota', 'YYYYMMDD') || '-'
                    || lpad(n::text, 6, '0') AS number,
                  (ARRAY['Proveedor', 'Distribuidora', 'Comercializadora', 'Inversiones',
                         'Transportes', 'Servicios', 'Constructora', 'Agropecuaria',
                         'Laboratorios', 'Ferretería'])[1 + n % 10] || ' '
                    || (ARRAY['del Norte', 'Andina', 'del Caribe', 'de Occidente', 'del Sur',
                              'Central', 'del Pacífico'])[1 + (n / 10) % 7] || ' '
                    || lpad(n::text, 5, '0') || ' '
                    || (ARRAY['S.A.S.', 'Ltda.', 'S.A.', 'y Cía. S. en C.'])[1 + (n / 70) % 4]
                    AS name,
                  (900000000 + n::bigint * 1009)::text AS tax_id) AS made`;

async function seedSuppliers(db: Database, lookup: Lookup, records: number): Promise<void> {
  const tenantId = await demoCompanyId(db);
  const [admin] = await asCompany(db, tenantId, (tx) =>
    tx.query<{ id: string }>('SELECT id FROM users WHERE user_name = $1', [DEMO.userName]),
  );
  if (!admin) throw new Error(`${DEMO.userName} is missing`);
  const { id, number, nameId, taxId } = lookup.suppliers;
  for (let first = 1; first <= records; first += PER_INSERT) {
    const last = Math.min(first + PER_INSERT - 1, records);
    await asCompany(db, tenantId, (tx) =>
      tx.query(INSERT_SUPPLIERS, [
        tenantId,
        id,
        String(number),
        nameId,
        taxId,
        admin.id,
        first,
        last,
        records,
      ]),
    );
  }
  // Its counter says how many it holds, as filing leaves it.
  await asCompany(db, tenantId, (tx) =>
    tx.query(
      `INSERT INTO counters (tenant_id, scope, last) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id, scope) DO UPDATE SET last = excluded.last`,
      [tenantId, `records:${id}`, records],
    ),
  );
  await db.query('VACUUM ANALYZE records, record_values, record_terms, counters');
}

type Seeded = { app: Process; tenantId: string; lookup: Lookup; seconds: number };

/**
 * The forms are designed through the running app, then the suppliers go in by SQL: PostgreSQL
 * takes them while the app runs; PGlite is the app's alone, so the app stops for them.
 */
async function seeded(store: Store, records: number): Promise<Seeded> {
  let app = await startCustodia(store);
  const lookup = await designLookup(designer(app.url, await logIn(app.url)));
  if (store.kind === 'PGlite') await app.stop();
  const db = await store.open();
  const started = performance.now();
  let tenantId: string;
  try {
    tenantId = await demoCompanyId(db);
    await seedSuppliers(db, lookup, records);
  } finally {
    await db.close();
  }
  const seconds = (performance.now() - started) / 1000;
  if (store.kind === 'PGlite') app = await startCustodia(store);
  return { app, tenantId, lookup, seconds };
}

/**
 * The texts searched, each its own line: six digits from the middle of one supplier's tax id
 * (about one record; a supplier whose number ends in 0 would share them with its tenth), a kind of business (one in 10), two letters, and none (page 1 of all).
 */
function searches(records: number): { label: string; text: string }[] {
  return [
    { label: 'a piece of one tax id', text: taxIdOf(Math.floor(records * 0.37) + 7).slice(2, 8) },
    { label: 'a word of one in 10', text: 'Distribuidora' },
    { label: 'two letters', text: 'an' },
    { label: 'no text', text: '' },
  ];
}

/**
 * Each search in the app against the bare server running the lookup's statement alone. The app's
 * route names the form holding the lookup field, the bare statement the looked-up form.
 */
function pairs(seed: Seeded, token: string, records: number): Pair[] {
  const headers = { authorization: `Bearer ${token}` };
  return searches(records).map(({ label, text }) => {
    const search = text ? `search=${encodeURIComponent(text)}&` : '';
    const shown = text ? `"${text}", ${label}` : label;
    return {
      label: 'bare',
      bare: (bareUrl) => ({
        route: `bare: ${shown}`,
        url: `${bareUrl}/records/lookup?${search}form_id=${seed.lookup.suppliers.id}`,
        listKey: 'records',
      }),
      app: [
        {
          route: `app: ${shown}`,
          url: `${seed.app.url}${API}/form/forms/${seed.lookup.holderId}/form-lookup-to-record/?${search}page=1`,
          headers,
          listKey: 'records',
        },
      ],
      alsoBare: () => [],
    };
  });
}

async function benchmark(store: Store, settings: Settings, records: number): Promise<Line[]> {
  const seed = await seeded(store, records);
  console.log(
    `${store.kind}: ${records.toLocaleString('en')} suppliers in the looked-up form, ` +
      `seeded in ${seed.seconds.toFixed(0)} s`,
  );
  try {
    const token = await logIn(seed.app.url);
    return await againstBare(store, seed.app, seed.tenantId, pairs(seed, token, records), settings);
  } finally {
    await seed.app.stop();
  }
}

/** Each search's p95 and rate in the app, against the store's target. */
function summary(kind: Store['kind'], records: number, lines: Line[]): string {
  const target = TARGET_P95_MS[kind];
  const app = lines.filter((line) => line.versus).map((line) => line.figures as Figures);
  const worst = Math.max(...app.map((figures) => figures.p95));
  const each = app
    .map(
      (figures) =>
        `${figures.route.replace(/^app: /, '')} p95 ${figures.p95.toFixed(0)} ms, ` +
        `${figures.requestsPerSecond.toFixed(0)} req/s`,
    )
    .join('; ');
  return (
    `${records.toLocaleString('en')} suppliers: ${each} ` +
    `(target p95 < ${target} ms: ${worst < target ? 'met' : 'NOT met'})`
  );
}

await runOnEachStore(
  `Lookup search, ${RECORDS.toLocaleString('en')} suppliers on PostgreSQL and ` +
    `${PGLITE_RECORDS.toLocaleString('en')} on PGlite, page 1 of the lookup (5 rows)`,
  async (store, settings) => {
    const records = store.kind === 'PostgreSQL' ? RECORDS : PGLITE_RECORDS;
    return { kind: store.kind, records, lines: await benchmark(store, settings, records) };
  },
  ({ kind, records, lines }) => ({ lines, summary: summary(kind, records, lines) }),
);
