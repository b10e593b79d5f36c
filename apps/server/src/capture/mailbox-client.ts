import { captureLimits, type ErrorName } from '@custodia/contracts';
import { ImapFlow } from 'imapflow';
import { AppError } from '../platform/errors.ts';

/** Where and as whom a mailbox is read: its settings with the password unsealed. */
export type MailboxAccess = {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  password: string;
  folder: string;
};

/** A message read from the folder: its UID and its raw bytes, or its size when too large to read. */
export type FetchedMessage = { uid: number; raw: Buffer | null; size: number };

export type FolderReading = { uidValidity: string; messages: FetchedMessage[]; more: boolean };

/** A server that does not answer within this is down, as far as a poll is concerned. */
const TIMEOUT_MS = 15_000;

/**
 * What went wrong talking to a mail server, as the catalogue says it: a refused password, a server
 * that cannot be reached, a TLS handshake that failed, a folder that is not there, or an answer
 * that is not IMAP. The administrator reads it on the mailbox; nothing of the password is in it.
 */
export function mailFailure(error: unknown): ErrorName {
  const failed = error as {
    authenticationFailed?: boolean;
    tlsFailed?: boolean;
    mailboxMissing?: boolean;
    code?: string;
    serverResponseCode?: string;
  };
  if (failed.authenticationFailed || failed.serverResponseCode === 'AUTHENTICATIONFAILED') {
    return 'mailboxAuthFailed';
  }
  if (failed.mailboxMissing || failed.serverResponseCode === 'NONEXISTENT') {
    return 'mailboxFolderMissing';
  }
  if (
    failed.tlsFailed ||
    /^(ERR_SSL|ERR_TLS|EPROTO|CERT_|UNABLE_TO|DEPTH_ZERO)/.test(failed.code ?? '')
  ) {
    return 'mailboxTlsFailed';
  }
  if (
    /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH|NoConnection|ConnectionTimeout|GreetingTimeout|ETIMEOUT|ClosedAfterConnect)/.test(
      failed.code ?? '',
    )
  ) {
    return 'mailboxUnreachable';
  }
  return 'mailboxProtocol';
}

/** A signed-in session on the mailbox's server, always logged out (or dropped) after. */
async function session<T>(access: MailboxAccess, work: (client: ImapFlow) => Promise<T>) {
  const client = new ImapFlow({
    host: access.host,
    port: access.port,
    secure: access.tls,
    auth: { user: access.username, pass: access.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: 4 * TIMEOUT_MS,
    maxLiteralSize: captureLimits.messageBytes,
  });
  // A connection's errors after it opened come as events: an unheard one would end the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    client.close();
    throw new AppError(mailFailure(error), undefined, {
      host: access.host,
      port: access.port,
    });
  }
  try {
    return await work(client);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(mailFailure(error), undefined, { host: access.host, port: access.port });
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** Signs in and opens the folder, answering the catalogue's refusal if either fails. */
export async function testMailbox(access: MailboxAccess): Promise<void> {
  await session(access, async (client) => {
    const lock = await client.getMailboxLock(access.folder, { readOnly: true });
    lock.release();
  });
}

/**
 * Reads the folder's messages after `afterUid` (all of them when its UIDVALIDITY is not the one
 * kept), as many as one poll takes: up to `messagesPerPoll`, and `bytesPerPoll` together (at least
 * one). A message past `messageBytes` is not read, only named by its size.
 */
export async function readFolder(
  access: MailboxAccess,
  kept: { uidValidity: string | null; lastUid: number },
): Promise<FolderReading> {
  return session(access, async (client) => {
    const lock = await client.getMailboxLock(access.folder);
    try {
      const mailbox = client.mailbox;
      const uidValidity = mailbox ? String(mailbox.uidValidity) : '0';
      const after = uidValidity === kept.uidValidity ? kept.lastUid : 0;
      const found = (await client.search({ uid: `${after + 1}:*` }, { uid: true })) || [];
      const uids = found.filter((uid) => uid > after).sort((a, b) => a - b);
      const chosen: { uid: number; size: number }[] = [];
      let bytes = 0;
      if (uids.length > 0) {
        const wanted = uids.slice(0, captureLimits.messagesPerPoll);
        const sizes = new Map<number, number>();
        for await (const message of client.fetch(
          wanted,
          { uid: true, size: true },
          { uid: true },
        )) {
          sizes.set(message.uid, message.size ?? 0);
        }
        for (const uid of wanted) {
          const size = sizes.get(uid) ?? 0;
          if (chosen.length > 0 && bytes + size > captureLimits.bytesPerPoll) break;
          chosen.push({ uid, size });
          bytes += size <= captureLimits.messageBytes ? size : 0;
        }
      }
      const messages: FetchedMessage[] = [];
      for (const { uid, size } of chosen) {
        if (size > captureLimits.messageBytes) {
          messages.push({ uid, raw: null, size });
          continue;
        }
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        messages.push({ uid, raw: message ? (message.source ?? null) : null, size });
      }
      return { uidValidity, messages, more: chosen.length < uids.length };
    } finally {
      lock.release();
    }
  });
}

/** What a mailbox does with the messages it captured: moves them to a folder, or flags them. */
export async function afterCapture(
  access: MailboxAccess,
  uids: readonly number[],
  action: { after_capture: 'move' | 'flag'; move_to: string },
): Promise<void> {
  if (uids.length === 0) return;
  await session(access, async (client) => {
    const lock = await client.getMailboxLock(access.folder);
    try {
      if (action.after_capture === 'flag') {
        await client.messageFlagsAdd([...uids], ['\\Flagged'], { uid: true });
        return;
      }
      await client.mailboxCreate(action.move_to).catch(() => undefined);
      await client.messageMove([...uids], action.move_to, { uid: true });
    } finally {
      lock.release();
    }
  });
}
