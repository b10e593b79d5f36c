import {
  ControlType,
  controlsFor,
  DataTypeValue,
  type FieldDefinitionDto,
  FieldDefinitionInput,
  FieldStatus,
  type MessageKey,
} from '@custodia/contracts';
import {
  Alert,
  Button,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Steps,
  Switch,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useList, useListChoices } from '../lists/index.ts';
import { fieldErrorsFromIssues } from '../platform/formErrors.ts';
import { translateMessage } from '../platform/i18n.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { useRefusal } from '../platform/useRefusal.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { FieldSummary } from './FieldSummary.tsx';
import { FormRenderer } from './FormRenderer.tsx';
import {
  controlLabels,
  dataTypeLabels,
  type FieldOption,
  optionApplies,
  optionsOutside,
  switchOptions,
  unsetOptions,
} from './fieldLabels.ts';
import { OwnDataWarning } from './OwnDataWarning.tsx';
import {
  fieldConflicts,
  fieldRefusals,
  useFieldList,
  useLookupFields,
  useLookupTargets,
} from './useFormFields.ts';

type Property = keyof FieldDefinitionInput;

/** The wizard's steps (spec §2: create, control, data, validation, finish) and what each sets. */
const steps: { title: MessageKey; properties: Property[] }[] = [
  { title: 'formFields.wizard.preview', properties: [] },
  { title: 'formFields.wizard.create', properties: ['label', 'type_data'] },
  { title: 'formFields.wizard.control', properties: ['control_data'] },
  {
    title: 'formFields.wizard.data',
    properties: ['item_link', 'form_lookup_name', 'form_lookup_fields'],
  },
  {
    title: 'formFields.wizard.validation',
    properties: [
      'required',
      'unique',
      'search_field',
      'hide',
      'sticker',
      'len_min_chars',
      'len_max_chars',
      'allowed_negative',
      'show_pass_dates',
      'edit_manually',
    ],
  },
  { title: 'formFields.wizard.finish', properties: [] },
];
const lastStep = steps.length - 1;

function stepOf(property: PropertyKey | undefined): number {
  const index = steps.findIndex((step) => step.properties.includes(property as Property));
  return index === -1 ? lastStep : index;
}

const newField: FieldDefinitionInput = {
  label: '',
  type_data: 'text',
  control_data: ControlType.textbox,
  hide: false,
  ...unsetOptions,
};

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

function DataStep({ formId }: { formId: string }) {
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

function ValidationStep() {
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

/** The field as the wizard holds it now, or null while a step still has something to fill. */
function useDesignedField(formId: string, fieldId: string | undefined): FieldDefinitionDto | null {
  const values = Form.useWatch([], { preserve: true });
  const parsed = FieldDefinitionInput.safeParse(values ?? {});
  // Whose items the chosen list's items hang from, as the server will say of the saved field.
  const list = useList(parsed.success ? parsed.data.item_link : null);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    item_link_parent: list.data?.parent_list_id ?? null,
    id: fieldId ?? 'new-field',
    form_id: formId,
    order: 1,
    status: FieldStatus.active,
    created_at: '',
    updated_at: '',
    // A preview is shown, never acted on.
    abilities: { edit: false, delete: false, move: false },
  };
}

/** The form's fields with the designed one in its place: where it stands when edited, last when new. */
function withDesigned(
  existing: FieldDefinitionDto[],
  designed: FieldDefinitionDto | null,
): FieldDefinitionDto[] {
  if (!designed) return existing;
  const at = existing.findIndex((other) => other.id === designed.id);
  return at === -1
    ? [...existing, designed]
    : existing.map((other, index) => (index === at ? designed : other));
}

/** The whole form as filing will draw it, with this field as the wizard holds it now. */
function PreviewStep({ formId, fieldId }: { formId: string; fieldId: string | undefined }) {
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

/** What will be saved, and the field drawn as the filing form will draw it. */
function FinishStep({ formId, fieldId }: { formId: string; fieldId: string | undefined }) {
  const { t } = useTranslation();
  const designed = useDesignedField(formId, fieldId);
  if (!designed) return <Alert type="warning" showIcon title={t('formFields.wizard.incomplete')} />;
  return <FieldSummary field={designed} />;
}

type Props = {
  formId: string;
  /** The field being edited; none when adding one. */
  field?: FieldDefinitionDto;
  saving: boolean;
  onSubmit(input: FieldDefinitionInput): Promise<unknown>;
  /** The form's fields screen, where Cancel goes back to. */
  cancelTo: string;
};

/**
 * One wizard for adding and editing a field (spec §2). Every step stays mounted, only hidden, so
 * the contracts schema checks the whole definition at each step and a refusal from a step the
 * user has left takes them back there.
 */
export function FieldWizard({ formId, field, saving, onSubmit, cancelTo }: Props) {
  const { t } = useTranslation();
  // It opens on Create: the preview before it shows the form as the field will change it.
  const [step, setStep] = useState(1);
  const refusal = useRefusal(fieldRefusals);
  const { form, formProps, showServerErrors } = useSchemaForm(FieldDefinitionInput);
  const dataType: DataTypeValue = Form.useWatch('type_data', form) ?? 'text';

  /** Marks the problems of the steps up to `through` and shows the first step that has one. */
  function problemsThrough(through: number): boolean {
    const parsed = FieldDefinitionInput.safeParse(form.getFieldsValue(true));
    const issues = parsed.success
      ? []
      : parsed.error.issues.filter((issue) => stepOf(issue.path[0]) <= through);
    form.setFields(fieldErrorsFromIssues(issues, translateMessage));
    if (issues.length > 0) setStep(Math.min(...issues.map((issue) => stepOf(issue.path[0]))));
    return issues.length > 0;
  }

  function save(): void {
    if (problemsThrough(lastStep)) return;
    refusal.dismiss();
    onSubmit(FieldDefinitionInput.parse(form.getFieldsValue(true))).catch((error: unknown) => {
      refusal.explain(error);
      showServerErrors(error, fieldConflicts);
    });
  }

  // A new data type or control drops the choices that no longer fit, which the schema refuses.
  function adjust(changed: Partial<FieldDefinitionInput>): void {
    formProps.onValuesChange(changed);
    if (changed.type_data) {
      const control = controlsFor(changed.type_data)[0] ?? ControlType.textbox;
      form.setFieldsValue({ control_data: control, ...optionsOutside(control) });
    }
    if (changed.control_data) form.setFieldsValue(optionsOutside(changed.control_data));
    if (changed.form_lookup_name !== undefined) form.setFieldsValue({ form_lookup_fields: null });
  }

  const stepContent: ReactNode[] = [
    <PreviewStep key="preview" formId={formId} fieldId={field?.id} />,
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
    </>,
    <Form.Item key="control" name="control_data" label={t('formFields.fields.control')} required>
      <Radio.Group
        options={controlsFor(dataType).map((control) => ({
          value: control,
          label: t(controlLabels[control]),
        }))}
        data-testid="field-wizard-control"
      />
    </Form.Item>,
    <DataStep key="data" formId={formId} />,
    <ValidationStep key="validation" />,
    <FinishStep key="finish" formId={formId} fieldId={field?.id} />,
  ];

  return (
    <Form
      {...formProps}
      onValuesChange={adjust}
      name="fieldWizard"
      layout="vertical"
      initialValues={field ?? newField}
      style={{ maxWidth: 720 }}
    >
      <Steps
        current={step}
        // Any step already passed may be gone back to, the preview first of all.
        onChange={(target) => target < step && setStep(target)}
        size="small"
        items={steps.map((item) => ({ title: t(item.title) }))}
        style={{ marginBottom: 24 }}
      />
      <RefusalAlert refusal={refusal} testId="field-refusal" />
      {stepContent.map((content, index) => (
        <div key={steps[index]?.title} hidden={index !== step}>
          {/* Steps that set nothing (preview, finish) only draw while shown, not at each keystroke. */}
          {steps[index]?.properties.length === 0 && index !== step ? null : content}
        </div>
      ))}
      <Space style={{ marginTop: 16 }}>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} data-testid="field-wizard-prev">
            {t('formFields.wizard.prev')}
          </Button>
        )}
        {step < lastStep ? (
          <Button
            type="primary"
            onClick={() => problemsThrough(step) || setStep(step + 1)}
            data-testid="field-wizard-next"
          >
            {t('formFields.wizard.next')}
          </Button>
        ) : (
          <Button type="primary" loading={saving} onClick={save} data-testid="field-wizard-save">
            {t('common.save')}
          </Button>
        )}
        <LinkButton to={cancelTo}>{t('common.cancel')}</LinkButton>
      </Space>
    </Form>
  );
}
