import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  defaultLanguage,
  type WebhookBody,
  webhookHeaders,
  webhookLimits,
} from '@custodia/contracts';
import { z } from 'zod';
import { enqueue, enqueueAll, tenantJob } from '../platform/jobs.ts';
import { installationKey, unseal } from '../platform/secrets.ts';
import { parsedJson } from '../platform/sql.ts';
import { type Doer, inTenant, type Platform, system, type Work } from '../platform/work.ts';
import {
  type AddressRules,
  guardedLookup,
  isPrivateAddress,
  PrivateAddressRefused,
} from './webhook-address.ts';
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

type Outcome = Pick<repo.AttemptRow, 'status_code' | 'answer' | 'error' | 'duration_ms'>;

/** The start of an answer, as the deliveries screen shows it. */
const truncated = (text: string) => text.slice(0, webhookLimits.answerMax);

/**
 * One POST, never following a redirect (a 3xx is an answer like any other), to an address checked
 * against the installation's rules on every connection.
 */
function post(
  target: string,
  headers: Record<string, string>,
  body: string,
  rules: AddressRules,
): Promise<Outcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  return new Promise((resolve) => {
    const failed = (error: Error) =>
      resolve({
        status_code: null,
        answer: null,
        error: truncated(error.message),
        duration_ms: elapsed(),
      });
    const url = new URL(target);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    // An address written as such is connected to without a lookup: it is checked here instead.
    if (isIP(host) !== 0 && !rules.allowPrivate && isPrivateAddress(host)) {
      return failed(new PrivateAddressRefused(host));
    }
    if (url.protocol === 'http:' && !rules.allowHttp) {
      return failed(new Error('refused: the installation allows https addresses only'));
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      lookup: guardedLookup(rules),
      timeout: TIMEOUT_MS,
      agent: false,
    });
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', failed);
    request.on('response', (response) => {
      let answer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        answer = truncated(answer + chunk);
        // What follows the shown start is not read: a receiver cannot make a delivery hold memory.
        if (answer.length >= webhookLimits.answerMax) response.destroy();
      });
      const done = () =>
        resolve({
          status_code: response.statusCode ?? null,
          answer,
          error: null,
          duration_ms: elapsed(),
        });
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    request.end(body);
  });
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
  async prepare(platform: Platform, { deliveryId, round }, tenantId): Promise<Outcome | undefined> {
    const row = await inTenant(
      platform,
      { tenantId, actor: system, language: defaultLanguage },
      (work) => repo.findOutgoing(work.tx, tenantId, deliveryId),
    );
    // Its subscription was removed meanwhile, or a replay started a round of its own: nothing is sent.
    if (row?.round !== round) return undefined;
    const body = bodyOf(deliveryId, row);
    const timestamp = String(Math.floor(Date.now() / 1000));
    return post(
      row.url,
      {
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
      },
      body,
      platform.config.webhooks,
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
