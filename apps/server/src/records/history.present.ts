import type { RecordChangeDto, RecordEventDto, RecordValues } from '@custodia/contracts';
import type { EntityEntryRow } from '../audit/index.ts';
import type { FieldRow } from '../forms/index.ts';
import type { ValueReader } from './record-values.ts';

/** The steps of a record's history the timeline tells, by the module and action that wrote them. */
const told: Record<string, RecordEventDto['action']> = {
  'records.file': 'file',
  'records.edit': 'edit',
  'records.cancel': 'cancel',
  'files.upload': 'upload',
  'files.version': 'version',
  'files.update': 'file_update',
  'files.trash': 'trash',
  'files.restore': 'restore',
  'files.delete': 'delete',
  'files.move': 'move',
  'expedients.record_link': 'link',
  'expedients.record_unlink': 'unlink',
};

const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string';

/** The names of the files an entry is about (one `attachment`, or the `attachments` of an upload). */
function attachmentsOf(entry: EntityEntryRow): string[] {
  const { attachment, attachments } = entry.changes;
  const named = Array.isArray(attachments) ? attachments : [attachment];
  return named.filter(isNamed).map((file) => file.name);
}

/** The record's own data an edit may change, in the order the detail shows it. */
const recordData = ['subject', 'support_type', 'document_date'] as const;

type Transition = { from: unknown; to: unknown };

function isTransition(value: unknown): value is Transition {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** The `values` an edit's audit row holds: field id → before and after. */
export function valuesChangedBy(entry: EntityEntryRow): Record<string, Transition> {
  const values = entry.action === 'edit' ? entry.changes.values : undefined;
  if (typeof values !== 'object' || values === null) return {};
  return Object.fromEntries(Object.entries(values).filter(([, change]) => isTransition(change)));
}

/** Each edit's values before and after, as sets a ValueReader is made from. */
export function valueSetsOf(entries: EntityEntryRow[]): RecordValues[] {
  return entries.flatMap((entry) => {
    const changes = Object.entries(valuesChangedBy(entry));
    return [
      Object.fromEntries(changes.map(([id, change]) => [id, asText(change.from)])),
      Object.fromEntries(changes.map(([id, change]) => [id, asText(change.to)])),
    ];
  });
}

/** What an edit changed: the record's own data first, then its fields in the form's order. */
function changesOf(entry: EntityEntryRow, fields: FieldRow[], read: ValueReader) {
  const own = recordData.flatMap((name): RecordChangeDto[] => {
    const change = entry.changes[name];
    if (!isTransition(change)) return [];
    return [
      { field: name, label: null, control: null, from: asText(change.from), to: asText(change.to) },
    ];
  });
  const values = valuesChangedBy(entry);
  const byField = fields.flatMap((field): RecordChangeDto[] => {
    const change = values[field.id];
    if (!change) return [];
    return [
      {
        field: field.id,
        label: field.label,
        control: field.control_data,
        from: read(field, asText(change.from)),
        to: read(field, asText(change.to)),
      },
    ];
  });
  return [...own, ...byField];
}

/**
 * Where an upload placed its files in the TRD or a move took one, and which expedient the record
 * went into or left: from → to.
 */
function placesOf(entry: EntityEntryRow): RecordChangeDto[] {
  return (['location', 'expedient'] as const).flatMap((field): RecordChangeDto[] => {
    const change = entry.changes[field];
    if (!isTransition(change)) return [];
    return [
      { field, label: null, control: null, from: asText(change.from), to: asText(change.to) },
    ];
  });
}

/** The timeline's steps, oldest first: filed, each edit with what it changed, cancelled. */
export function toRecordEvents(
  entries: EntityEntryRow[],
  fields: FieldRow[],
  read: ValueReader,
): RecordEventDto[] {
  return entries.flatMap((entry) => {
    const action = told[`${entry.module}.${entry.action}`];
    if (!action) return [];
    return [
      {
        action,
        user_name: entry.user_name ?? '',
        full_name: entry.user_full_name ?? entry.user_name ?? '',
        at: entry.at.toISOString(),
        changes: action === 'edit' ? changesOf(entry, fields, read) : placesOf(entry),
        attachments: attachmentsOf(entry),
        reason: action === 'cancel' || action === 'trash' ? asText(entry.changes.reason) : null,
      },
    ];
  });
}
