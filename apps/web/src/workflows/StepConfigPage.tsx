import {
  ExpirationInput,
  StepActions,
  slug,
  type WorkflowDto,
  workedStepTypes,
} from '@custodia/contracts';
import { Alert, Card, Checkbox, Col, Form, InputNumber, Row, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import { DataFormCard } from './DataFormCard.tsx';
import { ResponsibleCard } from './ResponsibleCard.tsx';
import { SendTaskCard } from './SendTaskCard.tsx';
import { StepSettingsForm } from './StepSettingsForm.tsx';
import { idsOf, type StepProps } from './stepProps.ts';
import { useSetActions, useSetExpiration, useStep } from './useWorkflowSteps.ts';
import { WorkflowLoader } from './WorkflowLoader.tsx';
import { durationUnitLabels, stepActionLabels, stepTypeLabels } from './workflowLabels.ts';

function ActionsCard(props: StepProps) {
  const { t } = useTranslation();
  return (
    <StepSettingsForm
      title={t('workflows.steps.actions')}
      name="stepActions"
      schema={StepActions}
      initialValues={props.step.configuration.actions}
      mutation={useSetActions(idsOf(props))}
      saved={(answer) => (answer as { detail: string }).detail}
      readOnly={props.readOnly}
      testId="step-actions-save"
    >
      {(Object.keys(stepActionLabels) as (keyof StepActions)[]).map((action) => (
        <Form.Item key={action} name={action} valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox data-testid={`step-action-${action}`}>{t(stepActionLabels[action])}</Checkbox>
        </Form.Item>
      ))}
    </StepSettingsForm>
  );
}

function DeadlineCard(props: StepProps) {
  const { t } = useTranslation();
  return (
    <StepSettingsForm
      title={t('workflows.steps.deadline')}
      name="stepDeadline"
      schema={ExpirationInput}
      initialValues={props.step.configuration.expiration_date_data}
      mutation={useSetExpiration(idsOf(props))}
      saved={() => t('workflows.steps.saved')}
      readOnly={props.readOnly}
      testId="step-deadline-save"
    >
      <Space align="start" wrap>
        <Form.Item name="date_execute" label={t('workflows.steps.dateExecute')}>
          <InputNumber min={1} max={999} precision={0} data-testid="step-date-execute" />
        </Form.Item>
        <Form.Item name="unit_of_measure" label={t('workflows.steps.unit')}>
          <Select
            options={labelOptions(durationUnitLabels, t)}
            style={{ minWidth: 140 }}
            data-testid="step-unit"
          />
        </Form.Item>
      </Space>
    </StepSettingsForm>
  );
}

function StepConfig(props: StepProps) {
  const { t } = useTranslation();
  const { workflow, step } = props;
  const worked = workedStepTypes.includes(step.type);
  const back = generatePath(paths.workflowSteps, {
    id: workflow.id,
    hash: slug(workflow.name, 'flujo'),
    formId: workflow.form.id,
  });
  return (
    <Card
      title={
        <Space>
          {step.step_name}
          <Tag color="blue">{t(stepTypeLabels[step.type])}</Tag>
        </Space>
      }
      extra={<BackLink to={back} label="workflows.steps.back" testId="back-to-steps" />}
    >
      {props.readOnly && (
        <Alert type="info" showIcon title={t('errors.50033')} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        {worked && (
          <>
            <Col xs={24} xl={12}>
              <ResponsibleCard {...props} />
            </Col>
            <Col xs={24} xl={12}>
              <Space direction="vertical" style={{ width: '100%' }} size={16}>
                <ActionsCard {...props} />
                <DeadlineCard {...props} />
                <DataFormCard {...props} />
              </Space>
            </Col>
          </>
        )}
        {step.type === 'send_task' && (
          <Col xs={24} xl={12}>
            <SendTaskCard {...props} />
          </Col>
        )}
      </Row>
    </Card>
  );
}

function StepOf({ workflow }: { workflow: WorkflowDto }) {
  const { id = '' } = useParams();
  const readOnly = !workflow.abilities.configureSteps;
  return (
    <Loaded query={useStep(workflow.id, id)} missing="errors.50037" back={<span />}>
      {(step) => <StepConfig workflow={workflow} step={step} readOnly={readOnly} />}
    </Loaded>
  );
}

/**
 * `/workflow/steps/configuration/:id/:workflowid/:hash/:formId`: one step's responsible, actions,
 * deadline, or an e-mail task's message (spec §2, §3).
 */
export default function StepConfigPage() {
  return (
    <WorkflowLoader param="workflowid">
      {(workflow) => <StepOf workflow={workflow} />}
    </WorkflowLoader>
  );
}
