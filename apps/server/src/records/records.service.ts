import {
  type CancelRecordInput,
  ControlType,
  cascadeParent,
  type DashboardDto,
  datePartsIn,
  FILING_ACTIVITY_DAYS,
  FieldStatus,
  type FileRecordInput,
  FilingStart,
  fieldsByPurpose,
  fileRecordSchema,
  type ListLink,
  type LookupRecordsDto,
  type LookupRecordsQuery,
  lookupValueText,
  message,
  type RecordDetailDto,
  type RecordDto,
  type RecordLinkKind,
  type RecordReadQuery,
  RecordStatus,
  searchable,
} from '@custodia/contracts';
import {
  existingForm,
  existingFormWithFields,
  type FieldOfForm,
  type FormRow,
  type FormSubject,
  fieldsOfForm,
  findForm,
  formOfRecordsOfRoute,
  formsTheActorMay,
} from '../forms/index.ts';
import { ensureNotHeld, heldBy } from '../holds/index.ts';
import { type ActiveItemRow, activeItems } from '../lists/index.ts';
import { countMetrics, recordsFiled } from '../metrics/index.ts';
import { auditRef, changesBetween, recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found, parsedOrRefused } from '../platform/errors.ts';
import { pageWindow } from '../platform/paging.ts';
import type { StampedRead } from '../platform/stamped-cache.ts';
import { publish, topic } from '../platform/subscriptions.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { announce } from '../webhooks/index.ts';
import { chosenIds, valueReader } from './record-values.ts';
import type { RecordSubject } from './records.policy.ts';
import { type DetailedForm, toRecordDetailDto, toRecordDto } from './records.present.ts';
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

/** The list items and looked-up records a record's values chose that may still be chosen. */
type Available = { items: Map<string, ActiveItemRow>; records: Map<string, string> };

/**
 * Why the list item or looked-up record chosen in a field cannot be kept, as a message key, or
 * null: an item must still be an active item of the field's list and, in a list that hangs from
 * another, hang from the item chosen in the field of that parent list; a looked-up record must
 * still be an active record of the looked-up form.
 */
function choiceProblem(
  field: FieldOfForm,
  filling: FieldOfForm[],
  values: FileRecordInput['values'],
  available: Available,
): string | null {
  const value = values[field.id];
  if (!value) return null;
  if (field.control_data === ControlType.combobox && field.list_id) {
    const item = available.items.get(value);
    if (item?.list_id !== field.list_id) return 'errors.30035';
    const parent = cascadeParent(field, filling, listLink);
    const fits = !parent || item.parent_item_id === (values[parent.id] ?? null);
    return fits ? null : message('validation.notOfParent', { parent: parent.label });
  }
  if (field.control_data === ControlType.lookup && field.lookup_form_id) {
    return available.records.get(value) === field.lookup_form_id ? null : 'errors.30035';
  }
  return null;
}

/**
 * The schema only knows a list item or a looked-up record by its uuid (30035, fields marked).
 * The items of every list field are read at once, and so are the looked-up records.
 */
async function checkChoices(
  work: Work,
  fields: FieldOfForm[],
  values: FileRecordInput['values'],
): Promise<void> {
  const filling = fieldsByPurpose(fields, 'file');
  const [items, records] = await Promise.all([
    activeItems(work, chosenIds(filling, [values], ControlType.combobox)),
    repo.activeRecordForms(
      work.tx,
      work.tenantId,
      chosenIds(filling, [values], ControlType.lookup),
    ),
  ]);
  const unavailable: Record<string, string> = {};
  for (const field of filling) {
    const problem = choiceProblem(field, filling, values, { items, records });
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
  { tx, tenantId }: Work,
  form: FormRow,
  fields: FieldOfForm[],
  values: FileRecordInput['values'],
  recordId: string | null,
): Promise<void> {
  const unique = fields
    .filter((field) => field.is_unique && values[field.id])
    .map((field): [string, string] => [field.id, values[field.id] as string]);
  if (unique.length === 0) return;
  await repo.lockUniqueValues(tx, tenantId, form.id);
  const taken = await repo.takenValues(tx, tenantId, form.id, unique, recordId);
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
  work: Work,
  form: FormRow,
  fields: FieldOfForm[],
  values: FileRecordInput['values'],
  recordId: string | null = null,
): Promise<void> {
  await checkChoices(work, fields, values);
  await checkUnique(work, form, fields, values, recordId);
}

/** Controls whose values are typed text a person would search for; not uuids or dates. */
const typedControls = new Set<string>([
  ControlType.textbox,
  ControlType.textarea,
  ControlType.numeric,
]);

/** The typed values as a search reads them (see contracts/search-text.ts). */
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
/** What filing a record leads to in other features: a process of its form's starting with it. */
/**
 * A record filed, with what its filer chose (a workflow among several): its subscribers (the
 * process engine, which reads records) act in the filing's transaction, and a refusal refuses the
 * filing. Records depends on none of them (src/subscriptions.ts says who they are).
 */
export const recordFiled = topic<FiledRecord>('record.filed');
export type FiledRecord = FilingStart & { form: FormRow; record_id: string };

/** What a subscriber is told of a record: which one, by its id and number, and its form. */
const recordEvent = (formId: string, record: { id: string; number: string }) => ({
  form_id: formId,
  record_id: record.id,
  record_number: record.number,
});

/**
 * How a record arrived when not from a screen or the API: the channel and the identity it came
 * with, its idempotency key (ARCHITECTURE §7c), kept with the record in the filing's transaction.
 */
export type Intake = { channel: 'mail'; key: string };

export async function fileRecord(
  work: Work,
  formId: string,
  body: unknown,
  intake?: Intake,
): Promise<RecordDto> {
  const { tx, actor, tenantId } = work;
  const form = await existingFormWithFields(work, formId);
  authorize(actor, 'record.file', form);
  const { fields } = form;
  const input = parsedOrRefused(fileRecordSchema(fields), body);
  await checkValues(work, form, fields, input.values);
  const record = {
    form_id: form.id,
    subject: input.subject,
    support_type: input.support_type,
    document_date: input.document_date,
    field_values: input.values,
  };
  const filed = await repo.insertNumberedRecord(
    tx,
    tenantId,
    recordNumbering(actor, form, new Date()),
    { ...record, created_by: actor.userId, typed_text: typedText(fields, input.values) },
  );
  if (intake && !(await repo.insertIntake(tx, tenantId, { ...intake, recordId: filed.id }))) {
    throw new AppError('recordIntakeRepeated');
  }
  await recordAudit(tx, auditActorOf(actor), {
    module: 'records',
    action: 'file',
    entityType: 'record',
    entityId: filed.id,
    entityName: filed.number,
    changes: { form: auditRef('form', form.id, form.name) },
  });
  await announce(work, 'record.filed', recordEvent(form.id, filed));
  await countMetrics(work, { kind: 'record.filed', formId: form.id });
  const start = parsedOrRefused(FilingStart, body);
  await publish(work, recordFiled, { ...start, form, record_id: filed.id });
  return toRecordDto(
    { ...record, ...filed, user_name: actor.userName, created_by: actor.userId },
    actor,
    form,
  );
}

/**
 * The dashboard's filing block: the forms the actor may query and their records, and the filings
 * of each of the last days. Null for whoever may query no form.
 */
export async function filingActivity(work: Work): Promise<DashboardDto['records']> {
  const { actor } = work;
  const formIds = formsTheActorMay(actor, 'query');
  if (formIds?.length === 0) return null;
  const [activity, records] = await Promise.all([
    repo.filingActivity(work.tx, work.tenantId, {
      formIds,
      timeZone: actor.timeZone,
      days: FILING_ACTIVITY_DAYS,
    }),
    recordsFiled(work, formIds),
  ]);
  return { forms: activity.forms, records, per_day: activity.perDay };
}

/**
 * Spec §7 form-lookup-to-record: the records a lookup field of form `formId` may point at, shown
 * by the two fields the lookup chose, in the looked-up form's field order.
 */
export async function searchLookupRecords(
  work: Work,
  formId: string,
  query: LookupRecordsQuery,
): Promise<LookupRecordsDto> {
  const form = await existingForm(work, formId);
  authorize(work.actor, 'record.searchLookup', form);
  const lookup = (await fieldsOfForm(work, form.id)).find(
    (field) => field.control_data === ControlType.lookup && field.status === FieldStatus.active,
  );
  const target = lookup?.lookup_form_id ? await findForm(work, lookup.lookup_form_id) : undefined;
  if (!lookup || !target) throw new AppError('formHasNoLookup');
  const shown = (await fieldsOfForm(work, target.id)).filter((field) =>
    lookup.form_lookup_fields.includes(field.id),
  );
  const shownIds = shown.map((field) => field.id);
  const page = await repo.lookupRecords(work.tx, work.tenantId, {
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
}

/** The record `id` of form `formId`; one of another form or company answers 30040. */
export async function existingRecord(
  work: Work<Doer>,
  formId: string,
  id: string,
  lock = false,
): Promise<repo.RecordDetailRow> {
  return found(await repo.findRecord(work.tx, work.tenantId, formId, id, lock), 'recordNotFound');
}

/**
 * The form and record a record's route reads with the session (a route's preload): the form as
 * the lists of its records keep it (forms' own preload), the record beside it.
 */
export const formAndRecordOfRoute = (
  tx: Sql,
  tenantId: string,
  { params }: { params: { id: string; recordId: string } },
  stamped: StampedRead,
) =>
  Promise.all([
    formOfRecordsOfRoute(tx, tenantId, { params }, stamped),
    repo.findRecord(tx, tenantId, params.id, params.recordId),
  ]);

/** A record as the records policy reads it. */
export function recordSubject(form: FormSubject, record: repo.RecordDetailRow): RecordSubject {
  return { form, status: record.status, created_by: record.created_by };
}

/** The detail of a record already read: its form's fields and its values as a person reads them. */
async function recordDetail(
  work: Work,
  form: DetailedForm,
  record: repo.RecordDetailRow,
): Promise<RecordDetailDto> {
  const fields = await fieldsOfForm(work, form.id);
  const read = await valueReader(work, fields, [record.field_values]);
  const shown = Object.fromEntries(
    fields
      .filter((field) => record.field_values[field.id])
      .map((field) => [field.id, read(field, record.field_values[field.id])]),
  );
  const links = await repo.linksOf(work.tx, work.tenantId, record.id);
  const holds = await heldBy(work, { records: [record.id] });
  return toRecordDetailDto(record, work.actor, form, fields, shown, links, holds);
}

/**
 * Spec §7 GET /form/forms/{id}/records/{recordId}/?action=: the record as its detail shows it, to
 * whoever may read it; read to be edited, to whoever may edit it now.
 */
export async function getRecord(
  work: Work,
  read: ReturnType<typeof formAndRecordOfRoute>,
  query: RecordReadQuery,
): Promise<RecordDetailDto> {
  const [formRow, recordRow] = await read;
  const form = found(formRow, 'formNotFound');
  const record = found(recordRow, 'recordNotFound');
  const action = query.action === 'edit' ? 'filedRecord.edit' : 'filedRecord.view';
  authorize(work.actor, action, recordSubject(form, record));
  return recordDetail(work, form, record);
}

/**
 * Links two records of the company (issue 47: an answer to its PQRS, a remission, a reply), shown
 * on both records' details. The caller has read both: a link says nothing either does not.
 */
export function linkRecords(
  work: Work<Doer>,
  link: { from: string; to: string; kind: RecordLinkKind },
): Promise<void> {
  return repo.insertLink(work.tx, work.tenantId, link);
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
  work: Work,
  formId: string,
  id: string,
  body: unknown,
): Promise<RecordDetailDto> {
  const { tx, actor, tenantId } = work;
  const form = await existingFormWithFields(work, formId);
  const record = await existingRecord(work, form.id, id, true);
  authorize(actor, 'filedRecord.edit', recordSubject(form, record));
  await ensureNotHeld(work, { records: [record.id] });
  const { fields } = form;
  const input = parsedOrRefused(fileRecordSchema(fields, { kept: record.field_values }), body);
  await checkValues(work, form, fields, input.values, record.id);
  const values = { ...record.field_values, ...input.values };
  const before = Object.fromEntries(
    Object.keys(values).map((key) => [key, record.field_values[key] ?? null]),
  );
  const dataChanges = changesBetween(record, input, recordData);
  const valueChanges = Object.fromEntries(
    Object.keys(values)
      .filter((fieldId) => (before[fieldId] ?? null) !== (values[fieldId] ?? null))
      .map((fieldId) => [fieldId, { from: before[fieldId] ?? null, to: values[fieldId] ?? null }]),
  );
  if (Object.keys(dataChanges).length + Object.keys(valueChanges).length === 0) {
    return recordDetail(work, form, record);
  }
  await repo.updateRecordData(tx, tenantId, record.id, {
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
  await announce(work, 'record.edited', recordEvent(form.id, record));
  return recordDetail(work, form, await existingRecord(work, form.id, record.id));
}

/**
 * Cancels a record in force (spec §7 POST …/record/{recordId}/cancel/): status 2 with the
 * reason, who and when. It stays listed, and its unique values are free again (decision 22).
 */
export async function cancelRecord(
  work: Work,
  formId: string,
  recordId: string,
  input: CancelRecordInput,
): Promise<RecordDetailDto> {
  const { tx, actor, tenantId } = work;
  const form = await existingForm(work, formId);
  const record = await existingRecord(work, form.id, recordId, true);
  authorize(actor, 'filedRecord.cancel', recordSubject(form, record));
  await ensureNotHeld(work, { records: [record.id] });
  await repo.cancelRecord(tx, tenantId, record.id, { reason: input.reason, userId: actor.userId });
  await countMetrics(work, { kind: 'record.cancelled', formId: form.id });
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
  await announce(work, 'record.cancelled', recordEvent(form.id, record));
  return recordDetail(work, form, await existingRecord(work, form.id, record.id));
}
