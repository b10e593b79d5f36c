import {
  type AcceptedDto,
  type FailedJobDto,
  type Paged,
  type PageQuery,
  translate,
} from '@custodia/contracts';
import { recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { found } from '../platform/errors.ts';
import { wakeRunners } from '../platform/jobs.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { toFailedJobDto } from './background-jobs.present.ts';
import * as repo from './background-jobs.repo.ts';

export async function listFailedJobs(work: Work, query: PageQuery): Promise<Paged<FailedJobDto>> {
  const result = await repo.listFailedJobs(
    work.tx,
    work.tenantId,
    pageWindow(query.page, query.per_page),
  );
  return toPage(result, query.per_page, (row) => toFailedJobDto(row, work.actor));
}

/**
 * Makes a failed job due again from its first attempt. The runner of this process takes it once
 * this commits; the others find it at their next poll.
 */
export async function retryJob(work: Work, id: string): Promise<AcceptedDto> {
  const { tx, tenantId, actor } = work;
  const job = found(await repo.findFailedJob(tx, tenantId, id), 'failedJobNotFound');
  authorize(actor, 'backgroundJob.retry', job);
  await repo.makeDue(tx, tenantId, id);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'background_jobs',
    action: 'retry',
    entityType: 'background_job',
    entityId: id,
    // A job has no name of its own: its number names it, as a record's number names a record.
    entityName: id,
    changes: { kind: job.kind, attempts: { from: job.attempts, to: 0 } },
  });
  work.afterCommit(async () => wakeRunners());
  return { detail: translate(work.language, 'backgroundJobs.retried') };
}
