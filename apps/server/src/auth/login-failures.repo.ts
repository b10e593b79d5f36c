import { limits } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

/**
 * Counts a failed login for a name no user holds and answers the consecutive failures within a
 * day of each other, so an invented name is refused like a real one from its third failure on.
 */
export async function countFailureOfUnknownName(tx: Sql, userName: string): Promise<number> {
  await tx.query(
    'DELETE FROM login_failures WHERE last_failure_at < now() - make_interval(hours => $1)',
    [limits.loginFailureMemoryHours],
  );
  const [row] = await tx.query<{ failures: number }>(
    `INSERT INTO login_failures (user_name, failures) VALUES ($1, 1)
     ON CONFLICT (user_name) DO UPDATE
       SET failures = login_failures.failures + 1, last_failure_at = now()
     RETURNING failures`,
    [userName],
  );
  return row?.failures ?? 1;
}
