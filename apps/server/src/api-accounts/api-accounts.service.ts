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
import { type Actor, auditActorOf, revokeUserSessions } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { generatePassword, hashPassword } from '../platform/secrets.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import { toApiAccountDto } from './api-accounts.present.ts';
import * as repo from './api-accounts.repo.ts';

/** The login name of an account: `api.<name as a slug>@<company domain>`. */
export function apiAccountUserName(name: string, domain: string): string {
  return `api.${slug(name, 'account', '.')}@${domain}`;
}

async function existingAccount(tx: Sql, actor: Actor, id: string): Promise<repo.ApiAccountRow> {
  return found(await repo.findApiAccount(tx, actor.tenantId, id), 'apiAccountNotFound');
}

async function audit(
  tx: Sql,
  actor: Actor,
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
  services: Services,
  actor: Actor,
  query: ApiAccountListQuery,
): Promise<Paged<ApiAccountDto>> {
  const result = await services.inTenant(actor.tenantId, (tx) =>
    repo.listApiAccounts(tx, actor.tenantId, {
      name: query.name,
      ...pageWindow(query.page, query.per_page),
    }),
  );
  return toPage(result, query.per_page, (row) => toApiAccountDto(row, actor));
}

/** Creates an account with a generated strong password, answered this once only. */
export async function createApiAccount(
  services: Services,
  actor: Actor,
  input: ApiAccountInput,
): Promise<ApiAccountSecretDto> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const row = await services.inTenant(actor.tenantId, async (tx) => {
    const id = await repo.insertApiAccount(tx, actor.tenantId, {
      name: input.name,
      userName: apiAccountUserName(input.name, actor.domain),
      passwordHash,
    });
    const created = await existingAccount(tx, actor, id);
    await audit(tx, actor, 'create', id, { name: created.name, user_name: created.user_name });
    return created;
  });
  return { ...toApiAccountDto(row, actor), password };
}

/** A new password replaces the old one at once: the integration's current tokens stop working. */
export async function regenerateApiAccountPassword(
  services: Services,
  actor: Actor,
  id: string,
): Promise<ApiAccountSecretDto> {
  authorize(actor, 'apiAccount.manage', { id });
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const row = await services.inTenant(actor.tenantId, async (tx) => {
    const account = await existingAccount(tx, actor, id);
    await repo.updateApiAccount(tx, actor.tenantId, id, {
      password_hash: passwordHash,
      password_changed_at: new Date(),
      failed_logins: 0,
    });
    await revokeUserSessions(tx, id);
    await audit(tx, actor, 'password', id);
    return account;
  });
  return { ...toApiAccountDto(row, actor), password };
}

export async function setApiAccountStatus(
  services: Services,
  actor: Actor,
  id: string,
  status: UserStatusValue,
): Promise<ApiAccountDto> {
  authorize(actor, 'apiAccount.manage', { id });
  const row = await services.inTenant(actor.tenantId, async (tx) => {
    const before = await existingAccount(tx, actor, id);
    await repo.updateApiAccount(tx, actor.tenantId, id, { status, failed_logins: 0 });
    await revokeUserSessions(tx, id);
    await audit(tx, actor, 'status', id, { status: { from: before.status, to: status } });
    return existingAccount(tx, actor, id);
  });
  return toApiAccountDto(row, actor);
}
