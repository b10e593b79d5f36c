import { z } from 'zod';
import { IdParams, Uuid } from './common-schemas.ts';
import { endpoint } from './endpoint.ts';
import { PageQuery, paged } from './paging.ts';
import { RecordFilterInput } from './record-filters.ts';
import { TimeZoneName } from './time-zones.ts';

/** Spec §4 export states. */
export const ExportStatus = { inProgress: 1, finished: 2, failed: 3 } as const;
export const ExportStatusValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ExportStatusValue = z.infer<typeof ExportStatusValue>;

/** Spec §7 `?time_zone=`: the filing times are written in the caller's time zone. */
export const ExportRecordsQuery = z.object({ time_zone: TimeZoneName.optional() });

/** One export of a form's records, as its history shows it. */
export const ExportDto = z.object({
  id: z.string(),
  form: z.object({ id: z.string(), name: z.string() }),
  status: ExportStatusValue,
  /** How many records it holds, and how many are written so far (the progress bar). */
  record_count: z.number().int(),
  rows_written: z.number().int(),
  size: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** When its file is deleted (7 days after it was made); past it, it can no longer be downloaded. */
  expires_at: z.string().nullable(),
  expired: z.boolean(),
});
export type ExportDto = z.infer<typeof ExportDto>;

/** A form whose records the actor may export. */
export const ExportableFormDto = z.object({ id: Uuid, name: z.string() });
export type ExportableFormDto = z.infer<typeof ExportableFormDto>;

const tag = 'exports';

export const exportsApi = {
  /**
   * Spec §7 POST /exports/forms/{id}/records/?time_zone=: queued, built by the job runner. The
   * body is the filter of the person's list (as the records search-filter takes it): the export
   * holds exactly the records that list shows; without one, every record the person may read.
   */
  create: endpoint({
    method: 'POST',
    path: '/exports/forms/:id/records/',
    tag,
    params: IdParams,
    query: ExportRecordsQuery,
    body: RecordFilterInput.nullish(),
    status: 202,
    response: ExportDto,
    access: { action: 'recordExport.read' },
  }),
  /** Spec §7 GET /exports/forms/records/: the actor's exports, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/exports/forms/records/',
    tag,
    query: PageQuery,
    status: 200,
    response: paged(ExportDto),
    access: { action: 'recordExport.read' },
  }),
  forms: endpoint({
    method: 'GET',
    path: '/exports/forms/',
    tag,
    status: 200,
    response: z.array(ExportableFormDto),
    access: { action: 'recordExport.read' },
  }),
  download: endpoint({
    method: 'GET',
    path: '/exports/:id/file/',
    tag,
    params: IdParams,
    status: 200,
    response: 'binary',
    access: { action: 'recordExport.read' },
  }),
};
