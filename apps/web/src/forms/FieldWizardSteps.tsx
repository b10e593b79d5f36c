import {
  ControlType,
  controlsFor,
  DataTypeValue,
  type FieldDefinitionInput,
} from '@custodia/contracts';
import { Alert, Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListChoices } from '../lists/index.ts';
import { FieldSummary } from './FieldSummary.tsx';
import { FormRenderer } from './FormRenderer.tsx';
import {
  controlLabels,
  dataTypeLabels,
  type FieldOption,
  optionApplies,
  switchOptions,
} from './fieldLabels.ts';
import { OwnDataWarning } from './OwnDataWarning.tsx';
import { useDesignedField, withDesigned } from './useDesignedField.ts';
import { useFieldList, useLookupFields, useLookupTargets } from './useFormFields.ts';

/** The whole form as filing will draw it, with this field as the wizard holds it now. */
export function PreviewStep({ formId, fieldId }: { formId: string; fieldId: string | undefined }) {
  const { t } = useTranslation();
  const designed = useDesignedField(formId, fieldId);
  const fields = withDesigned(useFieldList(formId).data?.items ?? [], designed);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('formFields.wizard.previewHelp')}
      </Typography.Paragraph>
      {fields.length === 0 ? (
        <Alert type="info" showIcon title={t('formFields.wizard.incomplete')} />
      ) : (
        <FormRenderer fields={fields} mode="preview" testId="field-wizard-form-preview" />
      )}
    </>
  );
}

/** The label as typed, warned about while it repeats the record's own data. */
function LabelWarning() {
  const label: string | undefined = Form.useWatch('label');
  return <OwnDataWarning label={label ?? ''} testId="field-wizard-own-data" />;
}

/** What the field is called and the type of data it holds. */
export function CreateStep() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="label" label={t('formFields.fields.label')} required>
        <Input autoComplete="off" data-testid="field-wizard-label" />
      </Form.Item>
      <LabelWarning />
      <Form.Item name="type_data" label={t('formFields.fields.type')} required>
        <Select
          options={DataTypeValue.options.map((type) => ({
            value: type,
            label: t(dataTypeLabels[type]),
          }))}
          style={{ maxWidth: 280 }}
          data-testid="field-wizard-type"
        />
      </Form.Item>
    </>
  );
}

/** The controls the chosen data type may be entered with. */
export function ControlStep() {
  const { t } = useTranslation();
  const dataType: DataTypeValue = Form.useWatch('type_data') ?? 'text';
  return (
    <Form.Item name="control_data" label={t('formFields.fields.control')} required>
      <Radio.Group
        options={controlsFor(dataType).map((control) => ({
          value: control,
          label: t(controlLabels[control]),
        }))}
        data-testid="field-wizard-control"
      />
    </Form.Item>
  );
}

/** The lookup's target form and the two of its fields it shows (spec §2 lookup widget). */
function LookupSource({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const target = Form.useWatch('form_lookup_name') ?? null;
  const forms = useLookupTargets(formId);
  const targetFields = useLookupFields(target);
  const fieldOptions = (targetFields.data ?? []).map((field) => ({
    value: field.id,
    label: field.unique ? `${field.label} ${t('formFields.data.uniqueNote')}` : field.label,
  }));
  return (
    <>
      <Form.Item name="form_lookup_name" label={t('formFields.data.lookupForm')} required>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={forms.isFetching}
          options={forms.data}
          notFoundContent={t('formFields.data.noLookupForms')}
          data-testid="field-wizard-lookup-form"
        />
      </Form.Item>
      <Form.Item
        name="form_lookup_fields"
        label={t('formFields.data.lookupFields')}
        extra={t('formFields.data.lookupFieldsHelp')}
        required
      >
        <Select
          mode="multiple"
          maxCount={2}
          loading={targetFields.isFetching}
          options={fieldOptions}
          data-testid="field-wizard-lookup-fields"
        />
      </Form.Item>
    </>
  );
}

export function DataStep({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const control = Form.useWatch('control_data');
  const lists = useListChoices();
  if (control === ControlType.lookup) return <LookupSource formId={formId} />;
  if (control !== ControlType.combobox) {
    return <Typography.Paragraph>{t('formFields.data.none')}</Typography.Paragraph>;
  }
  return (
    <Form.Item
      name="item_link"
      label={t('formFields.data.list')}
      extra={t('formFields.data.listHelp')}
      required
    >
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        loading={lists.isFetching}
        options={lists.data}
        data-testid="field-wizard-list"
      />
    </Form.Item>
  );
}

export function ValidationStep() {
  const { t } = useTranslation();
  const control: FieldDefinitionInput['control_data'] =
    Form.useWatch('control_data') ?? ControlType.textbox;
  const applies = (option: FieldOption | 'hide') => optionApplies(control, option);
  return (
    <>
      {switchOptions
        .filter(({ option }) => applies(option))
        .map(({ option, label, testId }) => (
          <Form.Item key={option} name={option} label={t(label)} valuePropName="checked">
            <Switch data-testid={testId} />
          </Form.Item>
        ))}
      {applies('len_min_chars') && (
        <Space size="large">
          <Form.Item name="len_min_chars" label={t('formFields.option.minLength')}>
            <InputNumber min={1} precision={0} data-testid="field-wizard-min-length" />
          </Form.Item>
          <Form.Item name="len_max_chars" label={t('formFields.option.maxLength')}>
            <InputNumber min={1} precision={0} data-testid="field-wizard-max-length" />
          </Form.Item>
        </Space>
      )}
    </>
  );
}

/** What will be saved, and the field drawn as the filing form will draw it. */
export function FinishStep({ formId, fieldId }: { formId: string; fieldId: string | undefined }) {
  const { t } = useTranslation();
  const designed = useDesignedField(formId, fieldId);
  if (!designed) return <Alert type="warning" showIcon title={t('formFields.wizard.incomplete')} />;
  return <FieldSummary field={designed} />;
}
