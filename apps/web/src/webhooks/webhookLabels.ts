import type { MessageKey, WebhookEvent } from '@custodia/contracts';

/** Every event a webhook may be told of: adding one in contracts fails here until labelled. */
export const webhookEventLabels: Record<WebhookEvent, MessageKey> = {
  'record.filed': 'webhooks.event.record.filed',
  'record.edited': 'webhooks.event.record.edited',
  'record.cancelled': 'webhooks.event.record.cancelled',
  'file.added': 'webhooks.event.file.added',
  'file.trashed': 'webhooks.event.file.trashed',
  'process.started': 'webhooks.event.process.started',
  'process.completed': 'webhooks.event.process.completed',
  'process.interrupted': 'webhooks.event.process.interrupted',
  'task.assigned': 'webhooks.event.task.assigned',
  'task.completed': 'webhooks.event.task.completed',
  'signature.completed': 'webhooks.event.signature.completed',
};

export const deliveryStatusLabels = {
  pending: 'webhooks.status.pending',
  delivered: 'webhooks.status.delivered',
  failed: 'webhooks.status.failed',
} as const satisfies Record<string, MessageKey>;
