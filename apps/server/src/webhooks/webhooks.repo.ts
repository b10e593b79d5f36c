import type { WebhookChange, WebhookEvent } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type PageRows, selectPage, Where } from '../platform/sql.ts';

export type WebhookRow = {
  id: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  created_at: Date;
};

const webhookColumns = 'id, url, events, active, created_at';

export function listWebhooks(tx: Sql, tenantId: string): Promise<WebhookRow[]> {
  return tx.query<WebhookRow>(
    `SELECT ${webhookColumns} FROM webhooks WHERE tenant_id = $1 ORDER BY created_at, id`,
    [tenantId],
  );
}

export async function countWebhooks(tx: Sql, tenantId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM webhooks WHERE tenant_id = $1',
    [tenantId],
  );
  return row?.count ?? 0;
}

/** One subscription, locked when it is about to change. */
export async function findWebhook(
  tx: Sql,
  tenantId: string,
  id: string,
  lock = false,
): Promise<WebhookRow | undefined> {
  const [row] = await tx.query<WebhookRow>(
    `SELECT ${webhookColumns} FROM webhooks WHERE tenant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  return row;
}

export async function insertWebhook(
  tx: Sql,
  tenantId: string,
  webhook: WebhookChange & { secret_sealed: string },
): Promise<WebhookRow> {
  const [row] = await tx.query<WebhookRow>(
    `INSERT INTO webhooks (tenant_id, url, secret_sealed, events, active)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${webhookColumns}`,
    [tenantId, webhook.url, webhook.secret_sealed, webhook.events, webhook.active],
  );
  return row as WebhookRow;
}

export async function updateWebhook(
  tx: Sql,
  tenantId: string,
  id: string,
  change: WebhookChange,
): Promise<WebhookRow> {
  const [row] = await tx.query<WebhookRow>(
    `UPDATE webhooks SET url = $3, events = $4, active = $5 WHERE tenant_id = $1 AND id = $2
     RETURNING ${webhookColumns}`,
    [tenantId, id, change.url, change.events, change.active],
  );
  return row as WebhookRow;
}

/** Removes it with its deliveries and their attempts. */
export async function deleteWebhook(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query('DELETE FROM webhooks WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
}

/** One delivery of the event for every active subscription to it; answers their ids. */
/** An event a company's subscribers are told of, and what they are told. */
export type Announcement = {
  event: WebhookEvent;
  payload: Record<string, string | number | null>;
};

export async function insertDeliveries(
  tx: Sql,
  tenantId: string,
  announcements: readonly Announcement[],
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (tenant_id, webhook_id, event, payload)
     SELECT w.tenant_id, w.id, a.event, a.payload
       FROM unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS a(event, payload, n)
       JOIN webhooks w ON w.tenant_id = $1 AND w.active AND a.event = ANY (w.events)
      ORDER BY a.n
     RETURNING id`,
    [
      tenantId,
      announcements.map((announced) => announced.event),
      announcements.map((announced) => JSON.stringify(announced.payload)),
    ],
  );
  return rows.map((row) => row.id);
}

export type AttemptRow = {
  at: Date;
  status_code: number | null;
  answer: string | null;
  error: string | null;
  duration_ms: number;
};

export type DeliveryRow = {
  id: string;
  event: WebhookEvent;
  created_at: Date;
  status: 'pending' | 'delivered' | 'failed';
  attempts: AttemptRow[] | string;
};

/** A subscription's deliveries, the latest first, each with its attempts in the order made. */
export function listDeliveries(
  tx: Sql,
  tenantId: string,
  webhookId: string,
  window: { limit: number; offset: number },
): Promise<PageRows<DeliveryRow>> {
  return selectPage<DeliveryRow>(
    tx,
    {
      select: `d.id, d.event, d.created_at, d.status,
        (SELECT coalesce(json_agg(json_build_object('at', a.at, 'status_code', a.status_code,
                   'answer', a.answer, 'error', a.error, 'duration_ms', a.duration_ms)
                   ORDER BY a.at, a.id), '[]')
           FROM webhook_attempts a
          WHERE a.tenant_id = d.tenant_id AND a.delivery_id = d.id) AS attempts`,
      from: 'webhook_deliveries d',
      where: new Where('d.tenant_id = $1 AND d.webhook_id = $2', tenantId, webhookId),
      orderBy: 'd.created_at DESC, d.id DESC',
    },
    window,
  );
}

export async function deliveryExists(
  tx: Sql,
  tenantId: string,
  webhookId: string,
  id: string,
): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM webhook_deliveries WHERE tenant_id = $1 AND webhook_id = $2 AND id = $3',
    [tenantId, webhookId, id],
  );
  return rows.length > 0;
}

/** What a delivery's sender needs: where, with which key (sealed), and what. */
export type OutgoingRow = {
  round: number;
  url: string;
  secret_sealed: string;
  event: WebhookEvent;
  payload: Record<string, string | number | null> | string;
  created_at: Date;
};

export async function findOutgoing(
  tx: Sql,
  tenantId: string,
  deliveryId: string,
): Promise<OutgoingRow | undefined> {
  const [row] = await tx.query<OutgoingRow>(
    `SELECT d.round, w.url, w.secret_sealed, d.event, d.payload, d.created_at
       FROM webhook_deliveries d
       JOIN webhooks w ON w.tenant_id = d.tenant_id AND w.id = d.webhook_id
      WHERE d.tenant_id = $1 AND d.id = $2`,
    [tenantId, deliveryId],
  );
  return row;
}

/** Logs an attempt and sets where the delivery stands after it. */
export async function recordAttempt(
  tx: Sql,
  tenantId: string,
  deliveryId: string,
  attempt: Omit<AttemptRow, 'at'>,
  status: DeliveryRow['status'],
): Promise<void> {
  await tx.query(
    `WITH logged AS (
       INSERT INTO webhook_attempts (tenant_id, delivery_id, status_code, answer, error, duration_ms)
       SELECT $1, $2, $3, $4, $5, $6
        WHERE EXISTS (SELECT 1 FROM webhook_deliveries WHERE tenant_id = $1 AND id = $2))
     UPDATE webhook_deliveries SET status = $7 WHERE tenant_id = $1 AND id = $2`,
    [
      tenantId,
      deliveryId,
      attempt.status_code,
      attempt.answer,
      attempt.error,
      attempt.duration_ms,
      status,
    ],
  );
}

/** Starts a new round of attempts (a replay): waiting again; answers the round's number. */
export async function newRound(tx: Sql, tenantId: string, deliveryId: string): Promise<number> {
  const [row] = await tx.query<{ round: number }>(
    `UPDATE webhook_deliveries SET status = 'pending', round = round + 1
      WHERE tenant_id = $1 AND id = $2 RETURNING round`,
    [tenantId, deliveryId],
  );
  return (row as { round: number }).round;
}

/** Locks the company's row: its webhooks are counted and added one creation at a time. */
export async function lockCompany(tx: Sql, tenantId: string): Promise<void> {
  await tx.query('SELECT 1 FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
}
