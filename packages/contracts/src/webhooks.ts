import { z } from 'zod';
import { AcceptedDto, IdParams, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { PageQuery, paged } from './paging.ts';

/**
 * What a company may be told of (issue 34 point 4). `signature.completed` is declared ahead of the
 * signatures feature that will announce it, so a subscription can already name it.
 */
export const webhookEvents = [
  'record.filed',
  'record.edited',
  'record.cancelled',
  'file.added',
  'file.trashed',
  'process.started',
  'process.completed',
  'process.interrupted',
  'task.assigned',
  'task.completed',
  'signature.completed',
] as const;
export const WebhookEvent = z.enum(webhookEvents);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** How many subscriptions a company keeps, and how long an address may be. */
export const webhookLimits = { perCompany: 20, urlMax: 500, answerMax: 1000 } as const;

/**
 * An address as an administrator types it: an absolute URL without credentials. Whether its
 * scheme and host are acceptable is the server's to say (installation settings decide).
 */
const WebhookUrl = z
  .string()
  .trim()
  .min(1, { error: 'fieldRequired', abort: true })
  .max(webhookLimits.urlMax, { error: 'validation.tooLong' });

export const WebhookInput = z.object({
  url: WebhookUrl,
  events: z
    .array(WebhookEvent)
    .min(1, { error: 'webhooks.validation.events' })
    .refine((events) => new Set(events).size === events.length, {
      error: 'webhooks.validation.events',
    }),
  active: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof WebhookInput>;
export type WebhookChange = z.output<typeof WebhookInput>;

export const WebhookDto = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(WebhookEvent),
  active: z.boolean(),
  created_at: z.string(),
  abilities: abilitiesSchema('webhook'),
});
export type WebhookDto = z.infer<typeof WebhookDto>;

/** Answered at creation only: the secret its deliveries are signed with is never shown again. */
export const WebhookSecretDto = WebhookDto.extend({ secret: z.string() });
export type WebhookSecretDto = z.infer<typeof WebhookSecretDto>;

/** A delivery waits for its next attempt (pending), was answered 2xx (delivered) or gave up (failed). */
export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;

/** One attempt: the receiver's status code and the start of its answer, or why none came. */
export const WebhookAttemptDto = z.object({
  at: z.string(),
  status_code: z.number().int().nullable(),
  answer: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type WebhookAttemptDto = z.infer<typeof WebhookAttemptDto>;

export const WebhookDeliveryDto = z.object({
  id: z.string(),
  event: WebhookEvent,
  created_at: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.array(WebhookAttemptDto),
  abilities: abilitiesSchema('webhookDelivery'),
});
export type WebhookDeliveryDto = z.infer<typeof WebhookDeliveryDto>;

export const WebhookDeliveryParams = z.object({ id: Uuid, deliveryId: Uuid });

/**
 * What a receiver is sent: the delivery's id (the same on every attempt, to drop repeats), the
 * event, when it happened and the ids that name what it is about.
 */
export type WebhookBody = {
  id: string;
  event: WebhookEvent;
  occurred_at: string;
  data: Record<string, string | number | null>;
};

/** The headers of a delivery: its id, the signing time (Unix seconds) and the signature. */
export const webhookHeaders = {
  event: 'x-custodia-event',
  delivery: 'x-custodia-delivery',
  timestamp: 'x-custodia-timestamp',
  signature: 'x-custodia-signature',
} as const;

const tag = 'webhooks';

/** Outgoing webhooks: the company's administrators subscribe addresses to events. */
export const webhooksApi = {
  list: endpoint({
    method: 'GET',
    path: '/webhooks/',
    tag,
    status: 200,
    response: z.array(WebhookDto),
    access: { action: 'webhook.manage' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/webhooks/',
    tag,
    body: WebhookInput,
    status: 201,
    response: WebhookSecretDto,
    access: { action: 'webhook.manage' },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/webhooks/:id/',
    tag,
    params: IdParams,
    body: WebhookInput,
    status: 200,
    response: WebhookDto,
    access: { action: 'webhook.manage' },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/webhooks/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: { action: 'webhook.manage' },
  }),
  /** A subscription's deliveries, the latest first, each with its attempts. */
  deliveries: endpoint({
    method: 'GET',
    path: '/webhooks/:id/deliveries/',
    tag,
    params: IdParams,
    query: PageQuery,
    status: 200,
    response: paged(WebhookDeliveryDto),
    access: { action: 'webhook.manage' },
  }),
  /** Sends a delivery again now: a new attempt, whatever became of the earlier ones. */
  replay: endpoint({
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/replay/',
    tag,
    params: WebhookDeliveryParams,
    status: 202,
    response: AcceptedDto,
    access: { action: 'webhook.manage' },
  }),
};
