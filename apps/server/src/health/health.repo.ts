import type { Sql } from '../platform/db.ts';

/** Fails unless the database answers a statement. */
export async function pingDatabase(tx: Sql): Promise<void> {
  await tx.query('SELECT 1');
}
