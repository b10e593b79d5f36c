import {
  type CreateSignatureRequest,
  type Paged,
  type RecordSignaturesDto,
  SignatureChannel,
  type SignatureChannelValue,
  type SignatureReportFilter,
  type SignatureRequestDetailDto,
  type SignatureRequestDto,
  SignatureStatus,
  SignatureType,
  SignedDocumentType,
} from '@custodia/contracts';
import { messageGatewayOf } from '../company/index.ts';
import { fileToSign, findRecordOfFiles, recordSubjectOf } from '../files/index.ts';
import { AppError, found } from '../platform/errors.ts';
import { isAdmin } from '../platform/policy.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize, can } from '../policies.ts';
import { inForce } from '../records/index.ts';
import { builtinProvider } from './builtin-provider.ts';
import { gatewayChannelsOf } from './message-gateway.ts';
import type { SignatureProvider } from './provider.ts';
import { auditSignature } from './signatures.audit.ts';
import { cancelFollowUp, scheduleFollowUp } from './signatures.jobs.ts';
import { signingForms } from './signatures.policy.ts';
import { signatureSubjectOf, toRequestDetailDto, toRequestDto } from './signatures.present.ts';
import * as repo from './signatures.repo.ts';

/**
 * The provider that serves a company: the built-in one until a third party is configured
 * through the integrations screen (that adapter is not built yet).
 */
export function providerOf(_work: Work<Doer>): SignatureProvider {
  return builtinProvider;
}

/** The channels signers can be reached by: e-mail, and SMS and WhatsApp through the company's gateway. */
async function channelsOf(work: Work<Doer>): Promise<SignatureChannelValue[]> {
  const all = Object.values(SignatureChannel);
  const gateway = await messageGatewayOf(work);
  return all.filter((channel) => gateway || gatewayChannelsOf(channel).length === 0);
}

async function detail(work: Work, id: string): Promise<SignatureRequestDetailDto> {
  const row = found(await repo.findRequest(work.tx, work.tenantId, id), 'signatureRequestNotFound');
  const signatories = await repo.signatoriesOf(work.tx, work.tenantId, id);
  return toRequestDetailDto(row, signatories, work.actor);
}

/**
 * Spec §3 signature request on a record's file (issue 33 point 1): by whoever holds the form's
 * "sign electronically" grant, or from a process task whose step has the "electronic signature"
 * action, by its holder (the process feature has said they hold it) on the task's record (500016),
 * on a record in force, on a PDF of that record. Advanced signatures
 * and promissory notes only where a third-party provider serves the company (40005); SMS and
 * WhatsApp only where the company has its gateway (40019).
 */
export async function requestSignatures(
  work: Work,
  input: CreateSignatureRequest,
  task?: { task_id: string; record_id: string },
): Promise<SignatureRequestDetailDto> {
  const { tx, tenantId, actor } = work;
  const record = await findRecordOfFiles(work, input.record_id);
  if (!record || record.form_id !== input.form_id) throw new AppError('recordNotFound');
  if (!task) {
    authorize(actor, 'signature.request', {
      record: recordSubjectOf(record),
      status: SignatureStatus.pending,
    });
  } else if (task.record_id !== record.id) {
    throw new AppError('signatureTaskOfAnotherRecord', { record_id: 'errors.500016' });
  } else {
    const verdict = inForce(recordSubjectOf(record));
    if (verdict !== true) throw new AppError(verdict);
  }
  const source = found(await fileToSign(work, input.file_id), 'fileNotFound');
  const { file } = source;
  if (file.record.id !== record.id) {
    throw new AppError('signatureFileNotOfRecord', { file_id: 'errors.40007' });
  }
  const provider = providerOf(work);
  if (!provider.offersQualified) {
    const refused: Record<string, string> = {};
    if (input.signature_type === SignatureType.advanced) refused.signature_type = 'errors.40005';
    if (input.document_type === SignedDocumentType.promissoryNote) {
      refused.document_type = 'errors.40005';
    }
    if (Object.keys(refused).length > 0) throw new AppError('signatureThirdPartyOnly', refused);
  }
  if (!(await channelsOf(work)).includes(input.channel)) {
    throw new AppError('signatureChannelUnavailable', { channel: 'errors.40019' });
  }
  if (file.current.mime !== 'application/pdf') {
    throw new AppError('signatureFileNotPdf', { file_id: 'errors.40006' });
  }
  const { signatories, ...request } = input;
  const id = await repo.insertRequest(
    tx,
    tenantId,
    {
      ...request,
      file_version: file.version,
      original_sha256: file.current.sha256,
      requested_by: actor.userId,
    },
    signatories,
  );
  const row = found(await repo.findRequest(tx, tenantId, id), 'signatureRequestNotFound');
  const people = await repo.signatoriesOf(tx, tenantId, id);
  await auditSignature(work, 'request', row, {
    description: row.description,
    signatories: people.map((person) => person.full_name),
  });
  await provider.create(work, row, people);
  await provider.send(work, row, people);
  await scheduleFollowUp(work, row);
  return toRequestDetailDto(row, people, actor);
}

/** A request to whoever may follow it, locked when it is about to change. */
async function followed(
  work: Work,
  id: string,
  action: 'signature.view' | 'signature.cancel' | 'signature.resend',
  lock = false,
) {
  const row = found(
    await repo.findRequest(work.tx, work.tenantId, id, lock),
    'signatureRequestNotFound',
  );
  authorize(work.actor, action, signatureSubjectOf(row));
  return row;
}

/** Spec §2 /signatories/{id}: a request and its signatories. */
export async function signatureRequest(work: Work, id: string) {
  await followed(work, id, 'signature.view');
  return detail(work, id);
}

/** Spec §2 /files/signature/{formId}/{hash}: the request that made a form's signed PDF. */
export async function signedRequest(work: Work, formId: string, sha256: string) {
  const id = found(
    await repo.findSignedRequest(work.tx, work.tenantId, formId, sha256),
    'signatureRequestNotFound',
  );
  return signatureRequest(work, id);
}

/** A signatory's photo evidence, to whoever may follow the request (404 when they took none). */
export async function signatoryPhoto(work: Work, id: string, signatoryId: string) {
  await followed(work, id, 'signature.view');
  return found(await repo.photoOf(work.tx, work.tenantId, id, signatoryId), 'notFound');
}

/** Spec §4: cancelling a request voids it and every signature still pending; links stop working. */
export async function cancelSignatures(work: Work, id: string) {
  const row = await followed(work, id, 'signature.cancel', true);
  await providerOf(work).cancel(work, row);
  await cancelFollowUp(work, id);
  await auditSignature(work, 'cancel', row, {
    status: { from: SignatureStatus.pending, to: SignatureStatus.voided },
  });
  return detail(work, id);
}

/** Spec §4: a pending request is sent again to the signatories whose turn it is, with new links. */
export async function resendSignatures(work: Work, id: string) {
  const row = await followed(work, id, 'signature.resend', true);
  const people = await repo.signatoriesOf(work.tx, work.tenantId, id);
  await providerOf(work).resend(work, row, people);
  await auditSignature(work, 'resend', row);
  return detail(work, id);
}

/**
 * Spec §2 /reports/signatures: requests newest first, filtered by date, status, form and
 * requester; admins see every form's, others those of the forms they may request signatures on.
 */
export async function signatureReport(
  work: Work,
  query: SignatureReportFilter,
): Promise<Paged<SignatureRequestDto>> {
  const { actor } = work;
  const perPage = query.per_page;
  const { rows, count } = await repo.report(work.tx, work.tenantId, {
    from: query.from,
    to: query.to,
    status: query.status,
    form_id: query.form_id,
    requested_by: query.requested_by,
    forms: isAdmin(actor) ? null : signingForms(actor),
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  return {
    items: rows.map((row) => toRequestDto(row, actor)),
    count,
    pages: Math.ceil(count / perPage),
  };
}

/** A record's requests, to whoever reads the record: those of forms they may request on. */
export async function recordSignatures(work: Work, recordId: string): Promise<RecordSignaturesDto> {
  const { actor } = work;
  const record = found(await findRecordOfFiles(work, recordId), 'recordNotFound');
  const subject = recordSubjectOf(record);
  authorize(actor, 'filedRecord.view', subject);
  const asked = { record: subject, status: SignatureStatus.pending };
  const rows = can(actor, 'signature.view', asked)
    ? await repo.requestsOfRecord(work.tx, work.tenantId, recordId)
    : [];
  return {
    items: rows.map((row) => toRequestDto(row, actor)),
    can_request: can(actor, 'signature.request', asked),
    third_party: providerOf(work).offersQualified,
    channels: await channelsOf(work),
  };
}
