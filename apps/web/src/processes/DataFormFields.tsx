import { type DataFormFieldDto, type DataFormValues, limits } from '@custodia/contracts';
import { DatePicker, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { toRecordValues } from '../forms/FormRenderer.tsx';
import { dayFormat } from '../platform/dates.ts';

type Field = Pick<DataFormFieldDto, 'id' | 'control_data' | 'value'>;

/** Called, not rendered as a component, so Form.Item's props reach the control it returns. */
function control(field: DataFormFieldDto): ReactElement {
  const testId = `data-form-${field.id}`;
  switch (field.control_data) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={limits.comment.max} data-testid={testId} />;
    case 'numeric':
      return <InputNumber style={{ width: '100%' }} data-testid={testId} />;
    case 'datepicker':
    case 'datetimepicker': {
      const withTime = field.control_data === 'datetimepicker';
      return (
        <DatePicker
          format={withTime ? `${dayFormat} HH:mm` : dayFormat}
          showTime={withTime ? { format: 'HH:mm' } : false}
          data-testid={testId}
        />
      );
    }
    case 'combobox':
      return (
        <Select
          allowClear
          options={field.options.map((option) => ({ value: option.id, label: option.name }))}
          data-testid={testId}
        />
      );
    default:
      return <Input maxLength={limits.comment.max} data-testid={testId} />;
  }
}

/** What the step's form holds when the task opens: its stored values, dates as dates. */
export function dataFormInitialValues(fields: Field[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [
      field.id,
      field.value && field.control_data.startsWith('date') ? dayjs(field.value) : field.value,
    ]),
  );
}

/** Spec §3 data_form: every value as text, as the record's are sent, and null when left empty. */
export function toDataFormValues(
  fields: Field[],
  typed: Record<string, unknown> = {},
): DataFormValues {
  const sent = toRecordValues(fields, typed);
  return Object.fromEntries(
    fields.map((field) => {
      const value = sent[field.id];
      return [
        field.id,
        value === undefined || value === null || value === '' ? null : String(value),
      ];
    }),
  );
}

/** The step's data form, each field drawn by its control, named `data_form.<field id>`. */
export function DataFormFields({ fields }: { fields: DataFormFieldDto[] }) {
  const { t } = useTranslation();
  return fields.map((field) =>
    field.control_data === 'label' ? (
      <Typography.Paragraph key={field.id} strong>
        {field.label}
      </Typography.Paragraph>
    ) : (
      <Form.Item
        key={field.id}
        name={['data_form', field.id]}
        label={field.label}
        required={field.required}
        rules={field.required ? [{ required: true, message: t('fieldRequired') }] : []}
      >
        {control(field)}
      </Form.Item>
    ),
  );
}
