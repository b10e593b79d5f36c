import type { Sql } from './db.ts';

/**
 * The next of a company's running numbers (1 for a new scope). The row stays locked until the
 * transaction ends, so concurrent callers wait their turn and a rolled-back number is reused.
 */
export async function nextNumber(tx: Sql, tenantId: string, scope: string): Promise<number> {
  const [row] = await tx.query<{ last: string }>(
    `INSERT INTO counters (tenant_id, scope, last) VALUES ($1, $2, 1)
     ON CONFLICT (tenant_id, scope) DO UPDATE SET last = counters.last + 1
     RETURNING last`,
    [tenantId, scope],
  );
  return Number((row as { last: string }).last);
}
