import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** The years the metrics may be asked about: the product's and a wide margin after. */
const MetricsYear = z.coerce.number().int().min(2000).max(2100);

export const MetricsQuery = z.object({ year: MetricsYear.optional() });
export type MetricsQuery = z.input<typeof MetricsQuery>;

/** The tables the metrics screens show, each of which downloads as a spreadsheet. */
export const metricsTables = ['months', 'forms', 'years', 'steps', 'people', 'pqrs'] as const;
export const MetricsTable = z.enum(metricsTables);
export type MetricsTable = z.infer<typeof MetricsTable>;

export const MetricsExportQuery = MetricsQuery.extend({ table: MetricsTable });
export type MetricsExportQuery = z.input<typeof MetricsExportQuery>;

/**
 * When the figures were last brought up to date from the changes behind them (ISO UTC), null
 * before the first time: every figure is as of then.
 */
const FoldedAt = z.string().nullable();

const Count = z.number().int();

/** One month of a year (1–12) in the company's time zone. */
export const MetricsMonthDto = z.object({
  month: z.number().int().min(1).max(12),
  records: Count,
  cancelled: Count,
  files: Count,
  /** Bytes of the files added in the month (their first versions). */
  file_bytes: Count,
  processes_started: Count,
  processes_completed: Count,
});
export type MetricsMonthDto = z.infer<typeof MetricsMonthDto>;

/** Tasks of one step completed on time and late, and their median duration in business time. */
export const MetricsStepDto = z.object({
  workflow_id: z.string(),
  workflow_name: z.string(),
  step_id: z.string(),
  step_name: z.string(),
  on_time: Count,
  late: Count,
  /** Approximate (within about 10%): durations are kept in buckets. */
  median_seconds: Count,
});
export type MetricsStepDto = z.infer<typeof MetricsStepDto>;

export const MetricsPersonDto = MetricsStepDto.omit({ median_seconds: true }).extend({
  user_id: z.string(),
  user_name: z.string(),
});
export type MetricsPersonDto = z.infer<typeof MetricsPersonDto>;

/**
 * The PQRS of one type received in one month (issue 47 §4), in the company's time zone: how many,
 * how many of them were answered within their legal due date and how many after it, and the
 * business days their answers took on average (null while none was answered).
 */
export const MetricsPqrsDto = z.object({
  month: z.number().int().min(1).max(12),
  type_id: z.string(),
  type_name: z.string(),
  received: Count,
  answered_in_time: Count,
  answered_late: Count,
  average_days: z.number().nullable(),
});
export type MetricsPqrsDto = z.infer<typeof MetricsPqrsDto>;

/** The metrics screen: storage as of now, and a year's activity month by month and by step. */
export const MetricsDto = z.object({
  folded_at: FoldedAt,
  year: z.number().int(),
  storage: z.object({
    /** Bytes of the company's files and their versions, the trash apart. */
    bytes: Count,
    trash_bytes: Count,
    /** The last nightly check of these figures against the stored files, and what it corrected. */
    checked_at: z.string().nullable(),
    corrected_bytes: Count,
  }),
  months: z.array(MetricsMonthDto),
  steps: z.array(MetricsStepDto),
  people: z.array(MetricsPersonDto),
  /** Month by month, each type's in the order the company lists them; months without any left out. */
  pqrs: z.array(MetricsPqrsDto),
});
export type MetricsDto = z.infer<typeof MetricsDto>;

export const MetricsFormDto = z.object({
  form_id: z.string(),
  form_name: z.string(),
  records: Count,
  cancelled: Count,
});
export type MetricsFormDto = z.infer<typeof MetricsFormDto>;

/** Spec §2 /metrics/recordListbyForm: a year's records per form. */
export const MetricsFormsDto = z.object({
  folded_at: FoldedAt,
  year: z.number().int(),
  forms: z.array(MetricsFormDto),
});
export type MetricsFormsDto = z.infer<typeof MetricsFormsDto>;

export const MetricsYearDto = z.object({
  year: z.number().int(),
  records: Count,
  cancelled: Count,
});
export type MetricsYearDto = z.infer<typeof MetricsYearDto>;

/** Spec §2 /metrics/recordListByYear: records per year, every year with filings. */
export const MetricsYearsDto = z.object({ folded_at: FoldedAt, years: z.array(MetricsYearDto) });
export type MetricsYearsDto = z.infer<typeof MetricsYearsDto>;

const tag = 'metrics';
const access = { action: 'metrics.read' } as const;

/** Metrics (issue 34 point 1): configuration permission 7, and admins. */
export const metricsApi = {
  overview: endpoint({
    method: 'GET',
    path: '/metrics/',
    tag,
    query: MetricsQuery,
    status: 200,
    response: MetricsDto,
    access,
  }),
  forms: endpoint({
    method: 'GET',
    path: '/metrics/forms/',
    tag,
    query: MetricsQuery,
    status: 200,
    response: MetricsFormsDto,
    access,
  }),
  years: endpoint({
    method: 'GET',
    path: '/metrics/years/',
    tag,
    status: 200,
    response: MetricsYearsDto,
    access,
  }),
  /** One of the screens' tables as a spreadsheet, in the reader's language. */
  export: endpoint({
    method: 'GET',
    path: '/metrics/export.xlsx',
    tag,
    query: MetricsExportQuery,
    status: 200,
    response: 'binary',
    access,
  }),
} as const;
