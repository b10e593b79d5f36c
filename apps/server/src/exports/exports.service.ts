import { PassThrough, type Readable } from 'node:stream';
import {
  type ExportableFormDto,
  type ExportDto,
  ExportStatus,
  fieldsByPurpose,
  formatDateTimeIn,
  type Language,
  limits,
  type Paged,
  type PageQuery,
  type RecordFilterInput,
  recordStatusLabels,
  supportLabels,
  translate,
} from '@custodia/contracts';
import { type FieldOfForm, fieldsOfForm } from '../forms/fields.service.ts';
import { existingFormWithFields, type FormOfRecords } from '../forms/forms.service.ts';
import { auditRef, recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Services } from '../platform/services.ts';
import { newObjectKey, StoredObjectMissing } from '../platform/storage.ts';
import { authorize } from '../policies.ts';
import { listedRecordIds } from '../records/record-lists.service.ts';
import { formsTheActorMay } from '../records/records.policy.ts';
import { readableDay, valueReader } from '../records/records.service.ts';
import { toExportDto } from './exports.present.ts';
import * as repo from './exports.repo.ts';
import { type SheetColumn, streamingSheet } from './exports.xlsx.ts';

/** Records read (and their lists' and lookups' names) per short transaction while writing. */
const CHUNK = 500;

/**
 * The records an export of the form takes: exactly those of the person's list with this filter
 * (decision 47), the list's own scope (who reads which records), criteria and full-text search,
 * read by the list's own statement; up to one more than an export may hold, so a larger list
 * is told apart. Taken when the export is asked, so the file holds the list as the person saw it.
 */
export function exportedRecords(
  tx: Sql,
  actor: Actor,
  form: FormOfRecords,
  filter: RecordFilterInput | null,
): Promise<string[]> {
  return listedRecordIds(tx, actor, form, filter, limits.exports.maxRecords + 1);
}

/**
 * Spec §7 POST /exports/forms/{id}/records/?time_zone=: queues an export of the records of the
 * person's filtered list (at most 2,000: 30105) for the job runner; a company has at most 3 in
 * progress (30106). Audit row "export" on the form.
 */
export async function requestExport(
  services: Services,
  actor: Actor,
  formId: string,
  options: { timeZone: string | undefined; language: Language; filter: RecordFilterInput | null },
): Promise<ExportDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const form = await existingFormWithFields(tx, actor, formId);
    authorize(actor, 'recordExport.create', form);
    await repo.lockCompanyExports(tx, actor.tenantId);
    if ((await repo.exportsInProgress(tx, actor.tenantId)) >= limits.exports.inProgress) {
      throw new AppError('exportsInProgress');
    }
    const records = await exportedRecords(tx, actor, form, options.filter);
    if (records.length > limits.exports.maxRecords) {
      throw new AppError('exportTooLarge', undefined, { max: limits.exports.maxRecords });
    }
    const count = records.length;
    const id = await repo.insertExport(tx, actor.tenantId, {
      form_id: form.id,
      requested_by: actor.userId,
      time_zone: options.timeZone ?? actor.timeZone,
      language: options.language,
      record_ids: records,
    });
    await enqueue(tx, 'exportRecords', { tenantId: actor.tenantId, exportId: id });
    await recordAudit(tx, auditActorOf(actor), {
      module: 'exports',
      action: 'create',
      entityType: 'form',
      entityId: form.id,
      entityName: form.name,
      changes: { form: auditRef('form', form.id, form.name), record_count: count },
    });
    return toExportDto(found(await repo.findExport(tx, actor.tenantId, id), 'exportNotFound'));
  });
}

/** Spec §7 GET /exports/forms/records/: the person's exports, newest first. */
export async function listExports(
  services: Services,
  actor: Actor,
  query: PageQuery,
): Promise<Paged<ExportDto>> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const page = await repo.exportsPage(
      tx,
      actor.tenantId,
      actor.userId,
      pageWindow(query.page, query.per_page),
    );
    return toPage(page, query.per_page, toExportDto);
  });
}

/** The forms whose records the person may export. */
export async function exportableForms(
  services: Services,
  actor: Actor,
): Promise<ExportableFormDto[]> {
  return services.inTenant(actor.tenantId, (tx) =>
    repo.exportableForms(tx, actor.tenantId, formsTheActorMay(actor, 'query')),
  );
}

/** A finished export's file, to the person who asked for it, for its 7 days. */
export async function exportFile(
  services: Services,
  actor: Actor,
  id: string,
): Promise<{ stream: Readable; name: string; size: number }> {
  const row = await services.inTenant(actor.tenantId, (tx) =>
    repo.findExport(tx, actor.tenantId, id),
  );
  const ready =
    row?.requested_by === actor.userId && row.status === ExportStatus.finished && !row.expired;
  if (!ready || !row.storage_key) throw new AppError('exportNotFound');
  const stream = await services.storage.get(row.storage_key).catch((error) => {
    throw error instanceof StoredObjectMissing ? new AppError('exportNotFound') : error;
  });
  const day = readableDay(row.created_at.toISOString().slice(0, 10)).replaceAll('/', '-');
  return { stream, name: `${row.form_name} ${day}.xlsx`, size: Number(row.size) };
}

/** The sheet's columns: the record's own data, then every field of the form in its order. */
function columnsOf(language: Language, fields: FieldOfForm[]): SheetColumn[] {
  const own = [
    ['exports.column.number', 18],
    ['exports.column.filedAt', 18],
    ['exports.column.filer', 24],
    ['exports.column.subject', 40],
    ['exports.column.supportType', 14],
    ['exports.column.status', 12],
    ['exports.column.documentDate', 14],
  ] as const;
  return [
    ...own.map(([key, width]) => ({ header: translate(language, key), width })),
    ...fields.map((field) => ({ header: field.label, width: 24 })),
  ];
}

/**
 * The job runner's export: reads the records a chunk at a time, writes each as a row with its
 * values as a person reads them (list items and looked-up records by name, days dd/MM/yyyy, the
 * filing time in the requested time zone) straight into storage, and keeps the progress current.
 * A failure leaves the export failed (3) and no file behind.
 */
export async function buildExport(
  services: Services,
  job: { tenantId: string; exportId: string },
): Promise<void> {
  const { tenantId } = job;
  const request = await services.inTenant(tenantId, (tx) =>
    repo.findExport(tx, tenantId, job.exportId),
  );
  if (request?.status !== ExportStatus.inProgress) return;
  const fields = fieldsByPurpose(
    await services.inTenant(tenantId, (tx) => fieldsOfForm(tx, tenantId, request.form_id)),
    'filter',
  );
  const { language } = request;
  const key = newObjectKey(`${tenantId}/exports`, 'xlsx');
  const output = new PassThrough();
  const stored = services.storage.put(key, output);
  // Awaited below; a store failing before then must not count as an unhandled rejection.
  stored.catch(() => undefined);
  try {
    const sheet = streamingSheet(
      output,
      translate(language, 'exports.sheet'),
      columnsOf(language, fields),
    );
    let after: { created_at: Date; id: string } | null = null;
    let written = 0;
    for (;;) {
      const chunk = await services.inTenant(tenantId, async (tx) => {
        const rows = await repo.recordChunk(tx, tenantId, request.id, after, CHUNK);
        const read = await valueReader(
          tx,
          tenantId,
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
            readableDay(row.document_date),
            ...fields.map((field) => {
              const value = read(field, row.field_values[field.id]);
              const dated = field.type_data === 'date' || field.type_data === 'datetime';
              return value && dated ? readableDay(value) : value;
            }),
          ]);
        }
        await repo.recordProgress(tx, tenantId, request.id, written + rows.length);
        return rows;
      });
      written += chunk.length;
      const last = chunk.at(-1);
      if (!last || chunk.length < CHUNK) break;
      after = { created_at: last.created_at, id: last.id };
    }
    await sheet.close();
    const { size } = await stored;
    await services.inTenant(tenantId, async (tx) => {
      const expiresAt = await repo.finishExport(tx, tenantId, request.id, { key, size });
      await enqueue(tx, 'expireExport', { tenantId, exportId: request.id }, expiresAt);
    });
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    await services.storage.delete(key);
    await services.inTenant(tenantId, (tx) => repo.failExport(tx, tenantId, request.id));
    throw error;
  }
}

/** Seven days after it was made, an export's file goes (spec §9); its row stays, expired. */
export async function expireExport(
  services: Services,
  job: { tenantId: string; exportId: string },
): Promise<void> {
  const row = await services.inTenant(job.tenantId, (tx) =>
    repo.findExport(tx, job.tenantId, job.exportId),
  );
  if (row?.expired && row.storage_key) await services.storage.delete(row.storage_key);
}
