import type { AuditRecord } from '../platform/audit.ts';
import type { Sql } from '../platform/db.ts';

export type AuditRow = AuditRecord;

export type AuditFilter = {
  module?: string;
  action?: string;
  userId?: string;
  from?: Date;
  to?: Date;
  /** Entries done by this user or done to this user. */
  aboutUserId?: string;
  limit: number;
  offset: number;
};

export async function listAudit(
  tx: Sql,
  tenantId: string,
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; count: number }> {
  const where = ['tenant_id = $1'];
  const params: unknown[] = [tenantId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (filter.module) add('module = ?', filter.module);
  if (filter.action) add('action = ?', filter.action);
  if (filter.userId) add('user_id = ?', filter.userId);
  if (filter.from) add('at >= ?', filter.from);
  if (filter.to) add('at <= ?', filter.to);
  if (filter.aboutUserId) {
    add("(user_id = ? OR (entity_type = 'user' AND entity_id = ?::text))", filter.aboutUserId);
  }
  const condition = where.join(' AND ');
  const [{ count } = { count: '0' }] = await tx.query<{ count: string }>(
    `SELECT count(*) FROM audit_logs WHERE ${condition}`,
    params,
  );
  const rows = await tx.query<AuditRow>(
    `SELECT seq, at, user_id, user_name, module, action, entity_type, entity_id, changes
       FROM audit_logs WHERE ${condition}
      ORDER BY seq DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.limit, filter.offset],
  );
  return { rows, count: Number(count) };
}
