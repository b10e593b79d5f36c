import type { AuditAction, AuditEntityType, AuditModule } from '@custodia/contracts';
import { type AuditEvent, type AuditEventChanges, recordAudit } from './audit.ts';
import { auditActorOf } from './auth.ts';
import type { Sql } from './db.ts';
import type { Work } from './work.ts';

/** An entity changed one audited step at a time: how a transaction reads it, and its answer. */
type AuditedEntity<M extends AuditModule, Row, Dto> = {
  module: M;
  type: AuditEntityType;
  id: string;
  read(tx: Sql): Promise<Row>;
  present(row: Row): Dto;
};

/** One step: what the audit log calls it, and the change made to the entity as read before it. */
type AuditedStep<M extends AuditModule, Row> = {
  audit: AuditAction<M>;
  apply(tx: Sql, before: Row): Promise<AuditEventChanges>;
};

/**
 * One change to an entity in one transaction: the entity read, the step applied to it, what the
 * step changed written to the audit log, and the entity answered as it is afterwards. Whether the
 * actor may take the step is the caller's to authorize first.
 */
export async function auditedChange<M extends AuditModule, Row, Dto>(
  work: Work,
  entity: AuditedEntity<M, Row, Dto>,
  step: AuditedStep<M, Row>,
): Promise<Dto> {
  const { tx } = work;
  const changes = await step.apply(tx, await entity.read(tx));
  // TypeScript does not tie a generic module to its own actions in the union of events.
  const event = { module: entity.module, action: step.audit } as AuditEvent;
  await recordAudit(tx, auditActorOf(work.actor), {
    ...event,
    entityType: entity.type,
    entityId: entity.id,
    changes,
  });
  return entity.present(await entity.read(tx));
}
