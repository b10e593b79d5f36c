import { limits } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

/**
 * Counts a wrong password for a login name, held or not, and answers the consecutive failures
 * within a day of each other: what a wrong password is told depends on this count alone.
 */
export async function countFailureOfName(tx: Sql, userName: string): Promise<number> {
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

/** The right password ends a run of failures, whatever the account's state. */
export async function forgetFailuresOfName(tx: Sql, userName: string): Promise<void> {
  await tx.query('DELETE FROM login_failures WHERE user_name = $1', [userName]);
}
