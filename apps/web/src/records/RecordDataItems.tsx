import { type FieldDefinitionDto, limits, type RecordDto } from '@custodia/contracts';
import { DatePicker, Divider, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RecordFields, type ShownValues, toRecordValues } from '../forms/FormRenderer.tsx';
import { dayFormat } from '../platform/dates.ts';
import { supportLabels } from './recordLabels.ts';

/** What the record form holds while it is filled in: dates as the pickers hold them. */
export type RecordTyped = {
  subject?: string;
  support_type?: number;
  document_date?: Dayjs | null;
  values?: Record<string, unknown>;
};

/** What the form sends, for the filing schema to check: dates as ISO text (spec §5). */
export function toRecordInput(fields: FieldDefinitionDto[], typed: RecordTyped) {
  return {
    ...typed,
    document_date: typed.document_date?.format('YYYY-MM-DD'),
    values: toRecordValues(fields, typed.values),
  };
}

/** A filed record as its edit form starts: the way back from toRecordInput. */
export function fromRecord(record: RecordDto, fields: FieldDefinitionDto[]): RecordTyped {
  const dated = new Set(
    fields
      .filter(
        (field) => field.control_data === 'datepicker' || field.control_data === 'datetimepicker',
      )
      .map((field) => field.id),
  );
  return {
    subject: record.subject,
    support_type: record.support_type,
    document_date: dayjs(record.document_date),
    values: Object.fromEntries(
      Object.entries(record.values).map(([id, value]) => [
        id,
        value && dated.has(id) ? dayjs(value) : value,
      ]),
    ),
  };
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
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="subject" label={t('records.fields.subject')} required>
        <Input.TextArea rows={2} maxLength={limits.recordSubject.max} showCount />
      </Form.Item>
      <Form.Item name="support_type" label={t('records.fields.supportType')} required>
        <Radio.Group
          options={Object.entries(supportLabels).map(([value, label]) => ({
            value: Number(value),
            label: t(label),
          }))}
        />
      </Form.Item>
      <Form.Item name="document_date" label={t('records.fields.documentDate')} required>
        <DatePicker format={dayFormat} style={{ minWidth: 200 }} />
      </Form.Item>
      <Divider />
      <RecordFields fields={fields} mode="file" shown={shown} />
    </>
  );
}
