import {
  ControlType,
  FieldStatus,
  type FileRecordInput,
  fileRecordSchema,
  type LookupRecordsDto,
  type LookupRecordsQuery,
  lookupValueText,
  type RecordDto,
} from '@custodia/contracts';
import { type FieldRow, fieldsOfForm } from '../forms/fields.service.ts';
import { existingForm, type FormRow, findForm } from '../forms/forms.service.ts';
import { isActiveItem } from '../lists/lists.service.ts';
import { auditRef, recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import { nextNumber } from '../platform/counters.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found, parsedOrRefused } from '../platform/errors.ts';
import { pageWindow } from '../platform/paging.ts';
import { searchable } from '../platform/search-text.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import { toRecordDto } from './records.present.ts';
import * as repo from './records.repo.ts';

/** The calendar day in the company's time zone, as its parts. */
function companyDay(now: Date, timeZone: string): { year: string; month: string; day: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * Spec §3: form number, filing day, consecutive (1-20210512-0001). The consecutive is padded to
 * the form's sequence length and restarts each year when the form says so (decision 22).
 */
async function recordNumber(tx: Sql, actor: Actor, form: FormRow, now: Date): Promise<string> {
  const { year, month, day } = companyDay(now, actor.timeZone);
  const scope = `records:${form.id}${form.yearly_restart ? `:${year}` : ''}`;
  const consecutive = await nextNumber(tx, actor.tenantId, scope);
  return `${form.number}-${year}${month}${day}-${String(consecutive).padStart(form.sequence_length, '0')}`;
}

/** Whether a list item or a looked-up record chosen in the field can still be chosen. */
async function isAvailable(tx: Sql, tenantId: string, field: FieldRow, value: string) {
  if (field.control_data === ControlType.combobox && field.list_id) {
    return isActiveItem(tx, tenantId, field.list_id, value);
  }
  if (field.control_data === ControlType.lookup && field.lookup_form_id) {
    return repo.isActiveRecord(tx, tenantId, field.lookup_form_id, value);
  }
  return true;
}

/**
 * A list item must still be an active item of the field's list, and a looked-up record an active
 * record of the looked-up form: the schema only knows they are uuids (30035, field marked).
 */
async function checkChoices(
  tx: Sql,
  actor: Actor,
  fields: FieldRow[],
  values: FileRecordInput['values'],
): Promise<void> {
  const unavailable: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (value && !(await isAvailable(tx, actor.tenantId, field, value))) {
      unavailable[`values.${field.id}`] = 'errors.30035';
    }
  }
  if (Object.keys(unavailable).length > 0) {
    throw new AppError('recordChoiceUnavailable', unavailable);
  }
}

/** Unique fields hold a value no record in force of the form holds (30034, 'recordValidateUnique'). */
async function checkUnique(
  tx: Sql,
  actor: Actor,
  form: FormRow,
  fields: FieldRow[],
  values: FileRecordInput['values'],
): Promise<void> {
  const unique = fields
    .filter((field) => field.is_unique && values[field.id])
    .map((field): [string, string] => [field.id, values[field.id] as string]);
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

/** The number and the typed values, as a search reads them (see platform/search-text.ts). */
function searchText(number: string, fields: FieldRow[], values: FileRecordInput['values']): string {
  const typed = fields
    .filter((field) => typedControls.has(field.control_data))
    .map((field) => values[field.id])
    .filter((value) => value);
  return searchable([number, ...typed].join(' '));
}

/**
 * Files a record in an active form the actor's roles let them file in. Its number is taken
 * before the unique values are checked: that locks the form's counter, so two filings of the
 * same value queue and the second sees the first.
 */
export async function fileRecord(
  services: Services,
  actor: Actor,
  formId: string,
  body: unknown,
): Promise<RecordDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const form = await existingForm(tx, actor, formId);
    authorize(actor, 'record.file', form);
    const fields = await fieldsOfForm(tx, actor.tenantId, form.id);
    const input = parsedOrRefused(fileRecordSchema(fields), body);
    await checkChoices(tx, actor, fields, input.values);
    const number = await recordNumber(tx, actor, form, new Date());
    await checkUnique(tx, actor, form, fields, input.values);
    const id = await repo.insertRecord(tx, actor.tenantId, {
      form_id: form.id,
      number,
      subject: input.subject,
      support_type: input.support_type,
      document_date: input.document_date,
      field_values: input.values,
      created_by: actor.userId,
      search_text: searchText(number, fields, input.values),
    });
    await recordAudit(tx, auditActorOf(actor), {
      module: 'records',
      action: 'file',
      entityType: 'record',
      entityId: id,
      changes: { form: auditRef('form', form.id) },
    });
    return toRecordDto(found(await repo.findRecord(tx, actor.tenantId, id), 'notFound'));
  });
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
