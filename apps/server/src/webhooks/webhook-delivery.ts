import { createHmac } from 'node:crypto';
import {
  defaultLanguage,
  type WebhookBody,
  webhookHeaders,
  webhookLimits,
} from '@custodia/contracts';
import { z } from 'zod';
import { enqueue, enqueueAll, tenantJob } from '../platform/jobs.ts';
import { type PostOutcome, postOutbound } from '../platform/outbound.ts';
import { installationKey, unseal } from '../platform/secrets.ts';
import { parsedJson } from '../platform/sql.ts';
import { type Doer, inTenant, type Platform, system, type Work } from '../platform/work.ts';
import * as repo from './webhooks.repo.ts';

/** How long a receiver has to answer, and how many attempts a delivery gets before it fails. */
const TIMEOUT_MS = 10_000;
export const MAX_ATTEMPTS = 6;
/** Waits before attempts 2, 3 …: 1 min, 5 min, 25 min, about 2 h, about 10 h. */
const backoffSeconds = (attempt: number) => 60 * 5 ** (attempt - 1);

/** `sha256=` and the HMAC-SHA256 of `timestamp.body` under the subscription's secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A delivery's body: the same on every attempt, so a receiver can drop a repeat by its id. */
function bodyOf(id: string, row: repo.OutgoingRow): string {
  const body: WebhookBody = {
    id,
    event: row.event,
    occurred_at: row.created_at.toISOString(),
    data: parsedJson(row.payload),
  };
  return JSON.stringify(body);
}

const Payload = z.object({
  deliveryId: z.uuid(),
  round: z.number().int().min(1),
  attempt: z.number().int().min(1),
});

/**
 * Sends one attempt of a delivery, before any transaction (a slow receiver holds no connection
 * of the database), then logs it in the job's transaction and queues the next attempt after a
 * failure. Should that transaction be lost, the job runs again and the receiver gets the same
 * delivery id twice: deliveries are at least once.
 */
export const deliverWebhookJob = tenantJob({
  name: 'deliverWebhook',
  payload: Payload,
  async prepare(
    platform: Platform,
    { deliveryId, round },
    tenantId,
  ): Promise<PostOutcome | undefined> {
    const row = await inTenant(
      platform,
      { tenantId, actor: system, language: defaultLanguage },
      (work) => repo.findOutgoing(work.tx, tenantId, deliveryId),
    );
    // Its subscription was removed meanwhile, or a replay started a round of its own: nothing is sent.
    if (row?.round !== round) return undefined;
    const body = bodyOf(deliveryId, row);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Custodia-Webhooks/1',
      [webhookHeaders.event]: row.event,
      [webhookHeaders.delivery]: deliveryId,
      [webhookHeaders.timestamp]: timestamp,
      [webhookHeaders.signature]: webhookSignature(
        unseal(installationKey(platform.config), row.secret_sealed),
        timestamp,
        body,
      ),
    };
    return postOutbound(
      row.url,
      { headers, body },
      {
        rules: platform.config.outbound,
        timeoutMs: TIMEOUT_MS,
        answerMax: webhookLimits.answerMax,
      },
    );
  },
  async run(work, { deliveryId, round, attempt }, outcome) {
    if (!outcome) return;
    const ok =
      outcome.status_code !== null && outcome.status_code >= 200 && outcome.status_code < 300;
    const last = attempt >= MAX_ATTEMPTS;
    await repo.recordAttempt(
      work.tx,
      work.tenantId,
      deliveryId,
      outcome,
      ok ? 'delivered' : last ? 'failed' : 'pending',
    );
    if (!ok && !last) {
      await queueAttempt(
        work,
        { deliveryId, round, attempt: attempt + 1 },
        backoffSeconds(attempt),
      );
    }
  },
});

/** Queues an attempt of a delivery's round, now or after a wait. */
export function queueAttempt(
  work: Work<Doer>,
  attempt: z.infer<typeof Payload>,
  waitSeconds = 0,
): Promise<void> {
  return enqueue(work, deliverWebhookJob, attempt, {
    ...(waitSeconds > 0 && { runAt: new Date(Date.now() + waitSeconds * 1000) }),
  });
}

/** The events' deliveries, one job each (see announce). */
export async function queueDeliveries(
  work: Work<Doer>,
  announcements: readonly repo.Announcement[],
): Promise<void> {
  if (announcements.length === 0) return;
  const ids = await repo.insertDeliveries(work.tx, work.tenantId, announcements);
  await enqueueAll(
    work,
    deliverWebhookJob,
    ids.map((deliveryId) => ({ payload: { deliveryId, round: 1, attempt: 1 } })),
  );
}
