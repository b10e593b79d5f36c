import type {
  AcceptedDto,
  Paged,
  PageQuery,
  RecordExpedientDto,
  RecordExpedientInput,
  RelatedRecordDto,
} from '@custodia/contracts';
import { findRecordOfFiles, recordSubjectOf, relocateFile } from '../files/index.ts';
import { ensureNotHeld } from '../holds/index.ts';
import { recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Work } from '../platform/work.ts';
import { abilities, authorize } from '../policies.ts';
import { recordAbilities } from '../records/index.ts';
import { findNode } from '../trd/index.ts';
import * as repo from './expedient-records.repo.ts';
import { findExpedient } from './expedients.repo.ts';

const label = (expedient: { number: string; name: string }) =>
  `${expedient.number}-${expedient.name}`;

/**
 * The record of the path, locked against a cancellation while it is placed (30040 if none). A
 * record a legal hold covers stays where it is, and so do its files (82000).
 */
async function recordToPlace(work: Work, id: string) {
  const record = found(await findRecordOfFiles(work, id, true), 'recordNotFound');
  await ensureNotHeld(work, { records: [record.id] });
  return record;
}

/**
 * Writes the record's placing in or out of an expedient on the record, so its traceability
 * tells it next to the moves of its files.
 */
function auditPlacement(
  { tx, actor }: Work,
  record: { id: string; number: string },
  action: 'record_link' | 'record_unlink',
  expedient: { from: string | null; to: string | null },
) {
  return recordAudit(tx, auditActorOf(actor), {
    module: 'expedients',
    action,
    entityType: 'record',
    entityId: record.id,
    entityName: record.number,
    changes: { expedient },
  });
}

/**
 * Spec §6 set expedient path (decision 55): the record goes into an open expedient, and its files
 * that lie in no expedient go with it, each move written on the record. A record sits in one
 * expedient at most: placing it again where it is changes nothing; elsewhere is 20068.
 */
export async function setExpedientPath(
  work: Work,
  recordId: string,
  input: RecordExpedientInput,
): Promise<RecordExpedientDto> {
  const { tx, actor, tenantId } = work;
  const record = await recordToPlace(work, recordId);
  authorize(actor, 'filedRecord.setExpedientPath', recordSubjectOf(record));
  const expedient = found(
    await findExpedient(tx, tenantId, input.expedient_uuid, true),
    'expedientNotFound',
  );
  authorize(actor, 'expedient.relateRecords', expedient);
  const answer = {
    id: expedient.id,
    number: expedient.number,
    name: expedient.name,
    status: expedient.status,
    abilities: abilities(actor, 'expedient', expedient),
  };
  const current = await repo.recordPlacement(tx, tenantId, record.id);
  if (current?.id === expedient.id) return answer;
  if (current) {
    throw new AppError(
      'recordInAnotherExpedient',
      { expedient_uuid: 'errors.20068' },
      { expedient: label(current) },
    );
  }
  await repo.linkRecord(tx, tenantId, {
    expedientId: expedient.id,
    recordId: record.id,
    by: actor.userId,
  });
  await auditPlacement(work, record, 'record_link', { from: null, to: label(expedient) });
  const destination = { id: expedient.id, code: expedient.number, name: expedient.name };
  for (const file of await repo.filesOutsideExpedients(tx, tenantId, record.id)) {
    await relocateFile(work, { ...file, record }, file.node, destination);
  }
  return answer;
}

/**
 * Spec §6 remove expedient path (decision 55): the record leaves its open expedient, and its files
 * there go back where its form publishes, or out of the tree when the form has no path.
 */
export async function removeExpedientPath(work: Work, recordId: string): Promise<AcceptedDto> {
  const { tx, actor, tenantId } = work;
  const record = await recordToPlace(work, recordId);
  authorize(actor, 'filedRecord.removeExpedientPath', recordSubjectOf(record));
  const current = found(
    await repo.recordPlacement(tx, tenantId, record.id),
    'recordNotInExpedient',
  );
  const expedient = found(await findExpedient(tx, tenantId, current.id, true), 'expedientNotFound');
  authorize(actor, 'expedient.relateRecords', expedient);
  const publication = record.trd_path_id
    ? ((await findNode(work, record.trd_path_id)) ?? null)
    : null;
  for (const file of await repo.filesInExpedient(tx, tenantId, record.id, expedient.id)) {
    await relocateFile(work, { ...file, record }, file.node, publication);
  }
  await repo.unlinkRecord(tx, tenantId, record.id);
  await auditPlacement(work, record, 'record_unlink', { from: label(current), to: null });
  return { detail: 'ok' };
}

/** Spec §7 /trd/expedients/{id}/related-record/: the records placed in an expedient one reads. */
export async function relatedRecords(
  work: Work,
  expedientId: string,
  query: PageQuery,
): Promise<Paged<RelatedRecordDto>> {
  const { tx, actor, tenantId } = work;
  const expedient = found(await findExpedient(tx, tenantId, expedientId), 'expedientNotFound');
  authorize(actor, 'expedient.read', expedient);
  const result = await repo.relatedRecords(
    tx,
    tenantId,
    expedient.id,
    pageWindow(query.page, query.per_page),
  );
  return toPage(result, query.per_page, (row) => ({
    id: row.id,
    form_id: row.form_id,
    form_name: row.form_name,
    number: row.number,
    subject: row.subject,
    status: row.status,
    created_at: row.created_at.toISOString(),
    linked_at: row.linked_at.toISOString(),
    linked_by: row.linked_by,
    abilities: recordAbilities(actor, { id: row.form_id, status: row.form_status }, row),
  }));
}
