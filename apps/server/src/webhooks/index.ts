import type { WebhookEvent } from '@custodia/contracts';
import type { Doer, Work } from '../platform/work.ts';
import { deliverWebhookJob, queueDeliveries } from './webhook-delivery.ts';

/**
 * Tells the company's subscribers of an event, in the caller's unit of work: a delivery row per
 * subscription to it and a job each, written in the same transaction, so a change rolled back
 * announces nothing and the request never waits for a receiver. Payloads stay minimal: ids,
 * numbers, who and when, never a record's values or a person's data.
 */
export function announce(
  work: Work<Doer>,
  event: WebhookEvent,
  payload: Record<string, string | number | null>,
): Promise<void> {
  return queueDeliveries(work, event, payload);
}

export const webhooksJobs = [deliverWebhookJob];
