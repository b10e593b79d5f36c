import {
  activeFields,
  type FieldDefinitionDto,
  limits,
  type RecordValues,
  recordFormSchema,
  type ValuesPurpose,
} from '@custodia/contracts';
import {
  DatePicker,
  type DatePickerProps,
  Form,
  Input,
  Select,
  type SelectProps,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemChoices } from '../lists/useLists.ts';
import { dayFormat } from '../platform/dates.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { LookupInput } from './LookupInput.tsx';

/**
 * 'preview': the designer's view of the filing form, hidden fields included and marked; it checks
 * values as filing would. 'file' and 'filter' are the purposes of recordValuesSchema. 'read': a
 * filed record's values, hidden fields included, as text a person reads.
 */
export type RendererMode = 'preview' | 'read' | ValuesPurpose;

/** `rendering`, not `mode`: Select has a `mode` prop of its own. */
type FieldProps = { field: FieldDefinitionDto; rendering: RendererMode };

/**
 * A record's values as a person reads them, by field id: list items by name, looked-up records by
 * their two values, dates as dates. What 'read' shows, and what a lookup shows of the record it
 * already holds when a record is edited.
 */
export type ShownValues = Record<string, string | null | undefined>;

/*
 * Form.Item hands its direct child the value, the change handler and the id its label points at,
 * so the controls below pass on whatever props they do not use themselves.
 */

function valuesPurpose(mode: RendererMode): ValuesPurpose {
  return mode === 'filter' ? 'filter' : 'file';
}

/** A blank entry first, so a select that is not required can be emptied again (spec §2). */
function ListSelect({ field, rendering, ...select }: FieldProps & SelectProps) {
  const { t } = useTranslation();
  const items = useItemChoices(field.item_link);
  // A filter searches by the item's name, filing stores its uuid.
  const options = (items.data ?? []).map((item) => ({
    value: rendering === 'filter' ? item.label : item.value,
    label: item.label,
  }));
  return (
    <Select
      {...select}
      loading={items.isFetching}
      options={[{ value: '', label: t('form.field46') }, ...options]}
      data-testid={`field-${field.id}`}
    />
  );
}

/** Spec §5: years 1950 to 80 ahead; past days closed when the designer asked so, except in a filter. */
function DateInput({ field, rendering, ...picker }: FieldProps & DatePickerProps) {
  const now = dayjs();
  const refusePast = field.show_pass_dates && rendering !== 'filter';
  const withTime = field.control_data === 'datetimepicker';
  return (
    <DatePicker
      {...picker}
      format={withTime ? `${dayFormat} HH:mm` : dayFormat}
      showTime={withTime ? { format: 'HH:mm', minuteStep: limits.dateStepMinutes } : false}
      minDate={dayjs(new Date(limits.dateFirstYear, 0, 1))}
      maxDate={now.add(limits.dateYearsAhead, 'year').endOf('year')}
      disabledDate={refusePast ? (day) => day.isBefore(now, 'day') : undefined}
      // Typing a date is only allowed when the designer said so; otherwise it is picked.
      inputReadOnly={!field.edit_manually}
      style={{ minWidth: withTime ? 240 : 200 }}
      data-testid={`field-${field.id}`}
    />
  );
}

/** Keeps only digits, and a leading '-' where negatives are allowed. */
function digitsOnly(allowNegative: boolean) {
  return (value: string | undefined) => {
    const text = value ?? '';
    const sign = allowNegative && text.startsWith('-') ? '-' : '';
    return sign + text.replace(/\D/g, '');
  };
}

/** Called, not rendered as a component, so Form.Item's props reach the control it returns. */
function valueControl({
  field,
  rendering,
  shown,
}: FieldProps & { shown?: string | null }): ReactElement {
  const testId = `field-${field.id}`;
  switch (field.control_data) {
    case 'textarea':
      return <Input.TextArea rows={3} data-testid={testId} />;
    case 'numeric':
      return <Input inputMode="numeric" data-testid={testId} />;
    case 'combobox':
      return <ListSelect field={field} rendering={rendering} />;
    case 'datepicker':
    case 'datetimepicker':
      return <DateInput field={field} rendering={rendering} />;
    case 'lookup':
      return <LookupInput field={field} shownText={shown} />;
    default:
      return <Input data-testid={testId} />;
  }
}

function RenderedField({ field, rendering, shown }: FieldProps & { shown?: string | null }) {
  const { t } = useTranslation();
  const label =
    rendering === 'preview' && field.hide
      ? `${field.label} ${t('formFields.hiddenNote')}`
      : field.label;
  // A label only shows its text: it takes no value.
  if (field.control_data === 'label') {
    return (
      <Form.Item>
        <Typography.Text strong>{label}</Typography.Text>
      </Form.Item>
    );
  }
  if (rendering === 'read') {
    return (
      <Form.Item label={label}>
        <Typography.Text data-testid={`field-${field.id}`}>{shown ?? '—'}</Typography.Text>
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name={['values', field.id]}
      label={label}
      required={field.required && rendering !== 'filter'}
      normalize={field.control_data === 'numeric' ? digitsOnly(field.allowed_negative) : undefined}
    >
      {valueControl({ field, rendering, shown })}
    </Form.Item>
  );
}

/** Dates travel as ISO text: a day as 'YYYY-MM-DD', a moment in UTC (spec §5). */
export function toRecordValues(fields: FieldDefinitionDto[], values: Record<string, unknown> = {}) {
  const sent: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (!dayjs.isDayjs(value)) sent[field.id] = value;
    else if (field.control_data === 'datepicker') sent[field.id] = value.format('YYYY-MM-DD');
    else sent[field.id] = (value as Dayjs).second(0).millisecond(0).toISOString();
  }
  return sent;
}

/** The fields a form draws for the mode, each named `values.<field id>` in its antd form. */
export function RecordFields({
  fields,
  mode,
  shown,
}: {
  fields: FieldDefinitionDto[];
  mode: RendererMode;
  shown?: ShownValues;
}) {
  return activeFields(fields, mode !== 'file').map((field) => (
    <RenderedField key={field.id} field={field} rendering={mode} shown={shown?.[field.id]} />
  ));
}

type Props = {
  fields: FieldDefinitionDto[];
  mode: RendererMode;
  /** Left out for a form that is only looked at (the wizard's preview of one field). */
  submit?: { label: string; testId: string; onValid(values: RecordValues): void };
  testId?: string;
};

/**
 * The one drawing of a form's fields, for the designer's preview and for filtering; the filing
 * screen draws RecordFields in its own form. It checks the values with recordValuesSchema, the
 * schema the server applies, so both accept the same.
 */
export function FormRenderer({ fields, mode, submit, testId }: Props) {
  // Built when checked, so "today" is the day of the check and not of the first drawing.
  const { formProps, validate } = useSchemaForm({
    safeParse: (values: unknown) =>
      recordFormSchema(fields, { mode: valuesPurpose(mode) }).safeParse(values),
  });

  function check(form: { values?: Record<string, unknown> }): void {
    const parsed = validate({ values: toRecordValues(fields, form.values) });
    if (parsed) submit?.onValid(parsed.values);
  }

  return (
    <Form {...formProps} layout="vertical" onFinish={check} data-testid={testId}>
      <RecordFields fields={fields} mode={mode} />
      {submit && <SubmitButton testId={submit.testId}>{submit.label}</SubmitButton>}
    </Form>
  );
}
