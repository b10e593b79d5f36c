import { SendTaskInput } from '@custodia/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PeopleSelect } from './PeopleSelect.tsx';
import { StepSettingsForm } from './StepSettingsForm.tsx';
import { idsOf, type StepProps } from './stepProps.ts';
import { useSetSendTask } from './useWorkflowSteps.ts';

/** An e-mail task's message: its recipients, its text, and an administrator who receives it too. */
export function SendTaskCard(props: StepProps) {
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
