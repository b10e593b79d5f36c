import { Readable } from 'node:stream';
import {
  captureLimits,
  datePartsIn,
  formatDateTimeNamed,
  limits,
  type MailboxRule,
  type MessageKey,
  type MessagePart,
  message,
  type RecordDto,
  SupportType,
  translate,
} from '@custodia/contracts';
import { attachCapturedFiles, type CapturedFile, refusedByContent } from '../files/index.ts';
import type { Actor } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import { newObjectKey } from '../platform/storage.ts';
import type { System, Work } from '../platform/work.ts';
import { fileRecord } from '../records/index.ts';
import * as repo from './capture.repo.ts';
import type { FetchedMessage } from './mailbox-client.ts';
import { messageKey, messagePdf, type ReadMessage, rawMessageId, readMessage } from './message.ts';

/** What filing a message into a form takes: the form, its files' documentary type, the mapping. */
export type FilingTarget = Pick<MailboxRule, 'form_id' | 'documentary_type_id' | 'fields'> & {
  form_id: string;
};

const contains = (text: string, part: string) =>
  part === '' || text.toLowerCase().includes(part.toLowerCase());

/** The first of the mailbox's rules the message matches (issue 48 §1), in their order. */
export function matchingRule(
  rules: readonly MailboxRule[],
  read: ReadMessage,
): MailboxRule | undefined {
  return rules.find(
    (rule) =>
      contains(read.from, rule.from_contains) &&
      contains(read.to, rule.to_contains) &&
      contains(read.subject, rule.subject_contains) &&
      (rule.has_attachments === null || rule.has_attachments === read.attachments.length > 0),
  );
}

const isoDay = (at: Date, timeZone: string) => {
  const { year, month, day } = datePartsIn(at, timeZone);
  return `${year}-${month}-${day}`;
};

/** A record's subject from the message's, long enough for the records' rules (4 characters). */
function recordSubject(read: ReadMessage | null, language: Work['language']): string {
  const given = read?.subject ?? '';
  const subject =
    given.length >= limits.recordSubject.min
      ? given
      : translate(language, 'capture.subjectOf', { subject: given, sender: read?.from ?? '' });
  return subject.trim().slice(0, limits.recordSubject.max);
}

/** The record's field values the rule maps the message's parts to. */
function mappedValues(target: FilingTarget, read: ReadMessage | null, timeZone: string) {
  if (!read) return {};
  const parts: Record<MessagePart, string> = {
    subject: read.subject,
    sender: read.from,
    date: isoDay(read.date, timeZone),
    body: read.text,
  };
  return Object.fromEntries(
    Object.entries(target.fields)
      .filter(([part]) => parts[part as MessagePart])
      .map(([part, fieldId]) => [fieldId, parts[part as MessagePart]]),
  );
}

/**
 * The files a message becomes: the original `.eml`, a PDF of its headers and text that the viewer
 * shows, and each attachment. A message mailparser could not read keeps its original only.
 */
async function filesOf(
  work: Work,
  raw: Buffer,
  read: ReadMessage | null,
  documentaryType: string | null,
): Promise<CapturedFile[]> {
  const base = (read?.subject || 'message').slice(0, 60);
  const files: CapturedFile[] = [
    { name: `${base}.eml`, bytes: raw, documentary_type_id: documentaryType },
  ];
  if (!read) return files;
  const t = (key: MessageKey) => translate(work.language, key);
  const pdf = await messagePdf(read, {
    from: t('capture.pdf.from'),
    to: t('capture.pdf.to'),
    date: t('capture.pdf.date'),
    subject: t('capture.pdf.subject'),
    dateText: formatDateTimeNamed(read.date, work.actor.timeZone, work.language),
  });
  files.push({
    name: `${base}.pdf`,
    bytes: Buffer.from(pdf),
    documentary_type_id: documentaryType,
  });
  for (const attachment of read.attachments) {
    files.push({
      name: attachment.name,
      bytes: attachment.bytes,
      documentary_type_id: documentaryType,
    });
  }
  return files;
}

/**
 * Files a message as a record of the target form through the records' one filing service, in the
 * name of `work`'s actor (the mailbox's receiver, or the clerk at the tray), its key kept with the
 * record, then attaches its files where the record's go.
 */
export async function fileMessage(
  work: Work,
  target: FilingTarget,
  captured: { raw: Buffer; read: ReadMessage | null; key: string },
): Promise<RecordDto> {
  const { read } = captured;
  const filed = await fileRecord(
    work,
    target.form_id,
    {
      subject: recordSubject(read, work.language),
      support_type: SupportType.electronic,
      document_date: isoDay(read?.date ?? new Date(), work.actor.timeZone),
      values: mappedValues(target, read, work.actor.timeZone),
    },
    { channel: 'mail', key: captured.key },
  );
  const files = await filesOf(work, captured.raw, read, target.documentary_type_id);
  await attachCapturedFiles(work, filed.id, files, recordSubject(read, work.language));
  return filed;
}

/** Attaches a message's files to a record already filed, as a clerk asks at the tray. */
export async function attachMessage(
  work: Work,
  recordId: string,
  captured: { raw: Buffer; read: ReadMessage | null },
): Promise<void> {
  const files = await filesOf(work, captured.raw, captured.read, null);
  await attachCapturedFiles(work, recordId, files, recordSubject(captured.read, work.language));
}

/** Why a message cannot be filed by itself, as a catalogue message, or null when it can. */
async function problemOf(read: ReadMessage | null, size: number): Promise<string | null> {
  if (size > captureLimits.messageBytes) {
    return message('capture.problem.tooLarge', { max: captureLimits.messageBytes });
  }
  if (!read) return 'capture.problem.unreadable';
  const refused = await refusedByContent(read.attachments);
  return refused.length > 0
    ? message('capture.problem.attachments', { names: refused.join(', ') })
    : null;
}

/** The message kept for the tray: its original stored, deleted again if the poll rolls back. */
async function toTray(
  work: Work<System>,
  claimed: string,
  captured: { raw: Buffer | null; read: ReadMessage | null },
  problem: string | null,
) {
  const { storage } = work.platform;
  let emlKey = '';
  if (captured.raw) {
    emlKey = newObjectKey(`${work.tenantId}/capture`, 'eml');
    await storage.put(emlKey, Readable.from(captured.raw));
    work.onRollback(() => storage.delete(emlKey));
  }
  const { read } = captured;
  await repo.settleMessage(work.tx, work.tenantId, claimed, {
    outcome: 'tray',
    eml_key: emlKey,
    preview: (read?.text ?? '').slice(0, captureLimits.preview),
    attachments: (read?.attachments ?? []).map((file) => ({
      name: file.name,
      size: file.bytes.length,
    })),
    problem,
  });
}

/** The radicado's number sent back to whoever wrote, once: queued in the filing's transaction. */
async function acknowledge(work: Work<System>, read: ReadMessage, filed: RecordDto) {
  if (!read.fromAddress || read.automatic) return;
  await enqueue(work, mailJob, {
    to: read.fromAddress,
    subject: translate(work.language, 'capture.reply.subject', { number: filed.number }),
    text: translate(work.language, 'capture.reply.text', {
      number: filed.number,
      subject: read.subject,
    }),
  });
}

export type Captured = 'duplicate' | 'record' | 'tray' | 'ignored';

/**
 * One message of a mailbox taken in, exactly once (issue 48 §1): its key is claimed for the
 * company first, and a message already claimed (appended twice, read again after a crash, or by
 * another worker) is left; then its first matching rule files it in the receiver's name, puts it
 * in the tray, or ignores it. A message that cannot be read, an attachment whose content is not
 * what it says, or a filing the records refuse goes to the tray with the reason: never a failed
 * poll, which would read it again forever.
 */
export async function captureMessage(
  work: Work<System>,
  mailbox: repo.MailboxRow,
  receiver: Actor | undefined,
  fetched: FetchedMessage,
): Promise<Captured> {
  const raw = fetched.raw;
  let read: ReadMessage | null = null;
  if (raw) read = await readMessage(raw).catch(() => null);
  const key = raw
    ? messageKey(raw, read ? read.messageId : rawMessageId(raw))
    : `uid:${mailbox.id}:${mailbox.uid_validity}:${fetched.uid}`;
  const claimed = await repo.claimMessage(work.tx, work.tenantId, {
    mailbox_id: mailbox.id,
    message_key: key,
    uid: fetched.uid,
    subject: (read?.subject ?? '').slice(0, limits.recordSubject.max),
    sender: read?.from ?? '',
    received_at: read?.date ?? new Date(),
  });
  if (!claimed) return 'duplicate';
  const problem = await problemOf(read, fetched.size);
  const rule = read && !problem ? matchingRule(mailbox.rules, read) : undefined;
  if (rule?.action === 'ignore') return 'ignored';
  if (!rule || rule.action === 'tray' || !rule.form_id || !raw) {
    await toTray(work, claimed, { raw, read }, problem);
    return 'tray';
  }
  if (!receiver) {
    await toTray(work, claimed, { raw, read }, 'errors.80005');
    return 'tray';
  }
  // A refused filing is undone to here, whatever it wrote before refusing, and the poll goes on.
  await repo.savepoint(work.tx);
  try {
    const filed = await fileMessage(
      { ...work, actor: receiver },
      { ...rule, form_id: rule.form_id },
      { raw, read, key },
    );
    await repo.settleMessage(work.tx, work.tenantId, claimed, {
      outcome: 'record',
      record_id: filed.id,
    });
    if (mailbox.auto_reply && read) await acknowledge(work, read, filed);
    await repo.releaseSavepoint(work.tx);
    return 'record';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await repo.rollbackToSavepoint(work.tx);
    await toTray(work, claimed, { raw, read }, message(`errors.${error.code}`, error.detailParams));
    return 'tray';
  }
}
