import type { auditVocabulary } from '@custodia/contracts';
import { type AuditEventChanges, auditRef, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import type { Doer, Work } from '../platform/work.ts';
import type { RequestRow } from './signatures.repo.ts';

type SignatureEvent = (typeof auditVocabulary)['signatures'][number];

/**
 * Writes one event of a request to the audit log (spec §3 "electronic signature request"): the
 * requester's acts in their name, a signer's and the job runner's in no user's.
 */
export async function auditSignature(
  work: Work<Doer>,
  action: SignatureEvent,
  request: RequestRow,
  changes: AuditEventChanges = {},
) {
  const actor = 'userId' in work.actor ? auditActorOf(work.actor) : null;
  await recordAudit(work.tx, actor ?? { tenantId: work.tenantId, userId: null, userName: null }, {
    module: 'signatures',
    action,
    entityType: 'signature_request',
    entityId: request.id,
    entityName: request.description,
    changes: {
      record: auditRef('record', request.record_id),
      attachment: auditRef('record_file', request.file_id),
      ...changes,
    },
  });
}
