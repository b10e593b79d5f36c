import {
  activeFields,
  type FieldCreateInput,
  type FieldDefinitionDto,
  type FieldDefinitionInput,
  type FieldListDto,
  type FieldListPurpose,
  type FieldListQuery,
  FieldStatus,
  type LookupFieldDto,
  type LookupFormDto,
  limits,
  type Paged,
  type PageQuery,
  type ResourceAction,
} from '@custodia/contracts';
import type { z } from 'zod';
import { isActiveList } from '../lists/index.ts';
import {
  type AuditEventChanges,
  auditRef,
  auditRefs,
  changesBetween,
  recordAudit,
  valuesSet,
} from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize, can } from '../policies.ts';
import { fieldSettings, toFieldDto } from './fields.present.ts';
import * as repo from './fields.repo.ts';
import type { FormRow } from './forms.repo.ts';
import { existingForm, findForm } from './forms.service.ts';

/** A form's fields in order, what other features read of them (records, exports). */
export function fieldsOfForm(work: Work<Doer>, formId: string): Promise<repo.FieldRow[]> {
  return repo.fieldsOfForm(work.tx, work.tenantId, formId);
}

type Definition = z.output<typeof FieldDefinitionInput>;

function toDefinitionRow(definition: Definition): repo.FieldDefinitionRow {
  return {
    label: definition.label,
    type_data: definition.type_data,
    control_data: definition.control_data,
    required: definition.required,
    hide: definition.hide,
    search_field: definition.search_field,
    is_unique: definition.unique,
    len_min_chars: definition.len_min_chars,
    len_max_chars: definition.len_max_chars,
    list_id: definition.item_link,
    allowed_negative: definition.allowed_negative,
    show_pass_dates: definition.show_pass_dates,
    edit_manually: definition.edit_manually,
    lookup_form_id: definition.form_lookup_name,
    form_lookup_fields: definition.form_lookup_fields ?? [],
    sticker: definition.sticker,
  };
}

/** A field as it stands after this transaction's own change. */
async function savedField(work: Work, id: string): Promise<repo.FieldRow> {
  return (await repo.findField(work.tx, work.tenantId, id)) as repo.FieldRow;
}

/** A field and its form, once the actor may do `action` with the field (see forms.policy). */
async function fieldFor(
  work: Work,
  id: string,
  action: 'form.view' | 'field.edit' | 'field.delete' | 'field.move',
): Promise<{ field: repo.FieldRow; form: FormRow }> {
  const field = found(await repo.findField(work.tx, work.tenantId, id), 'fieldNotFound');
  const form = await existingForm(work, field.form_id);
  authorize(work.actor, action, form);
  return { field, form };
}

/**
 * A lookup points at another form's records through exactly two of its required text boxes, at
 * least one unique (spec §5); a form holds one lookup, and two forms may not look each other up.
 */
async function checkLookup(
  work: Work,
  form: FormRow,
  others: repo.FieldRow[],
  definition: Definition,
): Promise<void> {
  if (others.some((field) => field.control_data === 'lookup')) {
    throw new AppError('lookupAlreadyInForm', { control_data: 'errors.30030' });
  }
  const invalid = new AppError('lookupTargetInvalid', { form_lookup_fields: 'errors.30029' });
  const targetId = definition.form_lookup_name;
  const target = targetId && targetId !== form.id ? await findForm(work, targetId) : undefined;
  if (!target) throw invalid;
  const targetFields = await fieldsOfForm(work, target.id);
  const chosen = targetFields.filter((field) => definition.form_lookup_fields?.includes(field.id));
  const usable = chosen.filter(
    (field) =>
      field.control_data === 'textbox' && field.required && field.status === FieldStatus.active,
  );
  if (usable.length !== limits.lookupFields || !usable.some((field) => field.is_unique)) {
    throw invalid;
  }
  if (targetFields.some((field) => field.lookup_form_id === form.id)) {
    throw new AppError('lookupCircular', { form_lookup_name: 'errors.30031' });
  }
}

/** Rules a definition must meet within its form, beyond those the contract checks alone. */
async function checkInForm(
  work: Work,
  form: FormRow,
  definition: Definition,
  fieldId: string | null,
): Promise<void> {
  const others = (await fieldsOfForm(work, form.id)).filter((field) => field.id !== fieldId);
  if (definition.item_link && !(await isActiveList(work, definition.item_link))) {
    throw new AppError('fieldListInvalid', { item_link: 'errors.30028' });
  }
  const stickers = others.filter((field) => field.sticker).length + (definition.sticker ? 1 : 0);
  if (stickers > limits.stickerFields) {
    throw new AppError('stickerFieldsExceeded', { sticker: 'errors.30026' });
  }
  if (definition.control_data === 'lookup') await checkLookup(work, form, others, definition);
}

/** A definition as the log shows it: the list, form and fields it points at, by their names. */
function auditedDefinition(row: repo.FieldDefinitionRow) {
  return {
    ...fieldSettings(row),
    list: row.list_id && auditRef('list', row.list_id),
    lookup_form: row.lookup_form_id && auditRef('form', row.lookup_form_id),
    lookup_fields: auditRefs('form_field', row.form_lookup_fields),
  };
}

async function audit(
  { tx, actor }: Work,
  action: 'field_create' | 'field_update' | 'field_delete' | 'field_order',
  field: { id: string; form_id: string; label: string },
  changes: AuditEventChanges = {},
): Promise<void> {
  await recordAudit(tx, auditActorOf(actor), {
    module: 'forms',
    action,
    entityType: 'form_field',
    entityId: field.id,
    // A deleted field can no longer be looked up by its id.
    entityName: action === 'field_delete' ? field.label : undefined,
    changes: { form: auditRef('form', field.form_id), ...changes },
  });
}

export async function createField(
  work: Work,
  input: z.output<typeof FieldCreateInput>,
): Promise<FieldDefinitionDto> {
  const form = await existingForm(work, input.form_id);
  authorize(work.actor, 'form.designFields', form);
  await checkInForm(work, form, input, null);
  const id = await repo.insertField(work.tx, work.tenantId, form.id, toDefinitionRow(input));
  const field = await savedField(work, id);
  await audit(work, 'field_create', field, valuesSet(auditedDefinition(field)));
  return toFieldDto(field, work.actor, form);
}

export async function updateField(
  work: Work,
  id: string,
  input: Definition,
): Promise<FieldDefinitionDto> {
  const { field: before, form } = await fieldFor(work, id, 'field.edit');
  await checkInForm(work, form, input, id);
  const definition = toDefinitionRow(input);
  await repo.updateField(work.tx, work.tenantId, id, definition);
  const audited = auditedDefinition(before);
  await audit(
    work,
    'field_update',
    before,
    changesBetween(
      audited,
      auditedDefinition(definition),
      Object.keys(audited) as (keyof typeof audited)[],
    ),
  );
  return toFieldDto(await savedField(work, id), work.actor, form);
}

export async function deleteField(work: Work, formId: string, id: string): Promise<void> {
  const { field, form } = await fieldFor(work, id, 'field.delete');
  if (form.id !== formId) throw new AppError('fieldNotFound');
  await repo.deleteField(work.tx, work.tenantId, id);
  const remaining = await fieldsOfForm(work, form.id);
  await repo.renumberFields(
    work.tx,
    work.tenantId,
    remaining.map((other) => other.id),
  );
  await audit(work, 'field_delete', field);
}

export async function getField(work: Work, id: string): Promise<FieldDefinitionDto> {
  const { field, form } = await fieldFor(work, id, 'form.view');
  return toFieldDto(field, work.actor, form);
}

/** Which fields each purpose shows: all to the designer, no hidden ones at filing (spec §3). */
function shownFor(purpose: FieldListPurpose, fields: repo.FieldRow[]): repo.FieldRow[] {
  return purpose === 'design' ? fields : activeFields(fields, purpose === 'query');
}

/** What each purpose needs the actor may do with the form. */
const neededFor = {
  design: 'form.view',
  file: 'record.file',
  query: 'record.query',
} as const satisfies Record<FieldListPurpose, ResourceAction>;

/** The field list of spec §3. */
export async function listFields(
  work: Work,
  formId: string,
  query: FieldListQuery,
): Promise<FieldListDto> {
  const { actor } = work;
  const purpose = query.permission;
  const form = await existingForm(work, formId);
  authorize(actor, neededFor[purpose], form);
  const fields = shownFor(purpose, await fieldsOfForm(work, form.id));
  const { limit, offset } = pageWindow(query.page, query.per_page);
  return {
    items: fields.slice(offset, offset + limit).map((field) => toFieldDto(field, actor, form)),
    count: fields.length,
    pages: Math.ceil(fields.length / query.per_page),
    has_records: form.has_records,
    edit_fields: purpose === 'design' && can(actor, 'form.designFields', form),
  };
}

/** Moves a field to another position (1…n); the same position is refused (spec §5, 30027). */
export async function moveField(
  work: Work,
  id: string,
  order: number,
): Promise<FieldDefinitionDto> {
  const { field, form } = await fieldFor(work, id, 'field.move');
  const fields = await fieldsOfForm(work, field.form_id);
  const target = Math.min(order, fields.length);
  if (target === field.position)
    throw new AppError('fieldOrderUnchanged', { order: 'errors.30027' });
  const others = fields.filter((other) => other.id !== id).map((other) => other.id);
  others.splice(target - 1, 0, id);
  await repo.renumberFields(work.tx, work.tenantId, others);
  await audit(work, 'field_order', field, { position: { from: field.position, to: target } });
  return toFieldDto(await savedField(work, id), work.actor, form);
}

/** Forms a lookup field of this form may point at (spec §5 lookup rules). */
export async function listLookupTargets(
  work: Work,
  formId: string,
  query: PageQuery,
): Promise<Paged<LookupFormDto>> {
  authorize(work.actor, 'form.view', await existingForm(work, formId));
  const result = await repo.lookupTargets(
    work.tx,
    work.tenantId,
    formId,
    pageWindow(query.page, query.per_page),
  );
  return toPage(result, query.per_page, (row) => row);
}

/** The fields of a looked-up form that a lookup may show: its required text boxes. */
export async function listLookupFields(work: Work, formId: string): Promise<LookupFieldDto[]> {
  // The looked-up form need not be one the designer designs: only its field labels are shown.
  await existingForm(work, formId);
  const rows = await repo.lookupShowableFields(work.tx, work.tenantId, formId);
  return rows.map((row) => ({ id: row.id, label: row.label, unique: row.is_unique }));
}
