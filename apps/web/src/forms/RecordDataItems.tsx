import type { FieldDefinitionDto, RecordDto } from '@custodia/contracts';
import dayjs from 'dayjs';
import { type FilingTyped, RecordFields, type ShownValues } from './FormRenderer.tsx';
import { RecordOwnFields } from './RecordOwnFields.tsx';

/** A filed record as its edit form starts: the way back from toFilingInput. */
export function fromRecord(record: RecordDto, fields: FieldDefinitionDto[]): FilingTyped {
  return {
    subject: record.subject,
    support_type: record.support_type,
    document_date: dayjs(record.document_date),
    values: typedValues(fields, record.values),
  };
}

/** Stored values as the form's controls hold them: dates as dates, the rest as they are. */
export function typedValues(
  fields: FieldDefinitionDto[],
  values: Record<string, string | null>,
): Record<string, unknown> {
  const dated = new Set(
    fields
      .filter(
        (field) => field.control_data === 'datepicker' || field.control_data === 'datetimepicker',
      )
      .map((field) => field.id),
  );
  return Object.fromEntries(
    Object.entries(values).map(([id, value]) => [
      id,
      value && dated.has(id) ? dayjs(value) : value,
    ]),
  );
}

/**
 * What a person fills in to file a record and to edit it (spec §5 record form): the record's own
 * data, then the form's fields as filing shows them. `shown` is what an edited record's lookup
 * already shows.
 */
export function RecordDataItems({
  fields,
  shown,
}: {
  fields: FieldDefinitionDto[];
  shown?: ShownValues;
}) {
  return (
    <>
      <RecordOwnFields />
      <RecordFields fields={fields} mode="file" shown={shown} />
    </>
  );
}
