import type { FieldDefinitionDto } from '@custodia/contracts';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from './FormRenderer.tsx';
import { controlLabels, dataTypeLabels, optionApplies, switchOptions } from './fieldLabels.ts';

/** A field's definition as the designer set it, and the field drawn as filing will draw it. */
export function FieldSummary({ field }: { field: FieldDefinitionDto }) {
  const { t } = useTranslation();
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
