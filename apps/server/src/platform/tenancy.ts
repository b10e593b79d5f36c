import type { Database, Sql } from './db.ts';

/**
 * Runs work in one transaction as the application role with the company set, so row-level
 * security scopes every statement to that company, whatever the SQL says.
 */
export function inTenant<T>(
  db: Database,
  appRole: string,
  tenantId: string,
  work: (tx: Sql) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT set_config('role', $1, true), set_config('app.tenant_id', $2, true)", [
      appRole,
      tenantId,
    ]);
    return work(tx);
  });
}

/** Runs work as the application role with no company set: only system tables are visible. */
export function asApp<T>(db: Database, appRole: string, work: (tx: Sql) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT set_config('role', $1, true)", [appRole]);
    return work(tx);
  });
}

/** Switches an open transaction to another company (tenant creation sets up the new one). */
export async function enterTenant(tx: Sql, tenantId: string): Promise<void> {
  await tx.query("SELECT set_config('app.tenant_id', $1, true)", [tenantId]);
}
