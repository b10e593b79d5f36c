import { DataFormInput } from '@custodia/contracts';
import { Button, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepSettingsForm } from './StepSettingsForm.tsx';
import { idsOf, type StepProps } from './stepProps.ts';
import { useDataFormChoices, useDeleteDataForm, useSetDataForm } from './useWorkflowSteps.ts';

/** A form filled in at the step: which one, the fields shown and those required (spec §3). */
export function DataFormCard(props: StepProps) {
  const { t } = useTranslation();
  const current = props.step.configuration.data_form;
  const choices = useDataFormChoices(idsOf(props));
  const save = useSetDataForm(idsOf(props), current !== null);
  const remove = useDeleteDataForm(idsOf(props));
  const [formId, setFormId] = useState(current?.form.id);
  const fields = (choices.data ?? []).find((choice) => choice.id === formId)?.fields ?? [];
  const fieldOptions = fields.map((field) => ({ value: field.id, label: field.label }));
  return (
    <StepSettingsForm
      title={t('workflows.steps.dataForm')}
      name="stepDataForm"
      schema={DataFormInput}
      initialValues={{
        form_id: current?.form.id,
        fields: current?.fields ?? [],
        required: current?.required ?? [],
      }}
      mutation={save}
      saved={() => t('workflows.steps.saved')}
      readOnly={props.readOnly}
      testId="step-data-form-save"
      footer={
        current &&
        !props.readOnly && (
          <Button
            danger
            style={{ marginTop: 8 }}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('workflows.steps.removeDataForm')}
          </Button>
        )
      }
    >
      <Form.Item name="form_id" label={t('workflows.steps.dataForm')}>
        <Select
          options={(choices.data ?? []).map((choice) => ({
            value: choice.id,
            label: choice.name,
          }))}
          onChange={setFormId}
          data-testid="step-data-form"
        />
      </Form.Item>
      <Form.Item name="fields" label={t('workflows.steps.dataFormFields')}>
        <Select mode="multiple" options={fieldOptions} data-testid="step-data-form-fields" />
      </Form.Item>
      <Form.Item name="required" label={t('workflows.steps.dataFormRequired')}>
        <Select mode="multiple" options={fieldOptions} data-testid="step-data-form-required" />
      </Form.Item>
    </StepSettingsForm>
  );
}
