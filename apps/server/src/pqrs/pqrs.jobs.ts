import type { AuditAction } from '@custodia/contracts';
import { z } from 'zod';
import { type AuditEventChanges, recordAudit } from '../platform/audit.ts';
import { tenantJob } from '../platform/jobs.ts';
import type { System, Work } from '../platform/work.ts';
import { legalClockChanged } from './notices.jobs.ts';
import * as repo from './pqrs.repo.ts';

/** Ley 1755 art. 17: a month without completing it, counted from the day it was asked. */
export function tacitWithdrawalAt(askedAt: Date): Date {
  const at = new Date(askedAt);
  at.setUTCMonth(at.getUTCMonth() + 1);
  return at;
}

/**
 * Desistimiento tácito: a PQRS whose petitioner did not complete it within a month of being asked
 * is withdrawn, said on its tracking page and audited. Their answer cancels the job; a job that
 * runs anyway (an answer committed as it was claimed) finds the PQRS running again and does nothing.
 */
export const tacitWithdrawalJob = tenantJob({
  name: 'pqrsTacitWithdrawal',
  payload: z.object({ record_id: z.string() }),
  async run(work, { record_id: recordId }) {
    const row = await repo.requestOfRecord(work.tx, work.tenantId, recordId, true);
    if (row?.state !== 'incomplete' || !row.paused_at) return;
    if (tacitWithdrawalAt(row.paused_at).getTime() > Date.now()) return;
    await markWithdrawn(work, row, 'tacit_withdrawal');
  },
});

/** What the petitioner did, or the law did for them: audited in no person's name. */
export function auditAsPetitioner(
  work: Work<System>,
  action: AuditAction<'pqrs'>,
  pqrs: { record_id: string; number: string },
  changes?: AuditEventChanges,
): Promise<void> {
  return recordAudit(
    work.tx,
    { tenantId: work.tenantId, userId: null, userName: null },
    {
      module: 'pqrs',
      action,
      entityType: 'record',
      entityId: pqrs.record_id,
      entityName: pqrs.number,
      changes,
    },
  );
}

/** Withdrawn by its petitioner, or by their silence: said on its tracking page, and audited. */
export async function markWithdrawn(
  work: Work<System>,
  pqrs: { record_id: string; number: string },
  how: 'withdrawal' | 'tacit_withdrawal',
): Promise<void> {
  await repo.setState(work.tx, work.tenantId, pqrs.record_id, 'withdrawn');
  await legalClockChanged(work, pqrs.record_id, null);
  await repo.insertMessage(work.tx, work.tenantId, {
    record_id: pqrs.record_id,
    kind: how,
    text: '',
    created_by: null,
  });
  await auditAsPetitioner(work, how === 'withdrawal' ? 'withdraw' : 'tacit_withdrawal', pqrs);
}
