import type {
  ControlTypeValue,
  FilterOperator,
  MessageKey,
  RecordDatum,
} from '@custodia/contracts';
import { formatDateTimeIn, formatDay } from '../platform/dates.ts';

/** Shared with the server, which writes them into exports. */
export { recordStatusLabels, supportLabels } from '@custodia/contracts';

/** The record's own data, as its detail and its history name it. */
export const recordDataLabels = {
  subject: 'records.fields.subject',
  support_type: 'records.fields.supportType',
  document_date: 'records.fields.documentDate',
  // Where an upload placed a file in the TRD, or a move took it; the expedient the record went into.
  location: 'audit.field.location',
  expedient: 'audit.field.expedient',
} as const satisfies Record<string, MessageKey>;

/**
 * A field's stored value as a person reads it, given what the server already made readable
 * (list items and looked-up records by name): days dd/MM/yyyy, moments in the company's time zone.
 */
export function shownValue(
  control: ControlTypeValue | null,
  value: string | null | undefined,
  timeZone: string,
): string | null {
  if (!value) return null;
  if (control === 'datepicker') return formatDay(value);
  if (control === 'datetimepicker') return formatDateTimeIn(value, timeZone);
  return value;
}

/** The operators of a filter criterion, as a person reads them after the datum ("Asunto contiene"). */
export const operatorLabels: Record<FilterOperator, MessageKey> = {
  eq: 'records.operator.eq',
  ne: 'records.operator.ne',
  starts: 'records.operator.starts',
  ends: 'records.operator.ends',
  contains: 'records.operator.contains',
  gt: 'records.operator.gt',
  gte: 'records.operator.gte',
  lt: 'records.operator.lt',
  lte: 'records.operator.lte',
};

/** The record's own data a filter may ask about, named as the detail names them. */
export const datumLabels: Record<RecordDatum, MessageKey> = {
  number: 'records.fields.number',
  filed_on: 'records.fields.filedOn',
  document_date: 'records.fields.documentDate',
  subject: 'records.fields.subject',
  support_type: 'records.fields.supportType',
  filer: 'records.fields.filer',
};
