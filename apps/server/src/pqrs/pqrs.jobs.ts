import { z } from 'zod';
import { recordAudit } from '../platform/audit.ts';
import { tenantJob } from '../platform/jobs.ts';
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
  name: 'pqrs.tacit-withdrawal',
  payload: z.object({ record_id: z.string() }),
  async run(work, { record_id: recordId }) {
    const row = await repo.requestOfRecord(work.tx, work.tenantId, recordId, true);
    if (row?.state !== 'incomplete' || !row.paused_at) return;
    if (tacitWithdrawalAt(row.paused_at).getTime() > Date.now()) return;
    await repo.setState(work.tx, work.tenantId, recordId, 'withdrawn');
    await repo.insertMessage(work.tx, work.tenantId, {
      record_id: recordId,
      kind: 'tacit_withdrawal',
      text: '',
      created_by: null,
    });
    await recordAudit(
      work.tx,
      { tenantId: work.tenantId, userId: null, userName: null },
      {
        module: 'pqrs',
        action: 'tacit_withdrawal',
        entityType: 'record',
        entityId: recordId,
        entityName: row.number,
      },
    );
  },
});
