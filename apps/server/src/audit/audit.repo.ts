import type { AuditRecord } from '../platform/audit.ts';
import type { Sql } from '../platform/db.ts';
import { selectPage, Where } from '../platform/sql.ts';

export type AuditRow = AuditRecord;

export type AuditFilter = {
  module?: string;
  action?: string;
  userId?: string;
  from?: Date;
  /** The period ends just before this instant. */
  before?: Date;
  /** Entries done by this user or done to this user. */
  aboutUserId?: string;
  limit: number;
  offset: number;
};

export function listAudit(
  tx: Sql,
  tenantId: string,
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; count: number }> {
  const where = new Where('tenant_id = $1', tenantId);
  if (filter.module) where.and('module = ?', filter.module);
  if (filter.action) where.and('action = ?', filter.action);
  if (filter.userId) where.and('user_id = ?', filter.userId);
  if (filter.from) where.and('at >= ?', filter.from);
  if (filter.before) where.and('at < ?', filter.before);
  if (filter.aboutUserId) {
    where.and(
      "(user_id = ? OR (entity_type = 'user' AND entity_id = ?::text))",
      filter.aboutUserId,
      filter.aboutUserId,
    );
  }
  return selectPage<AuditRow>(
    tx,
    {
      select:
        'seq, at, user_id, user_name, module, action, entity_type, entity_id, entity_name, changes',
      from: 'audit_logs',
      where,
      orderBy: 'seq DESC',
    },
    filter,
  );
}

/** An entry about one thing, with the name of the person who did it while they exist. */
export type EntityEntryRow = AuditRow & { user_full_name: string | null };

/**
 * Every entry about one entity, oldest first (the index on entity serves it): a thing's history
 * is short beside the log, so it is read whole.
 */
export function entityEntries(
  tx: Sql,
  tenantId: string,
  entityType: string,
  entityId: string,
): Promise<EntityEntryRow[]> {
  return tx.query<EntityEntryRow>(
    `SELECT a.seq, a.at, a.user_id, a.user_name, a.module, a.action, a.entity_type, a.entity_id,
            a.changes,
            CASE WHEN u.id IS NOT NULL THEN concat_ws(' ', u.first_name, u.last_name) END
              AS user_full_name
       FROM audit_logs a
       LEFT JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.user_id
      WHERE a.tenant_id = $1 AND a.entity_type = $2 AND a.entity_id = $3
      ORDER BY a.seq`,
    [tenantId, entityType, entityId],
  );
}
