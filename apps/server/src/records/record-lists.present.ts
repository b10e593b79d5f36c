import type { RecordFormDto, RecordListDto, RecordRowDto } from '@custodia/contracts';
import type { FieldOfForm, FormSubject } from '../forms/index.ts';
import type { Actor } from '../platform/auth.ts';
import { COUNT_CAP } from '../platform/sql.ts';
import { abilities } from '../policies.ts';
import type { ListedRecordRow, RecordFormRow } from './record-lists.repo.ts';
import { recordAbilities, recordOwnData } from './records.present.ts';

/** A form of the record screens, with what the actor may do with its records. */
export function toRecordFormDto(row: RecordFormRow, actor: Actor): RecordFormDto {
  const count = Number(row.records_count);
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    status: row.status,
    records_count: Math.min(count, COUNT_CAP),
    count_capped: count > COUNT_CAP,
    abilities: abilities(actor, 'record', row),
  };
}

/** Where ts_headline marks a word a full-text search found (record-lists.repo.ts). */
const [markStart, markStop] = [String.fromCharCode(2), String.fromCharCode(3)];

/** The words a full-text search marked in a headline, once each. */
export function markedWords(headline: string | null): string[] {
  if (!headline) return [];
  const marked = headline
    .split(markStart)
    .slice(1)
    .map((part) => part.split(markStop)[0] ?? '');
  return [...new Set(marked)];
}

/** One row of a record list: `values` are the shown fields' values as a person reads them. */
export function toRecordRowDto(
  row: ListedRecordRow,
  actor: Actor,
  form: FormSubject,
  values: RecordRowDto['values'],
): RecordRowDto {
  // Added to the record's own data, not spread into a new object: V8 copies a spread on a slow
  // path, which cost a page of 50 rows 0.26 ms against 0.05 ms (decision 56).
  return Object.assign(recordOwnData(row), {
    abilities: recordAbilities(actor, form, row),
    values,
    matches: markedWords(row.headline),
    matched_in_files: row.matched_in_files === true,
  });
}

/** The columns of a record list: the form's search fields, in the form's order. */
export function toColumns(fields: FieldOfForm[]): RecordListDto['columns'] {
  return fields.map((field) => ({
    id: field.id,
    label: field.label,
    control_data: field.control_data,
    item_link: field.list_id,
  }));
}
