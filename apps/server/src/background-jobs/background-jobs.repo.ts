import type { Sql } from '../platform/db.ts';
import { type PageRows, selectPage, Where } from '../platform/sql.ts';

export type FailedJobRow = {
  id: string;
  kind: string;
  created_at: Date;
  failed_at: Date;
  attempts: number;
  last_error: string | null;
  /** A pending job of the same name and key was queued after it (a deadline moved). */
  replaced: boolean;
};

// The jobs table has no row-level security (the runner claims every company's jobs from one
// queue), so each statement here names the company itself.
const failedJobColumns = `id::text AS id, kind, created_at, failed_at, attempts, last_error,
  EXISTS (SELECT 1 FROM jobs pending
           WHERE pending.kind = jobs.kind AND pending.tenant_id = jobs.tenant_id
             AND pending.key = jobs.key AND pending.done_at IS NULL AND pending.failed_at IS NULL)
    AS replaced`;

/** The company's failed jobs, the latest failure first. */
export function listFailedJobs(
  tx: Sql,
  tenantId: string,
  window: { limit: number; offset: number },
): Promise<PageRows<FailedJobRow>> {
  return selectPage<FailedJobRow>(
    tx,
    {
      select: failedJobColumns,
      from: 'jobs',
      where: new Where('tenant_id = $1 AND failed_at IS NOT NULL', tenantId),
      orderBy: 'failed_at DESC, id DESC',
    },
    window,
  );
}

/** One failed job of the company's, locked until the transaction ends: two retries make one. */
export async function findFailedJob(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<FailedJobRow | undefined> {
  const [row] = await tx.query<FailedJobRow>(
    `SELECT ${failedJobColumns} FROM jobs
      WHERE tenant_id = $1 AND id = $2 AND failed_at IS NOT NULL
        FOR UPDATE`,
    [tenantId, id],
  );
  return row;
}

/** Makes a job due now, from its first attempt; its last error stays until it runs again. */
export async function makeDue(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query(
    `UPDATE jobs SET failed_at = NULL, attempts = 0, run_at = now(), locked_until = NULL
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
}
