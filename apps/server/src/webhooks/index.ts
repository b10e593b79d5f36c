import type { WebhookEvent } from '@custodia/contracts';
import { type Doer, isSystem, type Work } from '../platform/work.ts';
import { deliverWebhookJob, queueDeliveries } from './webhook-delivery.ts';

/**
 * Tells the company's subscribers of an event, in the caller's unit of work: a delivery row per
 * subscription to it and a job each, written in the same transaction, so a change rolled back
 * announces nothing and the request never waits for a receiver. Payloads stay minimal: ids,
 * numbers and who (the delivery says when), never a record's values or a person's data.
 */
export function announce(
  work: Work<Doer>,
  event: WebhookEvent,
  payload: Record<string, string | number | null>,
): Promise<void> {
  const by = isSystem(work.actor) ? null : work.actor.userId;
  return queueDeliveries(work, event, { ...payload, by });
}

export const webhooksJobs = [deliverWebhookJob];
