import type { FieldDefinitionDto, FieldDefinitionInput } from '@custodia/contracts';
import { Button, Form, Space, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../platform/LinkButton.tsx';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import {
  ControlStep,
  CreateStep,
  DataStep,
  FinishStep,
  PreviewStep,
  ValidationStep,
} from './FieldWizardSteps.tsx';
import { useFieldWizard } from './useFieldWizard.ts';
import { lastStep, newField, steps } from './wizardSteps.ts';

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
  const wizard = useFieldWizard(onSubmit);
  const { step } = wizard;
  const stepContent: ReactNode[] = [
    <PreviewStep key="preview" formId={formId} fieldId={field?.id} />,
    <CreateStep key="create" />,
    <ControlStep key="control" />,
    <DataStep key="data" formId={formId} />,
    <ValidationStep key="validation" />,
    <FinishStep key="finish" formId={formId} fieldId={field?.id} />,
  ];

  return (
    <Form
      {...wizard.formProps}
      name="fieldWizard"
      layout="vertical"
      initialValues={field ?? newField}
      style={{ maxWidth: 720 }}
    >
      <Steps
        current={step}
        onChange={wizard.goTo}
        size="small"
        items={steps.map((item) => ({ title: t(item.title) }))}
        style={{ marginBottom: 24 }}
      />
      <RefusalAlert refusal={wizard.refusal} testId="field-refusal" />
      {stepContent.map((content, index) => (
        <div key={steps[index]?.title} hidden={index !== step}>
          {/* Steps that set nothing (preview, finish) only draw while shown, not at each keystroke. */}
          {steps[index]?.properties.length === 0 && index !== step ? null : content}
        </div>
      ))}
      <Space style={{ marginTop: 16 }}>
        {step > 0 && (
          <Button onClick={wizard.back} data-testid="field-wizard-prev">
            {t('formFields.wizard.prev')}
          </Button>
        )}
        {step < lastStep ? (
          <Button type="primary" onClick={wizard.next} data-testid="field-wizard-next">
            {t('formFields.wizard.next')}
          </Button>
        ) : (
          <Button
            type="primary"
            loading={saving}
            onClick={wizard.save}
            data-testid="field-wizard-save"
          >
            {t('common.save')}
          </Button>
        )}
        <LinkButton to={cancelTo}>{t('common.cancel')}</LinkButton>
      </Space>
    </Form>
  );
}
