import type { Sql } from './db.ts';

/**
 * The statement that takes the next of a company's running numbers (1 for a new scope), given the
 * SQL of its company and scope, so a caller may fold it into a larger statement. The counter row
 * stays locked until the transaction ends: concurrent callers wait their turn, and a rolled-back
 * number is reused.
 */
export function nextNumberStatement(tenantId: string, scope: string): string {
  return `INSERT INTO counters (tenant_id, scope, last) VALUES (${tenantId}, ${scope}, 1)
     ON CONFLICT (tenant_id, scope) DO UPDATE SET last = counters.last + 1
     RETURNING last`;
}

export async function nextNumber(tx: Sql, tenantId: string, scope: string): Promise<number> {
  const [row] = await tx.query<{ last: string }>(nextNumberStatement('$1', '$2'), [
    tenantId,
    scope,
  ]);
  return Number((row as { last: string }).last);
}
