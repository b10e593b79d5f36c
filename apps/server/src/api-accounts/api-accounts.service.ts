import {
  type ApiAccountDto,
  type ApiAccountInput,
  type ApiAccountListQuery,
  type ApiAccountSecretDto,
  type AuditAction,
  type Paged,
  slug,
  type UserStatusValue,
} from '@custodia/contracts';
import { type AuditEventChanges, recordAudit } from '../platform/audit.ts';
import { auditActorOf, revokeUserSessions } from '../platform/auth.ts';
import { found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { generatePassword, hashPassword } from '../platform/secrets.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { toApiAccountDto } from './api-accounts.present.ts';
import * as repo from './api-accounts.repo.ts';

/** The login name of an account: `api.<name as a slug>@<company domain>`. */
export function apiAccountUserName(name: string, domain: string): string {
  return `api.${slug(name, 'account', '.')}@${domain}`;
}

async function existingAccount(work: Work, id: string): Promise<repo.ApiAccountRow> {
  return found(await repo.findApiAccount(work.tx, work.tenantId, id), 'apiAccountNotFound');
}

async function audit(
  { tx, actor }: Work,
  action: AuditAction<'api_accounts'>,
  id: string,
  changes: AuditEventChanges = {},
) {
  await recordAudit(tx, auditActorOf(actor), {
    module: 'api_accounts',
    action,
    entityType: 'user',
    entityId: id,
    changes,
  });
}

export async function listApiAccounts(
  work: Work,
  query: ApiAccountListQuery,
): Promise<Paged<ApiAccountDto>> {
  const result = await repo.listApiAccounts(work.tx, work.tenantId, {
    name: query.name,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, (row) => toApiAccountDto(row, work.actor));
}

/** Creates an account with a generated strong password, answered this once only. */
export async function createApiAccount(
  work: Work,
  input: ApiAccountInput,
): Promise<ApiAccountSecretDto> {
  const { tx, actor, tenantId } = work;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const id = await repo.insertApiAccount(tx, tenantId, {
    name: input.name,
    userName: apiAccountUserName(input.name, actor.domain),
    passwordHash,
  });
  const created = await existingAccount(work, id);
  await audit(work, 'create', id, { name: created.name, user_name: created.user_name });
  return { ...toApiAccountDto(created, actor), password };
}

/** A new password replaces the old one at once: the integration's current tokens stop working. */
export async function regenerateApiAccountPassword(
  work: Work,
  id: string,
): Promise<ApiAccountSecretDto> {
  const { tx, actor, tenantId } = work;
  authorize(actor, 'apiAccount.manage', { id });
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const account = await existingAccount(work, id);
  await repo.updateApiAccount(tx, tenantId, id, {
    password_hash: passwordHash,
    password_changed_at: new Date(),
    failed_logins: 0,
  });
  await revokeUserSessions(tx, id);
  await audit(work, 'password', id);
  return { ...toApiAccountDto(account, actor), password };
}

export async function setApiAccountStatus(
  work: Work,
  id: string,
  status: UserStatusValue,
): Promise<ApiAccountDto> {
  const { tx, actor, tenantId } = work;
  authorize(actor, 'apiAccount.manage', { id });
  const before = await existingAccount(work, id);
  await repo.updateApiAccount(tx, tenantId, id, { status, failed_logins: 0 });
  await revokeUserSessions(tx, id);
  await audit(work, 'status', id, { status: { from: before.status, to: status } });
  return toApiAccountDto(await existingAccount(work, id), actor);
}
