import {
  type AvailableFormDto,
  type FormDto,
  type FormInput,
  type FormListQuery,
  FormStatus,
  type FormStatusValue,
  limits,
  message,
  type Paged,
} from '@custodia/contracts';
import { changesBetween, recordAudit, valuesSet } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { StampedRead } from '../platform/stamped-cache.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { placeFormPublicationPath } from '../trd/index.ts';
import { designableFormIds, formsTheActorMay } from './forms.policy.ts';
import { toAvailableFormDto, toFormDto } from './forms.present.ts';
import * as repo from './forms.repo.ts';

/** A form by id, not deleted (workflows, roles). */
export function findForm(work: Work<Doer>, id: string): Promise<repo.FormRow | undefined> {
  return repo.findForm(work.tx, work.tenantId, id);
}

/** Forms to pick from (grants, workflows): no counts. */
export function listFormSummaries(work: Work<Doer>, filter: repo.FormFilter) {
  return repo.listFormSummaries(work.tx, work.tenantId, filter);
}

/** Of the given ids, those that are no live form of the company (roles). */
export function unknownFormIds(work: Work<Doer>, ids: string[]): Promise<string[]> {
  return repo.unknownFormIds(work.tx, work.tenantId, ids);
}

/**
 * Status changes a form allows besides deletion (spec §4): draft → active ↔ inactive. Any form
 * not deleted may be deleted (see removeForm).
 */
const allowedMoves: Record<FormStatusValue, FormStatusValue[]> = {
  [FormStatus.draft]: [FormStatus.active],
  [FormStatus.active]: [FormStatus.inactive],
  [FormStatus.inactive]: [FormStatus.active],
  [FormStatus.deleted]: [],
};

/** A form of the company, not deleted; unknown forms answer 30020. */
export async function existingForm(work: Work<Doer>, id: string): Promise<repo.FormRow> {
  return found(await findForm(work, id), 'formNotFound');
}

/**
 * A form with its fields for the record lists under `/form/forms/{id}/` (a route's preload,
 * platform/routes.ts), kept between requests while the company's access stamp stays the same:
 * read with the session when it is not kept, checked by the session's stamp when it is.
 * Undefined when the company has no such form.
 */
export async function formOfRecordsOfRoute(
  tx: Sql,
  tenantId: string,
  { params }: { params: { id: string } },
  { kept, stamp }: StampedRead,
): Promise<repo.FormOfRecords | undefined> {
  const key = `form:${tenantId}:${params.id}`;
  if (kept.has(key)) {
    const form = kept.fresh<repo.FormOfRecords>(key, await stamp);
    if (form) return form;
  }
  const row = await repo.findFormOfRecords(tx, tenantId, params.id);
  if (!row) return undefined;
  const { stamp: readAt, ...form } = row;
  return kept.keep(key, form, readAt);
}

/** A form with its fields, in order: what filing a record in it needs. */
export async function existingFormWithFields(
  work: Work<Doer>,
  id: string,
): Promise<repo.FormWithFieldsRow> {
  return found(await repo.findFormWithFields(work.tx, work.tenantId, id), 'formNotFound');
}

/** A form with the counts the designer's screens show. */
async function shownRow(work: Work, id: string): Promise<repo.ShownFormRow> {
  return found(await repo.findShownForm(work.tx, work.tenantId, id), 'formNotFound');
}

/** A form as the designer's screens show it, with the actor's abilities on it. */
async function shownForm(work: Work, id: string): Promise<FormDto> {
  return toFormDto(await shownRow(work, id), work.actor);
}

/**
 * Forms the actor may file records in (the filing menu): the active ones their roles grant
 * filing on, every active one for an admin.
 */
export async function formsAvailableToFile(work: Work): Promise<AvailableFormDto[]> {
  const { rows } = await listFormSummaries(work, {
    status: FormStatus.active,
    only: formsTheActorMay(work.actor, 'file'),
    limit: limits.maxPageSize,
    offset: 0,
  });
  return rows.map((row) => toAvailableFormDto(row, work.actor));
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

export async function listForms(work: Work, query: FormListQuery): Promise<Paged<FormDto>> {
  const result = await repo.listForms(work.tx, work.tenantId, {
    name: query.name,
    status: query.status,
    only: designableFormIds(work.actor),
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, (row) => toFormDto(row, work.actor));
}

export async function getForm(work: Work, id: string): Promise<FormDto> {
  const form = await shownRow(work, id);
  authorize(work.actor, 'form.view', form);
  return toFormDto(form, work.actor);
}

/** A new form starts as a draft: its fields can be designed until it is activated. */
export async function createForm(work: Work, input: FormInput): Promise<FormDto> {
  const { tx, actor } = work;
  const settings = settingsOf(input);
  const id = await repo.insertForm(tx, work.tenantId, settings);
  const path = await placeFormPublicationPath(work, { id, trd_path_id: null }, input.trd_path_id);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'forms',
    action: 'create',
    entityType: 'form',
    entityId: id,
    changes: { ...valuesSet(settings), ...path },
  });
  return shownForm(work, id);
}

export async function updateForm(work: Work, id: string, input: FormInput): Promise<FormDto> {
  const { tx, actor } = work;
  const before = await existingForm(work, id);
  authorize(actor, 'form.edit', before);
  const settings = settingsOf(input);
  await repo.updateForm(tx, work.tenantId, id, settings);
  const path = await placeFormPublicationPath(work, before, input.trd_path_id);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'forms',
    action: 'update',
    entityType: 'form',
    entityId: id,
    changes: { ...changesBetween(before, settings, repo.settingColumns), ...path },
  });
  return shownForm(work, id);
}

async function setStatus(work: Work, form: repo.FormRow, status: FormStatusValue): Promise<void> {
  await repo.updateForm(work.tx, work.tenantId, form.id, { status });
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'forms',
    action: 'status',
    entityType: 'form',
    entityId: form.id,
    changes: { status: { from: form.status, to: status } },
  });
}

/**
 * Deleting is refused while the form holds records (30033: they are kept, decision 22, the
 * `form.delete` rule) or roles name it (30082); processes, workflows and signature requests will
 * refuse it too once they exist. A deleted form frees its name.
 */
async function removeForm(work: Work, form: repo.FormRow): Promise<void> {
  authorize(work.actor, 'form.delete', form);
  const roles = await repo.rolesNamingForm(work.tx, work.tenantId, form.id);
  if (roles.length > 0) {
    const named = { roles: roles.join(', ') };
    throw new AppError('formHasRoles', { status: message('errors.30082', named) }, named);
  }
  await setStatus(work, form, FormStatus.deleted);
}

/** Spec §7 DELETE /form/forms/{id}/: the same deletion as the status change to deleted. */
export async function deleteForm(work: Work, id: string): Promise<void> {
  await removeForm(work, await existingForm(work, id));
}

/**
 * Moves a form along allowedMoves, or deletes it (null: there is no form to show any more).
 * Activation needs at least one active field (30022).
 */
export async function changeFormStatus(
  work: Work,
  id: string,
  status: FormStatusValue,
): Promise<FormDto | null> {
  const form = await existingForm(work, id);
  if (status === FormStatus.deleted) {
    await removeForm(work, form);
    return null;
  }
  authorize(work.actor, 'form.changeStatus', form);
  if (!allowedMoves[form.status].includes(status)) throw new AppError('formStatusChange');
  if (status === FormStatus.active && Number(form.fields_count) === 0) {
    throw new AppError('formNeedsField');
  }
  await setStatus(work, form, status);
  return shownForm(work, id);
}
