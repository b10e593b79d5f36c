/**
 * Records, on each database kind next to a bare Fastify route: filing throughput in one form
 * (every filing takes the next number of the form's counter, so filings queue behind each other),
 * and the lookup search over a looked-up form of 50,000 records. It prints figures and asserts
 * nothing: speed depends on the machine. Run with `npm run bench`; BENCH_SECONDS and
 * BENCH_CONNECTIONS change the measured runs.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  apiBase,
  type FieldCreateInput,
  type FieldDefinitionDto,
  type FormDto,
  FormStatus,
  fieldsApi,
  formsApi,
  recordsApi,
  SupportType,
} from '@custodia/contracts';
import type { Figures, Measured, RunningApp, Settings, Target } from './support.ts';
import {
  benchmarkEachDatabaseKind,
  createBenchCompany,
  describeRows,
  logInAsAdmin,
  measure,
} from './support.ts';

const RECORD_COUNT = 50_000;
const RECORDS_PER_INSERT = 5_000;
/** The lookup modal's page size (spec §9). */
const LOOKUP_PAGE_SIZE = 5;

/** What the bench designs through the API: the looked-up form and the form that looks it up. */
type Design = {
  directorio: { id: string; number: number; documentoId: string; nombreId: string };
  solicitudes: { id: string; resumenId: string };
};

/** Whether every answered filing made one record with a number of its own. */
type FilingCheck = {
  records: number;
  distinctNumbers: number;
  created: number;
  /** Filings whose answer autocannon dropped when a run stopped, though the server filed them. */
  cutOff: number;
  maxCutOff: number;
  ok: boolean;
};

/** The routes are filing, then the lookup's searches. */
type DatabaseSummary = Measured & { filingCheck: FilingCheck; loadMs: number };

/** An API call as the admin; anything but a 2xx answer stops the bench. */
async function callApi<T>(
  baseUrl: string,
  token: string,
  method: 'POST' | 'PATCH',
  apiPath: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${apiBase}${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

async function designForms(baseUrl: string, token: string): Promise<Design> {
  const createForm = (name: string, description: string) =>
    callApi<FormDto>(baseUrl, token, 'POST', formsApi.create.path, {
      name,
      description,
      sequence_length: 6,
      sticker_type: 1,
    });
  const addField = async (field: FieldCreateInput) =>
    (await callApi<FieldDefinitionDto>(baseUrl, token, 'POST', fieldsApi.create.path, field)).id;
  const activate = (formId: string) =>
    callApi<FormDto>(baseUrl, token, 'PATCH', formsApi.changeStatus.path.replace(':id', formId), {
      status: FormStatus.active,
    });
  const textBox = (
    form_id: string,
    label: string,
    options: { required: boolean; unique: boolean },
  ) => addField({ form_id, label, type_data: 'text', control_data: 'textbox', ...options });

  const directorio = await createForm('Directorio', 'Personas y entidades que radican');
  const documentoId = await textBox(directorio.id, 'Documento', { required: true, unique: true });
  const nombreId = await textBox(directorio.id, 'Nombre', { required: true, unique: false });
  await activate(directorio.id);

  const solicitudes = await createForm('Solicitudes', 'Solicitudes radicadas por el público');
  const resumenId = await textBox(solicitudes.id, 'Resumen', { required: false, unique: false });
  await addField({
    form_id: solicitudes.id,
    label: 'Remitente',
    type_data: 'text',
    control_data: 'lookup',
    form_lookup_name: directorio.id,
    form_lookup_fields: [documentoId, nombreId],
  });
  await activate(solicitudes.id);
  return {
    directorio: { id: directorio.id, number: directorio.number, documentoId, nombreId },
    solicitudes: { id: solicitudes.id, resumenId },
  };
}

function filingTarget(baseUrl: string, token: string, design: Design): Target {
  return {
    route: 'file a record',
    url: `${baseUrl}${apiBase}${recordsApi.file.path.replace(':id', design.solicitudes.id)}`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      subject: 'Solicitud de prueba',
      support_type: SupportType.electronic,
      document_date: '2026-01-15',
      values: { [design.solicitudes.resumenId]: 'Demora en la respuesta' },
    }),
  };
}

/** One filing before the load, so a refused body cannot pass unseen: it shows the number given. */
async function fileOnce(target: Target): Promise<string> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: target.headers ?? {},
    body: target.body ?? '',
  });
  if (response.status !== 201) {
    throw new Error(`filing answered ${response.status}: ${await response.text()}`);
  }
  const record = (await response.json()) as { number: string };
  return record.number;
}

async function countFiled(
  running: RunningApp,
  formId: string,
): Promise<{ records: number; distinctNumbers: number }> {
  const [row] = await running.db.query<{ records: string; distinct_numbers: string }>(
    `SELECT count(*) AS records, count(DISTINCT number) AS distinct_numbers
       FROM records WHERE form_id = $1`,
    [formId],
  );
  return { records: Number(row?.records), distinctNumbers: Number(row?.distinct_numbers) };
}

/**
 * Counts the form's records once the server has finished the filings still in flight when the
 * last run stopped: until the count holds still for half a second.
 */
async function settledCount(running: RunningApp, formId: string) {
  let previous = await countFiled(running, formId);
  for (;;) {
    await sleep(500);
    const current = await countFiled(running, formId);
    if (current.records === previous.records) return current;
    previous = current;
  }
}

/**
 * autocannon stops a run by closing its connections, so the filings in flight then (at most one
 * a connection, in the warm-up and in the measured run) are filed with their answer unread.
 */
async function checkFiling(
  running: RunningApp,
  design: Design,
  filing: Figures,
  settings: Settings,
): Promise<FilingCheck> {
  const { records, distinctNumbers } = await settledCount(running, design.solicitudes.id);
  const created = 1 + (filing.answers['201'] ?? 0); // the filing made before the load, and the runs'
  const cutOff = records - created;
  const maxCutOff = 2 * settings.connections;
  return {
    records,
    distinctNumbers,
    created,
    cutOff,
    maxCutOff,
    ok: distinctNumbers === records && cutOff >= 0 && cutOff <= maxCutOff && !filing.problem,
  };
}

function describeCheck(check: FilingCheck): string {
  return (
    `${check.records} records, ${check.distinctNumbers} distinct numbers; ` +
    `${check.created} answered 201 + ${check.cutOff} cut off when a run stopped ` +
    `(at most ${check.maxCutOff}): ${check.ok ? 'ok' : 'MISMATCH'}`
  );
}

/**
 * Set-based inserts skip the API on purpose: 50,000 filings would take minutes. Each record gets
 * its own created_at so the lookup's ORDER BY has no ties; record n holds document CCn.
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

/** Returns the milliseconds the load took, statistics included. */
async function loadDirectorio(
  running: RunningApp,
  tenantId: string,
  design: Design,
): Promise<number> {
  const [admin] = await running.db.query<{ id: string }>(
    'SELECT id FROM users WHERE tenant_id = $1',
    [tenantId],
  );
  if (!admin) throw new Error('the bench company has no user');
  const { id, number, documentoId, nombreId } = design.directorio;
  const started = performance.now();
  for (let first = 1; first <= RECORD_COUNT; first += RECORDS_PER_INSERT) {
    const last = Math.min(first + RECORDS_PER_INSERT - 1, RECORD_COUNT);
    await running.app.services.inTenant(tenantId, (tx) =>
      tx.query(INSERT_RECORDS, [
        tenantId,
        id,
        String(number),
        documentoId,
        nombreId,
        admin.id,
        first,
        last,
      ]),
    );
  }
  // As for users: PGlite has no autovacuum, and both should plan for 50,000 rows.
  await running.db.query('ANALYZE records');
  return performance.now() - started;
}

function lookupTargets(baseUrl: string, token: string, design: Design): Target[] {
  const headers = { authorization: `Bearer ${token}` };
  const search = `${baseUrl}${apiBase}${recordsApi.searchLookup.path.replace(':id', design.solicitudes.id)}?per_page=${LOOKUP_PAGE_SIZE}`;
  return [
    { route: 'lookup, page 1', url: search, headers },
    { route: 'lookup, page 5000', url: `${search}&page=5000`, headers },
    {
      route: `lookup, search=CC${RECORD_COUNT - 1}`,
      url: `${search}&search=CC${RECORD_COUNT - 1}`,
      headers,
    },
    { route: 'lookup, search without hit', url: `${search}&search=sin-coincidencia`, headers },
  ];
}

async function benchmarkRecords(
  running: RunningApp,
  helloUrl: string,
  settings: Settings,
): Promise<DatabaseSummary> {
  const tenantId = await createBenchCompany(running);
  const token = await logInAsAdmin(running.baseUrl);
  const design = await designForms(running.baseUrl, token);
  const hello = await measure({ route: 'bare Fastify /hello', url: helloUrl }, settings);
  const filing = await measure(filingTarget(running.baseUrl, token, design), settings, fileOnce);
  const filingCheck = await checkFiling(running, design, filing, settings);
  console.log(`Filings: ${describeCheck(filingCheck)}`);
  const loadMs = await loadDirectorio(running, tenantId, design);
  console.log(`${RECORD_COUNT.toLocaleString('en')} records loaded in ${loadMs.toFixed(0)} ms`);
  const routes = [filing];
  for (const target of lookupTargets(running.baseUrl, token, design)) {
    routes.push(await measure(target, settings, (lookup) => describeRows(lookup, 'records')));
  }
  return { hello, routes, filingCheck, loadMs };
}

await benchmarkEachDatabaseKind<DatabaseSummary>({
  heading:
    'Records benchmark: filing in one form, then the lookup over ' +
    `${RECORD_COUNT.toLocaleString('en')} records`,
  run: benchmarkRecords,
  summaryLead: ({ filingCheck: check, loadMs }) =>
    `filings ${check.ok ? 'checked' : 'MISMATCHED'} ` +
    `(${check.records} records, ${check.distinctNumbers} distinct numbers); ` +
    `${RECORD_COUNT.toLocaleString('en')} records loaded in ${(loadMs / 1000).toFixed(1)} s`,
});
