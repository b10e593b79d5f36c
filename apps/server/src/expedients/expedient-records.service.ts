import type {
  AcceptedDto,
  Paged,
  PageQuery,
  RecordExpedientDto,
  RecordExpedientInput,
  RelatedRecordDto,
} from '@custodia/contracts';
import { recordSubjectOf } from '../files/files.present.ts';
import { findRecordOfFiles } from '../files/files.repo.ts';
import { relocateFile } from '../files/files.service.ts';
import { recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Services } from '../platform/services.ts';
import { abilities, authorize } from '../policies.ts';
import { recordAbilities } from '../records/records.present.ts';
import { findNode } from '../trd/trd.repo.ts';
import * as repo from './expedient-records.repo.ts';
import { findExpedient } from './expedients.repo.ts';

const label = (expedient: { number: string; name: string }) =>
  `${expedient.number}-${expedient.name}`;

/** The record of the path, locked against a cancellation while it is placed (30040 if none). */
async function recordToPlace(tx: Sql, actor: Actor, id: string) {
  return found(await findRecordOfFiles(tx, actor.tenantId, id, true), 'recordNotFound');
}

/**
 * Writes the record's placing in or out of an expedient on the record, so its traceability
 * tells it next to the moves of its files.
 */
function auditPlacement(
  tx: Sql,
  actor: Actor,
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
  services: Services,
  actor: Actor,
  recordId: string,
  input: RecordExpedientInput,
): Promise<RecordExpedientDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const record = await recordToPlace(tx, actor, recordId);
    authorize(actor, 'filedRecord.setExpedientPath', recordSubjectOf(record));
    const expedient = found(
      await findExpedient(tx, actor.tenantId, input.expedient_uuid, true),
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
    const current = await repo.recordPlacement(tx, actor.tenantId, record.id);
    if (current?.id === expedient.id) return answer;
    if (current) {
      throw new AppError(
        'recordInAnotherExpedient',
        { expedient_uuid: 'errors.20068' },
        { expedient: label(current) },
      );
    }
    await repo.linkRecord(tx, actor.tenantId, {
      expedientId: expedient.id,
      recordId: record.id,
      by: actor.userId,
    });
    await auditPlacement(tx, actor, record, 'record_link', { from: null, to: label(expedient) });
    const destination = { id: expedient.id, code: expedient.number, name: expedient.name };
    for (const file of await repo.filesOutsideExpedients(tx, actor.tenantId, record.id)) {
      await relocateFile(tx, actor, { ...file, record }, file.node, destination);
    }
    return answer;
  });
}

/**
 * Spec §6 remove expedient path (decision 55): the record leaves its open expedient, and its files
 * there go back where its form publishes, or out of the tree when the form has no path.
 */
export async function removeExpedientPath(
  services: Services,
  actor: Actor,
  recordId: string,
): Promise<AcceptedDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const record = await recordToPlace(tx, actor, recordId);
    authorize(actor, 'filedRecord.removeExpedientPath', recordSubjectOf(record));
    const current = found(
      await repo.recordPlacement(tx, actor.tenantId, record.id),
      'recordNotInExpedient',
    );
    const expedient = found(
      await findExpedient(tx, actor.tenantId, current.id, true),
      'expedientNotFound',
    );
    authorize(actor, 'expedient.relateRecords', expedient);
    const publication = record.trd_path_id
      ? ((await findNode(tx, actor.tenantId, record.trd_path_id)) ?? null)
      : null;
    for (const file of await repo.filesInExpedient(tx, actor.tenantId, record.id, expedient.id)) {
      await relocateFile(tx, actor, { ...file, record }, file.node, publication);
    }
    await repo.unlinkRecord(tx, actor.tenantId, record.id);
    await auditPlacement(tx, actor, record, 'record_unlink', { from: label(current), to: null });
    return { detail: 'ok' };
  });
}

/** Spec §7 /trd/expedients/{id}/related-record/: the records placed in an expedient one reads. */
export async function relatedRecords(
  services: Services,
  actor: Actor,
  expedientId: string,
  query: PageQuery,
): Promise<Paged<RelatedRecordDto>> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const expedient = found(
      await findExpedient(tx, actor.tenantId, expedientId),
      'expedientNotFound',
    );
    authorize(actor, 'expedient.read', expedient);
    const result = await repo.relatedRecords(
      tx,
      actor.tenantId,
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
  });
}
