import { randomBytes } from 'node:crypto';
import {
  type AcceptedDto,
  type AuditAction,
  isPostableAddress,
  type Paged,
  type PageQuery,
  translate,
  type WebhookChange,
  type WebhookDeliveryDto,
  type WebhookDto,
  type WebhookSecretDto,
  webhookLimits,
} from '@custodia/contracts';
import { type AuditEventChanges, changesBetween, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { addressRefusal } from '../platform/outbound.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { installationKey, seal } from '../platform/secrets.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { queueAttempt } from './webhook-delivery.ts';
import { toDeliveryDto, toWebhookDto } from './webhooks.present.ts';
import * as repo from './webhooks.repo.ts';

async function audit(
  { tx, actor }: Work,
  action: AuditAction<'webhooks'>,
  webhook: repo.WebhookRow,
  changes: AuditEventChanges,
) {
  await recordAudit(tx, auditActorOf(actor), {
    module: 'webhooks',
    action,
    entityType: 'webhook',
    entityId: webhook.id,
    entityName: webhook.url,
    changes,
  });
}

/**
 * The change as the subscription keeps it: an absolute http(s) address without credentials, within
 * the installation's rules (https, no private host named outright).
 */
function checked(work: Work, input: WebhookChange): WebhookChange {
  if (!isPostableAddress(input.url)) {
    throw new AppError('webhookUrlInvalid', { url: 'errors.70023' });
  }
  const url = new URL(input.url);
  const refusal = addressRefusal(url, work.platform.config.outbound);
  if (refusal === 'http') throw new AppError('webhookUrlNotHttps', { url: 'errors.70024' });
  if (refusal === 'private') throw new AppError('webhookUrlPrivate', { url: 'errors.70025' });
  return { ...input, url: url.toString() };
}

async function existing(work: Work, id: string, lock = false): Promise<repo.WebhookRow> {
  return found(await repo.findWebhook(work.tx, work.tenantId, id, lock), 'webhookNotFound');
}

export async function listWebhooks(work: Work): Promise<WebhookDto[]> {
  const rows = await repo.listWebhooks(work.tx, work.tenantId);
  return rows.map((row) => toWebhookDto(row, work.actor));
}

/**
 * Subscribes an address; the secret its deliveries are signed with is answered this once and
 * kept sealed under the installation's key.
 */
export async function createWebhook(work: Work, input: WebhookChange): Promise<WebhookSecretDto> {
  const { tx, tenantId } = work;
  const change = checked(work, input);
  // Counted under the company's row lock: two creations at once cannot both take the last place.
  await repo.lockCompany(tx, tenantId);
  if ((await repo.countWebhooks(tx, tenantId)) >= webhookLimits.perCompany) {
    throw new AppError('webhookLimitReached', undefined, { max: webhookLimits.perCompany });
  }
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const created = await repo.insertWebhook(tx, tenantId, {
    ...change,
    secret_sealed: seal(installationKey(work.platform.config), secret),
  });
  await audit(work, 'create', created, {
    url: created.url,
    events: created.events,
    active: created.active,
  });
  return { ...toWebhookDto(created, work.actor), secret };
}

export async function updateWebhook(
  work: Work,
  id: string,
  input: WebhookChange,
): Promise<WebhookDto> {
  const before = await existing(work, id, true);
  authorize(work.actor, 'webhook.edit', before);
  const after = await repo.updateWebhook(work.tx, work.tenantId, id, checked(work, input));
  const changes = changesBetween(before, after, ['url', 'events', 'active']);
  if (Object.keys(changes).length > 0) await audit(work, 'update', after, changes);
  return toWebhookDto(after, work.actor);
}

/** Removes a subscription with its deliveries; attempts still queued find nothing to send. */
export async function deleteWebhook(work: Work, id: string): Promise<AcceptedDto> {
  const webhook = await existing(work, id, true);
  authorize(work.actor, 'webhook.delete', webhook);
  await repo.deleteWebhook(work.tx, work.tenantId, id);
  await audit(work, 'delete', webhook, { url: webhook.url, events: webhook.events });
  return { detail: translate(work.language, 'webhooks.deleted') };
}

export async function listDeliveries(
  work: Work,
  id: string,
  query: PageQuery,
): Promise<Paged<WebhookDeliveryDto>> {
  await existing(work, id);
  const result = await repo.listDeliveries(
    work.tx,
    work.tenantId,
    id,
    pageWindow(query.page, query.per_page),
  );
  return toPage(result, query.per_page, (row) => toDeliveryDto(row, work.actor));
}

/**
 * Sends a delivery again now: a new attempt, the first of a new round with retries of its own; a
 * retry of the earlier round that was still waiting finds itself superseded and sends nothing.
 */
export async function replayDelivery(
  work: Work,
  id: string,
  deliveryId: string,
): Promise<AcceptedDto> {
  const { tx, tenantId } = work;
  await existing(work, id);
  if (!(await repo.deliveryExists(tx, tenantId, id, deliveryId))) {
    throw new AppError('webhookDeliveryNotFound');
  }
  authorize(work.actor, 'webhookDelivery.replay', { id: deliveryId });
  const round = await repo.newRound(tx, tenantId, deliveryId);
  await queueAttempt(work, { deliveryId, round, attempt: 1 });
  return { detail: translate(work.language, 'webhooks.replayed') };
}
