import {
  DataFormInput,
  ExpirationInput,
  ResponsibleType,
  type ResponsibleTypeValue,
  SendTaskInput,
  StepActions,
  type StepDetailDto,
  slug,
  type WorkflowDto,
  workedStepTypes,
} from '@custodia/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { fieldErrorsFromServer } from '../platform/formErrors.ts';
import { ApiError } from '../platform/http.ts';
import { Loaded } from '../platform/Loaded.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import { PeopleSelect } from './PeopleSelect.tsx';
import { StepSettingsForm } from './StepSettingsForm.tsx';
import {
  type ResponsibleChoice,
  useDataFormChoices,
  useDeleteDataForm,
  useDeleteResponsible,
  useSetActions,
  useSetDataForm,
  useSetExpiration,
  useSetResponsible,
  useSetSendTask,
  useStep,
  useWorkGroupCandidates,
} from './useWorkflowSteps.ts';
import { WorkflowLoader } from './WorkflowLoader.tsx';
import {
  durationUnitLabels,
  responsibleTypeLabels,
  stepActionLabels,
  stepTypeLabels,
} from './workflowLabels.ts';

type StepProps = { workflow: WorkflowDto; step: StepDetailDto; readOnly: boolean };

const idsOf = ({ workflow, step }: StepProps) => ({ workflowId: workflow.id, stepId: step.id });

/** Who works the step: one user, a list the sender picks from, or a work group (spec §3). */
function ResponsibleCard(props: StepProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { configuration } = props.step;
  const [type, setType] = useState<ResponsibleTypeValue>(configuration.responsible_type ?? 1);
  const [form] = Form.useForm();
  const groups = useWorkGroupCandidates();
  const save = useSetResponsible(idsOf(props), configuration.responsible_type !== null);
  const remove = useDeleteResponsible(idsOf(props));
  const users = configuration.users.map((user) => user.id);

  function submit(values: { user_uuid?: string; users_uuid?: string[]; work_group_uuid?: string }) {
    const choice: ResponsibleChoice = {
      type,
      users: type === ResponsibleType.single ? [values.user_uuid ?? ''] : (values.users_uuid ?? []),
      workGroup: values.work_group_uuid,
    };
    save.mutate(choice, {
      onSuccess: () => message.success(t('workflows.steps.saved')),
      onError: (error) => {
        if (error instanceof ApiError) form.setFields(fieldErrorsFromServer(error));
      },
    });
  }

  return (
    <Card type="inner" title={t('workflows.steps.responsibles')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={props.readOnly}
        initialValues={{
          user_uuid: users[0],
          users_uuid: users,
          work_group_uuid: configuration.work_group?.id,
        }}
      >
        <Form.Item label={t('workflows.steps.responsibleType')}>
          <Radio.Group
            value={type}
            onChange={(event) => setType(event.target.value)}
            options={labelOptions(responsibleTypeLabels, t)}
            data-testid="step-responsible-type"
          />
        </Form.Item>
        {type === ResponsibleType.workGroup ? (
          <Form.Item name="work_group_uuid" label={t('workflows.steps.workGroup')}>
            <Select
              options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
              data-testid="step-work-group"
            />
          </Form.Item>
        ) : (
          <Form.Item
            name={type === ResponsibleType.single ? 'user_uuid' : 'users_uuid'}
            label={t('workflows.steps.responsibles')}
          >
            <PeopleSelect
              multiple={type === ResponsibleType.senderSelects}
              known={configuration.users}
              testId="step-users"
            />
          </Form.Item>
        )}
        {!props.readOnly && (
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              data-testid="step-responsible-save"
            >
              {t('common.save')}
            </Button>
            {configuration.responsible_type !== null && (
              <Button danger onClick={() => remove.mutate()} loading={remove.isPending}>
                {t('workflows.steps.removeResponsible')}
              </Button>
            )}
          </Space>
        )}
      </Form>
    </Card>
  );
}

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

/** A form filled in at the step: which one, the fields shown and those required (spec §3). */
function DataFormCard(props: StepProps) {
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

function SendTaskCard(props: StepProps) {
  const { t } = useTranslation();
  const mail = props.step.configuration.send_task;
  const admin = mail?.notification_user;
  return (
    <StepSettingsForm
      title={t('workflows.steps.email')}
      name="stepEmail"
      schema={SendTaskInput}
      initialValues={{
        recipients: mail?.recipients ?? [],
        body: mail?.body ?? '',
        notification_user_uuid: admin?.id,
      }}
      mutation={useSetSendTask(idsOf(props))}
      saved={() => t('workflows.steps.saved')}
      readOnly={props.readOnly}
      testId="step-email-save"
    >
      <Form.Item
        name="recipients"
        label={t('workflows.steps.recipients')}
        extra={t('workflows.steps.recipientsHelp')}
      >
        <Select
          mode="tags"
          tokenSeparators={[',', ' ']}
          open={false}
          data-testid="step-recipients"
        />
      </Form.Item>
      <Form.Item name="body" label={t('workflows.steps.body')}>
        <Input.TextArea rows={3} maxLength={250} showCount data-testid="step-body" />
      </Form.Item>
      <Form.Item name="notification_user_uuid" label={t('workflows.steps.notificationUser')}>
        <PeopleSelect
          multiple={false}
          admins
          known={admin ? [admin] : []}
          testId="step-notification-user"
        />
      </Form.Item>
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
