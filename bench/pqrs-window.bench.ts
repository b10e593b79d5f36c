/**
 * The citizen window (issue 47, "Scale and speed"), measured from outside on PostgreSQL, the store
 * the targets are about (BENCH_STORES=pglite runs it on PGlite too, slowly: a million rows):
 * - public filings per second through the window, each with a proof of work solved beforehand,
 *   against the app's own authenticated filing in the same form, in alternating rounds (target
 *   ≥ 0.5×: the window makes and stores a receipt PDF and queues its mail besides);
 * - the tracking page's read among 1,000,000 PQRS of 10 companies, seeded in SQL (target p95
 *   < 50 ms);
 * - receipts read back: each is made at its first download and stored, never made again (the stored receipts
 *   are counted against the PQRS filed and the reads).
 * The window's rate limits would refuse a bench's thousands of calls within the hour: its server
 * raises them through RATE_LIMITS, as an installation would (docs/operations.md); and it sits
 * behind a proxy as far as it knows (TRUST_PROXY), each petitioner's call forwarded from an address
 * of its own, as the public's are.
 * Run with `npm run bench`; BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_PAIR_ROUNDS change the runs,
 * BENCH_PQRS the million.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import type {
  PqrsSettingsDto,
  WindowDto,
  WindowFilingInput,
  WindowReceiptDto,
} from '@custodia/contracts';
import type { Request } from 'autocannon';
import type { Database } from '../apps/server/src/platform/db.ts';
import { solved } from '../apps/server/test/window.ts';
import { designer, designForm, type Form } from './filing.ts';
import {
  API,
  asCompany,
  callAs,
  createCompanies,
  DEMO,
  demoCompanyId,
  describeSupplied,
  type Figures,
  type Line,
  measure,
  type Process,
  positiveIntegerFromEnv,
  ratio,
  runOnEachStore,
  type Settings,
  type Store,
  type Supply,
  session,
  shareOf,
  startCustodia,
  type Target,
} from './support.ts';

process.env.BENCH_STORES ??= 'postgresql';

const COMPANY_COUNT = 10;
/** BENCH_PQRS changes the million, for a quick look at the rest. */
const PQRS_PER_COMPANY = Math.ceil(positiveIntegerFromEnv('BENCH_PQRS', 1_000_000) / COMPANY_COUNT);
const PQRS_PER_INSERT = 25_000;
/** Tracked PQRS each connection goes round, drawn at random among the million. */
const TRACKED_SAMPLE = 5_000;
/** Receipts read back, each of a PQRS the window filed. */
const RECEIPTS_READ = 200;
/** Proofs solved ahead of a window round, beyond what the authenticated rate says it needs. */
const PROOF_MARGIN = 1.3;
const WARM_UP_AND_RUN_EXTRA_SECONDS = 1;
const UNLIMITED = 100_000_000;

/** Every count of the window's limits raised, for the bench's one address and its companies. */
const RATE_LIMITS = ['windowRead', 'windowFiling', 'windowTracking']
  .flatMap((name) => [`${name}.perAddress=${UNLIMITED}`, `${name}.perAccount=${UNLIMITED}`])
  .join(',');

type Company = {
  domain: string;
  tenantId: string;
  adminId: string;
  token: string;
  form: Form;
  typeIds: string[];
};

/** A company's window opened by its admin, who is also its receiver, on a form of its own. */
async function openWindow(
  app: Process,
  company: { domain: string; tenantId: string; userName: string },
): Promise<Company> {
  const admin = await session(app.url, company.userName);
  const form = await designForm(designer(app.url, admin.access), 0);
  const settings = await callAs<PqrsSettingsDto>(app, admin.access, 'PUT', '/pqrs/settings/', {
    window_open: true,
    intake_form_id: form.id,
    receiver_id: admin.user.id,
    policy_text: 'Tratamos sus datos personales según la Ley 1581 de 2012.',
    ask_characterisation: false,
  });
  return {
    domain: company.domain,
    tenantId: company.tenantId,
    adminId: admin.user.id,
    token: admin.access,
    form,
    typeIds: settings.types.map((type) => type.id),
  };
}

/** The tracking code seeded for PQRS `n` of company `index`: 12 characters of the code alphabet. */
const seededCode = (index: number, n: number) => `S${index}${String(n).padStart(10, '0')}`;
const seededNumber = (form: Form, n: number) =>
  `${form.number}-20250101-${String(n).padStart(6, '0')}`;

/**
 * Set-based inserts skip the window on purpose (a million filings would take hours): records of
 * the company's intake form, each with its PQRS a minute after the one before, a third of them
 * answered, one in ten with a message from the company, their tracking codes the bench's own.
 */
const INSERT_PQRS = `
  WITH made AS (
    INSERT INTO records (tenant_id, form_id, number, subject, support_type, document_date,
                         created_by, created_at, search_text)
    SELECT $1, $2, $3 || '-20250101-' || lpad(n::text, 6, '0'), 'Petición del público ' || n, 1,
           date '2025-01-01', $4, timestamptz '2025-01-01 08:00-05' + make_interval(mins => n),
           $3 || '-20250101-' || lpad(n::text, 6, '0')
      FROM generate_series($5::int, $6::int) AS n
    RETURNING id, number, created_at
  ), requested AS (
    INSERT INTO pqrs_requests (tenant_id, record_id, type_id, state, received_at, term_days, due_at,
                               text, petitioner, language, tracking_hash, challenge, receipt_key,
                               receipt_sha256, due_at_filing, answered_at, answered_in_time,
                               answer_days)
    SELECT $1, made.id, ($7::uuid[])[1 + n % cardinality($7::uuid[])],
           CASE WHEN n % 3 = 0 THEN 'answered' ELSE 'received' END, created_at, 15,
           created_at + interval '21 days',
           'Solicito información sobre el trámite número ' || n || ' radicado el año pasado.',
           NULL, 'es',
           encode(sha256(convert_to('S' || $8::text || lpad(n::text, 10, '0'), 'UTF8')), 'hex'),
           'seeded-' || n, 'seeded', '', created_at + interval '21 days',
           CASE WHEN n % 3 = 0 THEN created_at + interval '9 days' END,
           CASE WHEN n % 3 = 0 THEN n % 7 <> 0 END,
           CASE WHEN n % 3 = 0 THEN 7 END
      FROM made, LATERAL (SELECT split_part(made.number, '-', 3)::int AS n) AS seq
    RETURNING record_id, received_at, challenge
  )
  INSERT INTO pqrs_messages (tenant_id, id, record_id, kind, text, created_at)
  SELECT $1, gen_random_uuid(), record_id, 'extension',
         'Ampliamos el plazo de respuesta: necesitamos consultar el archivo central.',
         received_at + interval '10 days'
    FROM requested
   WHERE right(challenge, 1) = '0'`;

/**
 * Solves the window's challenges while `pending` runs (the database's work, on another core), one
 * at a time so its answer is taken as soon as it comes.
 */
async function solveWhile<T>(pending: Promise<T>, proofs: Proofs): Promise<T> {
  let done = false;
  const settled = pending.finally(() => {
    done = true;
  });
  while (!done && proofs.unsolved.length > 0) {
    proofs.solveOne();
    await yieldToIo();
  }
  return settled;
}

/** Challenges the window gave, and those solved: each filing spends one. */
type Proofs = {
  unsolved: WindowDto['challenge'][];
  solved: WindowFilingInput['proof'][];
  solveOne(): void;
};

function proofsOf(): Proofs {
  const proofs: Proofs = {
    unsolved: [],
    solved: [],
    solveOne() {
      const next = proofs.unsolved.pop();
      if (next) proofs.solved.push(solved(next.challenge, next.bits));
    },
  };
  return proofs;
}

/** Asks the window for `count` more challenges, as `count` petitioners' pages would. */
async function fetchChallenges(app: Process, domain: string, proofs: Proofs, count: number) {
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${app.url}${API}/window/${domain}/`);
    if (!response.ok) throw new Error(`window answered ${response.status}`);
    proofs.unsolved.push(((await response.json()) as WindowDto).challenge);
  }
}

/** Seeds each company's share of the million, solving challenges meanwhile. */
async function seedPqrs(db: Database, companies: Company[], proofs: Proofs): Promise<number> {
  const started = performance.now();
  for (const [index, company] of companies.entries()) {
    for (let first = 1; first <= PQRS_PER_COMPANY; first += PQRS_PER_INSERT) {
      const last = Math.min(first + PQRS_PER_INSERT - 1, PQRS_PER_COMPANY);
      await solveWhile(
        asCompany(db, company.tenantId, (tx) =>
          tx.query(INSERT_PQRS, [
            company.tenantId,
            company.form.id,
            String(company.form.number),
            company.adminId,
            first,
            last,
            company.typeIds,
            String(index),
          ]),
        ),
        proofs,
      );
    }
  }
  await solveWhile(db.query('ANALYZE records, pqrs_requests, pqrs_messages'), proofs);
  return performance.now() - started;
}

const json = { 'content-type': 'application/json' };

/**
 * The address of the `index`th petitioner, as the load balancer in front of the app forwards it
 * (TRUST_PROXY): the public comes from many addresses, and one address's rate-limit row, which
 * every call from it updates, would make the bench's calls wait for each other as theirs do not.
 */
const petitionerAddress = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** What a petitioner sends, with the next solved proof; a spent one once none is left. */
function windowFilingTarget(app: Process, company: Company, proofs: Proofs, filed: Tracked[]) {
  const path = `${API}/window/${company.domain}/pqrs/`;
  let sent = 0;
  const filing = (proof: WindowFilingInput['proof'], petitioner: number): Request => ({
    method: 'POST',
    path,
    headers: { ...json, 'x-forwarded-for': petitionerAddress(petitioner) },
    body: JSON.stringify({
      type_id: company.typeIds[0],
      subject: 'Solicitud de copia del contrato',
      text: 'Solicito copia del contrato firmado el año pasado con la empresa, y de sus anexos.',
      petitioner: {
        name: 'Ana María Pérez',
        document_type: 'CC',
        document_number: '52123456',
        email: 'ana.perez@example.com',
      },
      consent: true,
      language: 'es',
      proof,
    }),
  });
  const spent = filing({ challenge: 'spent', nonce: '0' }, 0);
  return {
    route: 'app: file a PQRS at the window',
    url: `${app.url}${path}`,
    headers: json,
    supply: {
      next: () => {
        const proof = proofs.solved.pop();
        sent += 1;
        return proof ? filing(proof, sent) : spent;
      },
      answered: (status, body) => {
        if (status !== 201) return;
        const receipt = JSON.parse(body) as WindowReceiptDto;
        filed.push({ number: receipt.number, code: receipt.tracking_code });
      },
      left: () => `${proofs.solved.length} proofs left`,
    } satisfies Supply,
  } satisfies Target;
}

/** The office's own filing in the same form, as its admin, from the same thread. */
function authenticatedFilingTarget(app: Process, company: Company): Target {
  const path = `${API}/form/forms/${company.form.id}/records/`;
  const filing: Request = {
    method: 'POST',
    path,
    body: JSON.stringify({
      subject: 'Solicitud de copia del contrato',
      support_type: 1,
      document_date: '2026-01-15',
      values: { [company.form.resumenId]: 'Copia del contrato y sus anexos' },
    }),
  };
  let count = 0;
  return {
    route: 'app: file a record, authenticated',
    url: `${app.url}${path}`,
    headers: { ...json, authorization: `Bearer ${company.token}` },
    supply: {
      next: () => filing,
      answered: (status) => {
        if (status === 201) count += 1;
      },
      left: () => `${count} filed`,
    },
  };
}

type Tracked = { number: string; code: string };

/** POSTs of a number and its code to one of the window's calls about a PQRS. */
function trackedTarget(
  route: string,
  app: Process,
  call: 'tracking' | 'receipt',
  tracked: (Tracked & { domain: string })[],
): Target {
  const requests = tracked.map(({ domain, number, code }, index) => ({
    method: 'POST' as const,
    path: `${API}/window/${domain}/${call}/`,
    headers: { ...json, 'x-forwarded-for': petitionerAddress(index) },
    body: JSON.stringify({ number, code }),
  }));
  return {
    route,
    url: `${app.url}${requests[0]?.path}`,
    method: 'POST',
    headers: json,
    body: requests[0]?.body ?? '',
    requests,
  };
}

/** One call before the load, so a refused one stops the bench; its rows: what it answered. */
async function describeTracked(target: Target): Promise<string> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: json,
    body: target.body ?? '',
  });
  if (!response.ok) {
    throw new Error(`${target.route} answered ${response.status}: ${await response.text()}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/pdf')) return 'PDF';
  const messages = ((await response.json()) as { messages: unknown[] }).messages.length;
  return `1 of ${(COMPANY_COUNT * PQRS_PER_COMPANY).toLocaleString('en')}, ${messages} message(s)`;
}

function randomTracked(companies: Company[]): (Tracked & { domain: string })[] {
  return Array.from({ length: TRACKED_SAMPLE }, () => {
    const index = Math.floor(Math.random() * companies.length);
    const company = companies[index] as Company;
    const n = 1 + Math.floor(Math.random() * PQRS_PER_COMPANY);
    return {
      domain: company.domain,
      number: seededNumber(company.form, n),
      code: seededCode(index, n),
    };
  });
}

/** Solves challenges until `count` are solved, asking the window for more when none is left. */
async function solveUpTo(app: Process, company: Company, proofs: Proofs, count: number) {
  const missing = count - proofs.solved.length - proofs.unsolved.length;
  if (missing > 0) await fetchChallenges(app, company.domain, proofs, missing);
  while (proofs.solved.length < count) {
    proofs.solveOne();
    // Each proof holds the thread a while: the sockets' events (a kept-alive connection the app
    // closed meanwhile) are read between them, so no request goes out on a closed one.
    await yieldToIo();
  }
}

/**
 * A describing call sent again once when its socket was closed under it: the load before it may
 * leave the bench's own kept-alive connection closed by the app without this thread seeing it.
 */
const retriedOnClosedSocket =
  (describe: (target: Target) => Promise<string>) => async (target: Target) => {
    try {
      return await describe(target);
    } catch (error) {
      if (!(error instanceof TypeError && error.message === 'fetch failed')) throw error;
      return describe(target);
    }
  };
const describeFiling = retriedOnClosedSocket(describeSupplied);

type Round = { authenticated: Figures; window: Figures };

/**
 * Alternating rounds of the office's filing and the window's: before each window round, as many
 * proofs as the office's rate of that round (which does less) could spend, and a margin.
 */
async function filingRounds(
  app: Process,
  company: Company,
  proofs: Proofs,
  filed: Tracked[],
  settings: Settings,
): Promise<{ median: Round; range: [number, number] }> {
  const rounds: Round[] = [];
  for (let round = 0; round < settings.pairRounds; round += 1) {
    const authenticated = await measure(
      authenticatedFilingTarget(app, company),
      settings,
      describeFiling,
    );
    const needed = Math.ceil(
      authenticated.requestsPerSecond *
        (settings.seconds + WARM_UP_AND_RUN_EXTRA_SECONDS) *
        PROOF_MARGIN,
    );
    await solveUpTo(app, company, proofs, needed + 1);
    const window = await measure(
      windowFilingTarget(app, company, proofs, filed),
      settings,
      describeFiling,
    );
    rounds.push({ authenticated, window });
  }
  const ranked = rounds
    .map((round) => ({ round, share: ratio(round.window, round.authenticated) }))
    .sort((a, b) => a.share - b.share);
  const median = ranked[Math.floor(ranked.length / 2)]?.round as Round;
  return { median, range: [ranked[0]?.share ?? 0, ranked.at(-1)?.share ?? 0] };
}

/** The receipts kept in the company's files, against the PQRS of the window's that keep one. */
async function countReceipts(store: Store, company: Company) {
  const folder = path.join(store.env.DATA_DIR as string, 'files', company.tenantId, 'pqrs');
  const stored = fs.existsSync(folder)
    ? fs.readdirSync(folder).filter((name) => name.endsWith('.pdf')).length
    : 0;
  const db = await store.open();
  try {
    const [row] = await asCompany(db, company.tenantId, (tx) =>
      tx.query<{ kept: number }>(
        "SELECT count(*)::int AS kept FROM pqrs_requests WHERE receipt_key <> 'seeded'",
      ),
    );
    return { stored, kept: row?.kept ?? 0 };
  } finally {
    await db.close();
  }
}

type Result = {
  filing: { median: Round; range: [number, number] };
  tracking: Figures;
  trackingAlone: Figures;
  receipts: Figures;
  stored: number;
  kept: number;
  read: number;
  seedMs: number;
  connections: number;
};

async function benchmark(store: Store, settings: Settings): Promise<Result> {
  const app = await startCustodia(store, { RATE_LIMITS, TRUST_PROXY: 'true' });
  try {
    const db = await store.open();
    const proofs = proofsOf();
    const filed: Tracked[] = [];
    let companies: Company[];
    let seedMs: number;
    try {
      const others = await createCompanies(store, COMPANY_COUNT - 1);
      companies = [
        await openWindow(app, {
          domain: DEMO.domain,
          tenantId: await demoCompanyId(db),
          userName: DEMO.userName,
        }),
      ];
      for (const other of others) {
        const domain = other.adminUserName.replace(/^admin@/, '');
        companies.push(
          await openWindow(app, {
            domain,
            tenantId: other.tenantId,
            userName: other.adminUserName,
          }),
        );
      }
      await fetchChallenges(app, DEMO.domain, proofs, 1_500);
      seedMs = await seedPqrs(db, companies, proofs);
    } finally {
      await db.close();
    }
    const demo = companies[0] as Company;
    const tracked = randomTracked(companies);
    const among = `among ${(COMPANY_COUNT * PQRS_PER_COMPANY).toLocaleString('en')}`;
    const tracking = await measure(
      trackedTarget(`app: track a PQRS ${among}`, app, 'tracking', tracked),
      settings,
      describeTracked,
    );
    // One person's read, without the queue the other connections make: what the data's size costs.
    const trackingAlone = await measure(
      trackedTarget(`app: track a PQRS ${among}, 1 connection`, app, 'tracking', tracked),
      { ...settings, connections: 1 },
      describeTracked,
    );
    const filing = await filingRounds(app, demo, proofs, filed, settings);
    const read = filed.slice(0, RECEIPTS_READ);
    const receipts = await measure(
      trackedTarget(
        'app: read a receipt',
        app,
        'receipt',
        read.map((one) => ({ ...one, domain: demo.domain })),
      ),
      settings,
      describeTracked,
    );
    const { stored, kept } = await countReceipts(store, demo);
    return {
      filing,
      tracking,
      trackingAlone,
      receipts,
      stored,
      kept,
      read: read.length,
      seedMs,
      connections: settings.connections,
    };
  } finally {
    await app.stop();
  }
}

await runOnEachStore(
  "The citizen window: public filing against the office's, tracking among a million PQRS, receipts",
  benchmark,
  (result) => {
    const { median, range } = result.filing;
    const versus = { label: 'authenticated', figures: median.authenticated, range };
    const reads = result.receipts.answers['200'] ?? 0;
    const lines: Line[] = [
      { figures: median.window, versus },
      { figures: median.authenticated },
      { figures: result.tracking },
      { figures: result.trackingAlone },
      { figures: result.receipts },
    ];
    return {
      lines,
      summary:
        `window filing ${shareOf(median.window, versus)} (target ≥ 0.5×); tracking p95 ` +
        `${result.tracking.p95.toFixed(0)} ms at ${result.connections} connections, ` +
        `${result.trackingAlone.p95.toFixed(0)} ms at 1, among ${(COMPANY_COUNT * PQRS_PER_COMPANY).toLocaleString('en')} ` +
        `PQRS of ${COMPANY_COUNT} companies (target < 50 ms), seeded in ${(result.seedMs / 1000).toFixed(0)} s; ` +
        `${result.stored} receipts stored and ${result.kept} kept by their PQRS after ` +
        `${reads.toLocaleString('en')} reads among the receipts of ${result.read} PQRS`,
    };
  },
);
