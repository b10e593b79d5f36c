import type { MailboxChange, MailboxRule } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type PageRows, parsedJson, selectPage, Where } from '../platform/sql.ts';

export type MailboxRow = {
  id: string;
  name: string;
  host: string;
  port: number;
  tls: boolean;
  auth: 'password';
  username: string;
  password_sealed: string;
  folder: string;
  after_capture: 'move' | 'flag';
  move_to: string;
  receiver_id: string;
  auto_reply: boolean;
  active: boolean;
  rules: MailboxRule[];
  uid_validity: string | null;
  last_uid: string;
  poll_token: string;
  state: 'new' | 'ok' | 'failing';
  failure: string | null;
  polled_at: Date | null;
  captured: number;
};

const mailboxColumns = `m.id, m.name, m.host, m.port, m.tls, m.auth, m.username, m.password_sealed,
  m.folder, m.after_capture, m.move_to, m.receiver_id, m.auto_reply, m.active, m.rules,
  m.uid_validity, m.last_uid, m.poll_token, m.state, m.failure, m.polled_at,
  (SELECT count(*)::int FROM captured_messages c
    WHERE c.tenant_id = m.tenant_id AND c.mailbox_id = m.id) AS captured`;

const parsed = (row: MailboxRow): MailboxRow => ({ ...row, rules: parsedJson(row.rules) });

export async function listMailboxes(tx: Sql, tenantId: string): Promise<MailboxRow[]> {
  const rows = await tx.query<MailboxRow>(
    `SELECT ${mailboxColumns} FROM mailboxes m WHERE m.tenant_id = $1 ORDER BY m.created_at, m.id`,
    [tenantId],
  );
  return rows.map(parsed);
}

export async function countMailboxes(tx: Sql, tenantId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM mailboxes WHERE tenant_id = $1',
    [tenantId],
  );
  return row?.count ?? 0;
}

/** One mailbox, locked when it is about to change or be read by a poll. */
export async function findMailbox(
  tx: Sql,
  tenantId: string,
  id: string,
  lock = false,
): Promise<MailboxRow | undefined> {
  const [row] = await tx.query<MailboxRow>(
    `SELECT ${mailboxColumns} FROM mailboxes m WHERE m.tenant_id = $1 AND m.id = $2
     ${lock ? 'FOR UPDATE OF m' : ''}`,
    [tenantId, id],
  );
  return row && parsed(row);
}

type Stored = Omit<MailboxChange, 'password' | 'rules'> & {
  password_sealed: string;
  rules: MailboxRule[];
};

const storedValues = (mailbox: Stored) => [
  mailbox.name,
  mailbox.host,
  mailbox.port,
  mailbox.tls,
  mailbox.username,
  mailbox.password_sealed,
  mailbox.folder,
  mailbox.after_capture,
  mailbox.move_to,
  mailbox.receiver_id,
  mailbox.auto_reply,
  mailbox.active,
  JSON.stringify(mailbox.rules),
];

export async function insertMailbox(tx: Sql, tenantId: string, mailbox: Stored): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO mailboxes (tenant_id, name, host, port, tls, username, password_sealed, folder,
       after_capture, move_to, receiver_id, auto_reply, active, rules)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [tenantId, ...storedValues(mailbox)],
  );
  return (row as { id: string }).id;
}

/**
 * A change of the mailbox starts a new chain of polls (a new token) and forgets its failure: the
 * next poll says again how it stands. A different folder or server is read from its start.
 */
export async function updateMailbox(
  tx: Sql,
  tenantId: string,
  id: string,
  mailbox: Stored,
  moved: boolean,
): Promise<void> {
  await tx.query(
    `UPDATE mailboxes SET name = $3, host = $4, port = $5, tls = $6, username = $7,
       password_sealed = $8, folder = $9, after_capture = $10, move_to = $11, receiver_id = $12,
       auto_reply = $13, active = $14, rules = $15, poll_token = gen_random_uuid(),
       state = CASE WHEN state = 'failing' THEN 'new' ELSE state END, failure = NULL,
       failing_since = NULL,
       uid_validity = CASE WHEN $16 THEN NULL ELSE uid_validity END,
       last_uid = CASE WHEN $16 THEN 0 ELSE last_uid END
     WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, ...storedValues(mailbox), moved],
  );
}

/** Removes a mailbox; what it captured goes with it, its records stay. */
export async function deleteMailbox(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query('DELETE FROM mailboxes WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
}

/** Where a message's refused filing is undone to, leaving the rest of the poll's transaction. */
export async function savepoint(tx: Sql): Promise<void> {
  await tx.query('SAVEPOINT captured_filing');
}

export async function rollbackToSavepoint(tx: Sql): Promise<void> {
  await tx.query('ROLLBACK TO SAVEPOINT captured_filing');
}

export async function releaseSavepoint(tx: Sql): Promise<void> {
  await tx.query('RELEASE SAVEPOINT captured_filing');
}

export async function lockCompany(tx: Sql, tenantId: string): Promise<void> {
  await tx.query('SELECT 1 FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
}

/** A poll's reading of the folder, kept in the transaction that filed what it read. */
export async function markRead(
  tx: Sql,
  tenantId: string,
  id: string,
  read: { uidValidity: string; lastUid: number },
): Promise<void> {
  await tx.query(
    `UPDATE mailboxes SET uid_validity = $3, last_uid = greatest(last_uid, $4), state = 'ok',
       failure = NULL, failing_since = NULL, polled_at = now()
     WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, read.uidValidity, read.lastUid],
  );
}

/** A folder whose UIDVALIDITY changed numbers its messages anew: it is read from its start. */
export async function resetReading(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query(
    'UPDATE mailboxes SET uid_validity = NULL, last_uid = 0 WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
}

export async function markFailing(
  tx: Sql,
  tenantId: string,
  id: string,
  failure: string,
): Promise<void> {
  await tx.query(
    `UPDATE mailboxes SET state = 'failing', failure = $3,
       failing_since = coalesce(failing_since, now()), polled_at = now()
     WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, failure],
  );
}

export type Attachment = { name: string; size: number };

export type NewCapture = {
  mailbox_id: string;
  message_key: string;
  uid: number;
  subject: string;
  sender: string;
  received_at: Date;
};

/**
 * Takes a message's key for the company, once: false when a message with the key was captured
 * already (appended twice, read again after a crash). A second worker reading the same message at
 * the same time waits here on the first one's commit, then finds it taken.
 */
export async function claimMessage(
  tx: Sql,
  tenantId: string,
  message: NewCapture,
): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO captured_messages
       (tenant_id, mailbox_id, message_key, uid, outcome, subject, sender, received_at)
     VALUES ($1, $2, $3, $4, 'ignored', $5, $6, $7)
     ON CONFLICT (tenant_id, message_key) DO NOTHING RETURNING id`,
    [
      tenantId,
      message.mailbox_id,
      message.message_key,
      message.uid,
      message.subject,
      message.sender,
      message.received_at,
    ],
  );
  return row?.id;
}

export type Outcome =
  | { outcome: 'ignored' }
  | { outcome: 'record'; record_id: string }
  | {
      outcome: 'tray';
      eml_key: string;
      preview: string;
      attachments: Attachment[];
      problem: string | null;
    };

export async function settleMessage(
  tx: Sql,
  tenantId: string,
  id: string,
  settled: Outcome,
): Promise<void> {
  const tray = settled.outcome === 'tray' ? settled : null;
  await tx.query(
    `UPDATE captured_messages SET outcome = $3, record_id = $4, eml_key = $5,
       preview = coalesce($6, preview), attachments = coalesce($7::jsonb, attachments), problem = $8
     WHERE tenant_id = $1 AND id = $2`,
    [
      tenantId,
      id,
      settled.outcome,
      settled.outcome === 'record' ? settled.record_id : null,
      tray?.eml_key ?? null,
      tray?.preview ?? null,
      tray ? JSON.stringify(tray.attachments) : null,
      tray?.problem ?? null,
    ],
  );
}

export type TrayRow = {
  id: string;
  mailbox_name: string;
  subject: string;
  sender: string;
  received_at: Date;
  preview: string;
  attachments: Attachment[];
  problem: string | null;
  eml_key: string;
  message_key: string;
};

const trayColumns = `c.id, m.name AS mailbox_name, c.subject, c.sender, c.received_at, c.preview,
  c.attachments, c.problem, c.eml_key, c.message_key`;

export async function trayPage(
  tx: Sql,
  tenantId: string,
  window: { limit: number; offset: number },
): Promise<PageRows<TrayRow>> {
  const page = await selectPage<TrayRow>(
    tx,
    {
      select: trayColumns,
      from: 'captured_messages c',
      joins: {
        alias: 'c',
        sql: 'JOIN mailboxes m ON m.tenant_id = c.tenant_id AND m.id = c.mailbox_id',
      },
      where: new Where("c.tenant_id = $1 AND c.outcome = 'tray'", tenantId),
      // One poll's messages share their transaction's time: the folder's order tells them apart.
      orderBy: 'c.created_at, c.uid, c.id',
    },
    window,
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({ ...row, attachments: parsedJson(row.attachments) })),
  };
}

/** The tray's items of a batch still waiting, locked against another clerk's decision. */
export async function waitingItems(
  tx: Sql,
  tenantId: string,
  ids: readonly string[],
): Promise<TrayRow[]> {
  const rows = await tx.query<TrayRow>(
    `SELECT ${trayColumns} FROM captured_messages c
       JOIN mailboxes m ON m.tenant_id = c.tenant_id AND m.id = c.mailbox_id
      WHERE c.tenant_id = $1 AND c.id = ANY($2::uuid[]) AND c.outcome = 'tray'
      ORDER BY c.created_at, c.uid, c.id
      FOR UPDATE OF c`,
    [tenantId, ids],
  );
  return rows.map((row) => ({ ...row, attachments: parsedJson(row.attachments) }));
}

/** A clerk's decision on a tray item: filed as, or attached to, a record, or discarded. */
export async function decideItem(
  tx: Sql,
  tenantId: string,
  id: string,
  decision: {
    outcome: 'record' | 'attached' | 'discarded';
    record_id: string | null;
    by: string;
    reason?: string;
  },
): Promise<void> {
  await tx.query(
    `UPDATE captured_messages SET outcome = $3, record_id = $4, decided_by = $5,
       decided_at = now(), discard_reason = $6,
       eml_key = CASE WHEN $3 = 'discarded' THEN eml_key END
     WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, decision.outcome, decision.record_id, decision.by, decision.reason ?? null],
  );
}

/** A discarded item whose stored message is still kept; its key is forgotten by the purge. */
export async function purgeableItem(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<{ eml_key: string } | undefined> {
  const [row] = await tx.query<{ eml_key: string }>(
    `UPDATE captured_messages c SET eml_key = NULL
       FROM (SELECT id, eml_key FROM captured_messages
              WHERE tenant_id = $1 AND id = $2 AND outcome = 'discarded' AND eml_key IS NOT NULL
              FOR UPDATE) kept
      WHERE c.tenant_id = $1 AND c.id = kept.id
      RETURNING kept.eml_key`,
    [tenantId, id],
  );
  return row;
}
