import { randomUUID } from 'node:crypto';
import {
  type FormStatusValue,
  type Language,
  type LawPqrsKind,
  lawPqrsKinds,
  lawPqrsTypes,
  type PqrsMessageKind,
  type PqrsState,
  pqrsLimits,
  type RecordStatusValue,
  TaskStatus,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { receivesWork } from '../users/index.ts';

export type PqrsTypeRow = {
  id: string;
  law_kind: LawPqrsKind | null;
  name: string | null;
  term_days: number;
  extension_days: number;
  active: boolean;
};

const typeColumns = 'id, law_kind, name, term_days, extension_days, active';

/** json_build_object and jsonb columns arrive parsed from pg, as text from PGlite. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

export async function typesOf(tx: Sql, tenantId: string): Promise<PqrsTypeRow[]> {
  return tx.query<PqrsTypeRow>(
    `SELECT ${typeColumns} FROM pqrs_types WHERE tenant_id = $1 ORDER BY position, id`,
    [tenantId],
  );
}

/** The law's types, each once: a company that never read its types gets them on first read. */
export async function seedLawTypes(tx: Sql, tenantId: string): Promise<void> {
  await tx.query(
    `INSERT INTO pqrs_types (tenant_id, id, law_kind, term_days, extension_days, position)
     SELECT $1, gen_random_uuid(), kind, term, extension, position
       FROM unnest($2::text[], $3::int[], $4::int[]) WITH ORDINALITY AS law(kind, term, extension, position)
     ON CONFLICT (tenant_id, law_kind) DO NOTHING`,
    [
      tenantId,
      lawPqrsKinds,
      lawPqrsKinds.map((kind) => lawPqrsTypes[kind].term),
      lawPqrsKinds.map((kind) => lawPqrsTypes[kind].extension),
    ],
  );
}

export async function findType(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<PqrsTypeRow | undefined> {
  const [row] = await tx.query<PqrsTypeRow>(
    `SELECT ${typeColumns} FROM pqrs_types WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
  return row;
}

export type TypeChange = Omit<PqrsTypeRow, 'id' | 'law_kind'>;

export async function insertType(
  tx: Sql,
  tenantId: string,
  type: TypeChange,
): Promise<PqrsTypeRow> {
  const [row] = await tx.query<PqrsTypeRow>(
    `INSERT INTO pqrs_types (tenant_id, id, name, term_days, extension_days, active, position)
     SELECT $1, $2, $3, $4, $5, $6, coalesce(max(position), 0) + 1
       FROM pqrs_types WHERE tenant_id = $1
     RETURNING ${typeColumns}`,
    [tenantId, randomUUID(), type.name, type.term_days, type.extension_days, type.active],
  );
  return row as PqrsTypeRow;
}

export async function updateType(
  tx: Sql,
  tenantId: string,
  id: string,
  type: TypeChange,
): Promise<PqrsTypeRow | undefined> {
  const [row] = await tx.query<PqrsTypeRow>(
    `UPDATE pqrs_types SET name = $3, term_days = $4, extension_days = $5, active = $6
      WHERE tenant_id = $1 AND id = $2
     RETURNING ${typeColumns}`,
    [tenantId, id, type.name, type.term_days, type.extension_days, type.active],
  );
  return row;
}

export type SettingsRow = {
  window_open: boolean;
  intake_form_id: string | null;
  receiver_id: string | null;
  policy_text: string;
  ask_characterisation: boolean;
};

const closedWindow: SettingsRow = {
  window_open: false,
  intake_form_id: null,
  receiver_id: null,
  policy_text: '',
  ask_characterisation: false,
};

/** The window's settings: a company that never set them has a closed window. */
export async function settingsOf(tx: Sql, tenantId: string): Promise<SettingsRow> {
  const [row] = await tx.query<SettingsRow>(
    `SELECT window_open, intake_form_id, receiver_id, policy_text, ask_characterisation
       FROM pqrs_settings WHERE tenant_id = $1`,
    [tenantId],
  );
  return row ?? closedWindow;
}

export async function saveSettings(
  tx: Sql,
  tenantId: string,
  settings: SettingsRow,
): Promise<void> {
  await tx.query(
    `INSERT INTO pqrs_settings
       (tenant_id, window_open, intake_form_id, receiver_id, policy_text, ask_characterisation)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (tenant_id) DO UPDATE SET
       window_open = excluded.window_open, intake_form_id = excluded.intake_form_id,
       receiver_id = excluded.receiver_id, policy_text = excluded.policy_text,
       ask_characterisation = excluded.ask_characterisation, updated_at = now()`,
    [
      tenantId,
      settings.window_open,
      settings.intake_form_id,
      settings.receiver_id,
      settings.policy_text,
      settings.ask_characterisation,
    ],
  );
}

export type NewRequest = {
  record_id: string;
  type_id: string;
  received_at: Date;
  term_days: number;
  due_at: Date;
  text: string;
  petitioner: object | null;
  characterisation: object | null;
  language: string;
  tracking_hash: string;
  challenge: string;
};

/** Keeps a PQRS beside its record; false when its proof of work was spent already. */
export async function insertRequest(
  tx: Sql,
  tenantId: string,
  request: NewRequest,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO pqrs_requests
       (tenant_id, record_id, type_id, received_at, term_days, due_at, text, petitioner,
        characterisation, language, tracking_hash, challenge, due_at_filing)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $6)
     ON CONFLICT (tenant_id, challenge) DO NOTHING
     RETURNING record_id`,
    [
      tenantId,
      request.record_id,
      request.type_id,
      request.received_at,
      request.term_days,
      request.due_at,
      request.text,
      request.petitioner === null ? null : JSON.stringify(request.petitioner),
      request.characterisation === null ? null : JSON.stringify(request.characterisation),
      request.language,
      request.tracking_hash,
      request.challenge,
    ],
  );
  return rows.length === 1;
}

/** Keeps a PQRS's receipt unless it has one; the key it keeps, this one or the one kept first. */
export async function keepReceipt(
  tx: Sql,
  tenantId: string,
  recordId: string,
  key: string,
  sha256: string,
): Promise<string> {
  const [row] = await tx.query<{ receipt_key: string }>(
    `UPDATE pqrs_requests
        SET receipt_key = COALESCE(receipt_key, $3),
            receipt_sha256 = COALESCE(receipt_sha256, $4)
      WHERE tenant_id = $1 AND record_id = $2
      RETURNING receipt_key`,
    [tenantId, recordId, key, sha256],
  );
  if (!row) throw new Error(`PQRS ${recordId} vanished before its receipt was kept`);
  return row.receipt_key;
}

export type TrackedRow = {
  record_id: string;
  number: string;
  subject: string;
  state: PqrsState;
  received_at: Date;
  due_at: Date;
  tracking_hash: string;
  /** Null until the receipt is first downloaded. */
  receipt_key: string | null;
  due_at_filing: Date;
  language: Language;
  petitioner_name: string | null;
  days_left_at_pause: number | null;
  /** Who filed its record: the window's receiver then. */
  filed_by: string;
  type: PqrsTypeRow;
};

/** A PQRS by its record's number, with what its tracking page shows; locked to change it. */
export async function trackedByNumber(
  tx: Sql,
  tenantId: string,
  number: string,
  lock = false,
): Promise<TrackedRow | undefined> {
  const [row] = await tx.query<TrackedRow>(
    `SELECT p.record_id, r.number, r.subject, p.state, p.received_at, p.due_at, p.tracking_hash,
            p.receipt_key, p.due_at_filing, p.language, p.petitioner->>'name' AS petitioner_name,
            p.days_left_at_pause, r.created_by AS filed_by,
            json_build_object('id', t.id, 'law_kind', t.law_kind, 'name', t.name,
              'term_days', t.term_days, 'extension_days', t.extension_days, 'active', t.active) AS type
       FROM records r
       JOIN pqrs_requests p ON p.tenant_id = r.tenant_id AND p.record_id = r.id
       JOIN pqrs_types t ON t.tenant_id = p.tenant_id AND t.id = p.type_id
      WHERE r.tenant_id = $1 AND r.number = $2${lock ? ' FOR UPDATE OF p' : ''}`,
    [tenantId, number],
  );
  return row && { ...row, type: parsed(row.type) };
}

export type RequestRow = {
  record_id: string;
  number: string;
  form_id: string;
  form_status: FormStatusValue;
  status: RecordStatusValue;
  created_by: string;
  state: PqrsState;
  received_at: Date;
  term_days: number;
  due_at: Date;
  text: string;
  petitioner: Record<string, string | undefined> | null;
  language: string;
  extended_at: Date | null;
  extension_days: number | null;
  extension_reason: string | null;
  due_before_extension: Date | null;
  paused_at: Date | null;
  days_left_at_pause: number | null;
  remitted_at: Date | null;
  remitted_to_name: string | null;
  remitted_to_email: string | null;
  remission_reason: string | null;
  due_soon_noticed_for: Date | null;
  overdue_noticed_for: Date | null;
  subject: string;
  type: PqrsTypeRow;
};

/** A record's PQRS, with what its rules read of the record; locked when it is to change. */
export async function requestOfRecord(
  tx: Sql,
  tenantId: string,
  recordId: string,
  lock = false,
): Promise<RequestRow | undefined> {
  const [row] = await tx.query<RequestRow>(
    `SELECT p.record_id, r.number, r.form_id, f.status AS form_status, r.status, r.created_by, p.state,
            p.received_at, p.term_days, p.due_at, p.text, p.petitioner, p.language, p.extended_at,
            p.extension_days, p.extension_reason, p.due_before_extension, p.paused_at,
            p.days_left_at_pause, p.remitted_at, p.remitted_to_name, p.remitted_to_email,
            p.remission_reason, p.due_soon_noticed_for, p.overdue_noticed_for, r.subject,
            json_build_object('id', t.id, 'law_kind', t.law_kind, 'name', t.name,
              'term_days', t.term_days, 'extension_days', t.extension_days, 'active', t.active) AS type
       FROM pqrs_requests p
       JOIN records r ON r.tenant_id = p.tenant_id AND r.id = p.record_id
       JOIN forms f ON f.tenant_id = r.tenant_id AND f.id = r.form_id
       JOIN pqrs_types t ON t.tenant_id = p.tenant_id AND t.id = p.type_id
      WHERE p.tenant_id = $1 AND p.record_id = $2${lock ? ' FOR UPDATE OF p' : ''}`,
    [tenantId, recordId],
  );
  return row && { ...row, type: parsed(row.type), petitioner: parsed(row.petitioner) };
}

export async function extendRequest(
  tx: Sql,
  tenantId: string,
  recordId: string,
  extension: { days: number; reason: string; due_at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE pqrs_requests
        SET extended_at = now(), extension_days = $3, extension_reason = $4,
            due_before_extension = due_at, due_at = $5
      WHERE tenant_id = $1 AND record_id = $2`,
    [tenantId, recordId, extension.days, extension.reason, extension.due_at],
  );
}

export async function setState(
  tx: Sql,
  tenantId: string,
  recordId: string,
  state: PqrsState,
): Promise<void> {
  await tx.query('UPDATE pqrs_requests SET state = $3 WHERE tenant_id = $1 AND record_id = $2', [
    tenantId,
    recordId,
    state,
  ]);
}

/** Stops its clock (Ley 1755 art. 17) with the business days it had left. */
export async function pauseRequest(
  tx: Sql,
  tenantId: string,
  recordId: string,
  daysLeft: number,
): Promise<void> {
  await tx.query(
    `UPDATE pqrs_requests SET state = 'incomplete', paused_at = now(), days_left_at_pause = $3
      WHERE tenant_id = $1 AND record_id = $2`,
    [tenantId, recordId, daysLeft],
  );
}

/** Runs its clock again, due on a new day. */
export async function resumeRequest(
  tx: Sql,
  tenantId: string,
  recordId: string,
  due: Date,
): Promise<void> {
  await tx.query(
    `UPDATE pqrs_requests SET state = 'received', due_at = $3, paused_at = NULL,
            days_left_at_pause = NULL
      WHERE tenant_id = $1 AND record_id = $2`,
    [tenantId, recordId, due],
  );
}

/** Remitted to the competent entity (Ley 1755 art. 21): its clock stops. */
export async function remitRequest(
  tx: Sql,
  tenantId: string,
  recordId: string,
  remission: { entity_name: string; entity_email: string; reason: string },
): Promise<void> {
  await tx.query(
    `UPDATE pqrs_requests
        SET state = 'remitted', remitted_at = now(), remitted_to_name = $3, remitted_to_email = $4,
            remission_reason = $5
      WHERE tenant_id = $1 AND record_id = $2`,
    [tenantId, recordId, remission.entity_name, remission.entity_email, remission.reason],
  );
}

export type MessageRow = {
  kind: PqrsMessageKind;
  text: string;
  created_at: Date;
  files: string[];
};

export async function insertMessage(
  tx: Sql,
  tenantId: string,
  message: {
    record_id: string;
    kind: PqrsMessageKind;
    text: string;
    created_by: string | null;
    /** The names of the files the petitioner sent with it. */
    files?: string[];
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO pqrs_messages (tenant_id, id, record_id, kind, text, created_by, files)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      tenantId,
      randomUUID(),
      message.record_id,
      message.kind,
      message.text,
      message.created_by,
      message.files ?? [],
    ],
  );
}

export async function messagesOf(
  tx: Sql,
  tenantId: string,
  recordId: string,
): Promise<MessageRow[]> {
  return tx.query<MessageRow>(
    `SELECT kind, text, created_at, files FROM pqrs_messages
      WHERE tenant_id = $1 AND record_id = $2 ORDER BY created_at, id`,
    [tenantId, recordId],
  );
}

export type NoticesRow = {
  supervisor_role_id: string | null;
  due_soon_days: number;
  escalate_overdue: boolean;
};

/** Who hears of a PQRS running late: a company that never set it tells its holders alone. */
export async function noticesOf(tx: Sql, tenantId: string): Promise<NoticesRow> {
  const [row] = await tx.query<NoticesRow>(
    `SELECT supervisor_role_id, due_soon_days, escalate_overdue
       FROM pqrs_notice_settings WHERE tenant_id = $1`,
    [tenantId],
  );
  return (
    row ?? {
      supervisor_role_id: null,
      due_soon_days: pqrsLimits.dueSoonDays.default,
      escalate_overdue: false,
    }
  );
}

export async function saveNotices(tx: Sql, tenantId: string, notices: NoticesRow): Promise<void> {
  await tx.query(
    `INSERT INTO pqrs_notice_settings (tenant_id, supervisor_role_id, due_soon_days, escalate_overdue)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id) DO UPDATE SET
       supervisor_role_id = excluded.supervisor_role_id, due_soon_days = excluded.due_soon_days,
       escalate_overdue = excluded.escalate_overdue, updated_at = now()`,
    [tenantId, notices.supervisor_role_id, notices.due_soon_days, notices.escalate_overdue],
  );
}

export async function roleExists(tx: Sql, tenantId: string, roleId: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM roles WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    roleId,
  ]);
  return rows.length > 0;
}

/** The PQRS supervisors: the role's members who may take work, by name. */
export function supervisorsOf(tx: Sql, tenantId: string, roleId: string) {
  return tx.query<{ id: string; email: string }>(
    `SELECT u.id, u.email FROM role_members m
       JOIN users u ON u.tenant_id = m.tenant_id AND u.id = m.user_id
      WHERE m.tenant_id = $1 AND m.role_id = $2 AND ${receivesWork('u')}
      ORDER BY u.first_name, u.last_name, u.id`,
    [tenantId, roleId],
  );
}

/** The open process tasks on a PQRS's record, and who holds each. */
export function openTasksOf(tx: Sql, tenantId: string, recordId: string) {
  return tx.query<{ id: string; assignee_id: string }>(
    `SELECT t.id, t.assignee_id FROM processes p
       JOIN process_tasks t ON t.tenant_id = p.tenant_id AND t.process_id = p.id
      WHERE p.tenant_id = $1 AND p.record_id = $2 AND t.status = ${TaskStatus.inProgress}
      ORDER BY t.received_at, t.id`,
    [tenantId, recordId],
  );
}

/** Says a notice went for this legal due date, so it goes once for one clock. */
export async function markNoticed(
  tx: Sql,
  tenantId: string,
  recordId: string,
  notice: 'due_soon' | 'overdue',
  due: Date,
): Promise<void> {
  const column = notice === 'due_soon' ? 'due_soon_noticed_for' : 'overdue_noticed_for';
  await tx.query(
    `UPDATE pqrs_requests SET ${column} = $3 WHERE tenant_id = $1 AND record_id = $2`,
    [tenantId, recordId, due],
  );
}
