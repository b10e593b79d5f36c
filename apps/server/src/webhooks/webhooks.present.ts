import type { WebhookDeliveryDto, WebhookDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { parsedJson } from '../platform/sql.ts';
import { abilities } from '../policies.ts';
import type { AttemptRow, DeliveryRow, WebhookRow } from './webhooks.repo.ts';

export function toWebhookDto(row: WebhookRow, actor: Actor): WebhookDto {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    active: row.active,
    created_at: row.created_at.toISOString(),
    abilities: abilities(actor, 'webhook', row),
  };
}

export function toDeliveryDto(row: DeliveryRow, actor: Actor): WebhookDeliveryDto {
  return {
    id: row.id,
    event: row.event,
    created_at: row.created_at.toISOString(),
    status: row.status,
    // json_agg gives its timestamps as text, without the zone's colon PostgreSQL prints.
    attempts: parsedJson<AttemptRow[]>(row.attempts).map((attempt) => ({
      ...attempt,
      at: new Date(attempt.at).toISOString(),
    })),
    abilities: abilities(actor, 'webhookDelivery', row),
  };
}
