import type {
  FormGrant,
  FormGrantDto,
  FormSummaryDto,
  Paged,
  PageQuery,
} from '@custodia/contracts';
import { findForm, listFormSummaries } from '../forms/forms.service.ts';
import { auditRef, changesBetween, recordAudit, valuesSet } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import * as repo from './form-grants.repo.ts';
import { existingRole } from './roles.service.ts';

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
  authorize(actor, 'role.configure');
  const rows = await services.inTenant(actor.tenantId, async (tx) => {
    await existingRole(tx, actor, roleId);
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
  authorize(actor, 'role.configure');
  const rows = await services.inTenant(actor.tenantId, async (tx) => {
    await existingRole(tx, actor, roleId);
    if (!(await findForm(tx, actor.tenantId, grant.form_id))) {
      throw new AppError('formNotFound', { form_id: 'errors.30020' });
    }
    const existing = await repo.findGrant(tx, actor.tenantId, roleId, grant.form_id);
    if (adding && existing) throw new AppError('formGrantExists', { form_id: 'errors.30083' });
    if (!adding && !existing) throw new AppError('formGrantNotFound');
    await repo.saveGrant(tx, actor.tenantId, roleId, grant);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'roles',
      action: 'form_grant',
      entityType: 'role',
      entityId: roleId,
      changes: {
        form: auditRef('form', grant.form_id),
        ...(existing
          ? changesBetween(existing, grant, repo.grantColumns)
          : valuesSet(grant, repo.grantColumns)),
      },
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
  authorize(actor, 'role.configure');
  const result = await services.inTenant(actor.tenantId, async (tx) => {
    await existingRole(tx, actor, roleId);
    return listFormSummaries(tx, actor.tenantId, pageWindow(query.page, query.per_page));
  });
  return toPage(result, query.per_page, (row) => row);
}
