import { CheckOutlined } from '@ant-design/icons';
import type { NextStepDto, TaskDetailDto } from '@custodia/contracts';
import { Button, Card, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFields } from '../forms/index.ts';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { useCompleteTaskForm } from './useCompleteTaskForm.ts';

/**
 * Whom the next step goes to, when the step says its sender chooses (spec §3). With several such
 * steps ahead, the person picks the step too.
 */
function NextResponsible({ steps }: { steps: NextStepDto[] }) {
  const { t } = useTranslation();
  const chosen = Form.useWatch('next_step_uuid');
  const only = steps.length === 1 ? steps[0] : undefined;
  const step = only ?? steps.find((candidate) => candidate.id === chosen);
  // Not preserved: a choice for a step the data form no longer leads to is not sent.
  return (
    <>
      <Form.Item
        name="next_step_uuid"
        label={t('processes.task.nextStep')}
        hidden={only !== undefined}
        initialValue={only?.id}
        preserve={false}
        rules={[{ required: true, message: t('fieldRequired') }]}
      >
        <Select
          options={steps.map((next) => ({ value: next.id, label: next.name }))}
          data-testid="task-next-step"
        />
      </Form.Item>
      <Form.Item
        name="next_user_uuid"
        label={t('processes.task.nextUser', { step: step?.name ?? '' })}
        preserve={false}
        rules={[{ required: true, message: t('fieldRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!step}
          options={step?.candidates.map((user) => ({ value: user.id, label: user.name }))}
          data-testid="task-next-user"
        />
      </Form.Item>
    </>
  );
}

/**
 * What the holder fills in and completes the task with: the step's data form and the next
 * responsible when theirs to choose. Completing asks first (spec §4).
 */
export function CompleteTask({ task, onDone }: { task: TaskDetailDto; onDone(): void }) {
  const { t } = useTranslation();
  const { formProps, initialValues, send, refusal, choosing, sending } = useCompleteTaskForm(
    task,
    onDone,
  );
  const dataForm = task.data_form;
  return (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={initialValues}
      onFinish={send}
      data-testid="task-complete-form"
    >
      <RefusalAlert refusal={refusal} testId="task-complete-refusal" />
      {dataForm && (
        <Card
          type="inner"
          title={dataForm.name}
          style={{ marginBottom: 16 }}
          data-testid="task-data-form"
        >
          <RecordFields fields={dataForm.fields} mode="file" />
        </Card>
      )}
      {choosing.length > 0 && (
        <NextResponsible key={choosing.map((step) => step.id).join()} steps={choosing} />
      )}
      <Button
        type="primary"
        htmlType="submit"
        icon={<CheckOutlined />}
        loading={sending}
        data-testid="task-complete"
      >
        {t('processes.complete.action')}
      </Button>
    </Form>
  );
}
