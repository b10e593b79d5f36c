/**
 * Metrics (issue 34 point 1), on PostgreSQL: 1,000,000 records over 10 forms and a year, loaded by
 * SQL with the delta row filing writes for each, folded by the app's own job runner. The metrics
 * screen's three requests, measured from outside against the same figures computed by a live
 * GROUP BY over the records (the bare server), in alternating rounds; then filing with its
 * rollup row against filing with that row's insert turned into nothing by a rule (the statement
 * still makes its round trip, so the cost shown is the row's, not the call's). Run with
 * `npx tsx bench/metrics.bench.ts`; BENCH_METRICS_RECORDS changes the records loaded, and
 * BENCH_METRICS_READERS the connections reading the screens (2), and BENCH_SECONDS,
 * BENCH_CONNECTIONS (filing) and BENCH_PAIR_ROUNDS the measured runs.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../apps/server/src/platform/db.ts';
import { designer, designForm, type Form, filingTarget, postOnce } from './filing.ts';
import {
  API,
  asCompany,
  DEMO,
  demoCompanyId,
  type Figures,
  type Line,
  logIn,
  measure,
  measureAgainst,
  positiveIntegerFromEnv,
  printTable,
  ratio,
  readSettings,
  type Settings,
  type Store,
  startBareServer,
  startCustodia,
  stores,
  type Target,
} from './support.ts';

const FORM_COUNT = 10;
const RECORDS = positiveIntegerFromEnv('BENCH_METRICS_RECORDS', 1_000_000);
const RECORDS_PER_INSERT = 100_000;
/**
 * People reading the metrics screens at once: a live GROUP BY over a million records takes seconds,
 * and twenty of them at once would finish none within a measured run.
 */
const READERS = positiveIntegerFromEnv('BENCH_METRICS_READERS', 2);
const YEAR_SECONDS = 365 * 86_400;

/**
 * Records spread evenly over the last year, round the forms, each with the delta row filing
 * writes beside it (what the fold then sums), in one statement.
 */
const LOAD = `
  WITH filed AS (
    INSERT INTO records (tenant_id, form_id, number, subject, support_type, document_date,
                         field_values, created_by, created_at, search_text)
    SELECT $1, ($2::uuid[])[1 + n % ${FORM_COUNT}], 'carga-' || n, 'Radicado de carga ' || n,
           1 + n % 3, date '2026-01-01', '{}', $3,
           now() - make_interval(secs => n * $6::double precision), 'radicado de carga'
      FROM generate_series($4::int, $5::int) AS n
    RETURNING tenant_id, form_id, created_at
  )
  INSERT INTO metric_deltas (tenant_id, at, kind, subject_id, count)
  SELECT tenant_id, created_at, 'record.filed', form_id, 1 FROM filed`;

async function load(db: Database, tenantId: string, forms: Form[]): Promise<number> {
  const [admin] = await asCompany(db, tenantId, (tx) =>
    tx.query<{ id: string }>('SELECT id FROM users WHERE user_name = $1', [DEMO.userName]),
  );
  const started = performance.now();
  for (let first = 1; first <= RECORDS; first += RECORDS_PER_INSERT) {
    const last = Math.min(first + RECORDS_PER_INSERT - 1, RECORDS);
    await asCompany(db, tenantId, (tx) =>
      tx.query(LOAD, [
        tenantId,
        forms.map((form) => form.id),
        admin?.id,
        first,
        last,
        YEAR_SECONDS / RECORDS,
      ]),
    );
  }
  return performance.now() - started;
}

/** Waits until the app's job runner has folded every delta; answers how long that took. */
async function folded(db: Database, tenantId: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const [left] = await asCompany(db, tenantId, (tx) =>
      tx.query<{ count: string }>('SELECT count(*) AS count FROM metric_deltas'),
    );
    if (Number(left?.count) === 0) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type Result = { lines: Line[]; loadMs: number; foldMs: number; filing: number; range: number[] };

/** Filing with its rollup row, and with the row's insert made nothing, in alternating rounds. */
async function filingRounds(db: Database, target: Target, settings: Settings) {
  const rounds: { counted: Figures; uncounted: Figures }[] = [];
  for (let round = 0; round < settings.pairRounds; round += 1) {
    const counted = await measure(target, settings, postOnce);
    await db.query('CREATE RULE bench_no_metrics AS ON INSERT TO metric_deltas DO INSTEAD NOTHING');
    try {
      const uncounted = await measure(
        { ...target, route: 'app: filing, rollup row not written' },
        settings,
        postOnce,
      );
      rounds.push({ counted, uncounted });
    } finally {
      await db.query('DROP RULE bench_no_metrics ON metric_deltas');
    }
  }
  const ranked = rounds
    .map((round) => ({ ...round, ratio: ratio(round.counted, round.uncounted) }))
    .sort((a, b) => a.ratio - b.ratio);
  const median = ranked[Math.floor(ranked.length / 2)] as (typeof ranked)[number];
  return { median, range: ranked.map((round) => round.ratio) };
}

async function benchmark(store: Store, settings: Settings): Promise<Result> {
  const app = await startCustodia(store, { METRICS_FOLD_SECONDS: '1' });
  const db = await store.open();
  try {
    const token = await logIn(app.url);
    const design = designer(app.url, token);
    const forms: Form[] = [];
    for (let index = 0; index < FORM_COUNT; index += 1) forms.push(await designForm(design, index));
    const tenantId = await demoCompanyId(db);
    const loadMs = await load(db, tenantId, forms);
    const foldMs = await folded(db, tenantId);
    await db.query('ANALYZE records');
    await db.query('ANALYZE metric_days');
    const year = new Date().getFullYear();
    const headers = { authorization: `Bearer ${token}` };
    const appRoute = (route: string, path: string): Target => ({
      route,
      url: `${app.url}${API}${path}`,
      headers,
    });
    const bare = await startBareServer(store, tenantId);
    const lines: Line[] = [];
    try {
      const pairs = [
        {
          app: appRoute('app: /metrics/ (rollups)', `/metrics/?year=${year}`),
          live: `${bare.url}/metrics/live/months?year=${year}`,
        },
        {
          app: appRoute('app: /metrics/forms/ (rollups)', `/metrics/forms/?year=${year}`),
          live: `${bare.url}/metrics/live/forms?year=${year}`,
        },
        {
          app: appRoute('app: /metrics/years/ (rollups)', '/metrics/years/'),
          live: `${bare.url}/metrics/live-years`,
        },
      ];
      for (const pair of pairs) {
        lines.push(
          ...(await measureAgainst(
            {
              label: 'live GROUP BY',
              bare: { route: `bare: live GROUP BY ${new URL(pair.live).pathname}`, url: pair.live },
              routes: [pair.app],
            },
            { ...settings, connections: READERS },
          )),
        );
      }
    } finally {
      await bare.stop();
    }
    const filing = await filingRounds(
      db,
      filingTarget(
        `app: filing over ${FORM_COUNT} forms, rollup row written`,
        app.url,
        token,
        forms,
      ),
      settings,
    );
    lines.push(
      {
        figures: filing.median.counted,
        versus: { label: 'without', figures: filing.median.uncounted },
      },
      { figures: filing.median.uncounted },
    );
    return { lines, loadMs, foldMs, filing: filing.median.ratio, range: filing.range };
  } finally {
    await db.close();
    await app.stop();
  }
}

const settings = readSettings();
console.log(
  `Metrics over ${RECORDS.toLocaleString('en')} records in ${FORM_COUNT} forms over a year: ` +
    `${settings.seconds} s measured per route after 1 s warm-up, ${READERS} connections reading ` +
    `the screens and ${settings.connections} filing, ${settings.pairRounds} alternating rounds ` +
    'per pair (the median round shown).',
);
for await (const store of stores()) {
  if (store.kind !== 'PostgreSQL') break;
  const result = await benchmark(store, settings);
  printTable(store.kind, result.lines);
  const figures = result.lines.filter((line) => line.versus?.label === 'live GROUP BY');
  console.log(
    `\n${RECORDS.toLocaleString('en')} records and their deltas loaded in ` +
      `${(result.loadMs / 1000).toFixed(1)} s, folded by the job runner in ` +
      `${(result.foldMs / 1000).toFixed(1)} s.\n` +
      figures
        .map(
          ({ figures: app, versus }) =>
            `${app.route}: p95 ${app.p95.toFixed(0)} ms, ` +
            `${ratio(app, versus?.figures as Figures).toFixed(1)}× the live GROUP BY's rate ` +
            `(its p95 ${versus?.figures.p95.toFixed(0)} ms)`,
        )
        .join('\n') +
      `\nfiling with the rollup row: ${result.filing.toFixed(2)}× without it ` +
      `(rounds ${result.range.map((value) => value.toFixed(2)).join(', ')})`,
  );
}
