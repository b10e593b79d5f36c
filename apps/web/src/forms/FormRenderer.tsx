import {
  activeFields,
  cascadeParent,
  type FieldDefinitionDto,
  fileRecordSchema,
  type ListLink,
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
import { useItemChoices } from '../lists/index.ts';
import { dateTimeFormat, dayFormat, timePicking } from '../platform/dates.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { LookupInput } from './LookupInput.tsx';
import { type OwnDataTyped, RecordOwnFields } from './RecordOwnFields.tsx';

/**
 * 'preview': the designer's view of the filing form, the record's own data first and hidden fields
 * included and marked; it checks values as filing would. 'file' and 'filter' are the purposes of
 * recordValuesSchema. 'read': a filed record's values, hidden fields included, as text a person
 * reads.
 */
export type RendererMode = 'preview' | 'read' | ValuesPurpose;

/**
 * Cascading selects (decision 17): the field whose chosen item this one's items hang from, and
 * the fields whose items hang from this one's, directly or through another, which a new choice
 * here empties. A filter has none: it searches by item names, each on its own.
 */
type Cascade = { parent?: FieldDefinitionDto; followers: FieldDefinitionDto[] };

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

const listLink = (field: FieldDefinitionDto): ListLink => ({
  list: field.item_link,
  parentList: field.item_link_parent,
});

/** Where a drawn field stands in the cascades of the fields drawn with it. */
function cascadeOf(
  field: FieldDefinitionDto,
  drawn: FieldDefinitionDto[],
  mode: RendererMode,
): Cascade {
  if (mode === 'filter') return { followers: [] };
  const children = (of: FieldDefinitionDto): FieldDefinitionDto[] =>
    drawn.filter((other) => cascadeParent(other, drawn, listLink) === of);
  const followers = (of: FieldDefinitionDto): FieldDefinitionDto[] =>
    children(of).flatMap((child) => [child, ...followers(child)]);
  return { parent: cascadeParent(field, drawn, listLink), followers: followers(field) };
}

type ListSelectProps = FieldProps &
  SelectProps & {
    followers: FieldDefinitionDto[];
    /** Set in a cascade: the parent field and the item chosen in it, null while none is. */
    parent?: { field: FieldDefinitionDto; item: string | null };
  };

/**
 * Spec §2 list-fed select: the active items of the field's list, in a cascade those hanging from
 * the item chosen in the parent field. 'Select an option' is only the placeholder; a select that
 * may stay empty offers an empty entry of its own, which a keyboard can choose too.
 */
function ListSelect({ field, rendering, followers, parent, onChange, ...select }: ListSelectProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const items = useItemChoices(field.item_link);
  // A filter searches by the item's name, filing stores its uuid.
  const options = (items.data ?? [])
    .filter((item) => !parent || (item.parent ?? null) === parent.item)
    .map((item) => ({
      value: rendering === 'filter' ? item.label : item.value,
      label: item.label,
    }));
  const empty =
    !field.required || rendering === 'filter'
      ? [{ value: '', label: t('formFields.noChoice') }]
      : [];

  const choose: SelectProps['onChange'] = (value, option) => {
    onChange?.(value, option);
    // What the followers offered hung from the item chosen before: they start again empty.
    form.setFields(
      followers.map((follower) => ({ name: ['values', follower.id], value: undefined })),
    );
  };

  return (
    <Select
      {...select}
      onChange={choose}
      loading={items.isFetching}
      placeholder={
        parent?.item === null && options.length === 0
          ? t('formFields.parentFirst', { parent: parent.field.label })
          : t('form.field46')
      }
      options={[...empty, ...options]}
      data-testid={`field-${field.id}`}
    />
  );
}

/** A select of a cascade: it follows what is chosen in its parent field. */
function CascadedSelect({
  parent,
  ...props
}: Omit<ListSelectProps, 'parent'> & { parent: FieldDefinitionDto }) {
  const chosen: string | null | undefined = Form.useWatch(['values', parent.id]);
  return <ListSelect {...props} parent={{ field: parent, item: chosen || null }} />;
}

/** Spec §5: years 1950 to 80 ahead; past days closed when the designer asked so, except in a filter. */
function DateInput({ field, rendering, ...picker }: FieldProps & DatePickerProps) {
  const now = dayjs();
  const refusePast = field.show_pass_dates && rendering !== 'filter';
  const withTime = field.control_data === 'datetimepicker';
  return (
    <DatePicker
      {...picker}
      format={withTime ? dateTimeFormat : dayFormat}
      showTime={withTime ? timePicking : false}
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

/** Called, not rendered as a component, so Form.Item's props reach the control it returns. */
function valueControl({
  field,
  rendering,
  cascade,
  shown,
}: FieldProps & { cascade: Cascade; shown?: string | null }): ReactElement {
  const testId = `field-${field.id}`;
  switch (field.control_data) {
    case 'textarea':
      return <Input.TextArea rows={3} data-testid={testId} />;
    case 'numeric':
      return <Input inputMode="numeric" data-testid={testId} />;
    case 'combobox':
      return cascade.parent ? (
        <CascadedSelect
          field={field}
          rendering={rendering}
          followers={cascade.followers}
          parent={cascade.parent}
        />
      ) : (
        <ListSelect field={field} rendering={rendering} followers={cascade.followers} />
      );
    case 'datepicker':
    case 'datetimepicker':
      return <DateInput field={field} rendering={rendering} />;
    case 'lookup':
      return <LookupInput field={field} shownText={shown} />;
    default:
      return <Input data-testid={testId} />;
  }
}

function RenderedField({
  field,
  rendering,
  cascade,
  shown,
}: FieldProps & { cascade: Cascade; shown?: string | null }) {
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
    >
      {valueControl({ field, rendering, cascade, shown })}
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

/** A filing form's values as typed: the record's own data and, under `values`, the form's fields. */
export type FilingTyped = OwnDataTyped & { values?: Record<string, unknown> };

/** What a filing sends: the record's own data and the form's values, as fileRecordSchema reads them. */
export function toFilingInput(fields: FieldDefinitionDto[], typed: FilingTyped) {
  return {
    ...typed,
    document_date: typed.document_date?.format('YYYY-MM-DD'),
    values: toRecordValues(fields, typed.values),
  };
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
  const drawn = activeFields(fields, mode !== 'file');
  return drawn.map((field) => (
    <RenderedField
      key={field.id}
      field={field}
      rendering={mode}
      cascade={cascadeOf(field, drawn, mode)}
      shown={shown?.[field.id]}
    />
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
 * screen draws RecordFields in its own form. The preview draws the record's own data first, as the
 * filing screen does, so a designer sees what filing will ask. The values are checked with the
 * schemas the server applies (fileRecordSchema, recordFormSchema), so both accept the same.
 */
export function FormRenderer({ fields, mode, submit, testId }: Props) {
  const preview = mode === 'preview';
  // Built when checked, so "today" is the day of the check and not of the first drawing.
  const { formProps, validate } = useSchemaForm({
    safeParse: (input: unknown) =>
      preview
        ? fileRecordSchema(fields).safeParse(input)
        : recordFormSchema(fields, { mode: valuesPurpose(mode) }).safeParse(input),
  });

  function check(values: FilingTyped): void {
    // recordFormSchema keeps only `values`; fileRecordSchema reads the record's own data as well.
    const parsed = validate(toFilingInput(fields, values));
    if (parsed) submit?.onValid(parsed.values);
  }

  return (
    <Form {...formProps} layout="vertical" onFinish={check} data-testid={testId}>
      {preview && <RecordOwnFields />}
      <RecordFields fields={fields} mode={mode} />
      {submit && <SubmitButton testId={submit.testId}>{submit.label}</SubmitButton>}
    </Form>
  );
}
