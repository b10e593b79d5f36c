import type {
  FormGrant,
  FormGrantDto,
  FormSummaryDto,
  Paged,
  PageQuery,
} from '@custodia/contracts';
import { findForm, listFormSummaries } from '../forms/index.ts';
import { auditRef, changesBetween, recordAudit, valuesSet } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Work } from '../platform/work.ts';
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
    sign_electronically: row.sign_electronically,
  };
}

export async function listRoleFormGrants(work: Work, roleId: string): Promise<FormGrantDto[]> {
  authorize(work.actor, 'role.configure');
  await existingRole(work, roleId);
  return (await repo.grantsOfRole(work.tx, work.tenantId, roleId)).map(toFormGrantDto);
}

/**
 * Grants a role rights on one form. `adding` refuses a form the role already has (POST, 30083);
 * otherwise the grant must exist (PATCH, 30084).
 */
export async function saveRoleFormGrant(
  work: Work,
  roleId: string,
  grant: FormGrant,
  adding: boolean,
): Promise<FormGrantDto[]> {
  const { tx, actor, tenantId } = work;
  authorize(actor, 'role.configure');
  await existingRole(work, roleId);
  if (!(await findForm(work, grant.form_id))) {
    throw new AppError('formNotFound', { form_id: 'errors.30020' });
  }
  const existing = await repo.findGrant(tx, tenantId, roleId, grant.form_id);
  if (adding && existing) throw new AppError('formGrantExists', { form_id: 'errors.30083' });
  if (!adding && !existing) throw new AppError('formGrantNotFound');
  await repo.saveGrant(tx, tenantId, roleId, grant);
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
  return (await repo.grantsOfRole(tx, tenantId, roleId)).map(toFormGrantDto);
}

/** Forms a role may be granted rights on: every form not deleted. */
export async function listGrantableForms(
  work: Work,
  roleId: string,
  query: PageQuery,
): Promise<Paged<FormSummaryDto>> {
  authorize(work.actor, 'role.configure');
  await existingRole(work, roleId);
  const result = await listFormSummaries(work, pageWindow(query.page, query.per_page));
  return toPage(result, query.per_page, (row) => row);
}
