import { RollbackOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { ReassignTaskInput, ReturnTaskInput, type TaskDetailDto } from '@custodia/contracts';
import { Alert, App, Button, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, ReasonField } from '../platform/ActionDialog.tsx';
import { ApiError } from '../platform/http.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import {
  useReassignCandidates,
  useReassignTask,
  useReturnChoices,
  useReturnTask,
} from './useProcesses.ts';

type Props = {
  task: TaskDetailDto;
  /** What follows a done action, and what follows a refusal (the task may be someone else's). */
  onDone(): void;
};

/**
 * Spec §4 reassign: to another active user of the company, with a reason; a free task's and a
 * process task's alike (`title` names which).
 */
export function ReassignTaskButton({
  task,
  title,
  onDone,
}: Omit<Props, 'task'> & { task: { id: string }; title: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const candidates = useReassignCandidates(task.id, open);
  const reassign = useReassignTask(task.id);
  // Spec §8: 50016, the step no longer allows reassigning, is said where the users are picked.
  const refused = candidates.error instanceof ApiError ? candidates.error.detail : null;
  return (
    <>
      <Button
        icon={<UserSwitchOutlined />}
        onClick={() => setOpen(true)}
        data-testid="task-reassign"
      >
        {t('processes.reassign.action')}
      </Button>
      <ActionDialog
        open={open}
        title={title}
        okText={t('processes.reassign.confirm')}
        busy={reassign.isPending}
        blocked={refused !== null}
        schema={ReassignTaskInput}
        onSubmit={(input) =>
          reassign.mutateAsync(input).then((reassigned) => {
            message.success(t('processes.reassign.done', { name: reassigned.name }));
            onDone();
          })
        }
        onClose={() => setOpen(false)}
        testId="task-reassign-dialog"
      >
        {refused ? (
          <Alert type="error" showIcon title={refused} data-testid="task-reassign-refused" />
        ) : (
          <>
            <Form.Item name="user_uuid" label={t('processes.reassign.user')} required>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={candidates.isPending}
                options={candidates.data?.map((user) => ({ value: user.id, label: user.name }))}
                data-testid="task-reassign-user"
              />
            </Form.Item>
            <ReasonField label="processes.fields.reason" testId="task-reassign-reason" />
          </>
        )}
      </ActionDialog>
    </>
  );
}

/**
 * Spec §4 return to step: back to an earlier step the process completed, which goes to whoever
 * first completed it. With none to go back to, the dialog says so.
 */
export function ReturnTaskButton({ task, onDone }: Props) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const choices = useReturnChoices(task.id, open);
  const back = useReturnTask(task.id);
  const none = choices.isSuccess && choices.data.length === 0;
  return (
    <>
      <Button icon={<RollbackOutlined />} onClick={() => setOpen(true)} data-testid="task-return">
        {t('processes.return.action')}
      </Button>
      <ActionDialog
        open={open}
        title={t('processes.return.title', { step: task.step.name })}
        okText={t('processes.return.confirm')}
        busy={back.isPending}
        blocked={none}
        schema={ReturnTaskInput}
        onSubmit={(input) =>
          back.mutateAsync(input).then(() => {
            message.success(t('processes.return.done'));
            onDone();
          })
        }
        onClose={() => setOpen(false)}
        testId="task-return-dialog"
      >
        {none ? (
          <Alert
            type="warning"
            showIcon
            title={t('processes.return.none')}
            data-testid="task-return-none"
          />
        ) : (
          <>
            <Form.Item name="return_process_task_uuid" label={t('processes.return.step')} required>
              <Select
                loading={choices.isPending}
                options={choices.data?.map((choice) => ({
                  value: choice.task_id,
                  label: t('processes.return.choice', {
                    step: choice.step,
                    name: choice.completed_by.name,
                    at: dateTime(choice.completed_at),
                  }),
                }))}
                data-testid="task-return-step"
              />
            </Form.Item>
            <ReasonField label="processes.fields.reason" testId="task-return-reason" />
          </>
        )}
      </ActionDialog>
    </>
  );
}
