import {
  type CriterionKind,
  type FilterOperator,
  kindOfControl,
  kindOfDatum,
  type RecordDatum,
  RecordDatum as RecordDatumValue,
  type RecordFilter,
  type RecordListDto,
  recordFilterSchema,
} from '@custodia/contracts';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { datumLabels } from './recordLabels.ts';

export type Column = RecordListDto['columns'][number];
export type Value = string | Dayjs | undefined;
export type FormValues = {
  text?: string;
  join: RecordFilter['join'];
  criteria: { field?: string; operator?: FilterOperator; value?: Value }[];
};

/** The kind of each datum a criterion may name: the record's own data and the search fields. */
function kindsOf(columns: Column[]): Record<string, CriterionKind> {
  const kinds: Record<string, CriterionKind> = { ...kindOfDatum };
  for (const column of columns) {
    const kind = kindOfControl(column.control_data);
    if (kind) kinds[column.id] = kind;
  }
  return kinds;
}

/** A day travels as 'YYYY-MM-DD'; the picker holds it as a date. */
const asText = (value: Value) => (dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value);

/**
 * The filter's form: the kind of each datum, checked by the schema the server checks it with,
 * the data a criterion may name, and the filter applied as the API takes it.
 */
export function useRecordFilterForm(
  filter: RecordFilter,
  columns: Column[],
  onApply: (filter: RecordFilter) => void,
) {
  const { t } = useTranslation();
  const kinds = kindsOf(columns);
  const { formProps, form, validate } = useSchemaForm(recordFilterSchema(kinds));
  const fieldOptions = [
    ...RecordDatumValue.options.map((datum: RecordDatum) => ({
      value: datum,
      label: t(datumLabels[datum]),
    })),
    ...columns
      .filter((column) => kinds[column.id])
      .map((column) => ({
        value: column.id,
        label: column.label,
      })),
  ];
  const criteria: FormValues['criteria'] | undefined = Form.useWatch('criteria', form);

  function submit(values: FormValues): void {
    const parsed = validate({
      ...values,
      criteria: values.criteria.map((criterion) => ({
        ...criterion,
        value: asText(criterion.value),
      })),
    });
    if (parsed) onApply(parsed);
  }

  const initialValues: FormValues = {
    text: filter.text,
    join: filter.join,
    criteria: filter.criteria.map((criterion) => ({
      ...criterion,
      value: kinds[criterion.field] === 'day' ? dayjs(criterion.value) : criterion.value,
    })),
  };

  return { kinds, formProps, fieldOptions, criteria, submit, initialValues };
}
