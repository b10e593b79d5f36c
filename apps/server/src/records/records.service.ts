import {
  type CancelRecordInput,
  ControlType,
  cascadeParent,
  type DashboardDto,
  datePartsIn,
  FILING_ACTIVITY_DAYS,
  FieldStatus,
  type FileRecordInput,
  fieldsByPurpose,
  fileRecordSchema,
  type ListLink,
  type LookupRecordsDto,
  type LookupRecordsQuery,
  lookupValueText,
  message,
  type RecordDetailDto,
  type RecordDto,
  type RecordReadQuery,
  RecordStatus,
  type RecordValues,
} from '@custodia/contracts';
import { type FieldOfForm, fieldsOfForm } from '../forms/fields.service.ts';
import {
  existingForm,
  existingFormWithFields,
  type FormRow,
  findForm,
} from '../forms/forms.service.ts';
import { findActiveItem, itemNames } from '../lists/lists.service.ts';
import { auditRef, changesBetween, recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found, parsedOrRefused } from '../platform/errors.ts';
import { pageWindow } from '../platform/paging.ts';
import { searchable } from '../platform/search-text.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import { formsTheActorMay, type RecordSubject } from './records.policy.ts';
import { toRecordDetailDto, toRecordDto } from './records.present.ts';
import * as repo from './records.repo.ts';

/**
 * Spec §3: form number, filing day, consecutive (1-20210512-0001). The consecutive is padded to
 * the form's sequence length and restarts each year when the form says so (decision 22).
 */
function recordNumbering(actor: Actor, form: FormRow, now: Date): repo.Numbering {
  const { year, month, day } = datePartsIn(now, actor.timeZone);
  return {
    scope: `records:${form.id}${form.yearly_restart ? `:${year}` : ''}`,
    prefix: `${form.number}-${year}${month}${day}-`,
    digits: form.sequence_length,
  };
}

/** The lists a field draws, as the cascade reads them (see cascadeParent). */
const listLink = (field: FieldOfForm): ListLink => ({
  list: field.list_id,
  parentList: field.list_parent_id,
});

/**
 * Why the list item or looked-up record chosen in a field cannot be kept, as a message key, or
 * null: an item must still be an active item of the field's list and, in a list that hangs from
 * another, hang from the item chosen in the field of that parent list; a looked-up record must
 * still be an active record of the looked-up form.
 */
async function choiceProblem(
  tx: Sql,
  tenantId: string,
  field: FieldOfForm,
  filling: FieldOfForm[],
  values: FileRecordInput['values'],
): Promise<string | null> {
  const value = values[field.id];
  if (!value) return null;
  if (field.control_data === ControlType.combobox && field.list_id) {
    const item = await findActiveItem(tx, tenantId, field.list_id, value);
    if (!item) return 'errors.30035';
    const parent = cascadeParent(field, filling, listLink);
    const fits = !parent || item.parent_item_id === (values[parent.id] ?? null);
    return fits ? null : message('validation.notOfParent', { parent: parent.label });
  }
  if (field.control_data === ControlType.lookup && field.lookup_form_id) {
    const active = await repo.isActiveRecord(tx, tenantId, field.lookup_form_id, value);
    return active ? null : 'errors.30035';
  }
  return null;
}

/** The schema only knows a list item or a looked-up record by its uuid (30035, fields marked). */
async function checkChoices(
  tx: Sql,
  actor: Actor,
  fields: FieldOfForm[],
  values: FileRecordInput['values'],
): Promise<void> {
  const filling = fieldsByPurpose(fields, 'file');
  const unavailable: Record<string, string> = {};
  for (const field of filling) {
    const problem = await choiceProblem(tx, actor.tenantId, field, filling, values);
    if (problem) unavailable[`values.${field.id}`] = problem;
  }
  if (Object.keys(unavailable).length > 0) {
    throw new AppError('recordChoiceUnavailable', unavailable);
  }
}

/**
 * Unique fields hold a value no record in force of the form holds (30034,
 * 'recordValidateUnique'). Checked under the form's lock, which the filing keeps to its commit.
 */
async function checkUnique(
  tx: Sql,
  actor: Actor,
  form: FormRow,
  fields: FieldOfForm[],
  values: FileRecordInput['values'],
  recordId: string | null,
): Promise<void> {
  const unique = fields
    .filter((field) => field.is_unique && values[field.id])
    .map((field): [string, string] => [field.id, values[field.id] as string]);
  if (unique.length === 0) return;
  await repo.lockUniqueValues(tx, actor.tenantId, form.id);
  const taken = await repo.takenValues(tx, actor.tenantId, form.id, unique, recordId);
  if (taken.length > 0) {
    throw new AppError(
      'recordValueTaken',
      Object.fromEntries(taken.map((fieldId) => [`values.${fieldId}`, 'recordValidateUnique'])),
    );
  }
}

/**
 * What a record's values must pass beyond their schema, when filed and at every edit: the choices
 * are still available and the unique values free (the edited record's own aside).
 */
async function checkValues(
  tx: Sql,
  actor: Actor,
  form: FormRow,
  fields: FieldOfForm[],
  values: FileRecordInput['values'],
  recordId: string | null = null,
): Promise<void> {
  await checkChoices(tx, actor, fields, values);
  await checkUnique(tx, actor, form, fields, values, recordId);
}

/** Controls whose values are typed text a person would search for; not uuids or dates. */
const typedControls = new Set<string>([
  ControlType.textbox,
  ControlType.textarea,
  ControlType.numeric,
]);

/** The typed values as a search reads them (see platform/search-text.ts). */
function typedText(fields: FieldOfForm[], values: FileRecordInput['values']): string {
  const typed = fields
    .filter((field) => typedControls.has(field.control_data))
    .map((field) => values[field.id])
    .filter((value) => value);
  return searchable(typed.join(' '));
}

/**
 * Files a record in an active form the actor's roles let them file in. The busiest write of the
 * product, so it reads the form with its fields at once, and takes the number in the statement
 * that inserts the record: the form's counter is locked only from there to the commit.
 */
export async function fileRecord(
  services: Services,
  actor: Actor,
  formId: string,
  body: unknown,
): Promise<RecordDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const form = await existingFormWithFields(tx, actor, formId);
    authorize(actor, 'record.file', form);
    const { fields } = form;
    const input = parsedOrRefused(fileRecordSchema(fields), body);
    await checkValues(tx, actor, form, fields, input.values);
    const record = {
      form_id: form.id,
      subject: input.subject,
      support_type: input.support_type,
      document_date: input.document_date,
      field_values: input.values,
    };
    const filed = await repo.insertNumberedRecord(
      tx,
      actor.tenantId,
      recordNumbering(actor, form, new Date()),
      { ...record, created_by: actor.userId, typed_text: typedText(fields, input.values) },
    );
    await recordAudit(tx, auditActorOf(actor), {
      module: 'records',
      action: 'file',
      entityType: 'record',
      entityId: filed.id,
      entityName: filed.number,
      changes: { form: auditRef('form', form.id, form.name) },
    });
    return toRecordDto(
      { ...record, ...filed, user_name: actor.userName, created_by: actor.userId },
      actor,
      form,
    );
  });
}

/**
 * The dashboard's filing block: the forms the actor may query and their records, and the filings
 * of each of the last days. Null for whoever may query no form.
 */
export async function filingActivity(
  services: Services,
  actor: Actor,
): Promise<DashboardDto['records']> {
  const formIds = formsTheActorMay(actor, 'query');
  if (formIds?.length === 0) return null;
  const activity = await services.inTenant(actor.tenantId, (tx) =>
    repo.filingActivity(tx, actor.tenantId, {
      formIds,
      timeZone: actor.timeZone,
      days: FILING_ACTIVITY_DAYS,
    }),
  );
  return { forms: activity.forms, records: activity.records, per_day: activity.perDay };
}

/**
 * Spec §7 form-lookup-to-record: the records a lookup field of form `formId` may point at, shown
 * by the two fields the lookup chose, in the looked-up form's field order.
 */
export async function searchLookupRecords(
  services: Services,
  actor: Actor,
  formId: string,
  query: LookupRecordsQuery,
): Promise<LookupRecordsDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const form = await existingForm(tx, actor, formId);
    authorize(actor, 'record.searchLookup', form);
    const lookup = (await fieldsOfForm(tx, actor.tenantId, form.id)).find(
      (field) => field.control_data === ControlType.lookup && field.status === FieldStatus.active,
    );
    const target = lookup?.lookup_form_id
      ? await findForm(tx, actor.tenantId, lookup.lookup_form_id)
      : undefined;
    if (!lookup || !target) throw new AppError('formHasNoLookup');
    const shown = (await fieldsOfForm(tx, actor.tenantId, target.id)).filter((field) =>
      lookup.form_lookup_fields.includes(field.id),
    );
    const shownIds = shown.map((field) => field.id);
    const page = await repo.lookupRecords(tx, actor.tenantId, {
      formId: target.id,
      search: query.search || undefined,
      ...pageWindow(query.page, query.per_page),
    });
    return {
      form_lookup_name: target.name,
      form_lookup_fields: shown.map((field) => ({ id: field.id, label: field.label })),
      records: page.rows.map((row) => {
        const values = shownIds.map((id) => row.field_values[id] ?? null);
        return { uuid: row.id, number: row.number, value: lookupValueText(values), values };
      }),
      count: page.count,
      pages: Math.ceil(page.count / query.per_page),
    };
  });
}

/** The record `id` of form `formId`; one of another form or company answers 30040. */
export async function existingRecord(
  tx: Sql,
  actor: Actor,
  formId: string,
  id: string,
  lock = false,
): Promise<repo.RecordDetailRow> {
  return found(await repo.findRecord(tx, actor.tenantId, formId, id, lock), 'recordNotFound');
}

/** The form and record a record's route reads with the session (a route's preload). */
export const formAndRecordOfRoute = (
  tx: Sql,
  tenantId: string,
  params: { id: string; recordId: string },
) =>
  Promise.all([
    findForm(tx, tenantId, params.id),
    repo.findRecord(tx, tenantId, params.id, params.recordId),
  ]);

/** A record as the records policy reads it. */
export function recordSubject(form: FormRow, record: repo.RecordDetailRow): RecordSubject {
  return { form, status: record.status, created_by: record.created_by };
}

/** Reads a stored value as a person does; null when there is none. */
export type ValueReader = (
  field: Pick<FieldOfForm, 'control_data'> | undefined,
  value: string | null | undefined,
) => string | null;

/** The two values a lookup shows of each looked-up record, in the looked-up form's order. */
async function lookedUpTexts(
  tx: Sql,
  tenantId: string,
  fields: FieldOfForm[],
  ids: string[],
): Promise<Map<string, string>> {
  // A form has at most one lookup field (30030).
  const lookup = fields.find((field) => field.control_data === ControlType.lookup);
  if (!lookup?.lookup_form_id || ids.length === 0) return new Map();
  const shown = (await fieldsOfForm(tx, tenantId, lookup.lookup_form_id))
    .filter((field) => lookup.form_lookup_fields.includes(field.id))
    .map((field) => field.id);
  const records = await repo.recordValuesByIds(tx, tenantId, ids);
  return new Map(
    records.map((record) => [
      record.id,
      lookupValueText(shown.map((id) => record.field_values[id])),
    ]),
  );
}

/**
 * How the values of `fields` found in `sets` (a record's values, or each edit's before and after)
 * read: a list item by its name and a looked-up record by its two values, retired or cancelled
 * ones too, found in two reads whatever the number of values.
 */
export async function valueReader(
  tx: Sql,
  tenantId: string,
  fields: FieldOfForm[],
  sets: RecordValues[],
): Promise<ValueReader> {
  const idsIn = (control: string) => {
    const ids = new Set<string>();
    for (const field of fields.filter((candidate) => candidate.control_data === control)) {
      for (const set of sets) {
        const value = set[field.id];
        if (value) ids.add(value);
      }
    }
    return [...ids];
  };
  const items = await itemNames(tx, tenantId, idsIn(ControlType.combobox));
  const records = await lookedUpTexts(tx, tenantId, fields, idsIn(ControlType.lookup));
  return (field, value) => {
    if (!value) return null;
    if (field?.control_data === ControlType.combobox) return items.get(value) ?? value;
    if (field?.control_data === ControlType.lookup) return records.get(value) ?? value;
    return value;
  };
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' as spec §5 writes days: dd/MM/yyyy [HH:mm]. */
export function readableDay(value: string): string {
  const [day = '', time] = value.split('T');
  const [year, month, date] = day.split('-');
  return [`${date}/${month}/${year}`, time?.slice(0, 5)].filter(Boolean).join(' ');
}

/**
 * A record's values as printed text (the sticker): read as the detail reads them, days as
 * dd/MM/yyyy; empty values are left out.
 */
export async function readableValues(
  tx: Sql,
  actor: Actor,
  fields: FieldOfForm[],
  values: RecordValues,
): Promise<{ label: string; value: string }[]> {
  const read = await valueReader(tx, actor.tenantId, fields, [values]);
  return fields.flatMap((field) => {
    const value = read(field, values[field.id]);
    if (!value) return [];
    const dated = field.type_data === 'date' || field.type_data === 'datetime';
    return [{ label: field.label, value: dated ? readableDay(value) : value }];
  });
}

/** The detail of a record already read: its form's fields and its values as a person reads them. */
async function recordDetail(
  tx: Sql,
  actor: Actor,
  form: FormRow,
  record: repo.RecordDetailRow,
): Promise<RecordDetailDto> {
  const fields = await fieldsOfForm(tx, actor.tenantId, form.id);
  const read = await valueReader(tx, actor.tenantId, fields, [record.field_values]);
  const shown = Object.fromEntries(
    fields
      .filter((field) => record.field_values[field.id])
      .map((field) => [field.id, read(field, record.field_values[field.id])]),
  );
  return toRecordDetailDto(record, actor, form, fields, shown);
}

/**
 * Spec §7 GET /form/forms/{id}/records/{recordId}/?action=: the record as its detail shows it, to
 * whoever may read it; read to be edited, to whoever may edit it now.
 */
export async function getRecord(
  services: Services,
  actor: Actor,
  read: ReturnType<typeof formAndRecordOfRoute>,
  query: RecordReadQuery,
): Promise<RecordDetailDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const [formRow, recordRow] = await read;
    const form = found(formRow, 'formNotFound');
    const record = found(recordRow, 'recordNotFound');
    const action = query.action === 'edit' ? 'filedRecord.edit' : 'filedRecord.view';
    authorize(actor, action, recordSubject(form, record));
    return recordDetail(tx, actor, form, record);
  });
}

/** The record's own data an edit may change; the number and filing time never do. */
const recordData = ['subject', 'support_type', 'document_date'] as const;

/**
 * Edits a record in force (spec §7 PUT /form/forms/{formId}/record/{id}/): the body is checked as
 * filing checks it, the choices and unique values again, the latter without the record's own.
 * Values of fields filing does not show (hidden ones) are kept. The audit row holds what changed,
 * before and after; an edit that changes nothing writes nothing.
 */
export async function editRecord(
  services: Services,
  actor: Actor,
  formId: string,
  id: string,
  body: unknown,
): Promise<RecordDetailDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const form = await existingFormWithFields(tx, actor, formId);
    const record = await existingRecord(tx, actor, form.id, id, true);
    authorize(actor, 'filedRecord.edit', recordSubject(form, record));
    const { fields } = form;
    const input = parsedOrRefused(fileRecordSchema(fields, { kept: record.field_values }), body);
    await checkValues(tx, actor, form, fields, input.values, record.id);
    const values = { ...record.field_values, ...input.values };
    const before = Object.fromEntries(
      Object.keys(values).map((key) => [key, record.field_values[key] ?? null]),
    );
    const dataChanges = changesBetween(record, input, recordData);
    const valueChanges = Object.fromEntries(
      Object.keys(values)
        .filter((fieldId) => (before[fieldId] ?? null) !== (values[fieldId] ?? null))
        .map((fieldId) => [
          fieldId,
          { from: before[fieldId] ?? null, to: values[fieldId] ?? null },
        ]),
    );
    if (Object.keys(dataChanges).length + Object.keys(valueChanges).length === 0) {
      return recordDetail(tx, actor, form, record);
    }
    await repo.updateRecordData(tx, actor.tenantId, record.id, {
      subject: input.subject,
      support_type: input.support_type,
      document_date: input.document_date,
      field_values: values,
      typed_text: typedText(fields, values),
    });
    await recordAudit(tx, auditActorOf(actor), {
      module: 'records',
      action: 'edit',
      entityType: 'record',
      entityId: record.id,
      entityName: record.number,
      changes: { form: auditRef('form', form.id, form.name), ...dataChanges, values: valueChanges },
    });
    return recordDetail(tx, actor, form, await existingRecord(tx, actor, form.id, record.id));
  });
}

/**
 * Cancels a record in force (spec §7 POST …/record/{recordId}/cancel/): status 2 with the
 * reason, who and when. It stays listed, and its unique values are free again (decision 22).
 */
export async function cancelRecord(
  services: Services,
  actor: Actor,
  formId: string,
  recordId: string,
  input: CancelRecordInput,
): Promise<RecordDetailDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const form = await existingForm(tx, actor, formId);
    const record = await existingRecord(tx, actor, form.id, recordId, true);
    authorize(actor, 'filedRecord.cancel', recordSubject(form, record));
    await repo.cancelRecord(tx, actor.tenantId, record.id, {
      reason: input.reason,
      userId: actor.userId,
    });
    await recordAudit(tx, auditActorOf(actor), {
      module: 'records',
      action: 'cancel',
      entityType: 'record',
      entityId: record.id,
      entityName: record.number,
      changes: {
        form: auditRef('form', form.id, form.name),
        reason: input.reason,
        status: { from: record.status, to: RecordStatus.cancelled },
      },
    });
    return recordDetail(tx, actor, form, await existingRecord(tx, actor, form.id, record.id));
  });
}
