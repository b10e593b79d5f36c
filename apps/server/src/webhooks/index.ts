import type { WebhookEvent } from '@custodia/contracts';
import { type Doer, isSystem, type Work } from '../platform/work.ts';
import { deliverWebhookJob, queueDeliveries } from './webhook-delivery.ts';
import type { Announcement } from './webhooks.repo.ts';

/**
 * Tells the company's subscribers of events, in the caller's unit of work: a delivery row per
 * subscription to each and a job each, written in the same transaction (one statement for the
 * rows, one for the jobs), so a change rolled back announces nothing and the request never waits
 * for a receiver. Payloads stay minimal: ids, numbers and who (the delivery says when), never a
 * record's values or a person's data.
 */
export function announceAll(
  work: Work<Doer>,
  announcements: readonly Announcement[],
): Promise<void> {
  const by = isSystem(work.actor) ? null : work.actor.userId;
  return queueDeliveries(
    work,
    announcements.map(({ event, payload }) => ({ event, payload: { ...payload, by } })),
  );
}

/** Tells the company's subscribers of one event (see announceAll). */
export function announce(
  work: Work<Doer>,
  event: WebhookEvent,
  payload: Record<string, string | number | null>,
): Promise<void> {
  return announceAll(work, [{ event, payload }]);
}

export const webhooksJobs = [deliverWebhookJob];
