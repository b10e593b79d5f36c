import {
  type FormDto,
  type FormInput,
  type FormListQuery,
  FormStatus,
  type FormStatusValue,
  message,
  type Paged,
} from '@custodia/contracts';
import { recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { authorize } from '../platform/policy.ts';
import type { Services } from '../platform/services.ts';
import { grantOnForm } from '../roles/form-grants.service.ts';
import {
  canCreateForms,
  canDesignForm,
  canDesignForms,
  canUseForm,
  designableFormIds,
} from './forms.policy.ts';
import { toFormDto } from './forms.present.ts';
import * as repo from './forms.repo.ts';

/** Status changes a form allows (spec §4): draft → active ↔ inactive, and any of them → deleted. */
const allowedMoves: Record<FormStatusValue, FormStatusValue[]> = {
  [FormStatus.draft]: [FormStatus.active, FormStatus.deleted],
  [FormStatus.active]: [FormStatus.inactive, FormStatus.deleted],
  [FormStatus.inactive]: [FormStatus.active, FormStatus.deleted],
  [FormStatus.deleted]: [],
};

/** Unknown forms answer 30020, those outside a restricted designer's choice 403. */
function designable<T extends repo.FormRow>(actor: Actor, row: T | undefined): T {
  const form = found(row, 'formNotFound');
  authorize(canDesignForm(actor, form.id));
  return form;
}

/** A form the actor may design (see designable). */
export async function designableForm(tx: Sql, actor: Actor, id: string): Promise<repo.FormRow> {
  return designable(actor, await repo.findForm(tx, actor.tenantId, id));
}

/** A form the actor may design, as the designer's screens show it. */
async function shownForm(tx: Sql, actor: Actor, id: string): Promise<FormDto> {
  return toFormDto(designable(actor, await repo.findShownForm(tx, actor.tenantId, id)));
}

/**
 * A form whose records the actor files or searches: the roles must grant that on the form (403
 * otherwise), and filing needs the form active (30032).
 */
export async function usableForm(
  tx: Sql,
  actor: Actor,
  formId: string,
  purpose: 'file' | 'query',
): Promise<repo.FormRow> {
  const form = found(await repo.findForm(tx, actor.tenantId, formId), 'formNotFound');
  authorize(canUseForm(actor, await grantOnForm(tx, actor, form.id), purpose));
  if (purpose === 'file' && form.status !== FormStatus.active) throw new AppError('formNotActive');
  return form;
}

function settingsOf(input: FormInput): repo.FormSettings {
  return {
    name: input.name,
    description: input.description,
    sequence_length: input.sequence_length,
    sticker_type: input.sticker_type,
    activate_workflow: input.activate_workflow ?? false,
    unique_workflow: input.unique_workflow ?? false,
    mandatory_start: input.mandatory_start ?? false,
    attach_files_at_start: input.attach_files_at_start ?? 'none',
    free_notifications: input.free_notifications ?? false,
    yearly_restart: input.yearly_restart ?? false,
  };
}

export async function listForms(
  services: Services,
  actor: Actor,
  query: FormListQuery,
): Promise<Paged<FormDto>> {
  authorize(canDesignForms(actor));
  const result = await services.inTenant(actor.tenantId, (tx) =>
    repo.listForms(tx, actor.tenantId, {
      name: query.name,
      status: query.status,
      only: designableFormIds(actor),
      ...pageWindow(query.page, query.per_page),
    }),
  );
  return toPage(result, query.per_page, toFormDto);
}

export async function getForm(services: Services, actor: Actor, id: string): Promise<FormDto> {
  authorize(canDesignForms(actor));
  return services.inTenant(actor.tenantId, (tx) => shownForm(tx, actor, id));
}

/** A new form starts as a draft: its fields can be designed until it is activated. */
export async function createForm(
  services: Services,
  actor: Actor,
  input: FormInput,
): Promise<FormDto> {
  authorize(canCreateForms(actor));
  return services.inTenant(actor.tenantId, async (tx) => {
    const settings = settingsOf(input);
    const id = await repo.insertForm(tx, actor.tenantId, settings);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'forms',
      action: 'create',
      entityType: 'form',
      entityId: id,
      changes: settings,
    });
    return shownForm(tx, actor, id);
  });
}

export async function updateForm(
  services: Services,
  actor: Actor,
  id: string,
  input: FormInput,
): Promise<FormDto> {
  authorize(canDesignForms(actor));
  return services.inTenant(actor.tenantId, async (tx) => {
    const before = await designableForm(tx, actor, id);
    const settings = settingsOf(input);
    await repo.updateForm(tx, actor.tenantId, id, settings);
    const changes = Object.fromEntries(
      repo.settingColumns
        .filter((column) => before[column] !== settings[column])
        .map((column) => [column, { from: before[column], to: settings[column] }]),
    );
    await recordAudit(tx, auditActorOf(actor), {
      module: 'forms',
      action: 'update',
      entityType: 'form',
      entityId: id,
      changes,
    });
    return shownForm(tx, actor, id);
  });
}

/**
 * Activation needs at least one active field (30022). Deleting is refused while the form holds
 * records (30033: they are kept, decision 22) or roles grant it (30082); processes, workflows and
 * signature requests will refuse it too once they exist.
 */
export async function changeFormStatus(
  services: Services,
  actor: Actor,
  id: string,
  status: FormStatusValue,
): Promise<FormDto | null> {
  authorize(canDesignForms(actor));
  return services.inTenant(actor.tenantId, async (tx) => {
    const form = await designableForm(tx, actor, id);
    if (!allowedMoves[form.status].includes(status)) throw new AppError('formStatusChange');
    if (status === FormStatus.active && Number(form.fields_count) === 0) {
      throw new AppError('formNeedsField');
    }
    if (status === FormStatus.deleted) {
      if (form.has_records) throw new AppError('formHasRecords');
      const roles = await repo.rolesNamingForm(tx, actor.tenantId, id);
      if (roles.length > 0) {
        const named = { roles: roles.join(', ') };
        throw new AppError('formHasRoles', { status: message('errors.30082', named) }, named);
      }
    }
    await repo.updateForm(tx, actor.tenantId, id, { status });
    await recordAudit(tx, auditActorOf(actor), {
      module: 'forms',
      action: 'status',
      entityType: 'form',
      entityId: id,
      changes: { status: { from: form.status, to: status } },
    });
    return status === FormStatus.deleted ? null : shownForm(tx, actor, id);
  });
}
