import type { Action } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';
import type { FailedJobRow } from './background-jobs.repo.ts';

export const backgroundJobRules = {
  // The queue is the company's plumbing, not any one person's work: its administrators tend it.
  'backgroundJob.list': isAdmin,
  // Run again, a job that a newer one of its name and key replaced would undo that one's change.
  'backgroundJob.retry': (actor: Actor, job: Pick<FailedJobRow, 'replaced'>) =>
    isAdmin(actor) && (job.replaced ? 'failedJobNotFound' : true),
} satisfies Rules<Extract<Action, `backgroundJob.${string}`>>;
