import {
  ControlType,
  type CriterionKind,
  fieldsByPurpose,
  kindOfControl,
  type RecordDto,
  type RecordFilter,
  type RecordFilterInput,
  type RecordFormDto,
  type RecordListDto,
  RecordListQuery,
  recordFilterSchema,
} from '@custodia/contracts';
import type { FieldOfForm, FormOfRecords } from '../forms/index.ts';
import { formsTheActorMay } from '../forms/index.ts';
import type { Actor } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found, parsedOrRefused } from '../platform/errors.ts';
import { pageWindow } from '../platform/paging.ts';
import type { Work } from '../platform/work.ts';
import { abilities, authorize, can } from '../policies.ts';
import type { SearchField } from './record-filters.repo.ts';
import { toColumns, toRecordFormDto, toRecordRowDto } from './record-lists.present.ts';
import * as repo from './record-lists.repo.ts';
import { valueReader } from './record-values.ts';
import { recordsListed } from './records.policy.ts';
import { toRecordDto } from './records.present.ts';

/**
 * The records the actor may read, as SQL scopes them (decision 38): every record of the forms
 * they query (admins: of every form), their own in the forms they only file in.
 */
function readableScope(actor: Actor): repo.ReadableScope {
  const readAll = formsTheActorMay(actor, 'query');
  const readOwn = (formsTheActorMay(actor, 'file') ?? []).filter((id) => !readAll?.includes(id));
  return { readAll, readOwn, actorId: actor.userId };
}

/**
 * Spec §2 /record/list/forms: the forms the actor files in or queries, with how many of their
 * records the actor may read (every one where they query, their own where they only file).
 */
export async function recordForms(work: Work): Promise<RecordFormDto[]> {
  const { actor } = work;
  const rows = await repo.recordForms(work.tx, work.tenantId, readableScope(actor));
  return rows.map((row) => toRecordFormDto(row, actor));
}

/** A form's search fields (spec §3 search_field): the list's columns and the filter's fields. */
function searchFieldsOf(fields: FieldOfForm[]): FieldOfForm[] {
  return fieldsByPurpose(fields, 'filter').filter((field) => field.search_field);
}

/** How each search field is compared: what the filter schema and its SQL need to know. */
function filterFields(fields: FieldOfForm[]) {
  const kinds: Record<string, CriterionKind> = {};
  const searchable = new Map<string, SearchField>();
  for (const field of fields) {
    const kind = kindOfControl(field.control_data);
    if (!kind) continue;
    kinds[field.id] = kind;
    searchable.set(field.id, {
      id: field.id,
      control: field.control_data,
      listId: field.list_id,
      lookupFields: field.form_lookup_fields,
    });
  }
  return { kinds, searchable };
}

/** Fields whose typed values a full-text search reads (as filing stores them in record_terms). */
const typedControls = new Set<string>([
  ControlType.textbox,
  ControlType.textarea,
  ControlType.numeric,
]);

/**
 * What a page of the form's records asks of the database for this actor and filter: the rows they
 * may read (decision 38), the criteria and the full-text search, the order and the window.
 */
export function recordPageQuery(
  actor: Actor,
  form: FormOfRecords,
  query: RecordListQuery,
  filter: RecordFilter | null,
): repo.RecordPageQuery {
  const shown = searchFieldsOf(form.fields);
  return {
    tenantId: actor.tenantId,
    formId: form.id,
    filedBy: recordsListed(actor, form) === 'own' ? actor.userId : null,
    criteria: filter && {
      context: { timeZone: actor.timeZone, fields: filterFields(shown).searchable },
      filter,
    },
    search: filter?.text
      ? {
          text: filter.text,
          typedFields: form.fields
            .filter((field) => typedControls.has(field.control_data))
            .map((field) => field.id),
        }
      : null,
    shownFields: shown.map((field) => field.id),
    listFields: shown
      .filter((field) => field.control_data === ControlType.combobox)
      .map((field) => field.id),
    order: query,
    ...pageWindow(query.page, query.per_page),
  };
}

/** A page of the form's records the actor may read, filtered as asked, as the list shows it. */
async function pageOfRecords(
  work: Work,
  form: FormOfRecords,
  query: RecordListQuery,
  filter: RecordFilter | null,
): Promise<RecordListDto> {
  const { actor } = work;
  const columns = searchFieldsOf(form.fields);
  const page = await repo.recordPage(work.tx, recordPageQuery(actor, form, query, filter));
  // List items come named from the page's statement; a looked-up record is read by its values.
  const read = await valueReader(
    work,
    columns.filter((field) => field.control_data === ControlType.lookup),
    page.rows.map((row) => row.field_values),
  );
  return {
    items: page.rows.map((row) =>
      toRecordRowDto(
        row,
        actor,
        form,
        Object.fromEntries(
          columns.map((field) => [field.id, read(field, row.field_values[field.id])]),
        ),
      ),
    ),
    count: page.count,
    pages: Math.ceil(page.count / query.per_page),
    count_capped: page.capped ?? false,
    form: { id: form.id, name: form.name, number: form.number },
    columns: toColumns(columns),
    time_zone: actor.timeZone,
    abilities: abilities(actor, 'recordExport', form),
  };
}

/**
 * Spec §7 GET /form/forms/{id}/records/ and POST …/records/search-filter/: one form's records,
 * newest first or by number; all of them to those who query the form, their own to its filers.
 * A filter's criteria are checked against the form's search fields before any SQL is made.
 */
export async function listRecords(
  work: Work,
  formRead: Promise<FormOfRecords | undefined>,
  query: RecordListQuery,
  body: RecordFilterInput | null = null,
): Promise<RecordListDto> {
  const form = found(await formRead, 'formNotFound');
  authorize(work.actor, 'record.list', form);
  return pageOfRecords(work, form, query, parsedFilter(form, body));
}

/** A filter checked against the form's search fields before any SQL is made (30010). */
function parsedFilter(form: FormOfRecords, body: RecordFilterInput | null): RecordFilter | null {
  return body
    ? parsedOrRefused(recordFilterSchema(filterFields(searchFieldsOf(form.fields)).kinds), body)
    : null;
}

/**
 * The records the actor's list of the form shows with this filter (their scope, the criteria and
 * the search), newest first as the list opens, up to `limit`: what an export of the list takes.
 */
export function listedRecordIds(
  work: Work,
  form: FormOfRecords,
  body: RecordFilterInput | null,
  limit: number,
): Promise<string[]> {
  const query = recordPageQuery(
    work.actor,
    form,
    RecordListQuery.parse({}),
    parsedFilter(form, body),
  );
  return repo.listedRecordIds(work.tx, query, limit);
}

/** The record a by-number route reads with the session (a route's preload, platform/routes.ts). */
export const recordWithNumberOfRoute = (
  tx: Sql,
  tenantId: string,
  { params }: { params: { number: string } },
) => repo.recordWithNumber(tx, tenantId, params.number);

/**
 * Spec §2 /record/list/record: the record with this filing number, if the actor may read it
 * (every record of the forms they query, their own where they file); a number they may not read
 * answers as an unknown one (30040), so a search never tells that a record exists.
 */
export async function recordByNumber(
  { actor }: Work,
  recordRead: Promise<repo.NumberedRecordRow | undefined>,
): Promise<RecordDto> {
  const row = await recordRead;
  if (!row || !can(actor, 'filedRecord.view', row)) throw new AppError('recordNotFound');
  return toRecordDto(row, actor, row.form);
}
