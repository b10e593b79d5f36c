import type { FieldDefinitionDto } from '@custodia/contracts';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useList } from '../lists/index.ts';
import { FormRenderer } from './FormRenderer.tsx';
import { controlLabels, dataTypeLabels, optionApplies, switchOptions } from './fieldLabels.ts';
import { OwnDataWarning } from './OwnDataWarning.tsx';
import { useLookupFields, useLookupTargets } from './useFormFields.ts';

/** Where a list-fed select takes its options, or a lookup its records, named for the designer. */
function useDataSource(field: FieldDefinitionDto): DescriptionsProps['items'] {
  const { t } = useTranslation();
  const lookup = field.control_data === 'lookup';
  const list = useList(field.control_data === 'combobox' ? field.item_link : null);
  const targets = useLookupTargets(lookup ? field.form_id : null);
  const shown = useLookupFields(lookup ? field.form_lookup_name : null);
  if (field.control_data === 'combobox') {
    return [
      {
        key: 'list',
        label: t('formFields.data.list'),
        children: list.data?.name ?? '…',
      },
    ];
  }
  if (!lookup) return [];
  const shownLabels = (shown.data ?? [])
    .filter((target) => field.form_lookup_fields?.includes(target.id))
    .map((target) => target.label);
  return [
    {
      key: 'lookupForm',
      label: t('formFields.data.lookupForm'),
      children:
        targets.data?.find((target) => target.value === field.form_lookup_name)?.label ?? '…',
    },
    {
      key: 'lookupFields',
      label: t('formFields.data.lookupFields'),
      children: shownLabels.join(' | '),
    },
  ];
}

/**
 * A field's definition as the designer set it, and the field drawn as filing will draw it, after
 * the record's own data (warned about when the field's label repeats one of them).
 */
export function FieldSummary({ field }: { field: FieldDefinitionDto }) {
  const { t } = useTranslation();
  const source = useDataSource(field);
  const yesNo = (on: boolean) => t(on ? 'common.yes' : 'common.no');
  const lengths = optionApplies(field.control_data, 'len_min_chars')
    ? [
        { key: 'min', label: t('formFields.option.minLength'), value: field.len_min_chars },
        { key: 'max', label: t('formFields.option.maxLength'), value: field.len_max_chars },
      ]
    : [];
  const items: DescriptionsProps['items'] = [
    { key: 'label', label: t('formFields.fields.label'), children: field.label },
    {
      key: 'type',
      label: t('formFields.fields.type'),
      children: t(dataTypeLabels[field.type_data]),
    },
    {
      key: 'control',
      label: t('formFields.fields.control'),
      children: t(controlLabels[field.control_data]),
    },
    ...(source ?? []),
    ...switchOptions
      .filter(({ option }) => optionApplies(field.control_data, option))
      .map(({ option, label }) => ({
        key: option,
        label: t(label),
        children: yesNo(field[option] === true),
      })),
    ...lengths
      .filter((length) => length.value !== null)
      .map(({ key, label, value }) => ({ key, label, children: value })),
  ];
  return (
    <>
      <OwnDataWarning label={field.label} />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={items}
        style={{ marginBottom: 16 }}
        data-testid="field-summary"
      />
      <Typography.Title level={5}>{t('formFields.preview.title')}</Typography.Title>
      <FormRenderer fields={[field]} mode="preview" />
    </>
  );
}
