import {
  ControlType,
  cascadeParent,
  type DashboardDto,
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
  type RecordDto,
} from '@custodia/contracts';
import { type FieldOfForm, fieldsOfForm } from '../forms/fields.service.ts';
import {
  existingForm,
  existingFormWithFields,
  type FormRow,
  findForm,
} from '../forms/forms.service.ts';
import { findActiveItem } from '../lists/lists.service.ts';
import { recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found, parsedOrRefused } from '../platform/errors.ts';
import { pageWindow } from '../platform/paging.ts';
import { searchable } from '../platform/search-text.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import { formsTheActorMay } from './records.policy.ts';
import { toRecordDto } from './records.present.ts';
import * as repo from './records.repo.ts';

/** Making a date format is costly and every filing needs one: one per time zone, made once. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day in the company's time zone, as its parts. */
function companyDay(now: Date, timeZone: string): { year: string; month: string; day: string } {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * Spec §3: form number, filing day, consecutive (1-20210512-0001). The consecutive is padded to
 * the form's sequence length and restarts each year when the form says so (decision 22).
 */
function recordNumbering(actor: Actor, form: FormRow, now: Date): repo.Numbering {
  const { year, month, day } = companyDay(now, actor.timeZone);
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
): Promise<void> {
  const unique = fields
    .filter((field) => field.is_unique && values[field.id])
    .map((field): [string, string] => [field.id, values[field.id] as string]);
  if (unique.length === 0) return;
  await repo.lockUniqueValues(tx, actor.tenantId, form.id);
  const taken = await repo.takenValues(tx, actor.tenantId, form.id, unique);
  if (taken.length > 0) {
    throw new AppError(
      'recordValueTaken',
      Object.fromEntries(taken.map((fieldId) => [`values.${fieldId}`, 'recordValidateUnique'])),
    );
  }
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
    await checkChoices(tx, actor, fields, input.values);
    await checkUnique(tx, actor, form, fields, input.values);
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
      changes: { form_id: form.id, number: filed.number },
    });
    return toRecordDto({ ...record, ...filed, user_name: actor.userName });
  });
}

/** A record of the form, or 404: the form is the caller's to authorize. */
export async function filedRecord(
  tx: Sql,
  actor: Actor,
  formId: string,
  id: string,
): Promise<repo.RecordRow> {
  return found(await repo.findRecord(tx, actor.tenantId, formId, id), 'notFound');
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' as spec §5 writes days: dd/MM/yyyy [HH:mm]. */
function readableDay(value: string): string {
  const [day = '', time] = value.split('T');
  const [year, month, date] = day.split('-');
  return [`${date}/${month}/${year}`, time?.slice(0, 5)].filter(Boolean).join(' ');
}

/**
 * Field values as a person reads them: list items by name, looked-up records by number, days as
 * dd/MM/yyyy, typed text as typed; empty values are left out.
 */
export async function readableValues(
  tx: Sql,
  actor: Actor,
  fields: FieldOfForm[],
  values: repo.RecordRow['field_values'],
): Promise<{ label: string; value: string }[]> {
  const chosen = (field: FieldOfForm) =>
    field.control_data === ControlType.combobox || field.control_data === ControlType.lookup;
  const ids = fields.filter(chosen).flatMap((field) => values[field.id] ?? []);
  const names = await repo.namesOfChoices(tx, actor.tenantId, ids);
  return fields.flatMap((field) => {
    const value = values[field.id];
    if (!value) return [];
    if (chosen(field)) return [{ label: field.label, value: names.get(value) ?? value }];
    if (field.type_data === 'date' || field.type_data === 'datetime') {
      return [{ label: field.label, value: readableDay(value) }];
    }
    return [{ label: field.label, value }];
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
