import {
  ControlType,
  type ControlTypeValue,
  formatDay,
  lookupValueText,
  type RecordValues,
} from '@custodia/contracts';
import { type FieldOfForm, fieldsOfForm } from '../forms/index.ts';
import { itemNames } from '../lists/index.ts';
import type { Doer, Work } from '../platform/work.ts';
import * as repo from './records.repo.ts';

/** Reads a stored value as a person does; null when there is none. */
export type ValueReader = (
  field: Pick<FieldOfForm, 'control_data'> | undefined,
  value: string | null | undefined,
) => string | null;

/** The ids held in `sets` by the fields of one control (list items, looked-up records), once each. */
export function chosenIds(
  fields: FieldOfForm[],
  sets: RecordValues[],
  control: ControlTypeValue,
): string[] {
  const ids = new Set<string>();
  for (const field of fields.filter((candidate) => candidate.control_data === control)) {
    for (const set of sets) {
      const value = set[field.id];
      if (value) ids.add(value);
    }
  }
  return [...ids];
}

/** The two values a lookup shows of each looked-up record, in the looked-up form's order. */
async function lookedUpTexts(
  work: Work<Doer>,
  fields: FieldOfForm[],
  ids: string[],
): Promise<Map<string, string>> {
  // A form has at most one lookup field (30030).
  const lookup = fields.find((field) => field.control_data === ControlType.lookup);
  if (!lookup?.lookup_form_id || ids.length === 0) return new Map();
  const shown = (await fieldsOfForm(work, lookup.lookup_form_id))
    .filter((field) => lookup.form_lookup_fields.includes(field.id))
    .map((field) => field.id);
  const records = await repo.recordValuesByIds(work.tx, work.tenantId, ids);
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
  work: Work<Doer>,
  fields: FieldOfForm[],
  sets: RecordValues[],
): Promise<ValueReader> {
  const items = await itemNames(work, chosenIds(fields, sets, ControlType.combobox));
  const records = await lookedUpTexts(work, fields, chosenIds(fields, sets, ControlType.lookup));
  return (field, value) => {
    if (!value) return null;
    if (field?.control_data === ControlType.combobox) return items.get(value) ?? value;
    if (field?.control_data === ControlType.lookup) return records.get(value) ?? value;
    return value;
  };
}

/** A value as printed (a sticker, an export): read as the detail reads it, days as dd/MM/yyyy. */
export function printedValue(
  read: ValueReader,
  field: FieldOfForm,
  value: string | null | undefined,
): string | null {
  const text = read(field, value);
  const dated = field.type_data === 'date' || field.type_data === 'datetime';
  return text && dated ? formatDay(text) : text;
}

/** A record's values as printed text (the sticker); empty values are left out. */
export async function readableValues(
  work: Work<Doer>,
  fields: FieldOfForm[],
  values: RecordValues,
): Promise<{ label: string; value: string }[]> {
  const read = await valueReader(work, fields, [values]);
  return fields.flatMap((field) => {
    const value = printedValue(read, field, values[field.id]);
    return value ? [{ label: field.label, value }] : [];
  });
}
