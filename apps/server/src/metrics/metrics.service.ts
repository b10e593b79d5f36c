import { PassThrough } from 'node:stream';
import {
  type MessageKey,
  type MetricsDto,
  type MetricsFormsDto,
  type MetricsMonthDto,
  type MetricsPqrsDto,
  type MetricsStepDto,
  type MetricsTable,
  type MetricsYearsDto,
  pqrsTypeName,
  translate,
} from '@custodia/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { streamingSheet } from '../platform/sheets.ts';
import { bytesOf } from '../platform/storage.ts';
import { asApp, type Doer, inTenant, type Platform, system, type Work } from '../platform/work.ts';
import * as repo from './metrics.repo.ts';

/**
 * A change a metric counts, as the feature making it says it: other features call `countMetrics`
 * with their work, so the change and its count commit or roll back together.
 */
export type MetricChange =
  | { kind: 'record.filed' | 'record.cancelled'; formId: string }
  /** A new file of a record with its first version. */
  | { kind: 'file.added'; bytes: number }
  /** A later version of a file: storage, not a file added. */
  | { kind: 'version.added'; bytes: number }
  /** A file's bytes, every version, moving into the trash, back out of it, or gone for good. */
  | { kind: 'file.trashed' | 'file.restored' | 'file.purged'; bytes: number }
  | { kind: 'process.started' | 'process.completed'; workflowId: string }
  | {
      kind: 'task.completed';
      workflowId: string;
      stepId: string;
      userId: string;
      late: boolean;
      /** Its business time from received to completed, on the company's calendar. */
      businessMs: number;
    };

/**
 * Durations are counted in buckets eight to a doubling (each about 9% wide), so a step's median
 * comes from a few dozen rows whatever its number of tasks.
 */
const BUCKETS_PER_DOUBLING = 8;

function durationBucket(seconds: number): number {
  return Math.floor(BUCKETS_PER_DOUBLING * Math.log2(1 + Math.max(0, seconds)));
}

/** The middle of a bucket, in seconds. */
function bucketSeconds(bucket: number): number {
  return Math.round(2 ** ((bucket + 0.5) / BUCKETS_PER_DOUBLING) - 1);
}

function deltasOf(change: MetricChange): repo.MetricDelta[] {
  switch (change.kind) {
    case 'record.filed':
    case 'record.cancelled':
      return [{ kind: change.kind, subject_id: change.formId, count: 1 }];
    case 'file.added':
      return [
        { kind: 'file.added', count: 1, amount: change.bytes },
        { kind: 'storage.live', amount: change.bytes },
      ];
    case 'version.added':
      return [{ kind: 'storage.live', amount: change.bytes }];
    case 'file.trashed':
    case 'file.restored': {
      const sign = change.kind === 'file.trashed' ? 1 : -1;
      return [
        { kind: 'storage.live', amount: -sign * change.bytes },
        { kind: 'storage.trash', amount: sign * change.bytes },
      ];
    }
    case 'file.purged':
      return [{ kind: 'storage.trash', amount: -change.bytes }];
    case 'process.started':
    case 'process.completed':
      return [{ kind: change.kind, subject_id: change.workflowId, count: 1 }];
    case 'task.completed': {
      const seconds = Math.round(change.businessMs / 1000);
      const step = { subject_id: change.workflowId, step_id: change.stepId };
      return [
        {
          kind: change.late ? 'task.late' : 'task.onTime',
          ...step,
          user_id: change.userId,
          count: 1,
          amount: seconds,
        },
        { kind: 'task.duration', ...step, bucket: durationBucket(seconds), count: 1 },
      ];
    }
  }
}

/** Counts changes in the caller's transaction: appended rows, which the folding job sums. */
export async function countMetrics(work: Work<Doer>, ...changes: MetricChange[]): Promise<void> {
  if (changes.length === 0) return;
  await repo.insertDeltas(work.tx, work.tenantId, changes.flatMap(deltasOf));
}

/** Deltas folded per transaction: a long backlog (the first fold after the upgrade) in pieces. */
const FOLD_BATCH = 10_000;

async function foldCompany(platform: Platform, tenantId: string, log?: FastifyBaseLogger) {
  const scope = { tenantId, actor: system, language: 'es' as const };
  for (;;) {
    const folded = await inTenant(platform, scope, async ({ tx }) => {
      await repo.lockFolding(tx, tenantId);
      const count = await repo.foldDeltas(tx, tenantId, FOLD_BATCH);
      await repo.markFolded(tx, tenantId);
      return count;
    });
    if (folded < FOLD_BATCH) break;
  }
  await inTenant(platform, scope, async ({ tx }) => {
    await repo.lockFolding(tx, tenantId);
    if (!(await repo.storageCheckDue(tx, tenantId))) return;
    const drift = await repo.storageDrift(tx, tenantId);
    const corrections: repo.MetricDelta[] = [];
    if (drift.live !== 0) corrections.push({ kind: 'storage.live', amount: drift.live });
    if (drift.trash !== 0) corrections.push({ kind: 'storage.trash', amount: drift.trash });
    if (corrections.length > 0) {
      // The figures are put right from the files themselves; a drift means a change that wrote
      // its bytes without counting them, which someone should look for.
      log?.warn({ tenantId, drift }, 'metrics: storage figures corrected from the stored files');
      await repo.insertDeltas(tx, tenantId, corrections);
    }
    await repo.markStorageChecked(tx, tenantId, Math.abs(drift.live) + Math.abs(drift.trash));
  });
}

/**
 * Folds every company's deltas into its daily rollups, and checks its storage figures against
 * the stored files once a day (a correction is itself a delta, folded at the next run).
 */
export async function foldMetrics(platform: Platform, log?: FastifyBaseLogger): Promise<void> {
  const tenants = await asApp(platform, 'es', ({ tx }) => repo.companyIds(tx));
  for (const { id } of tenants) await foldCompany(platform, id, log);
}

/** A year formatter per time zone: making one costs more than the figures' queries. */
const yearFormats = new Map<string, Intl.DateTimeFormat>();

function yearOf(work: Work, year: number | undefined): number {
  if (year !== undefined) return year;
  const zone = work.actor.timeZone;
  let format = yearFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', { timeZone: zone, year: 'numeric' });
    yearFormats.set(zone, format);
  }
  return Number(format.format(new Date()));
}

const daysOf = (year: number): repo.Days => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

async function foldedAt(work: Work) {
  const fold = await repo.foldOf(work.tx, work.tenantId);
  return { fold, folded_at: fold ? fold.folded_at.toISOString() : null };
}

function months(rows: repo.MonthRow[]): MetricsMonthDto[] {
  const empty = (month: number): MetricsMonthDto => ({
    month,
    records: 0,
    cancelled: 0,
    files: 0,
    file_bytes: 0,
    processes_started: 0,
    processes_completed: 0,
  });
  const table = Array.from({ length: 12 }, (_, index) => empty(index + 1));
  for (const row of rows) {
    const month = table[row.month - 1] as MetricsMonthDto;
    const count = Number(row.count);
    if (row.kind === 'record.filed') month.records = count;
    if (row.kind === 'record.cancelled') month.cancelled = count;
    if (row.kind === 'file.added') {
      month.files = count;
      month.file_bytes = Number(row.amount);
    }
    if (row.kind === 'process.started') month.processes_started = count;
    if (row.kind === 'process.completed') month.processes_completed = count;
  }
  return table;
}

/** Each step's median from its buckets: the bucket holding the middle task. */
function medians(rows: repo.DurationRow[]): Map<string, number> {
  const byStep = new Map<string, repo.DurationRow[]>();
  for (const row of rows) {
    const key = `${row.workflow_id}/${row.step_id}`;
    byStep.set(key, [...(byStep.get(key) ?? []), row]);
  }
  const found = new Map<string, number>();
  for (const [key, buckets] of byStep) {
    const total = buckets.reduce((sum, row) => sum + Number(row.count), 0);
    let seen = 0;
    for (const row of buckets) {
      seen += Number(row.count);
      if (seen * 2 >= total) {
        found.set(key, bucketSeconds(row.bucket));
        break;
      }
    }
  }
  return found;
}

function stepsOf(people: repo.PersonRow[], durations: repo.DurationRow[]): MetricsStepDto[] {
  const median = medians(durations);
  const steps = new Map<string, MetricsStepDto>();
  for (const row of people) {
    const key = `${row.workflow_id}/${row.step_id}`;
    const step = steps.get(key) ?? {
      workflow_id: row.workflow_id,
      workflow_name: row.workflow_name,
      step_id: row.step_id,
      step_name: row.step_name,
      on_time: 0,
      late: 0,
      median_seconds: median.get(key) ?? 0,
    };
    step.on_time += Number(row.on_time);
    step.late += Number(row.late);
    steps.set(key, step);
  }
  return [...steps.values()];
}

const monthKinds: repo.MetricKind[] = [
  'record.filed',
  'record.cancelled',
  'file.added',
  'process.started',
  'process.completed',
];

/** Spec §2 /metrics: storage as of the last fold, and a year's figures (the current one). */
/** The records ever filed in the forms given (all when null), for the dashboard's total. */
export function recordsFiled(work: Work, formIds: string[] | null): Promise<number> {
  return repo.recordsFiled(work.tx, work.tenantId, formIds);
}

/** A year's PQRS by month and type, their law types named in the reader's language. */
async function pqrsOf(work: Work, days: repo.Days): Promise<MetricsPqrsDto[]> {
  const rows = await repo.pqrsTotals(work.tx, work.tenantId, days, work.actor.timeZone);
  return rows.map((row) => ({
    month: row.month,
    type_id: row.type_id,
    type_name: pqrsTypeName(row, work.language),
    received: Number(row.received),
    answered_in_time: Number(row.answered_in_time),
    answered_late: Number(row.answered_late),
    average_days: row.average_days === null ? null : Math.round(Number(row.average_days) * 10) / 10,
  }));
}

export async function metricsOverview(work: Work, query: { year?: number }): Promise<MetricsDto> {
  const { tx, tenantId } = work;
  const year = yearOf(work, query.year);
  const days = daysOf(year);
  const { fold, folded_at } = await foldedAt(work);
  const storage = await repo.storageTotals(tx, tenantId);
  const people = await repo.taskTotals(tx, tenantId, days);
  return {
    folded_at,
    year,
    storage: {
      bytes: storage.live,
      trash_bytes: storage.trash,
      checked_at: fold?.storage_checked_at?.toISOString() ?? null,
      corrected_bytes: Number(fold?.storage_drift ?? 0),
    },
    months: months(await repo.monthTotals(tx, tenantId, monthKinds, days)),
    steps: stepsOf(people, await repo.taskDurations(tx, tenantId, days)),
    people: people.map((row) => ({
      ...row,
      on_time: Number(row.on_time),
      late: Number(row.late),
    })),
    pqrs: await pqrsOf(work, days),
  };
}

/** Spec §2 /metrics/recordListbyForm: a year's records per form, most filed first. */
export async function metricsByForm(
  work: Work,
  query: { year?: number },
): Promise<MetricsFormsDto> {
  const year = yearOf(work, query.year);
  const rows = await repo.formTotals(work.tx, work.tenantId, daysOf(year));
  return {
    folded_at: (await foldedAt(work)).folded_at,
    year,
    forms: rows.map((row) => ({
      ...row,
      records: Number(row.records),
      cancelled: Number(row.cancelled),
    })),
  };
}

/** Spec §2 /metrics/recordListByYear: records per year. */
export async function metricsByYear(work: Work): Promise<MetricsYearsDto> {
  const rows = await repo.yearTotals(work.tx, work.tenantId);
  return {
    folded_at: (await foldedAt(work)).folded_at,
    years: rows.map((row) => ({
      year: row.year,
      records: Number(row.records),
      cancelled: Number(row.cancelled),
    })),
  };
}

type Cell = string | number;

/** Business hours with one decimal, as the screen shows a median. */
const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

/** A table of the screens: its sheet name, its columns' headings and its rows. */
async function tableOf(
  work: Work,
  table: MetricsTable,
  year: number | undefined,
): Promise<{ title: MessageKey; columns: MessageKey[]; rows: Cell[][] }> {
  if (table === 'forms') {
    const { forms } = await metricsByForm(work, { year });
    return {
      title: 'metrics.byForm.title',
      columns: ['metrics.column.form', 'metrics.column.records', 'metrics.column.cancelled'],
      rows: forms.map((row) => [row.form_name, row.records, row.cancelled]),
    };
  }
  if (table === 'years') {
    const { years } = await metricsByYear(work);
    return {
      title: 'metrics.byYear.title',
      columns: ['metrics.column.year', 'metrics.column.records', 'metrics.column.cancelled'],
      rows: years.map((row) => [row.year, row.records, row.cancelled]),
    };
  }
  const overview = await metricsOverview(work, { year });
  if (table === 'months') {
    return {
      title: 'metrics.months.title',
      columns: [
        'metrics.column.month',
        'metrics.column.records',
        'metrics.column.cancelled',
        'metrics.column.files',
        'metrics.column.fileBytes',
        'metrics.column.processesStarted',
        'metrics.column.processesCompleted',
      ],
      rows: overview.months.map((row) => [
        `${overview.year}-${String(row.month).padStart(2, '0')}`,
        row.records,
        row.cancelled,
        row.files,
        row.file_bytes,
        row.processes_started,
        row.processes_completed,
      ]),
    };
  }
  if (table === 'steps') {
    return {
      title: 'metrics.steps.title',
      columns: [
        'metrics.column.workflow',
        'metrics.column.step',
        'metrics.column.onTime',
        'metrics.column.late',
        'metrics.column.medianHours',
      ],
      rows: overview.steps.map((row) => [
        row.workflow_name,
        row.step_name,
        row.on_time,
        row.late,
        hoursOf(row.median_seconds),
      ]),
    };
  }
  if (table === 'pqrs') {
    return {
      title: 'metrics.pqrs.title',
      columns: [
        'metrics.column.month',
        'metrics.column.pqrsType',
        'metrics.column.received',
        'metrics.column.answeredInTime',
        'metrics.column.answeredLate',
        'metrics.column.averageDays',
      ],
      rows: overview.pqrs.map((row) => [
        `${overview.year}-${String(row.month).padStart(2, '0')}`,
        row.type_name,
        row.received,
        row.answered_in_time,
        row.answered_late,
        row.average_days ?? '',
      ]),
    };
  }
  return {
    title: 'metrics.people.title',
    columns: [
      'metrics.column.workflow',
      'metrics.column.step',
      'metrics.column.person',
      'metrics.column.onTime',
      'metrics.column.late',
    ],
    rows: overview.people.map((row) => [
      row.workflow_name,
      row.step_name,
      row.user_name,
      row.on_time,
      row.late,
    ]),
  };
}

/** One of the screens' tables as a spreadsheet, headed in the reader's language. */
export async function metricsSheet(
  work: Work,
  query: { table: MetricsTable; year?: number },
): Promise<Buffer> {
  const t = (key: MessageKey) => translate(work.language, key);
  const table = await tableOf(work, query.table, query.year);
  const output = new PassThrough();
  const written = bytesOf(output);
  const sheet = streamingSheet(
    output,
    t(table.title),
    table.columns.map((column, index) => ({ header: t(column), width: index === 0 ? 32 : 16 })),
  );
  for (const row of table.rows) sheet.add(row);
  await sheet.close();
  return written;
}
