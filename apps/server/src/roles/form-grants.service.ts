import {
  type FormGrant,
  type FormGrantDto,
  FormStatus,
  type FormSummaryDto,
  limits,
  type Paged,
  type PageQuery,
  UserType,
  type UserTypeValue,
} from '@custodia/contracts';
import { findForm, listFormSummaries } from '../forms/forms.repo.ts';
import { recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { authorize } from '../platform/policy.ts';
import type { Services } from '../platform/services.ts';
import * as repo from './form-grants.repo.ts';
import { canManageRoles } from './roles.policy.ts';
import { findRole } from './roles.repo.ts';

export function toFormGrantDto(row: repo.FormGrantRow): FormGrantDto {
  return {
    form_uuid: row.form_id,
    form_name: row.form_name,
    file: row.file,
    query: row.query,
    view_files: row.view_files,
    start_workflows: row.start_workflows,
    view_started_processes: row.view_started_processes,
  };
}

export async function listRoleFormGrants(
  services: Services,
  actor: Actor,
  roleId: string,
): Promise<FormGrantDto[]> {
  authorize(canManageRoles(actor));
  const rows = await services.inTenant(actor.tenantId, async (tx) => {
    found(await findRole(tx, actor.tenantId, roleId), 'roleNotFound');
    return repo.grantsOfRole(tx, actor.tenantId, roleId);
  });
  return rows.map(toFormGrantDto);
}

/**
 * Grants a role rights on one form. `adding` refuses a form the role already has (POST, 30083);
 * otherwise the grant must exist (PATCH, 30084).
 */
export async function saveRoleFormGrant(
  services: Services,
  actor: Actor,
  roleId: string,
  grant: FormGrant,
  adding: boolean,
): Promise<FormGrantDto[]> {
  authorize(canManageRoles(actor));
  const rows = await services.inTenant(actor.tenantId, async (tx) => {
    found(await findRole(tx, actor.tenantId, roleId), 'roleNotFound');
    if (!(await findForm(tx, actor.tenantId, grant.form_id))) {
      throw new AppError('formNotFound', { form_id: 'errors.30020' });
    }
    const exists = await repo.hasGrant(tx, actor.tenantId, roleId, grant.form_id);
    if (adding && exists) throw new AppError('formGrantExists', { form_id: 'errors.30083' });
    if (!adding && !exists) throw new AppError('formGrantNotFound');
    await repo.saveGrant(tx, actor.tenantId, roleId, grant);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'roles',
      action: 'form_grant',
      entityType: 'role',
      entityId: roleId,
      changes: grant,
    });
    return repo.grantsOfRole(tx, actor.tenantId, roleId);
  });
  return rows.map(toFormGrantDto);
}

/** Forms a role may be granted rights on: every form not deleted. */
export async function listGrantableForms(
  services: Services,
  actor: Actor,
  roleId: string,
  query: PageQuery,
): Promise<Paged<FormSummaryDto>> {
  authorize(canManageRoles(actor));
  const result = await services.inTenant(actor.tenantId, async (tx) => {
    found(await findRole(tx, actor.tenantId, roleId), 'roleNotFound');
    return listFormSummaries(tx, actor.tenantId, pageWindow(query.page, query.per_page));
  });
  return toPage(result, query.per_page, (row) => row);
}

/**
 * The per-form grants the session carries (spec §3 form_permissions), or those on one form.
 * Admins may do everything and carry none; query users keep only the read grants of their roles.
 */
export async function formGrantsForSession(
  tx: Sql,
  tenantId: string,
  userId: string,
  userType: UserTypeValue,
  onlyForm?: string,
): Promise<Omit<FormGrantDto, 'form_name'>[]> {
  if (userType === UserType.admin) return [];
  const rows = await repo.grantsOfUser(tx, tenantId, userId, onlyForm);
  return rows.map((row) => {
    const { form_name: _name, ...grant } = toFormGrantDto(row);
    if (userType === UserType.standard) return grant;
    return { ...grant, file: false, start_workflows: false, view_started_processes: false };
  });
}

/** What the actor's roles grant on one form; undefined when nothing (and always for admins). */
export async function grantOnForm(
  tx: Sql,
  actor: Actor,
  formId: string,
): Promise<Omit<FormGrantDto, 'form_name'> | undefined> {
  const [grant] = await formGrantsForSession(
    tx,
    actor.tenantId,
    actor.userId,
    actor.userType,
    formId,
  );
  return grant;
}

/** Forms the user may file records in: every active form for an admin, else those granted. */
export async function formsAvailableToFile(
  services: Services,
  actor: Actor,
): Promise<FormSummaryDto[]> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const active = await listFormSummaries(tx, actor.tenantId, {
      status: FormStatus.active,
      limit: limits.maxPageSize,
      offset: 0,
    });
    const forms = active.rows;
    if (actor.userType === UserType.admin) return forms;
    const grants = await formGrantsForSession(tx, actor.tenantId, actor.userId, actor.userType);
    const filing = new Set(grants.filter((grant) => grant.file).map((grant) => grant.form_uuid));
    return forms.filter((form) => filing.has(form.id));
  });
}
