import { createHash } from 'node:crypto';
import { type AddressObject, simpleParser } from 'mailparser';
import { flowingDocument } from '../platform/pdf-text.ts';

/** A message as the rules, the filing and its rendition read it. */
export type ReadMessage = {
  messageId: string | null;
  subject: string;
  /** The sender as written (`Name <address>`), and the address alone to answer to. */
  from: string;
  fromAddress: string | null;
  to: string;
  date: Date;
  text: string;
  attachments: { name: string; bytes: Buffer }[];
  /** Sent by a program (an auto-reply, a bounce): never answered, so two robots never loop. */
  automatic: boolean;
};

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((part) => part.text).join(', ');

/** The most of a message's text a rendition prints: past it the original is what to read. */
const RENDITION_CHARACTERS = 200_000;

/**
 * A message's parts by mailparser (issue 48: no hand-written MIME). It reads what it can of a
 * malformed message; what it cannot read at all is refused here, and the caller puts the message
 * in the tray with the reason.
 */
export async function readMessage(raw: Buffer): Promise<ReadMessage> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const from = parsed.from?.value[0]?.address ?? null;
  const autoSubmitted = String(parsed.headers.get('auto-submitted') ?? 'no').toLowerCase();
  return {
    messageId: parsed.messageId?.trim() || null,
    subject: parsed.subject?.trim() ?? '',
    from: addressText(parsed.from),
    fromAddress: from,
    to: addressText(parsed.to),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date(),
    text: (parsed.text ?? '').trim(),
    attachments: parsed.attachments.map((attachment, index) => ({
      name: attachment.filename?.trim() || `attachment-${index + 1}`,
      bytes: attachment.content,
    })),
    automatic: autoSubmitted !== 'no' || parsed.headers.has('list-id'),
  };
}

/**
 * A message's key across restarts, workers and mailboxes (ARCHITECTURE §7c): its Message-ID, or
 * the hash of its raw bytes when it has none (the same bytes appended twice are one message).
 */
export function messageKey(raw: Buffer, messageId: string | null): string {
  return messageId
    ? `mid:${messageId}`
    : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

/** The Message-ID header read from the raw headers alone, for a message mailparser refused. */
export function rawMessageId(raw: Buffer): string | null {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end > 0 ? end : Math.min(raw.length, 64 * 1024)).toString('latin1');
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? null;
}

export type RenditionLabels = { from: string; to: string; date: string; subject: string };

/**
 * The message as the viewer shows it (issue 48): its headers, then its text over as many A4
 * pages as it takes. Its words are read back by the files' text extraction, so a search finds
 * the message by them.
 */
export async function messagePdf(
  message: ReadMessage,
  labels: RenditionLabels & { dateText: string },
): Promise<Uint8Array> {
  const { line, bold, skip, save } = await flowingDocument(message.subject || message.from, 56);
  line(`${labels.from} ${message.from}`, 10, bold);
  if (message.to) line(`${labels.to} ${message.to}`, 10);
  line(`${labels.date} ${labels.dateText}`, 10);
  line(`${labels.subject} ${message.subject}`, 12, bold);
  skip(12);
  for (const paragraph of message.text.slice(0, RENDITION_CHARACTERS).split(/\n\s*\n/)) {
    line(paragraph, 10);
    skip(6);
  }
  return save();
}
