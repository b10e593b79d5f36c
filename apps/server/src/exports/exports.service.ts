import { PassThrough, type Readable } from 'node:stream';
import {
  datePartsIn,
  defaultLanguage,
  type ExportableFormDto,
  type ExportDto,
  ExportStatus,
  fieldsByPurpose,
  formatDateTimeIn,
  formatDay,
  type Language,
  limits,
  type Paged,
  type PageQuery,
  type RecordFilterInput,
  recordStatusLabels,
  supportLabels,
  translate,
} from '@custodia/contracts';
import { z } from 'zod';
import {
  existingFormWithFields,
  type FieldOfForm,
  type FormOfRecords,
  fieldsOfForm,
  formsTheActorMay,
} from '../forms/index.ts';
import { auditRef, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue, tenantJob } from '../platform/jobs.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { type SheetColumn, streamingSheet } from '../platform/sheets.ts';
import { StoredObjectMissing } from '../platform/storage.ts';
import { inTenant, type Platform, type System, system, type Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { listedRecordIds, printedValue, valueReader } from '../records/index.ts';
import { toExportDto } from './exports.present.ts';
import * as repo from './exports.repo.ts';

/** Records read (and their lists' and lookups' names) per short transaction while writing. */
const CHUNK = 500;

/**
 * The records an export of the form takes: exactly those of the person's list with this filter
 * (decision 47), the list's own scope (who reads which records), criteria and full-text search,
 * read by the list's own statement; up to one more than an export may hold, so a larger list
 * is told apart. Taken when the export is asked, so the file holds the list as the person saw it.
 */
export function exportedRecords(
  work: Work,
  form: FormOfRecords,
  filter: RecordFilterInput | null,
): Promise<string[]> {
  return listedRecordIds(work, form, filter, limits.exports.maxRecords + 1);
}

/**
 * Spec §7 POST /exports/forms/{id}/records/?time_zone=: queues an export of the records of the
 * person's filtered list (at most 2,000: 30105) for the job runner, written in the person's
 * language; a company has at most 3 in progress (30106). Audit row "export" on the form.
 */
export async function requestExport(
  work: Work,
  formId: string,
  options: { timeZone: string | undefined; filter: RecordFilterInput | null },
): Promise<ExportDto> {
  const { tx, actor, tenantId } = work;
  const form = await existingFormWithFields(work, formId);
  authorize(actor, 'recordExport.create', form);
  await repo.lockCompanyExports(tx, tenantId);
  if ((await repo.exportsInProgress(tx, tenantId)) >= limits.exports.inProgress) {
    throw new AppError('exportsInProgress');
  }
  const records = await exportedRecords(work, form, options.filter);
  if (records.length > limits.exports.maxRecords) {
    throw new AppError('exportTooLarge', undefined, { max: limits.exports.maxRecords });
  }
  const count = records.length;
  const id = await repo.insertExport(tx, tenantId, {
    form_id: form.id,
    requested_by: actor.userId,
    time_zone: options.timeZone ?? actor.timeZone,
    language: work.language,
    record_ids: records,
  });
  await enqueue(work, exportRecordsJob, { exportId: id });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'exports',
    action: 'create',
    entityType: 'form',
    entityId: form.id,
    entityName: form.name,
    changes: { form: auditRef('form', form.id, form.name), record_count: count },
  });
  return toExportDto(found(await repo.findExport(tx, tenantId, id), 'exportNotFound'));
}

/** Spec §7 GET /exports/forms/records/: the person's exports, newest first. */
export async function listExports(work: Work, query: PageQuery): Promise<Paged<ExportDto>> {
  const page = await repo.exportsPage(
    work.tx,
    work.tenantId,
    work.actor.userId,
    pageWindow(query.page, query.per_page),
  );
  return toPage(page, query.per_page, toExportDto);
}

/** The forms whose records the person may export. */
export function exportableForms(work: Work): Promise<ExportableFormDto[]> {
  return repo.exportableForms(work.tx, work.tenantId, formsTheActorMay(work.actor, 'query'));
}

/** A finished export's file, to the person who asked for it, for its 7 days. */
export async function exportFile(
  work: Work,
  id: string,
): Promise<{ stream: Readable; name: string; size: number }> {
  const row = await repo.findExport(work.tx, work.tenantId, id);
  const ready =
    row?.requested_by === work.actor.userId && row.status === ExportStatus.finished && !row.expired;
  if (!ready || !row.storage_key) throw new AppError('exportNotFound');
  const stream = await work.platform.storage.get(row.storage_key).catch((error) => {
    throw error instanceof StoredObjectMissing ? new AppError('exportNotFound') : error;
  });
  const { day, month, year } = datePartsIn(row.created_at, row.time_zone);
  const asked = `${day}-${month}-${year}`;
  return { stream, name: `${row.form_name} ${asked}.xlsx`, size: Number(row.size) };
}

/**
 * The sheet's columns: the record's own data, then every field of the form in its order. The
 * filing time's heading names the zone it is written in (decision 79).
 */
function columnsOf(language: Language, fields: FieldOfForm[], timeZone: string): SheetColumn[] {
  const own = [
    ['exports.column.number', 18],
    ['exports.column.filedAt', 34],
    ['exports.column.filer', 24],
    ['exports.column.subject', 40],
    ['exports.column.supportType', 14],
    ['exports.column.status', 12],
    ['exports.column.documentDate', 14],
  ] as const;
  return [
    ...own.map(([key, width]) => ({ header: translate(language, key, { timeZone }), width })),
    ...fields.map((field) => ({ header: field.label, width: 24 })),
  ];
}

/** A transaction of its own in the export's company, as the job runner acts there. */
function inCompany<T>(
  platform: Platform,
  tenantId: string,
  language: Language,
  work: (work: Work<System>) => Promise<T>,
): Promise<T> {
  return inTenant(platform, { tenantId, actor: system, language }, work);
}

/**
 * Where an export's file is stored: named by the export, so a build that runs again (its job
 * retried after a crash or a lost commit) overwrites the file an earlier attempt left.
 */
const exportKey = (tenantId: string, exportId: string) => `${tenantId}/exports/${exportId}.xlsx`;

type BuiltExport = { key: string; size: number };

/**
 * Writes an export's file: reads the records a chunk at a time, each chunk in a short transaction
 * of its own, writes each as a row with its values as a person reads them (list items and
 * looked-up records by name, days dd/MM/yyyy, the filing time in the requested time zone)
 * straight into storage, and keeps the progress current. Null for an export no longer in progress
 * (an earlier attempt failed it). A failure leaves the export failed (3) and no file behind.
 */
async function buildExport(
  platform: Platform,
  tenantId: string,
  exportId: string,
): Promise<BuiltExport | null> {
  // Read before the export's own language is known; nothing is written in this one.
  const started = await inCompany(platform, tenantId, defaultLanguage, async (work) => {
    const request = await repo.findExport(work.tx, tenantId, exportId);
    if (request?.status !== ExportStatus.inProgress) return null;
    return {
      request,
      fields: fieldsByPurpose(await fieldsOfForm(work, request.form_id), 'filter'),
    };
  });
  if (!started) return null;
  const { request, fields } = started;
  const { language } = request;
  const key = exportKey(tenantId, request.id);
  const output = new PassThrough();
  const stored = platform.storage.put(key, output);
  // Awaited below; a store failing before then must not count as an unhandled rejection.
  stored.catch(() => undefined);
  try {
    const sheet = streamingSheet(
      output,
      translate(language, 'exports.sheet'),
      columnsOf(language, fields, request.time_zone),
    );
    let after: { created_at: Date; id: string } | null = null;
    let written = 0;
    for (;;) {
      const chunk = await inCompany(platform, tenantId, language, async (work) => {
        const rows = await repo.recordChunk(work.tx, tenantId, request.id, after, CHUNK);
        const read = await valueReader(
          work,
          fields,
          rows.map((row) => row.field_values),
        );
        for (const row of rows) {
          sheet.add([
            row.number,
            formatDateTimeIn(row.created_at, request.time_zone),
            row.user_name,
            row.subject,
            translate(language, supportLabels[row.support_type]),
            translate(language, recordStatusLabels[row.status]),
            formatDay(row.document_date),
            ...fields.map((field) => printedValue(read, field, row.field_values[field.id])),
          ]);
        }
        await repo.recordProgress(work.tx, tenantId, request.id, written + rows.length);
        return rows;
      });
      written += chunk.length;
      const last = chunk.at(-1);
      if (!last || chunk.length < CHUNK) break;
      after = { created_at: last.created_at, id: last.id };
    }
    await sheet.close();
    const { size } = await stored;
    return { key, size };
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    await platform.storage.delete(key);
    await inCompany(platform, tenantId, language, (work) =>
      repo.failExport(work.tx, tenantId, request.id),
    );
    throw error;
  }
}

/**
 * Seven days after it was made, an export's file goes (spec §9); its row stays, expired. The file
 * is deleted before the job is marked done, so a delete that fails is tried again; deleting it
 * twice is harmless, as removing an object that is gone is no error.
 */
export const expireExportJob = tenantJob({
  name: 'expireExport',
  payload: z.object({ exportId: z.uuid() }),
  async prepare(platform, { exportId }, tenantId) {
    const row = await inCompany(platform, tenantId, defaultLanguage, (work) =>
      repo.findExport(work.tx, tenantId, exportId),
    );
    if (row?.expired && row.storage_key) await platform.storage.delete(row.storage_key);
  },
  async run() {},
});

/**
 * The job runner's export (decision 47): its file is written in chunks before the job's
 * transaction (buildExport), which then marks the export finished and queues its expiry. A build
 * run again stores its file under the same key (exportKey), replacing what the attempt before
 * wrote.
 */
export const exportRecordsJob = tenantJob({
  name: 'exportRecords',
  payload: z.object({ exportId: z.uuid() }),
  prepare: (platform, { exportId }, tenantId) => buildExport(platform, tenantId, exportId),
  async run(work, { exportId }, built) {
    if (!built) return;
    const expiresAt = await repo.finishExport(work.tx, work.tenantId, exportId, built);
    await enqueue(work, expireExportJob, { exportId }, { runAt: expiresAt });
  },
});
