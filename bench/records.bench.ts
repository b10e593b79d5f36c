/**
 * Records, measured from outside on PostgreSQL and then on embedded PGlite. Filing: the app started
 * with `npm start` files over 10 forms and in one form, next to raw single-row inserts into the
 * same table from a bare Fastify server; afterwards every form's numbers are checked gap-free.
 * Lookup: the lookup search over a looked-up form of 50,000 records. Run with `npm run bench`;
 * BENCH_SECONDS and BENCH_CONNECTIONS change the measured runs.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../apps/server/src/platform/db.ts';
import {
  type Designer,
  designer,
  designForm,
  type Form,
  filingTarget,
  postOnce,
} from './filing.ts';
import {
  API,
  asCompany,
  DEMO,
  demoCompanyId,
  describeRows,
  type Figures,
  logIn,
  measure,
  type Process,
  ratio,
  runOnEachStore,
  type Settings,
  type Store,
  startBareServer,
  startCustodia,
  type Target,
} from './support.ts';

const FORM_COUNT = 10;
const RECORD_COUNT = 50_000;
const RECORDS_PER_INSERT = 5_000;
/** The lookup modal's page size (spec §9). */
const LOOKUP_PAGE_SIZE = 5;

/** The looked-up form and the form whose lookup field searches it. */
type Lookup = {
  directorio: { id: string; number: number; documentoId: string; nombreId: string };
  solicitudesId: string;
};

async function designLookup(design: Designer): Promise<Lookup> {
  const directorio = await design.createForm('Directorio');
  const documentoId = await design.textBox(directorio.id, 'Documento', {
    required: true,
    unique: true,
  });
  const nombreId = await design.textBox(directorio.id, 'Nombre', { required: true, unique: false });
  await design.activate(directorio.id);
  const solicitudes = await design.createForm('Solicitudes con remitente');
  await design.addField({
    form_id: solicitudes.id,
    label: 'Remitente',
    type_data: 'text',
    control_data: 'lookup',
    form_lookup_name: directorio.id,
    form_lookup_fields: [documentoId, nombreId],
  });
  await design.activate(solicitudes.id);
  return {
    directorio: { id: directorio.id, number: directorio.number, documentoId, nombreId },
    solicitudesId: solicitudes.id,
  };
}

/**
 * Set-based inserts skip the API on purpose: 50,000 filings would take minutes. Each record gets
 * its own created_at so the lookup's order has no ties; record n holds document CCn.
 */
const INSERT_RECORDS = `
  INSERT INTO records (tenant_id, form_id, number, subject, support_type, document_date,
                       field_values, created_by, created_at, search_text)
  SELECT $1, $2, number, 'Registro de directorio ' || n, 1 + n % 3,
         date '2026-01-01' - (n % 365),
         jsonb_build_object($4::text, document, $5::text, name),
         $6,
         now() - make_interval(mins => n),
         -- As filing stores it: lower-cased, accents dropped.
         translate(lower(number || ' ' || document || ' ' || name), 'áéíóú', 'aeiou')
    FROM generate_series($7::int, $8::int) AS n,
         LATERAL (SELECT $3 || '-20260101-' || lpad(n::text, 6, '0') AS number,
                         'CC' || n AS document,
                         (ARRAY['Ana', 'Luis', 'María', 'Jorge', 'Sofía', 'Carlos', 'Lucía',
                                'Andrés'])[1 + n % 8] || ' ' || n AS name) AS made`;

/** The company and its admin, read from the bench's own connection. */
async function companyOf(db: Database): Promise<{ tenantId: string; adminId: string }> {
  const tenantId = await demoCompanyId(db);
  const [admin] = await asCompany(db, tenantId, (tx) =>
    tx.query<{ id: string }>('SELECT id FROM users WHERE user_name = $1', [DEMO.userName]),
  );
  if (!admin) throw new Error(`${DEMO.userName} is missing`);
  return { tenantId, adminId: admin.id };
}

/** Loads the directory and returns the milliseconds it took, statistics included. */
async function loadDirectorio(store: Store, lookup: Lookup): Promise<number> {
  const db = await store.open();
  try {
    const { tenantId, adminId } = await companyOf(db);
    const { id, number, documentoId, nombreId } = lookup.directorio;
    const started = performance.now();
    for (let first = 1; first <= RECORD_COUNT; first += RECORDS_PER_INSERT) {
      const last = Math.min(first + RECORDS_PER_INSERT - 1, RECORD_COUNT);
      await asCompany(db, tenantId, (tx) =>
        tx.query(INSERT_RECORDS, [
          tenantId,
          id,
          String(number),
          documentoId,
          nombreId,
          adminId,
          first,
          last,
        ]),
      );
    }
    await db.query('ANALYZE records');
    return performance.now() - started;
  } finally {
    await db.close();
  }
}

function lookupTargets(baseUrl: string, token: string, lookup: Lookup): Target[] {
  const headers = { authorization: `Bearer ${token}` };
  const search = `${baseUrl}${API}/form/forms/${lookup.solicitudesId}/form-lookup-to-record/?per_page=${LOOKUP_PAGE_SIZE}`;
  const last = `CC${RECORD_COUNT - 1}`;
  return [
    { route: 'app: lookup, page 1', url: search, headers },
    { route: 'app: lookup, page 5000', url: `${search}&page=5000`, headers },
    { route: `app: lookup, search=${last}`, url: `${search}&search=${last}`, headers },
    { route: 'app: lookup, search without hit', url: `${search}&search=sin-coincidencia`, headers },
  ];
}

type NumberCheck = { forms: number; records: number; gapFree: boolean; detail: string };

/**
 * Every form's numbers are its consecutives 1…n, each once: nothing was skipped, even by filings
 * whose answer autocannon dropped when a run stopped (they are filed all the same).
 */
async function checkNumbers(db: Database, tenantId: string, forms: Form[]): Promise<NumberCheck> {
  const rows = await asCompany(db, tenantId, (tx) =>
    tx.query<{ form_id: string; records: string; distinct_numbers: string; last: string }>(
      `SELECT form_id, count(*) AS records, count(DISTINCT number) AS distinct_numbers,
              max(split_part(number, '-', 3)::int) AS last
         FROM records WHERE form_id = ANY($1::uuid[]) AND number NOT LIKE 'raw-%'
        GROUP BY form_id`,
      [forms.map((form) => form.id)],
    ),
  );
  const broken = rows.filter(
    (row) => row.records !== row.distinct_numbers || Number(row.last) !== Number(row.records),
  );
  const records = rows.reduce((sum, row) => sum + Number(row.records), 0);
  return {
    forms: rows.length,
    records,
    gapFree: broken.length === 0,
    detail: broken
      .map((row) => `${row.form_id}: ${row.records} records, last ${row.last}`)
      .join('; '),
  };
}

type Result = {
  oneForm: Figures;
  tenForms: Figures;
  raw: Figures;
  numbers: NumberCheck;
  lookup: Figures[];
  loadMs: number;
};

/**
 * The directory goes in by SQL: PostgreSQL takes it while the app runs; PGlite is the app's
 * alone, so the app stops for it and starts again.
 */
async function withDirectorio(store: Store, app: Process, lookup: Lookup) {
  if (store.kind === 'PostgreSQL') return { app, loadMs: await loadDirectorio(store, lookup) };
  await app.stop();
  const loadMs = await loadDirectorio(store, lookup);
  return { app: await startCustodia(store), loadMs };
}

async function benchmark(store: Store, settings: Settings): Promise<Result> {
  let app = await startCustodia(store);
  const forms: Form[] = [];
  let tenForms: Figures;
  let oneForm: Figures;
  const lookupFigures: Figures[] = [];
  let loadMs: number;
  try {
    const token = await logIn(app.url);
    const design = designer(app.url, token);
    for (let index = 0; index < FORM_COUNT; index += 1) forms.push(await designForm(design, index));
    const lookup = await designLookup(design);
    tenForms = await measure(
      filingTarget(`app: filing over ${FORM_COUNT} forms`, app.url, token, forms),
      settings,
      postOnce,
    );
    oneForm = await measure(
      filingTarget('app: filing in one form', app.url, token, forms.slice(0, 1)),
      settings,
      postOnce,
    );
    ({ app, loadMs } = await withDirectorio(store, app, lookup));
    const fresh = await logIn(app.url);
    for (const target of lookupTargets(app.url, fresh, lookup)) {
      lookupFigures.push(
        await measure(target, settings, (lookupTarget) => describeRows(lookupTarget, 'records')),
      );
    }
  } finally {
    await app.stop();
  }
  const db = await store.open();
  let company: { tenantId: string; adminId: string };
  try {
    company = await companyOf(db);
  } finally {
    await db.close();
  }
  const bare = await startBareServer(store, company.tenantId);
  let raw: Figures;
  try {
    raw = await measure(
      {
        route: `bare: raw single-row insert, ${FORM_COUNT} forms`,
        url: `${bare.url}/records/raw`,
        headers: { 'content-type': 'application/json' },
        requests: forms.map((form) => ({
          method: 'POST' as const,
          path: '/records/raw',
          body: JSON.stringify({ form_id: form.id, created_by: company.adminId }),
        })),
      },
      settings,
      postOnce,
    );
  } finally {
    await bare.stop();
  }
  const checkDb = await store.open();
  try {
    const numbers = await checkNumbers(checkDb, company.tenantId, forms);
    return { oneForm, tenForms, raw, numbers, lookup: lookupFigures, loadMs };
  } finally {
    await checkDb.close();
  }
}

await runOnEachStore(
  `Filing in ${FORM_COUNT} forms and in one form, against raw single-row inserts`,
  benchmark,
  (result) => {
    const versusRaw = { label: 'raw', figures: result.raw };
    const { numbers } = result;
    return {
      lines: [
        { figures: result.tenForms, versus: versusRaw },
        { figures: result.oneForm, versus: versusRaw },
        { figures: result.raw },
        ...result.lookup.map((figures) => ({ figures })),
      ],
      summary:
        `filing ${ratio(result.tenForms, result.raw).toFixed(2)}× raw over ${FORM_COUNT} forms, ` +
        `${ratio(result.oneForm, result.raw).toFixed(2)}× in one form; ${numbers.records} records in ` +
        `${numbers.forms} forms, numbers ${numbers.gapFree ? 'gap-free' : `WITH GAPS (${numbers.detail})`}; ` +
        `${RECORD_COUNT.toLocaleString('en')} directory records loaded in ${(result.loadMs / 1000).toFixed(1)} s`,
    };
  },
);
