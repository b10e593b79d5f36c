import { randomUUID } from 'node:crypto';
import {
  type AnswerChannel,
  type AnswerTemplateDto,
  ProcessStatus,
  SignatureStatus,
  TaskStatus,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

export async function outgoingFormOf(tx: Sql, tenantId: string): Promise<string | null> {
  const [row] = await tx.query<{ outgoing_form_id: string | null }>(
    'SELECT outgoing_form_id FROM pqrs_settings WHERE tenant_id = $1',
    [tenantId],
  );
  return row?.outgoing_form_id ?? null;
}

/** Keeps the outgoing form beside the window's settings, a company that set none closed. */
export async function saveOutgoingForm(
  tx: Sql,
  tenantId: string,
  formId: string | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO pqrs_settings (tenant_id, outgoing_form_id) VALUES ($1, $2)
     ON CONFLICT (tenant_id) DO UPDATE SET outgoing_form_id = excluded.outgoing_form_id,
       updated_at = now()`,
    [tenantId, formId],
  );
}

export async function templatesOf(tx: Sql, tenantId: string): Promise<AnswerTemplateDto[]> {
  return tx.query<AnswerTemplateDto>(
    'SELECT id, name, body FROM pqrs_answer_templates WHERE tenant_id = $1 ORDER BY name, id',
    [tenantId],
  );
}

export async function findTemplate(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<AnswerTemplateDto | undefined> {
  const [row] = await tx.query<AnswerTemplateDto>(
    'SELECT id, name, body FROM pqrs_answer_templates WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return row;
}

export async function insertTemplate(
  tx: Sql,
  tenantId: string,
  template: { name: string; body: string },
): Promise<AnswerTemplateDto> {
  const [row] = await tx.query<AnswerTemplateDto>(
    `INSERT INTO pqrs_answer_templates (tenant_id, id, name, body) VALUES ($1, $2, $3, $4)
     RETURNING id, name, body`,
    [tenantId, randomUUID(), template.name, template.body],
  );
  return row as AnswerTemplateDto;
}

export async function updateTemplate(
  tx: Sql,
  tenantId: string,
  id: string,
  template: { name: string; body: string },
): Promise<AnswerTemplateDto | undefined> {
  const [row] = await tx.query<AnswerTemplateDto>(
    `UPDATE pqrs_answer_templates SET name = $3, body = $4, updated_at = now()
      WHERE tenant_id = $1 AND id = $2 RETURNING id, name, body`,
    [tenantId, id, template.name, template.body],
  );
  return row;
}

export async function deleteTemplate(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<AnswerTemplateDto | undefined> {
  const [row] = await tx.query<AnswerTemplateDto>(
    'DELETE FROM pqrs_answer_templates WHERE tenant_id = $1 AND id = $2 RETURNING id, name, body',
    [tenantId, id],
  );
  return row;
}

export type AnswerRow = {
  text: string;
  outgoing_record_id: string | null;
  outgoing_form_id: string | null;
  outgoing_number: string | null;
  file_id: string | null;
  sealed_at: Date | null;
  published_at: Date | null;
  /** A process of the outgoing radicado still runs: its VoBo is not given yet. */
  processes_running: boolean;
  /** An e-signature request on its PDF was completed. */
  signature_completed: boolean;
};

/** A PQRS's answer with where its VoBo and signature stand; locked when it is to change. */
export async function answerOf(
  tx: Sql,
  tenantId: string,
  recordId: string,
  lock = false,
): Promise<AnswerRow | undefined> {
  const [row] = await tx.query<AnswerRow>(
    `SELECT a.text, a.outgoing_record_id, o.form_id AS outgoing_form_id,
            o.number AS outgoing_number, a.file_id, a.sealed_at, a.published_at,
            EXISTS (SELECT 1 FROM processes p WHERE p.tenant_id = a.tenant_id
                      AND p.record_id = a.outgoing_record_id
                      AND p.status = ${ProcessStatus.inProgress}) AS processes_running,
            EXISTS (SELECT 1 FROM signature_requests s WHERE s.tenant_id = a.tenant_id
                      AND s.file_id = a.file_id
                      AND s.status = ${SignatureStatus.signed}) AS signature_completed
       FROM pqrs_answers a
       LEFT JOIN records o ON o.tenant_id = a.tenant_id AND o.id = a.outgoing_record_id
      WHERE a.tenant_id = $1 AND a.record_id = $2${lock ? ' FOR UPDATE OF a' : ''}`,
    [tenantId, recordId],
  );
  return row;
}

export async function saveDraft(
  tx: Sql,
  tenantId: string,
  recordId: string,
  text: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO pqrs_answers (tenant_id, record_id, text) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, record_id) DO UPDATE SET text = excluded.text, updated_at = now()`,
    [tenantId, recordId, text],
  );
}

/** The tasks open now on a record's processes: its VoBo steps, just after its filing. */
export async function openTasksOf(tx: Sql, tenantId: string, recordId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT k.id FROM process_tasks k
       JOIN processes p ON p.tenant_id = k.tenant_id AND p.id = k.process_id
      WHERE k.tenant_id = $1 AND p.record_id = $2 AND k.status = ${TaskStatus.inProgress}`,
    [tenantId, recordId],
  );
  return rows.map((row) => row.id);
}

export async function setPrepared(
  tx: Sql,
  tenantId: string,
  recordId: string,
  outgoing: { record_id: string; file_id: string },
): Promise<void> {
  await tx.query(
    `UPDATE pqrs_answers SET outgoing_record_id = $3, file_id = $4, updated_at = now()
      WHERE tenant_id = $1 AND record_id = $2`,
    [tenantId, recordId, outgoing.record_id, outgoing.file_id],
  );
}

export async function setSealed(tx: Sql, tenantId: string, recordId: string): Promise<void> {
  await tx.query(
    `UPDATE pqrs_answers SET sealed_at = now(), updated_at = now()
      WHERE tenant_id = $1 AND record_id = $2`,
    [tenantId, recordId],
  );
}

/** Shows the answer on the tracking page from its first sending on. */
export async function publish(tx: Sql, tenantId: string, recordId: string): Promise<void> {
  await tx.query(
    `UPDATE pqrs_answers SET published_at = coalesce(published_at, now())
      WHERE tenant_id = $1 AND record_id = $2`,
    [tenantId, recordId],
  );
}

export type DeliveryRow = {
  id: string;
  channel: AnswerChannel;
  created_at: Date;
  email: string | null;
  message_id: string | null;
  smtp_response: string | null;
  courier: string | null;
  guide_number: string | null;
  outcome: 'delivered' | 'returned' | null;
  return_reason: string | null;
  settled_at: Date | null;
  notified_at: Date | null;
};

const deliveryColumns = `id, channel, created_at, email, message_id, smtp_response, courier,
  guide_number, outcome, return_reason, settled_at, notified_at`;

export async function deliveriesOf(
  tx: Sql,
  tenantId: string,
  recordId: string,
): Promise<DeliveryRow[]> {
  return tx.query<DeliveryRow>(
    `SELECT ${deliveryColumns} FROM pqrs_deliveries
      WHERE tenant_id = $1 AND record_id = $2 ORDER BY created_at, id`,
    [tenantId, recordId],
  );
}

export async function findDelivery(
  tx: Sql,
  tenantId: string,
  recordId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await tx.query<DeliveryRow>(
    `SELECT ${deliveryColumns} FROM pqrs_deliveries
      WHERE tenant_id = $1 AND record_id = $2 AND id = $3 FOR UPDATE`,
    [tenantId, recordId, id],
  );
  return row;
}

export async function insertDelivery(
  tx: Sql,
  tenantId: string,
  delivery: {
    record_id: string;
    channel: AnswerChannel;
    created_by: string;
    email?: string;
    courier?: string;
    guide_number?: string;
    notified_at?: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO pqrs_deliveries
       (tenant_id, id, record_id, channel, created_by, email, courier, guide_number, notified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      tenantId,
      id,
      delivery.record_id,
      delivery.channel,
      delivery.created_by,
      delivery.email ?? null,
      delivery.courier ?? null,
      delivery.guide_number ?? null,
      delivery.notified_at ?? null,
    ],
  );
  return id;
}

/** The SMTP server took the mail: its answer and the Message-ID are the evidence. */
export async function mailAccepted(
  tx: Sql,
  tenantId: string,
  id: string,
  evidence: { message_id: string; smtp_response: string; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE pqrs_deliveries SET message_id = $3, smtp_response = $4, notified_at = $5
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, evidence.message_id, evidence.smtp_response, evidence.at],
  );
}

export async function settleDelivery(
  tx: Sql,
  tenantId: string,
  id: string,
  settlement: { outcome: 'delivered' | 'returned'; reason: string | null },
): Promise<Date> {
  const [row] = await tx.query<{ settled_at: Date }>(
    `UPDATE pqrs_deliveries SET outcome = $3, return_reason = $4, settled_at = now(),
            notified_at = CASE WHEN $3 = 'delivered' THEN now() END
      WHERE tenant_id = $1 AND id = $2 RETURNING settled_at`,
    [tenantId, id, settlement.outcome, settlement.reason],
  );
  return (row as { settled_at: Date }).settled_at;
}

/** The petitioner is told: the clock stops, with whether it was in time and the days it took. */
export async function markAnswered(
  tx: Sql,
  tenantId: string,
  recordId: string,
  answered: { at: Date; in_time: boolean; days: number },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE pqrs_requests
        SET state = 'answered', answered_at = $3, answered_in_time = $4, answer_days = $5
      WHERE tenant_id = $1 AND record_id = $2 AND state = 'received'
     RETURNING record_id`,
    [tenantId, recordId, answered.at, answered.in_time, answered.days],
  );
  return rows.length === 1;
}

export type AnsweredRow = {
  answered_at: Date | null;
  answered_in_time: boolean | null;
  answer_days: number | null;
};

export async function answeredOf(
  tx: Sql,
  tenantId: string,
  recordId: string,
): Promise<AnsweredRow | undefined> {
  const [row] = await tx.query<AnsweredRow>(
    `SELECT answered_at, answered_in_time, answer_days FROM pqrs_requests
      WHERE tenant_id = $1 AND record_id = $2`,
    [tenantId, recordId],
  );
  return row;
}

/** The answer as the tracking page shows it, once published, with its signed PDF's version. */
export async function publishedAnswer(
  tx: Sql,
  tenantId: string,
  recordId: string,
): Promise<{ number: string; at: Date; text: string; storage_key: string } | undefined> {
  const [row] = await tx.query<{ number: string; at: Date; text: string; storage_key: string }>(
    `SELECT o.number, a.published_at AS at, a.text, v.storage_key
       FROM pqrs_answers a
       JOIN records o ON o.tenant_id = a.tenant_id AND o.id = a.outgoing_record_id
       JOIN record_files f ON f.tenant_id = a.tenant_id AND f.id = a.file_id
       JOIN file_versions v ON v.tenant_id = f.tenant_id AND v.file_id = f.id
                           AND v.version = f.version
      WHERE a.tenant_id = $1 AND a.record_id = $2 AND a.published_at IS NOT NULL`,
    [tenantId, recordId],
  );
  return row;
}

/** The PQRS record's field values and form, which a template's `{{field:…}}` reads. */
export async function recordValuesOf(
  tx: Sql,
  tenantId: string,
  recordId: string,
): Promise<{ form_id: string; subject: string; field_values: Record<string, string> } | undefined> {
  const [row] = await tx.query<{
    form_id: string;
    subject: string;
    field_values: Record<string, string>;
  }>('SELECT form_id, subject, field_values FROM records WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    recordId,
  ]);
  return row;
}
