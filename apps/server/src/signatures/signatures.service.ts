import { PassThrough } from 'node:stream';
import {
  type CreateSignatureRequest,
  formatDateTimeIn,
  type MessageKey,
  type Paged,
  type RecordSignaturesDto,
  SignatureChannel,
  type SignatureChannelValue,
  type SignatureReportChoicesDto,
  type SignatureReportExportFilter,
  type SignatureReportFilter,
  type SignatureRequestDetailDto,
  type SignatureRequestDto,
  SignatureStatus,
  SignatureType,
  SignedDocumentType,
  signatureStatusLabels,
  translate,
} from '@custodia/contracts';
import { messageGatewayOf } from '../company/index.ts';
import {
  addSignedVersion,
  fileToSign,
  findRecordOfFiles,
  recordSubjectOf,
} from '../files/index.ts';
import { AppError, found } from '../platform/errors.ts';
import { isAdmin } from '../platform/policy.ts';
import { streamingSheet } from '../platform/sheets.ts';
import { bytesOf } from '../platform/storage.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize, can } from '../policies.ts';
import { inForce } from '../records/index.ts';
import { announce } from '../webhooks/index.ts';
import { gatewayChannelsOf } from './message-gateway.ts';
import type { SignedDocument } from './provider.ts';
import { providerFor, providerOf } from './providers.ts';
import { auditSignature } from './signatures.audit.ts';
import { cancelFollowUp, scheduleFollowUp } from './signatures.jobs.ts';
import { signingForms } from './signatures.policy.ts';
import { signatureSubjectOf, toRequestDetailDto, toRequestDto } from './signatures.present.ts';
import * as repo from './signatures.repo.ts';

/** The channels signers can be reached by: e-mail, and SMS and WhatsApp through the company's gateway. */
async function channelsOf(work: Work<Doer>): Promise<SignatureChannelValue[]> {
  const all = Object.values(SignatureChannel);
  const gateway = await messageGatewayOf(work);
  return all.filter((channel) => gateway || gatewayChannelsOf(channel).length === 0);
}

/**
 * Completes a request its signers all signed: the provider's signed PDF becomes the file's next
 * version in the requester's name, the public verification index learns it, its follow-up jobs
 * go, the audit log says so and the company's webhooks are told (`signature.completed`, decision
 * 74's minimal payload). The built-in signer pages and a third party's notice end here.
 */
export async function completeSigned(
  work: Work<Doer>,
  request: repo.RequestRow,
  signed: SignedDocument,
): Promise<void> {
  const version = await addSignedVersion(work, request.file_id, signed.pdf, request.requested_by);
  await repo.recordSignedDocument(work.tx, work.tenantId, request.id, version);
  await repo.addVerification(work.tx, work.tenantId, request.id, version.sha256);
  await repo.closeRequest(work.tx, work.tenantId, request.id, {
    status: SignatureStatus.signed,
    by: null,
  });
  await cancelFollowUp(work, request.id);
  await auditSignature(work, 'complete', request, {
    version: version.version,
    sha256: version.sha256,
  });
  await announce(work, 'signature.completed', {
    form_id: request.form_id,
    record_id: request.record_id,
    record_number: request.record_number,
    request_id: request.id,
    file_id: request.file_id,
    version: version.version,
  });
}

/** A promissory note's number: letters, digits and hyphens, 1 to 30 (40031). */
const PROMISSORY_NUMBER = /^[A-Za-z0-9-]{1,30}$/;

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
 * and promissory notes only where a third-party provider serves the company (40005), a promissory
 * note with its number (40031); SMS and
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
  const provider = await providerOf(work);
  const promissory = input.document_type === SignedDocumentType.promissoryNote;
  if (!provider.offersQualified) {
    const refused: Record<string, string> = {};
    if (input.signature_type === SignatureType.advanced) refused.signature_type = 'errors.40005';
    if (promissory) refused.document_type = 'errors.40005';
    if (Object.keys(refused).length > 0) throw new AppError('signatureThirdPartyOnly', refused);
  }
  if (promissory && !PROMISSORY_NUMBER.test(input.promissory_number ?? '')) {
    throw new AppError('signaturePromissoryNumberInvalid', {
      promissory_number: 'errors.40031',
    });
  }
  if (!(await channelsOf(work)).includes(input.channel)) {
    throw new AppError('signatureChannelUnavailable', { channel: 'errors.40019' });
  }
  if (file.current.mime !== 'application/pdf') {
    throw new AppError('signatureFileNotPdf', { file_id: 'errors.40006' });
  }
  const { signatories, promissory_number, ...request } = input;
  const id = await repo.insertRequest(
    tx,
    tenantId,
    {
      ...request,
      promissory_number: promissory ? (promissory_number ?? null) : null,
      provider: provider.name,
      file_version: file.version,
      original_sha256: file.current.sha256,
      requested_by: actor.userId,
    },
    signatories,
  );
  const made = found(await repo.findRequest(tx, tenantId, id), 'signatureRequestNotFound');
  const people = await repo.signatoriesOf(tx, tenantId, id);
  await auditSignature(work, 'request', made, {
    description: made.description,
    signatories: people.map((person) => person.full_name),
  });
  await provider.create(work, made, people);
  await scheduleFollowUp(work, made, !provider.remindsItself);
  return toRequestDetailDto(made, people, actor);
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
  await (await providerFor(work, row)).cancel(work, row);
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
  await (await providerFor(work, row)).resend(work, row, people);
  await auditSignature(work, 'resend', row);
  return detail(work, id);
}

/**
 * Spec §2 /reports/signatures: requests newest first, filtered by date, status, form and
 * requester; admins see every form's, others those of the forms they may request signatures on.
 */
/** The forms whose requests the reader sees: every one for admins, those they sign in otherwise. */
const visibleForms = (work: Work) => (isAdmin(work.actor) ? null : signingForms(work.actor));

/** The report's rows a page at a time: the screen's filters, kept to the forms the reader sees. */
function reportPage(
  work: Work,
  query: Omit<SignatureReportFilter, 'page' | 'per_page'>,
  page: { limit: number; offset: number },
) {
  return repo.report(work.tx, work.tenantId, {
    from: query.from,
    to: query.to,
    status: query.status,
    form_id: query.form_id,
    requested_by: query.requested_by,
    forms: visibleForms(work),
    timeZone: work.actor.timeZone,
    ...page,
  });
}

export async function signatureReport(
  work: Work,
  query: SignatureReportFilter,
): Promise<Paged<SignatureRequestDto>> {
  const perPage = query.per_page;
  const { rows, count } = await reportPage(work, query, {
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  return {
    items: rows.map((row) => toRequestDto(row, work.actor)),
    count,
    pages: Math.ceil(count / perPage),
  };
}

/** What the report's filters offer the reader: forms and requesters of the requests they see. */
export async function signatureReportChoices(work: Work): Promise<SignatureReportChoicesDto> {
  const rows = await repo.reportChoices(work.tx, work.tenantId, visibleForms(work));
  const of = (kind: 'form' | 'requester') =>
    rows.filter((row) => row.kind === kind).map(({ id, name }) => ({ id, name }));
  return { forms: of('form'), requesters: of('requester') };
}

/** Rows a sheet reads from the report at a time: every request that matches ends in it. */
const SHEET_PAGE = 500;

/**
 * The report as a spreadsheet (issue 33 point 6): every request the filters keep, in the reader's
 * language, its times in the company's zone, which the headings name (decision 79).
 */
export async function signatureReportSheet(
  work: Work,
  query: SignatureReportExportFilter,
): Promise<Buffer> {
  const t = (key: MessageKey) => translate(work.language, key, { timeZone: work.actor.timeZone });
  const when = (at: Date | null) => (at ? formatDateTimeIn(at, work.actor.timeZone) : '');
  const output = new PassThrough();
  const written = bytesOf(output);
  const sheet = streamingSheet(
    output,
    t('signatures.report.title'),
    (
      [
        ['signatures.sheet.requestedAt', 22],
        ['signatures.fields.description', 40],
        ['signatures.fields.form', 28],
        ['signatures.fields.record', 18],
        ['signatures.fields.file', 28],
        ['signatures.fields.requester', 26],
        ['signatures.fields.status', 14],
        ['signatures.fields.signed', 10],
        ['signatures.sheet.expires', 22],
        ['signatures.sheet.closedAt', 22],
      ] as const
    ).map(([key, width]) => ({ header: t(key), width })),
  );
  for (let offset = 0; ; offset += SHEET_PAGE) {
    const { rows } = await reportPage(work, query, { limit: SHEET_PAGE, offset });
    for (const row of rows) {
      sheet.add([
        when(row.requested_at),
        row.description,
        row.form_name,
        row.record_number,
        row.file_name,
        repo.requesterOf(row).name,
        t(signatureStatusLabels[row.status]),
        `${row.signed_count} / ${row.signatories_count}`,
        when(row.expires_at),
        when(row.closed_at),
      ]);
    }
    if (rows.length < SHEET_PAGE) break;
  }
  await sheet.close();
  return written;
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
    third_party: (await providerOf(work)).offersQualified,
    channels: await channelsOf(work),
  };
}
