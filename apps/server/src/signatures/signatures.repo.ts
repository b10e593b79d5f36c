import {
  type CreateSignatureRequest,
  type FormStatusValue,
  type RecordStatusValue,
  type SignatoryInput,
  SignatureStatus,
  type SignatureStatusValue,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { namedPerson, parsedJson, personName } from '../platform/sql.ts';

type Named = { id: string; name: string };

export type RequestRow = {
  id: string;
  form_id: string;
  form_name: string;
  form_status: FormStatusValue;
  record_id: string;
  record_number: string;
  record_status: RecordStatusValue;
  record_created_by: string;
  file_id: string;
  file_name: string;
  file_version: number;
  original_sha256: string;
  description: string;
  channel: 1 | 2 | 3 | 4;
  days: number;
  allow_data_change: boolean;
  photo_evidence: boolean;
  ordered: boolean;
  signature_type: 1 | 2 | 3;
  graphic: boolean;
  document_type: 1 | 2;
  promissory_number: string | null;
  provider: string;
  /** The third-party provider's id of the request; null for the built-in provider's. */
  provider_ref: string | null;
  status: SignatureStatusValue;
  requested_by: string;
  requester: Named | string;
  requested_at: Date;
  expires_at: Date;
  closed_at: Date | null;
  signed_version: number | null;
  signed_sha256: string | null;
  signatories_count: number;
  signed_count: number;
};

export type SignatoryRow = {
  id: string;
  request_id: string;
  position: number;
  country: string;
  dial_code: string;
  phone: string;
  full_name: string;
  document_type: 1 | 2 | 3 | 4 | 5 | 6;
  document_number: string;
  email: string;
  status: SignatureStatusValue;
  token_expires_at: Date | null;
  sent_at: Date | null;
  viewed_at: Date | null;
  code_hash: string | null;
  code_expires_at: Date | null;
  code_attempts: number;
  code_sends: number;
  code_verified_at: Date | null;
  signed_at: Date | null;
  ip: string | null;
  user_agent: string | null;
  graphic_kind: 'drawn' | 'typed' | null;
  graphic: string | null;
  /** The SHA-256 of their photo evidence (kept in `signatory_photos`), and when they took it. */
  photo_sha256: string | null;
  photo_at: Date | null;
  /** When they corrected their own data, and what the requester had typed (JSON). */
  corrected_at: Date | null;
  requested_data: RequestedData | string | null;
};

/** A signatory's data as the requester typed it, kept when the signer corrects it. */
export type RequestedData = Pick<SignatoryRow, 'full_name' | 'document_type' | 'document_number'>;

export const requesterOf = (row: RequestRow) => parsedJson<Named>(row.requester);

const requestSelect = `
  SELECT q.*, f.name AS form_name, f.status AS form_status, r.number AS record_number,
         r.status AS record_status, r.created_by AS record_created_by, rf.name AS file_name,
         ${namedPerson('u')} AS requester,
         (SELECT count(*)::int FROM signatories s
           WHERE s.tenant_id = q.tenant_id AND s.request_id = q.id) AS signatories_count,
         (SELECT count(*)::int FROM signatories s
           WHERE s.tenant_id = q.tenant_id AND s.request_id = q.id AND s.status = ${SignatureStatus.signed}) AS signed_count
    FROM signature_requests q
    JOIN forms f ON f.tenant_id = q.tenant_id AND f.id = q.form_id
    JOIN records r ON r.tenant_id = q.tenant_id AND r.id = q.record_id
    JOIN record_files rf ON rf.tenant_id = q.tenant_id AND rf.id = q.file_id
    JOIN users u ON u.tenant_id = q.tenant_id AND u.id = q.requested_by`;

export async function findRequest(
  tx: Sql,
  tenantId: string,
  id: string,
  lock = false,
): Promise<RequestRow | undefined> {
  if (lock) {
    await tx.query('SELECT 1 FROM signature_requests WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
      tenantId,
      id,
    ]);
  }
  const [row] = await tx.query<RequestRow>(
    `${requestSelect} WHERE q.tenant_id = $1 AND q.id = $2`,
    [tenantId, id],
  );
  return row;
}

/** The request of a form whose signed PDF has this SHA-256. */
export async function findSignedRequest(
  tx: Sql,
  tenantId: string,
  formId: string,
  sha256: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id FROM signature_requests
      WHERE tenant_id = $1 AND form_id = $2 AND signed_sha256 = $3`,
    [tenantId, formId, sha256],
  );
  return row?.id;
}

export function requestsOfRecord(tx: Sql, tenantId: string, recordId: string) {
  return tx.query<RequestRow>(
    `${requestSelect} WHERE q.tenant_id = $1 AND q.record_id = $2
      ORDER BY q.requested_at DESC, q.id`,
    [tenantId, recordId],
  );
}

export type ReportFilter = {
  from: string | undefined;
  to: string | undefined;
  status: SignatureStatusValue | undefined;
  form_id: string | undefined;
  requested_by: string | undefined;
  /** The forms the caller may see; null for every form (admins). */
  forms: string[] | null;
  /** The zone whose days `from` and `to` name: the company's. */
  timeZone: string;
  limit: number;
  offset: number;
};

/** The report's page, newest first, and how many requests match. */
export async function report(
  tx: Sql,
  tenantId: string,
  filter: ReportFilter,
): Promise<{ rows: RequestRow[]; count: number }> {
  const where = `q.tenant_id = $1
      AND ($2::date IS NULL OR q.requested_at >= ($2::date)::timestamp AT TIME ZONE $8)
      AND ($3::date IS NULL OR q.requested_at < ($3::date + 1)::timestamp AT TIME ZONE $8)
      AND ($4::smallint IS NULL OR q.status = $4)
      AND ($5::uuid IS NULL OR q.form_id = $5)
      AND ($6::uuid IS NULL OR q.requested_by = $6)
      AND ($7::uuid[] IS NULL OR q.form_id = ANY($7::uuid[]))`;
  const params = [
    tenantId,
    filter.from ?? null,
    filter.to ?? null,
    filter.status ?? null,
    filter.form_id ?? null,
    filter.requested_by ?? null,
    filter.forms,
    filter.timeZone,
  ];
  const rows = await tx.query<RequestRow>(
    `${requestSelect} WHERE ${where} ORDER BY q.requested_at DESC, q.id LIMIT $9 OFFSET $10`,
    [...params, filter.limit, filter.offset],
  );
  const [counted] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM signature_requests q WHERE ${where}`,
    params,
  );
  return { rows, count: counted?.count ?? 0 };
}

/** The forms and the requesters of the requests of these forms (all of them when null). */
export function reportChoices(tx: Sql, tenantId: string, forms: string[] | null) {
  return tx.query<{ kind: 'form' | 'requester'; id: string; name: string }>(
    `SELECT DISTINCT 'form' AS kind, f.id, f.name
       FROM signature_requests q JOIN forms f ON f.tenant_id = q.tenant_id AND f.id = q.form_id
      WHERE q.tenant_id = $1 AND ($2::uuid[] IS NULL OR q.form_id = ANY($2::uuid[]))
     UNION
     SELECT DISTINCT 'requester', u.id, ${personName('u')}
       FROM signature_requests q JOIN users u ON u.tenant_id = q.tenant_id AND u.id = q.requested_by
      WHERE q.tenant_id = $1 AND ($2::uuid[] IS NULL OR q.form_id = ANY($2::uuid[]))
      ORDER BY 3`,
    [tenantId, forms],
  );
}

export type NewRequest = Omit<CreateSignatureRequest, 'signatories' | 'promissory_number'> & {
  promissory_number: string | null;
  provider: string;
  file_version: number;
  original_sha256: string;
  requested_by: string;
};

/** A request and its signatories in their order, in one statement; answers the request's id. */
export async function insertRequest(
  tx: Sql,
  tenantId: string,
  request: NewRequest,
  signatories: readonly SignatoryInput[],
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `WITH added AS (
       INSERT INTO signature_requests (tenant_id, form_id, record_id, file_id, file_version,
         original_sha256, description, channel, days, allow_data_change, photo_evidence, ordered,
         signature_type, graphic, document_type, requested_by, expires_at, process_task_id,
         promissory_number, provider)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::smallint, $10, $11, $12, $13, $14, $15, $16,
               now() + make_interval(days => $9::int), $18, $19, $20)
       RETURNING id),
     people AS (
       INSERT INTO signatories (tenant_id, request_id, position, country, dial_code, phone,
                                full_name, document_type, document_number, email)
       SELECT $1, added.id, person.ordinality, person.value->>'country',
              person.value->>'dial_code', person.value->>'phone', person.value->>'full_name',
              (person.value->>'document_type')::smallint, person.value->>'document_number',
              person.value->>'email'
         FROM added, jsonb_array_elements($17::jsonb) WITH ORDINALITY AS person)
     SELECT id FROM added`,
    [
      tenantId,
      request.form_id,
      request.record_id,
      request.file_id,
      request.file_version,
      request.original_sha256,
      request.description,
      request.channel,
      request.days,
      request.allow_data_change,
      request.photo_evidence,
      request.ordered,
      request.signature_type,
      request.graphic,
      request.document_type,
      request.requested_by,
      JSON.stringify(signatories),
      request.process_task_id ?? null,
      request.promissory_number,
      request.provider,
    ],
  );
  return (row as { id: string }).id;
}

/** The third-party provider's id of a request it registered. */
export async function setProviderRef(
  tx: Sql,
  tenantId: string,
  id: string,
  providerRef: string,
): Promise<void> {
  await tx.query(
    'UPDATE signature_requests SET provider_ref = $3 WHERE tenant_id = $1 AND id = $2',
    [tenantId, id, providerRef],
  );
}

export function signatoriesOf(tx: Sql, tenantId: string, requestId: string) {
  return tx.query<SignatoryRow>(
    `SELECT * FROM signatories WHERE tenant_id = $1 AND request_id = $2 ORDER BY position`,
    [tenantId, requestId],
  );
}

/**
 * Closes a request (signed, voided, expired); its signatories still pending close with it in the
 * same state (voided when cancelled, expired when its days ran out) and their links stop working.
 */
export async function closeRequest(
  tx: Sql,
  tenantId: string,
  id: string,
  close: { status: SignatureStatusValue; by: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE signature_requests SET status = $3, closed_at = now(), closed_by = $4
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, close.status, close.by],
  );
  await tx.query(
    `UPDATE signatories SET status = $3, token_hash = NULL, code_hash = NULL
      WHERE tenant_id = $1 AND request_id = $2 AND status = ${SignatureStatus.pending}`,
    [tenantId, id, close.status],
  );
}

/** The signed PDF made: the file's version it became, and its hash. */
export async function recordSignedDocument(
  tx: Sql,
  tenantId: string,
  id: string,
  signed: { version: number; sha256: string },
): Promise<void> {
  await tx.query(
    `UPDATE signature_requests SET signed_version = $3, signed_sha256 = $4
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, signed.version, signed.sha256],
  );
}

/**
 * A signed document in the installation's public index (migration 050): by its request id or by
 * the signed PDF's SHA-256, the company to look in.
 */
export async function addVerification(
  tx: Sql,
  tenantId: string,
  requestId: string,
  signedSha256: string,
): Promise<void> {
  await tx.query(
    'INSERT INTO signature_verifications (request_id, tenant_id, signed_sha256) VALUES ($1, $2, $3)',
    [requestId, tenantId, signedSha256],
  );
}

/** Where a signed document is, found by its request id or by its SHA-256; read with no company. */
export async function findVerification(
  tx: Sql,
  code: { requestId: string | null; sha256: string | null },
): Promise<{ request_id: string; tenant_id: string } | undefined> {
  const [row] = await tx.query<{ request_id: string; tenant_id: string }>(
    `SELECT request_id, tenant_id FROM signature_verifications
      WHERE request_id = $1::uuid OR signed_sha256 = $2
      ORDER BY request_id LIMIT 1`,
    [code.requestId, code.sha256],
  );
  return row;
}

/** A new link for a signatory still pending, valid until the request expires. */
export async function setLink(
  tx: Sql,
  tenantId: string,
  signatoryId: string,
  tokenHash: string,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE signatories s SET token_hash = $3, token_expires_at = q.expires_at
       FROM signature_requests q
      WHERE s.tenant_id = $1 AND s.id = $2 AND s.status = ${SignatureStatus.pending}
        AND q.tenant_id = s.tenant_id AND q.id = s.request_id AND q.status = ${SignatureStatus.pending}
      RETURNING s.id`,
    [tenantId, signatoryId, tokenHash],
  );
  return rows.length > 0;
}

/**
 * A link that reached its signatory: the first one that did is the evidence's "sent" time. One
 * the mail server or gateway did not take is taken back, while it is still the signatory's.
 */
export async function settleLink(
  tx: Sql,
  tenantId: string,
  signatoryId: string,
  link: { tokenHash: string; sent: boolean },
): Promise<void> {
  await tx.query(
    link.sent
      ? 'UPDATE signatories SET sent_at = coalesce(sent_at, now()) WHERE tenant_id = $1 AND id = $2'
      : 'UPDATE signatories SET token_hash = NULL WHERE tenant_id = $1 AND id = $2 AND token_hash = $3',
    link.sent ? [tenantId, signatoryId] : [tenantId, signatoryId, link.tokenHash],
  );
}

/** The signatory whose live link hashes to this, locked: every step of signing changes it. */
export async function signatoryByLink(
  tx: Sql,
  tenantId: string,
  tokenHash: string,
): Promise<SignatoryRow | undefined> {
  const [row] = await tx.query<SignatoryRow>(
    `SELECT * FROM signatories
      WHERE tenant_id = $1 AND token_hash = $2 AND token_expires_at > now()
      FOR UPDATE`,
    [tenantId, tokenHash],
  );
  return row;
}

export async function findSignatory(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<SignatoryRow | undefined> {
  const [row] = await tx.query<SignatoryRow>(
    'SELECT * FROM signatories WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return row;
}

/** What a step of signing changes on the signatory (only the columns given). */
export type SignatoryChange = Partial<
  Pick<
    SignatoryRow,
    | 'viewed_at'
    | 'code_hash'
    | 'code_expires_at'
    | 'code_attempts'
    | 'code_sends'
    | 'code_verified_at'
    | 'status'
    | 'signed_at'
    | 'ip'
    | 'user_agent'
    | 'graphic_kind'
    | 'graphic'
    | 'full_name'
    | 'document_type'
    | 'document_number'
    | 'photo_sha256'
    | 'photo_at'
    | 'corrected_at'
  > & { token_hash: null; requested_data: string }
>;

const changeable = new Set([
  'viewed_at',
  'code_hash',
  'code_expires_at',
  'code_attempts',
  'code_sends',
  'code_verified_at',
  'status',
  'signed_at',
  'ip',
  'user_agent',
  'graphic_kind',
  'graphic',
  'full_name',
  'document_type',
  'document_number',
  'token_hash',
  'photo_sha256',
  'photo_at',
  'corrected_at',
  'requested_data',
]);

export async function updateSignatory(
  tx: Sql,
  tenantId: string,
  id: string,
  change: SignatoryChange,
): Promise<void> {
  const entries = Object.entries(change).filter(([column]) => changeable.has(column));
  if (entries.length === 0) return;
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`).join(', ');
  await tx.query(`UPDATE signatories SET ${sets} WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    id,
    ...entries.map(([, value]) => value),
  ]);
}

/**
 * Takes back a code its gateway did not carry: the send it counted, and the code itself while it
 * is still the one sent (a newer one, sent meanwhile, stays).
 */
export async function withdrawCode(
  tx: Sql,
  tenantId: string,
  id: string,
  codeHash: string,
): Promise<void> {
  await tx.query(
    `UPDATE signatories SET code_sends = greatest(code_sends - 1, 0),
            code_hash = CASE WHEN code_hash = $3 THEN NULL ELSE code_hash END,
            code_expires_at = CASE WHEN code_hash = $3 THEN NULL ELSE code_expires_at END
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, codeHash],
  );
}

export type SignatoryPhoto = { jpeg: Buffer; width: number; height: number };

/** Keeps a signatory's photo, replacing the one they took before. */
export async function keepPhoto(
  tx: Sql,
  tenantId: string,
  signatoryId: string,
  photo: SignatoryPhoto,
): Promise<void> {
  await tx.query(
    `INSERT INTO signatory_photos (tenant_id, signatory_id, jpeg, width, height)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id, signatory_id)
     DO UPDATE SET jpeg = excluded.jpeg, width = excluded.width, height = excluded.height`,
    [tenantId, signatoryId, photo.jpeg, photo.width, photo.height],
  );
}

/** A signatory's photo, found only through the request it belongs to. */
export async function photoOf(
  tx: Sql,
  tenantId: string,
  requestId: string,
  signatoryId: string,
): Promise<SignatoryPhoto | undefined> {
  const [row] = await tx.query<{ jpeg: Buffer | Uint8Array; width: number; height: number }>(
    `SELECT p.jpeg, p.width, p.height
       FROM signatory_photos p
       JOIN signatories s ON s.tenant_id = p.tenant_id AND s.id = p.signatory_id
      WHERE p.tenant_id = $1 AND s.request_id = $2 AND p.signatory_id = $3`,
    [tenantId, requestId, signatoryId],
  );
  return row && { ...row, jpeg: Buffer.from(row.jpeg) };
}

/** The company's time zone: the public verification page reads its times in it (decision 79). */
export async function companyTimeZone(tx: Sql, tenantId: string): Promise<string> {
  const [row] = await tx.query<{ time_zone: string }>(
    'SELECT time_zone FROM tenants WHERE id = $1',
    [tenantId],
  );
  return row?.time_zone ?? 'UTC';
}

/** The installation's sealing certificate (PKCS#12), if one was made. */
export async function installationSeal(tx: Sql): Promise<Buffer | undefined> {
  const [row] = await tx.query<{ p12: Buffer | Uint8Array }>(
    'SELECT p12 FROM installation_seal WHERE id = 1',
  );
  return row ? Buffer.from(row.p12) : undefined;
}

/** Keeps a new seal, unless another process kept one first: answers the one kept. */
export async function keepInstallationSeal(tx: Sql, p12: Buffer): Promise<Buffer> {
  await tx.query('INSERT INTO installation_seal (id, p12) VALUES (1, $1) ON CONFLICT DO NOTHING', [
    p12,
  ]);
  return (await installationSeal(tx)) as Buffer;
}
