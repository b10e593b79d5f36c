import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AdditionInput,
  additionParts,
  type CompletionInput,
  formatDateTimeNamed,
  limits,
  pqrsLimits,
  pqrsTypeName,
  SupportType,
  type TrackingDto,
  type TrackingInput,
  translate,
  type WindowDto,
  type WindowFilingInput,
  type WindowReceiptDto,
  windowPaths,
} from '@custodia/contracts';
import { type Calendar, loadCalendar } from '../calendar/index.ts';
import { companyIdOf, companyName } from '../company/index.ts';
import { attachWindowFiles, uploadLimitsOf } from '../files/index.ts';
import { auditRef, recordAudit } from '../platform/audit.ts';
import { actorOfUser, auditActorOf } from '../platform/auth.ts';
import { AppError, parsedOrRefused } from '../platform/errors.ts';
import { cancelJobs, enqueue } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import { sha256 } from '../platform/secrets.ts';
import { newObjectKey } from '../platform/storage.ts';
import type { ReceivedUpload } from '../platform/upload-body.ts';
import { type AppWork, enterTenant, type System, system, type Work } from '../platform/work.ts';
import { fileRecord } from '../records/index.ts';
import * as answers from './answers.repo.ts';
import { checkProof, newChallenge } from './challenge.ts';
import { dueDay, legalDueDate } from './legal-clock.ts';
import { legalClockChanged } from './notices.jobs.ts';
import { auditAsPetitioner, markWithdrawn, tacitWithdrawalJob } from './pqrs.jobs.ts';
import { toPqrsMessageDto } from './pqrs.present.ts';
import * as repo from './pqrs.repo.ts';
import { pqrsTypes } from './pqrs.service.ts';
import { receiptPdf } from './receipt.ts';

type Window = { work: Work<System>; settings: repo.SettingsRow };

/** The company a window's address names, whatever the state of its window; 60002 when none. */
async function windowOf(appWork: AppWork, domain: string): Promise<Window> {
  const tenantId = await companyIdOf(appWork, domain);
  if (!tenantId) throw new AppError('pqrsWindowNotFound');
  const work = await enterTenant(appWork, tenantId, system);
  return { work, settings: await repo.settingsOf(work.tx, tenantId) };
}

/** What the window's page shows: the company, its active types, its policy and a challenge. */
export async function openWindow(appWork: AppWork, domain: string): Promise<WindowDto> {
  const { work, settings } = await windowOf(appWork, domain);
  const types = settings.window_open ? await pqrsTypes(work) : [];
  return {
    company_name: await companyName(work),
    open: settings.window_open,
    types: types
      .filter((type) => type.active)
      .map((type) => ({
        id: type.id,
        name: pqrsTypeName(type, work.language),
        term_days: type.term_days,
      })),
    policy_text: settings.window_open ? settings.policy_text : '',
    ask_characterisation: settings.ask_characterisation,
    challenge: {
      challenge: newChallenge(work.platform.config, work.tenantId),
      bits: pqrsLimits.challengeBits,
    },
    uploads: await uploadLimitsOf(work),
  };
}

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newTrackingCode(): string {
  const bytes = randomBytes(pqrsLimits.trackingCodeLength);
  return [...bytes].map((byte) => CODE_ALPHABET[byte % 32]).join('');
}

/** A code as printed: three groups of four. */
const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

const trackingUrl = (work: Work<System>, domain: string, number: string, code: string) =>
  `${work.platform.config.publicUrl}${windowPaths.track(domain, { number, code })}`;

/**
 * Makes and stores a PQRS's receipt, unless another call kept one first (whose key it then gives,
 * deleting its own copy): from what the PQRS keeps of its filing and the code only its petitioner
 * holds, in the petitioner's language.
 */
async function keptReceipt(
  work: Work<System>,
  tracked: { row: repo.TrackedRow; calendar: Calendar },
  domain: string,
  code: string,
): Promise<string> {
  const { row, calendar } = tracked;
  const at = (date: Date) => formatDateTimeNamed(date, calendar.timeZone, row.language);
  const pdf = await receiptPdf(
    {
      company: await companyName(work),
      number: row.number,
      filedAt: at(row.received_at),
      dueDate: at(row.due_at_filing),
      type: pqrsTypeName(row.type, row.language),
      subject: row.subject,
      petitioner: row.petitioner_name,
      trackingCode: groupedCode(code),
      trackingUrl: trackingUrl(work, domain, row.number, code),
    },
    row.language,
  );
  const { storage } = work.platform;
  const key = newObjectKey(`${work.tenantId}/pqrs`, 'pdf');
  const stored = await storage.put(key, Readable.from(Buffer.from(pdf)));
  work.onRollback(() => storage.delete(key));
  const kept = await repo.keepReceipt(work.tx, work.tenantId, row.record_id, key, stored.sha256);
  if (kept !== key) work.afterCommit(() => storage.delete(key));
  return kept;
}

async function receiverOf(window: Window) {
  const { work, settings } = window;
  if (!settings.window_open || !settings.intake_form_id || !settings.receiver_id) {
    throw new AppError('pqrsWindowNotFound');
  }
  const receiver = await actorOfUser(work.tx, work.tenantId, settings.receiver_id);
  // A receiver who left (or was locked) closes the window until the company names another.
  if (!receiver) throw new AppError('pqrsWindowNotFound');
  return { receiver, formId: settings.intake_form_id };
}

function mailReceipt(
  work: Work<System>,
  input: WindowFilingInput,
  receipt: WindowReceiptDto & { company: string; url: string },
) {
  const email = input.petitioner?.email;
  if (!email) return;
  const { language } = input;
  return enqueue(work, mailJob, {
    to: email,
    subject: translate(language, 'pqrs.mail.receivedSubject', { number: receipt.number }),
    text: translate(language, 'pqrs.mail.receivedText', {
      number: receipt.number,
      filed: receipt.filed_at_local,
      due: receipt.due_date,
      code: groupedCode(receipt.tracking_code),
      url: receipt.url,
      company: receipt.company,
    }),
  });
}

/**
 * A PQRS filed by anyone at the company's window (issue 47 §2): checked (an open window, a solved
 * challenge, an active type), filed as a record of the intake form in its receiver's name, its
 * legal due date counted on the company's calendar from the day after receipt, its receipt made
 * and stored, and mailed to the petitioner when they gave an address.
 */
export async function fileFromWindow(
  appWork: AppWork,
  domain: string,
  input: WindowFilingInput,
): Promise<WindowReceiptDto> {
  const window = await windowOf(appWork, domain);
  const { work } = window;
  const { receiver, formId } = await receiverOf(window);
  checkProof(work.platform.config, work.tenantId, input.proof);
  const type = await repo.findType(work.tx, work.tenantId, input.type_id);
  if (!type?.active) throw new AppError('pqrsTypeNotFound', { type_id: 'errors.60003' });
  const calendar = await loadCalendar(work);
  const filed = await fileRecord({ ...work, actor: receiver }, formId, {
    subject: input.subject,
    support_type: SupportType.electronic,
    document_date: dueDay(calendar, new Date()),
    values: {},
  });
  const receivedAt = new Date(filed.created_at);
  const dueAt = legalDueDate(calendar, receivedAt, type.term_days);
  const code = newTrackingCode();
  const typeName = pqrsTypeName(type, input.language);
  const kept = await repo.insertRequest(work.tx, work.tenantId, {
    record_id: filed.id,
    type_id: type.id,
    received_at: receivedAt,
    term_days: type.term_days,
    due_at: dueAt,
    text: input.text,
    petitioner: input.petitioner,
    characterisation: input.characterisation ?? null,
    language: input.language,
    tracking_hash: sha256(code),
    challenge: input.proof.challenge,
  });
  if (!kept) throw new AppError('pqrsChallengeUsed');
  await legalClockChanged(work, filed.id, { calendar, received_at: receivedAt, due_at: dueAt });
  await recordAudit(work.tx, auditActorOf(receiver), {
    module: 'pqrs',
    action: 'file',
    entityType: 'record',
    entityId: filed.id,
    entityName: filed.number,
    changes: {
      pqrs_type: typeName,
      anonymous: input.petitioner === null,
      form: auditRef('form', formId),
    },
  });
  const answer: WindowReceiptDto = {
    number: filed.number,
    filed_at: receivedAt.toISOString(),
    filed_at_local: formatDateTimeNamed(receivedAt, calendar.timeZone, input.language),
    due_date: dueDay(calendar, dueAt),
    tracking_code: code,
    time_zone: calendar.timeZone,
  };
  await mailReceipt(work, input, {
    ...answer,
    company: await companyName(work),
    url: trackingUrl(work, domain, filed.number, code),
  });
  return answer;
}

/**
 * The PQRS a number and code open, in the company the address names: any mismatch (an unknown
 * number, a wrong code, another company's number) is the same answer, 60006.
 */
async function tracked(appWork: AppWork, domain: string, input: TrackingInput, lock = false) {
  const { work } = await windowOf(appWork, domain);
  const row = await repo.trackedByNumber(work.tx, work.tenantId, input.number, lock);
  const given = Buffer.from(sha256(input.code));
  const kept = Buffer.from(row?.tracking_hash ?? sha256(''));
  if (!row || !timingSafeEqual(given, kept)) throw new AppError('pqrsTrackingInvalid');
  return { work, row, calendar: await loadCalendar(work) };
}

type Tracked = Awaited<ReturnType<typeof tracked>>;

export async function trackPqrs(
  appWork: AppWork,
  domain: string,
  input: TrackingInput,
): Promise<TrackingDto> {
  return trackingOf(await tracked(appWork, domain, input));
}

/** All the tracking page tells of a PQRS, as it stands once a call changed it or not. */
async function trackingOf({ work, row, calendar }: Tracked): Promise<TrackingDto> {
  const answer = await answers.publishedAnswer(work.tx, work.tenantId, row.record_id);
  return {
    number: row.number,
    type_name: pqrsTypeName(row.type, work.language),
    subject: row.subject,
    state: row.state,
    filed_at: row.received_at.toISOString(),
    due_date: dueDay(calendar, row.due_at),
    time_zone: calendar.timeZone,
    messages: (await repo.messagesOf(work.tx, work.tenantId, row.record_id)).map(toPqrsMessageDto),
    uploads: await uploadLimitsOf(work),
    answer: answer
      ? { number: answer.number, at: answer.at.toISOString(), text: answer.text }
      : null,
  };
}

/**
 * The petitioner withdraws their PQRS (desistimiento expreso, Ley 1755 art. 18): it leaves the
 * office's open PQRS and its term stops; one already answered or withdrawn refuses (60014).
 */
export async function withdrawPqrs(
  appWork: AppWork,
  domain: string,
  input: TrackingInput,
): Promise<TrackingDto> {
  const found = await tracked(appWork, domain, input, true);
  const { work, row } = found;
  if (row.state !== 'received' && row.state !== 'incomplete') throw new AppError('pqrsClosed');
  await cancelJobs(work, tacitWithdrawalJob, row.record_id);
  await markWithdrawn(work, row, 'withdrawal');
  return trackingOf({ ...found, row: { ...row, state: 'withdrawn' } });
}

/** The answer's PDF as its file holds it now (sealed or signed), once it was sent. */
export async function pqrsAnswerFile(appWork: AppWork, domain: string, input: TrackingInput) {
  const { work, row } = await tracked(appWork, domain, input);
  const answer = await answers.publishedAnswer(work.tx, work.tenantId, row.record_id);
  if (!answer) throw new AppError('pqrsAnswerNotPublished');
  return { stream: await work.platform.storage.get(answer.storage_key), number: answer.number };
}

/**
 * The receipt: made at its first download and stored, then served as stored. Filing leaves it
 * there because drawing and storing its PDF took half of a window filing's time
 * (bench/pqrs-window.bench.ts); it prints the due date the filing gave.
 */
export async function pqrsReceipt(appWork: AppWork, domain: string, input: TrackingInput) {
  const found = await tracked(appWork, domain, input);
  const { work, row } = found;
  const key = row.receipt_key ?? (await keptReceipt(work, found, domain, input.code));
  return { stream: await work.platform.storage.get(key), number: row.number };
}

/**
 * The petitioner completes what the company asked (Ley 1755 art. 17): their text goes beside the
 * PQRS, its clock runs again from today for the business days it had left, and the month that
 * would have withdrawn it no longer runs.
 */
export async function completePqrs(
  appWork: AppWork,
  domain: string,
  input: TrackingInput & CompletionInput,
): Promise<TrackingDto> {
  const found = await tracked(appWork, domain, input, true);
  const { work, row, calendar } = found;
  if (row.state !== 'incomplete') throw new AppError('pqrsNotIncomplete');
  const due = legalDueDate(calendar, new Date(), row.days_left_at_pause ?? 1);
  await repo.resumeRequest(work.tx, work.tenantId, row.record_id, due);
  await legalClockChanged(work, row.record_id, {
    calendar,
    received_at: row.received_at,
    due_at: due,
  });
  await repo.insertMessage(work.tx, work.tenantId, {
    record_id: row.record_id,
    kind: 'completion',
    text: input.text,
    created_by: null,
  });
  await cancelJobs(work, tacitWithdrawalJob, row.record_id);
  await auditAsPetitioner(work, 'complete', row, { due_date: dueDay(calendar, due) });
  return trackingOf({ ...found, row: { ...row, state: 'received', due_at: due } });
}

/** An addition's fields, read before its files are stored, and how many files it carries. */
async function additionFields(upload: ReceivedUpload) {
  const fields = { code: undefined as unknown, text: '' as unknown };
  let files = 0;
  const parts = upload.parts({
    limits: {
      files: limits.uploads.maxFilesCeiling + 1,
      fileSize: pqrsLimits.uploadBodyBytes,
      fields: Object.keys(additionParts).length,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      part.file.resume();
      files += 1;
    } else if (part.fieldname === additionParts.code) fields.code = part.value;
    else if (part.fieldname === additionParts.text) fields.text = part.value;
  }
  return { input: parsedOrRefused(AdditionInput, fields), files };
}

/** The files of an addition, attached in the name of the one who filed the PQRS. */
async function attachedFiles(work: Work<System>, pqrs: repo.TrackedRow, upload: ReceivedUpload) {
  const filer = await actorOfUser(work.tx, work.tenantId, pqrs.filed_by);
  // A receiver who left takes no files in the company's name until the company names another.
  if (!filer) throw new AppError('pqrsWindowNotFound');
  const subject = translate(work.language, 'window.fileSubject', { number: pqrs.number });
  const attached = await attachWindowFiles(
    { ...work, actor: filer },
    pqrs.record_id,
    upload,
    subject,
  );
  return attached.items;
}

/**
 * The petitioner adds information to their open PQRS (issue 47 §2), at filing or while tracking
 * it: a text, files, or both. The files join its record as any of its files, under the company's
 * upload limits; the text and the files' names go among its messages, where the office reads them
 * as text. A PQRS answered or withdrawn refuses (60014).
 */
export async function addToPqrs(
  appWork: AppWork,
  params: { domain: string; number: string },
  upload: ReceivedUpload,
): Promise<TrackingDto> {
  const { input, files } = await additionFields(upload);
  if (!input.text && files === 0) throw new AppError('pqrsAdditionEmpty');
  const found = await tracked(appWork, params.domain, { ...params, code: input.code }, true);
  const { work, row } = found;
  if (row.state !== 'received' && row.state !== 'incomplete') throw new AppError('pqrsClosed');
  const attached = files > 0 ? await attachedFiles(work, row, upload) : [];
  await repo.insertMessage(work.tx, work.tenantId, {
    record_id: row.record_id,
    kind: 'addition',
    text: input.text,
    created_by: null,
    files: attached.map((file) => file.name),
  });
  await auditAsPetitioner(work, 'add', row, {
    added_text: input.text,
    attachments: attached.map((file) => auditRef('record_file', file.id, file.name)),
  });
  return trackingOf(found);
}
