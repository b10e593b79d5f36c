import {
  type SignatoryDto,
  SignatureChannel,
  type SignatureRequestDetailDto,
  type SignatureRequestDto,
  SignatureStatus,
  type SignerViewDto,
  type VerificationDto,
  type VerificationMatch,
} from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { parsedJson } from '../platform/sql.ts';
import { abilities } from '../policies.ts';
import type { SignatureSubject } from './signatures.policy.ts';
import {
  type RequestedData,
  type RequestRow,
  requesterOf,
  type SignatoryRow,
} from './signatures.repo.ts';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function signatureSubjectOf(row: RequestRow): SignatureSubject {
  return {
    record: {
      form: { id: row.form_id, status: row.form_status },
      status: row.record_status,
      created_by: row.record_created_by,
    },
    status: row.status,
  };
}

export function toRequestDto(row: RequestRow, actor: Actor): SignatureRequestDto {
  const requester = requesterOf(row);
  return {
    id: row.id,
    description: row.description,
    status: row.status,
    channel: row.channel,
    days: row.days,
    allow_data_change: row.allow_data_change,
    photo_evidence: row.photo_evidence,
    ordered: row.ordered,
    signature_type: row.signature_type,
    graphic: row.graphic,
    document_type: row.document_type,
    promissory_number: row.promissory_number,
    form: { id: row.form_id, name: row.form_name },
    record: { id: row.record_id, number: row.record_number },
    file: { id: row.file_id, name: row.file_name, version: row.file_version },
    requested_by: { id: requester.id, name: requester.name },
    requested_at: new Date(row.requested_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    closed_at: iso(row.closed_at),
    signed_version: row.signed_version,
    signed_sha256: row.signed_sha256,
    signatories_count: row.signatories_count,
    signed_count: row.signed_count,
    abilities: abilities(actor, 'signature', signatureSubjectOf(row)),
  };
}

export function toSignatoryDto(row: SignatoryRow): SignatoryDto {
  return {
    id: row.id,
    position: row.position,
    full_name: row.full_name,
    document_type: row.document_type,
    document_number: row.document_number,
    email: row.email,
    country: row.country,
    dial_code: row.dial_code,
    phone: row.phone,
    status: row.status,
    sent_at: iso(row.sent_at),
    viewed_at: iso(row.viewed_at),
    code_verified_at: iso(row.code_verified_at),
    signed_at: iso(row.signed_at),
    photo: row.photo_sha256 !== null,
    corrected_at: iso(row.corrected_at),
    requested: requestedDataOf(row),
  };
}

/** What the requester had typed, when the signer corrected it. */
export const requestedDataOf = (row: SignatoryRow): RequestedData | null =>
  row.requested_data === null ? null : parsedJson<RequestedData>(row.requested_data);

export function toRequestDetailDto(
  row: RequestRow,
  signatories: readonly SignatoryRow[],
  actor: Actor,
): SignatureRequestDetailDto {
  return { ...toRequestDto(row, actor), signatories: signatories.map(toSignatoryDto) };
}

/** An address shown masked: its first letter and its domain's (`j***@e***.com`). */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** A phone shown masked: its last three digits. */
export function maskedPhone(dialCode: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${dialCode.startsWith('+') ? dialCode : `+${dialCode}`} ***${digits.slice(-3)}`;
}

/** Whether it is this signer's turn: in an ordered request, everyone before them signed. */
export function isTurn(
  request: Pick<RequestRow, 'ordered'>,
  signatory: SignatoryRow,
  all: readonly SignatoryRow[],
): boolean {
  return (
    !request.ordered ||
    all.every(
      (other) => other.position >= signatory.position || other.status === SignatureStatus.signed,
    )
  );
}

export function toSignerView(
  request: RequestRow,
  signatory: SignatoryRow,
  all: readonly SignatoryRow[],
  company: string,
): SignerViewDto {
  return {
    description: request.description,
    company,
    document_name: request.file_name,
    graphic: request.graphic,
    allow_data_change: request.allow_data_change,
    photo_evidence: request.photo_evidence,
    photo_taken: signatory.photo_sha256 !== null,
    full_name: signatory.full_name,
    document_type: signatory.document_type,
    document_number: signatory.document_number,
    code_to:
      request.channel === SignatureChannel.email
        ? maskedEmail(signatory.email)
        : maskedPhone(signatory.dial_code, signatory.phone),
    status: signatory.status,
    request_status: request.status,
    turn: isTurn(request, signatory, all),
    code_sent: signatory.code_hash !== null,
    verified: signatory.code_verified_at !== null,
    signed_at: iso(signatory.signed_at),
  };
}

/** A document number shown masked: its last three characters. */
export const maskedDocument = (number: string) => `***${number.slice(-3)}`;

/** How a hash compares with a signed request's: the signed PDF, its original, or neither. */
function matchOf(request: RequestRow, sha256: string): VerificationMatch {
  if (sha256 === request.signed_sha256) return 'signed';
  if (sha256 === request.original_sha256) return 'original';
  return 'other';
}

/** A signed request as the public verification page shows it: no contact, numbers masked. */
export function toVerificationDto(
  request: RequestRow,
  signatories: readonly SignatoryRow[],
  company: { name: string; time_zone: string },
  sha256: string | undefined,
): VerificationDto {
  return {
    request_id: request.id,
    company: company.name,
    time_zone: company.time_zone,
    document_name: request.file_name,
    description: request.description,
    status: request.status,
    requested_at: new Date(request.requested_at).toISOString(),
    completed_at: iso(request.closed_at),
    original_sha256: request.original_sha256,
    signed_sha256: request.signed_sha256 ?? '',
    signatories: signatories.map((signatory) => ({
      position: signatory.position,
      full_name: signatory.full_name,
      document_type: signatory.document_type,
      document_number: maskedDocument(signatory.document_number),
      signed_at: iso(signatory.signed_at),
    })),
    match: sha256 === undefined ? null : matchOf(request, sha256),
  };
}
