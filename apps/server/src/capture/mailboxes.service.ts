import {
  type AcceptedDto,
  type AuditAction,
  captureLimits,
  type MailboxChange,
  type MailboxDto,
  translate,
} from '@custodia/contracts';
import { findForm } from '../forms/index.ts';
import { type AuditEventChanges, changesBetween, recordAudit } from '../platform/audit.ts';
import { actorOfUser, auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { installationKey, seal } from '../platform/secrets.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { findDocumentaryType } from '../trd/index.ts';
import { accessOf, queuePoll } from './capture.jobs.ts';
import { toMailboxDto } from './capture.present.ts';
import * as repo from './capture.repo.ts';
import { testMailbox as signIn } from './mailbox-client.ts';

async function audit(
  { tx, actor }: Work,
  action: AuditAction<'capture'>,
  mailbox: { id: string; name: string },
  changes: AuditEventChanges,
) {
  await recordAudit(tx, auditActorOf(actor), {
    module: 'capture',
    action,
    entityType: 'mailbox',
    entityId: mailbox.id,
    entityName: mailbox.name,
    changes,
  });
}

async function existing(work: Work, id: string, lock = false): Promise<repo.MailboxRow> {
  return found(await repo.findMailbox(work.tx, work.tenantId, id, lock), 'mailboxNotFound');
}

/**
 * What a mailbox's settings must name that its schema cannot check: an active receiver, and for
 * every filing rule a form of the company and a documentary type of its own.
 */
async function checkReferences(work: Work, input: MailboxChange): Promise<void> {
  if (!(await actorOfUser(work.tx, work.tenantId, input.receiver_id))) {
    throw new AppError('mailboxReceiverInvalid', { receiver_id: 'errors.80005' });
  }
  for (const [index, rule] of input.rules.entries()) {
    if (rule.action !== 'file' || !rule.form_id) continue;
    if (!(await findForm(work, rule.form_id))) {
      throw new AppError('mailboxRuleFormInvalid', { [`rules.${index}.form_id`]: 'errors.80006' });
    }
    if (rule.documentary_type_id && !(await findDocumentaryType(work, rule.documentary_type_id))) {
      throw new AppError('documentaryTypeNotFound', {
        [`rules.${index}.documentary_type_id`]: 'errors.20010',
      });
    }
  }
}

/** What the audit keeps of a mailbox: never its password. */
const audited = [
  'name',
  'host',
  'port',
  'tls',
  'username',
  'folder',
  'after_capture',
  'active',
] as const;

export async function listMailboxes(work: Work): Promise<MailboxDto[]> {
  const rows = await repo.listMailboxes(work.tx, work.tenantId);
  return rows.map((row) => toMailboxDto(row, work.actor, work.language));
}

/**
 * Adds a mailbox (issue 48 §1): its password kept sealed under the installation's key, as the
 * integrations' secrets are, and its first poll queued at once.
 */
export async function createMailbox(work: Work, input: MailboxChange): Promise<MailboxDto> {
  const { tx, tenantId } = work;
  if (input.password === '')
    throw new AppError('mailboxPasswordRequired', { password: 'fieldRequired' });
  await checkReferences(work, input);
  // Counted under the company's row lock: two creations at once cannot both take the last place.
  await repo.lockCompany(tx, tenantId);
  if ((await repo.countMailboxes(tx, tenantId)) >= captureLimits.mailboxesPerCompany) {
    throw new AppError('mailboxLimitReached', undefined, {
      max: captureLimits.mailboxesPerCompany,
    });
  }
  const id = await repo.insertMailbox(tx, tenantId, {
    ...input,
    password_sealed: seal(installationKey(work.platform.config), input.password),
  });
  const created = await existing(work, id);
  await audit(work, 'mailbox_create', created, {
    ...Object.fromEntries(audited.map((key) => [key, created[key]])),
  });
  if (created.active) await queuePoll(work, created);
  return toMailboxDto(created, work.actor, work.language);
}

/**
 * Changes a mailbox; an empty password keeps the one kept. The change starts a new chain of
 * polls, queued at once, so a mailbox that failed is read again as soon as it is corrected.
 */
export async function updateMailbox(
  work: Work,
  id: string,
  input: MailboxChange,
): Promise<MailboxDto> {
  const before = await existing(work, id, true);
  authorize(work.actor, 'mailbox.edit', before);
  await checkReferences(work, input);
  const password_sealed =
    input.password === ''
      ? before.password_sealed
      : seal(installationKey(work.platform.config), input.password);
  const moved =
    before.host !== input.host || before.port !== input.port || before.folder !== input.folder;
  await repo.updateMailbox(work.tx, work.tenantId, id, { ...input, password_sealed }, moved);
  const after = await existing(work, id);
  const changes: AuditEventChanges = changesBetween(before, after, audited);
  if (input.password !== '') changes.password = { from: '***', to: '***' };
  if (JSON.stringify(before.rules) !== JSON.stringify(after.rules)) {
    changes.rules = { from: before.rules.length, to: after.rules.length };
  }
  if (Object.keys(changes).length > 0) await audit(work, 'mailbox_update', after, changes);
  if (after.active) await queuePoll(work, after);
  return toMailboxDto(after, work.actor, work.language);
}

/** Removes a mailbox and what it captured; the records it filed stay. */
export async function deleteMailbox(work: Work, id: string): Promise<AcceptedDto> {
  const mailbox = await existing(work, id, true);
  authorize(work.actor, 'mailbox.delete', mailbox);
  await repo.deleteMailbox(work.tx, work.tenantId, id);
  await audit(work, 'mailbox_delete', mailbox, { name: mailbox.name, host: mailbox.host });
  return { detail: translate(work.language, 'capture.mailbox.deleted') };
}

/**
 * Signs in to the mailbox as saved and opens its folder: a wrong password, a server down, a TLS
 * failure or a missing folder answers its catalogue refusal, in the caller's language.
 */
export async function testMailbox(work: Work, id: string): Promise<AcceptedDto> {
  const mailbox = await existing(work, id);
  authorize(work.actor, 'mailbox.edit', mailbox);
  // Once the transaction is over: no connection of the database waits on the mail server.
  const access = accessOf(work.platform, mailbox);
  work.beforeAnswering(() => signIn(access));
  return { detail: translate(work.language, 'capture.mailbox.tested') };
}
