/**
 * Finding records at scale (issue 11), measured from outside: the app started with `npm start`,
 * a company of BENCH_RECORDS records (1,000,000 by default) in 10 forms among 10 companies holding
 * as many again, on PostgreSQL; then BENCH_PGLITE_RECORDS (100,000) in one company on embedded
 * PGlite. Records go in by bulk SQL (generate_series), the triggers of migration 017 writing their
 * search rows as for any insert. Printed: page 1 of a form's list and the list's own page statement
 * alone on the bare server, each next to a bare keyset page of the same 50 rows
 * (bench/bare-server.ts), and the query by number next to the bare server running its statement
 * alone, on PostgreSQL in BENCH_PAIR_ROUNDS alternating rounds (3); a 3-criteria filter and a
 * full-text search. BENCH_SECONDS and BENCH_CONNECTIONS change the measured runs.
 */
import { performance } from 'node:perf_hooks';
import { FormStatus } from '@custodia/contracts';
import type { Database } from '../apps/server/src/platform/db.ts';
import {
  API,
  againstBare,
  asCompany,
  createCompanies,
  DEMO,
  demoCompanyId,
  type Figures,
  type Line,
  logIn,
  measure,
  type Pair,
  type Process,
  runOnEachStore,
  type Settings,
  type Store,
  shareOf,
  startCustodia,
  type Target,
} from './support.ts';

function countFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1000) {
    throw new Error(`${name} must be a whole number of at least 1000, got "${process.env[name]}"`);
  }
  return value;
}

const RECORDS = countFromEnv('BENCH_RECORDS', 1_000_000);
const PGLITE_RECORDS = countFromEnv('BENCH_PGLITE_RECORDS', 100_000);
const OTHER_COMPANIES = 10;
const FORMS = 10;
const PER_PAGE = 50;
const PER_INSERT = 20_000;
const CHANNELS = ['Correo', 'Ventanilla', 'Teléfono', 'Sede electrónica'];

/** A form of the bench: its search fields, as the seed fills them. */
type Form = {
  id: string;
  number: number;
  fields: Record<'code' | 'pages' | 'due' | 'channel', string>;
};
type Company = { tenantId: string; adminId: string; forms: Form[]; channels: string[] };

async function api<T>(
  baseUrl: string,
  token: string,
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
) {
  const response = await fetch(`${baseUrl}${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Forms designed through the API as a designer does: four search fields, one of them a list. */
async function designForms(
  baseUrl: string,
  token: string,
): Promise<Pick<Company, 'forms' | 'channels'>> {
  const call = <T>(method: 'POST' | 'PATCH', path: string, body: unknown) =>
    api<T>(baseUrl, token, method, path, body);
  const list = await call<{ id: string }>('POST', '/form/lists/', { name: 'Canales de la prueba' });
  const channels: string[] = [];
  for (const name of CHANNELS) {
    channels.push(
      (await call<{ id: string }>('POST', `/form/lists/${list.id}/items/`, { name })).id,
    );
  }
  const forms: Form[] = [];
  for (let index = 0; index < FORMS; index += 1) {
    const form = await call<{ id: string; number: number }>('POST', '/form/forms/', {
      name: `Radicación ${index + 1}`,
      description: 'Radicados de la prueba de listas',
      sequence_length: 7,
      sticker_type: 1,
    });
    const field = async (definition: Record<string, unknown>) =>
      (
        await call<{ id: string }>('POST', '/form/fields/', {
          form_id: form.id,
          search_field: true,
          ...definition,
        })
      ).id;
    const fields = {
      code: await field({ label: 'Código', type_data: 'text', control_data: 'textbox' }),
      pages: await field({ label: 'Folios', type_data: 'integer', control_data: 'numeric' }),
      due: await field({ label: 'Vence', type_data: 'date', control_data: 'datepicker' }),
      channel: await field({
        label: 'Canal',
        type_data: 'text',
        control_data: 'combobox',
        item_link: list.id,
      }),
    };
    await call('PATCH', `/form/forms/${form.id}/status/`, { status: FormStatus.active });
    forms.push({ id: form.id, number: form.number, fields });
  }
  return { forms, channels };
}

/**
 * Record n of a form: filed n × 30 s before the newest, its subject from a small vocabulary plus a
 * reference shared by one record in 5,000 (always a suggestion: what a selective search finds),
 * its values varied.
 */
const INSERT_RECORDS = `
  INSERT INTO records (tenant_id, form_id, number, subject, support_type, document_date,
                       field_values, created_by, created_at)
  SELECT $1, $2, $3 || '-' || to_char(filed.at AT TIME ZONE 'America/Bogota', 'YYYYMMDD') || '-'
                    || lpad(n::text, 7, '0'),
         (ARRAY['Solicitud', 'Queja', 'Petición', 'Reclamo', 'Sugerencia'])[1 + n % 5] || ' de '
           || (ARRAY['copias', 'información', 'pago', 'cita', 'certificado', 'traslado',
                     'licencia'])[1 + (n / 5) % 7] || ' ref' || (n % 5000),
         1 + n % 3, date '2026-01-01' - n % 700,
         jsonb_build_object($4::text, 'C-' || n, $5::text, (n % 1000)::text,
                            $6::text, (date '2025-01-01' + n % 730)::text,
                            $7::text, ($8::uuid[])[1 + n % 4]),
         $9, filed.at
    FROM generate_series($10::int, $11::int) AS n,
         LATERAL (SELECT now() - make_interval(secs => ($12::int - n) * 30)) AS filed (at)`;

/** A company's records, spread over its forms; their counters say how many each form holds. */
async function seedCompany(db: Database, company: Company, records: number): Promise<void> {
  const perForm = Math.floor(records / company.forms.length);
  for (const form of company.forms) {
    for (let first = 1; first <= perForm; first += PER_INSERT) {
      const last = Math.min(first + PER_INSERT - 1, perForm);
      await asCompany(db, company.tenantId, (tx) =>
        tx.query(INSERT_RECORDS, [
          company.tenantId,
          form.id,
          String(form.number),
          form.fields.code,
          form.fields.pages,
          form.fields.due,
          form.fields.channel,
          company.channels,
          company.adminId,
          first,
          last,
          perForm,
        ]),
      );
    }
    await asCompany(db, company.tenantId, (tx) =>
      tx.query(
        `INSERT INTO counters (tenant_id, scope, last) VALUES ($1, $2, $3)
         ON CONFLICT (tenant_id, scope) DO UPDATE SET last = excluded.last`,
        [company.tenantId, `records:${form.id}`, perForm],
      ),
    );
  }
}

async function adminOf(db: Database, tenantId: string, userName: string): Promise<string> {
  const [admin] = await asCompany(db, tenantId, (tx) =>
    tx.query<{ id: string }>('SELECT id FROM users WHERE user_name = $1', [userName]),
  );
  if (!admin) throw new Error(`${userName} is missing`);
  return admin.id;
}

/** Other companies with the same forms: created as the company command does, designed by API. */
async function otherCompanies(store: Store, baseUrl: string): Promise<Company[]> {
  const created = await createCompanies(store, OTHER_COMPANIES);
  const db = await store.open();
  const companies: Company[] = [];
  try {
    for (const { tenantId, adminUserName } of created) {
      const token = await logInAs(baseUrl, adminUserName);
      companies.push({
        tenantId,
        adminId: await adminOf(db, tenantId, adminUserName),
        ...(await designForms(baseUrl, token)),
      });
    }
  } finally {
    await db.close();
  }
  return companies;
}

async function logInAs(baseUrl: string, userName: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: userName, password: DEMO.password }),
  });
  if (!response.ok) throw new Error(`login of ${userName}: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

type Seeded = { app: Process; company: Company; numbers: string[]; seconds: number };

/**
 * The companies are designed through the running app, then filled by SQL: PostgreSQL takes the
 * records while the app runs; PGlite is the app's alone, so the app stops for them.
 */
async function seeded(store: Store, records: number): Promise<Seeded> {
  let app = await startCustodia(store);
  const token = await logIn(app.url);
  const design = await designForms(app.url, token);
  const others = store.kind === 'PostgreSQL' ? await otherCompanies(store, app.url) : [];
  if (store.kind === 'PGlite') await app.stop();
  const db = await store.open();
  const started = performance.now();
  let company: Company;
  let numbers: string[];
  try {
    const tenantId = await demoCompanyId(db);
    company = { tenantId, adminId: await adminOf(db, tenantId, DEMO.userName), ...design };
    for (const one of [company, ...others]) {
      await seedCompany(db, one, records / (one === company ? 1 : OTHER_COMPANIES));
      console.log(
        `  ${store.kind}: seeded a company, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    await db.query('VACUUM ANALYZE records, record_values, record_terms, counters');
    numbers = (
      await asCompany(db, tenantId, (tx) =>
        tx.query<{ number: string }>(
          'SELECT number FROM records WHERE tenant_id = $1 ORDER BY random() LIMIT 100',
          [tenantId],
        ),
      )
    ).map((row) => row.number);
  } finally {
    await db.close();
  }
  const seconds = (performance.now() - started) / 1000;
  if (store.kind === 'PGlite') app = await startCustodia(store);
  return { app, company, numbers, seconds };
}

function targets(baseUrl: string, token: string, seed: Seeded): Target[] {
  const [form] = seed.company.forms as [Form];
  const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const filter = (route: string, body: unknown): Target => ({
    route,
    url: `${baseUrl}${API}/form/forms/${form.id}/records/search-filter/?per_page=${PER_PAGE}`,
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
  return [
    {
      route: 'app: list, page 1',
      url: `${baseUrl}${API}/form/forms/${form.id}/records/?per_page=${PER_PAGE}`,
      headers: json,
    },
    filter('app: 3-criteria filter', {
      join: 'and',
      criteria: [
        { field: form.fields.code, operator: 'starts', value: 'C-1234' },
        { field: form.fields.pages, operator: 'gte', value: '100' },
        { field: form.fields.due, operator: 'lte', value: '2026-12-31' },
      ],
    }),
    filter('app: full text, selective', { text: 'sugerencias ref1234' }),
    filter('app: full text, one word in 7', { text: 'certificados' }),
  ];
}

/** The query by number over the seed's numbers, each connection taking them in turn. */
function byNumber(route: string, origin: string, prefix: string, seed: Seeded, token?: string) {
  return {
    route,
    url: `${origin}${prefix}/${seed.numbers[0]}/`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    requests: seed.numbers.map((number) => ({
      method: 'GET' as const,
      path: `${prefix}/${number}/`,
    })),
  };
}

/**
 * Page 1 of the list, and the list's statement alone on the bare server, against the bare keyset
 * page of the same rows; the query by number against the bare server running its statement alone.
 */
function pairs(seed: Seeded, list: Target, token: string): Pair[] {
  const formId = seed.company.forms[0]?.id;
  return [
    {
      label: 'keyset',
      bare: (bareUrl) => ({
        route: 'bare: keyset page of the same rows',
        url: `${bareUrl}/records/keyset?form_id=${formId}&per_page=${PER_PAGE}`,
      }),
      app: [list],
      alsoBare: (bareUrl) => [
        {
          route: "bare: the list's page statement alone",
          url: `${bareUrl}/records/page?form_id=${formId}&per_page=${PER_PAGE}`,
        },
      ],
    },
    {
      label: 'bare lookup',
      bare: (bareUrl) => byNumber('bare: lookup by number', bareUrl, '/records/by-number', seed),
      app: [byNumber('app: by number', seed.app.url, `${API}/form/records/by-number`, seed, token)],
      alsoBare: () => [],
    },
  ];
}

async function benchmark(store: Store, settings: Settings, records: number): Promise<Line[]> {
  const seed = await seeded(store, records);
  console.log(
    `${store.kind}: ${records.toLocaleString('en')} records in the company` +
      `${store.kind === 'PostgreSQL' ? ` and as many in ${OTHER_COMPANIES} others` : ''}, ` +
      `seeded in ${seed.seconds.toFixed(0)} s`,
  );
  const lines: Line[] = [];
  try {
    const token = await logIn(seed.app.url);
    const [list, ...rest] = targets(seed.app.url, token, seed) as [Target, ...Target[]];
    // The other routes first: on PGlite, measuring against the bare server stops the app.
    for (const target of rest) lines.push({ figures: await measure(target, settings) });
    lines.unshift(
      ...(await againstBare(
        store,
        seed.app,
        seed.company.tenantId,
        pairs(seed, list, token),
        settings,
      )),
    );
  } finally {
    await seed.app.stop();
  }
  return lines;
}

function summary(records: number, lines: Line[]): string {
  const [page, statement, , byNumber, bareByNumber, filter, search] = lines.map(
    (line) => line.figures,
  ) as Figures[];
  const shareOfLine = (index: number) =>
    shareOf(lines[index]?.figures as Figures, lines[index]?.versus as NonNullable<Line['versus']>);
  const ms = (value: number | undefined) => `${(value ?? 0).toFixed(0)} ms`;
  return (
    `${records.toLocaleString('en')} records: list page 1 ${shareOfLine(0)} ` +
    `(target ≥ 0.6×; its statement alone ${shareOfLine(1)}, ${statement?.requestsPerSecond.toFixed(0)} req/s), ` +
    `p99 ${ms(page?.p99)} (< 50 ms); 3-criteria filter ` +
    `p95 ${ms(filter?.p95)}, full text p95 ${ms(search?.p95)} (p95 < 100 ms); ` +
    `by number p95 ${ms(byNumber?.p95)} (p95 < 10 ms; ${shareOfLine(3)}, ` +
    `whose p95 is ${ms(bareByNumber?.p95)})`
  );
}

await runOnEachStore(
  `Record lists, ${RECORDS.toLocaleString('en')} records on PostgreSQL and ` +
    `${PGLITE_RECORDS.toLocaleString('en')} on PGlite, ${PER_PAGE} a page`,
  async (store, settings) => {
    const records = store.kind === 'PostgreSQL' ? RECORDS : PGLITE_RECORDS;
    return { records, lines: await benchmark(store, settings, records) };
  },
  ({ records, lines }) => ({ lines, summary: summary(records, lines) }),
);
