import { captureLimits, message, translate, Uuid } from '@custodia/contracts';
import { z } from 'zod';
import { actorOfUser } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import { enqueue, tenantJob } from '../platform/jobs.ts';
import { installationKey, unseal } from '../platform/secrets.ts';
import { type Doer, inTenant, type Platform, system, type Work } from '../platform/work.ts';
import * as repo from './capture.repo.ts';
import { captureMessage } from './intake.service.ts';
import {
  afterCapture,
  type FolderReading,
  type MailboxAccess,
  readFolder,
} from './mailbox-client.ts';

/** Where and as whom a mailbox is read, its password unsealed for the session only. */
export function accessOf(platform: Platform, mailbox: repo.MailboxRow): MailboxAccess {
  return {
    host: mailbox.host,
    port: mailbox.port,
    tls: mailbox.tls,
    username: mailbox.username,
    password: unseal(installationKey(platform.config), mailbox.password_sealed),
    folder: mailbox.folder,
  };
}

const PollPayload = z.object({ mailboxId: Uuid, token: z.string() });

type Polled = { reading: FolderReading } | { outdated: true };

/** A poll of a chain the mailbox no longer runs (changed, paused or removed since) does nothing. */
const current = (mailbox: repo.MailboxRow | undefined, token: string) =>
  mailbox?.active && mailbox.poll_token === token ? mailbox : undefined;

/**
 * One poll of a mailbox (issue 48 §1). The folder is read outside any transaction (`prepare`),
 * then every message read is taken in, once, and the folder's UID state moves in the one
 * transaction that files them: a crash before its commit leaves nothing, and the next attempt
 * reads the same messages again. A server that refuses or does not answer marks the mailbox
 * failing with the reason, in a transaction of its own, and fails the attempt: the runner tries
 * again with growing waits, then keeps it among the failed jobs. Each poll queues the next one;
 * at once when the folder has more than one poll takes.
 */
export const pollMailboxJob = tenantJob<z.infer<typeof PollPayload>, Polled>({
  name: 'pollMailbox',
  payload: PollPayload,
  leaseSeconds: 600,
  async prepare(platform, payload, tenantId) {
    const scope = { tenantId, actor: system, language: 'es' as const };
    const mailbox = current(
      await inTenant(platform, scope, (work) =>
        repo.findMailbox(work.tx, tenantId, payload.mailboxId),
      ),
      payload.token,
    );
    if (!mailbox) return { outdated: true };
    try {
      const reading = await readFolder(accessOf(platform, mailbox), {
        uidValidity: mailbox.uid_validity,
        lastUid: Number(mailbox.last_uid),
      });
      return { reading };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const failure = message(`errors.${error.code}`, error.detailParams);
      await inTenant(platform, scope, (work) =>
        repo.markFailing(work.tx, tenantId, mailbox.id, failure),
      );
      throw new Error(`${mailbox.name}: ${translate('es', failure)}`);
    }
  },
  async run(work, payload, polled) {
    if ('outdated' in polled) return;
    const { tx, tenantId } = work;
    const mailbox = current(
      await repo.findMailbox(tx, tenantId, payload.mailboxId, true),
      payload.token,
    );
    if (!mailbox) return;
    const { reading } = polled;
    const sameFolder = mailbox.uid_validity === reading.uidValidity;
    if (!sameFolder && mailbox.uid_validity !== null)
      await repo.resetReading(tx, tenantId, mailbox.id);
    // Another worker's poll of the same chain may have taken these already, and committed first.
    const after = sameFolder ? Number(mailbox.last_uid) : 0;
    const fresh = reading.messages.filter((fetched) => fetched.uid > after);
    const receiver = await actorOfUser(tx, tenantId, mailbox.receiver_id);
    for (const fetched of fresh) await captureMessage(work, mailbox, receiver, fetched);
    const uids = reading.messages.map((fetched) => fetched.uid);
    await repo.markRead(tx, tenantId, mailbox.id, {
      uidValidity: reading.uidValidity,
      lastUid: Math.max(after, ...uids),
    });
    await queuePoll(work, mailbox, reading.more ? 0 : captureLimits.pollMinutes * 60_000);
    // Moving or flagging what was taken follows the commit: were it lost, the UID state still
    // keeps the message from being taken twice.
    const access = accessOf(work.platform, mailbox);
    work.afterCommit(() => afterCapture(access, uids, mailbox));
  },
});

/** Queues the mailbox's next poll of its chain, `inMs` from now. */
export function queuePoll(
  work: Work<Doer>,
  mailbox: Pick<repo.MailboxRow, 'id' | 'poll_token'>,
  inMs = 0,
): Promise<void> {
  return enqueue(
    work,
    pollMailboxJob,
    { mailboxId: mailbox.id, token: mailbox.poll_token },
    inMs > 0 ? { runAt: new Date(Date.now() + inMs) } : undefined,
  );
}

/** Thirty days after a clerk discarded a tray item, its stored message is deleted. */
export const purgeCaptureItemJob = tenantJob<{ id: string }, undefined>({
  name: 'purgeCaptureItem',
  payload: z.object({ id: Uuid }),
  async run(work, payload) {
    const item = await repo.purgeableItem(work.tx, work.tenantId, payload.id);
    if (item?.eml_key) {
      const key = item.eml_key;
      work.afterCommit(() => work.platform.storage.delete(key));
    }
  },
});
