import {
  type ControlTypeValue,
  type MessageKey,
  RecordStatus,
  type RecordStatusValue,
} from '@custodia/contracts';
import { formatDateTimeIn, formatDay } from '../platform/dates.ts';

/** Shared with the server, which writes them into exports. */
export { recordStatusLabels, supportLabels } from '@custodia/contracts';

export const recordStatusColors: Record<RecordStatusValue, string> = {
  [RecordStatus.active]: 'green',
  [RecordStatus.cancelled]: 'red',
};

/** The record's own data, as its detail and its history name it. */
export const recordDataLabels = {
  subject: 'records.fields.subject',
  support_type: 'records.fields.supportType',
  document_date: 'records.fields.documentDate',
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
