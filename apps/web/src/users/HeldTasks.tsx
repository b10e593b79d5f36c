import { type InboxTaskDto, ReassignHeldInput, type UserDto } from '@custodia/contracts';
import { Alert, App, Card, Form, Radio, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonField } from '../platform/ActionDialog.tsx';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { taskPath } from '../platform/paths.ts';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { useHeldTasks, useReassignHeld } from '../tasks/index.ts';
import { PeopleSelect } from '../workflows/index.ts';

/**
 * The tasks the user holds (a page's worth, soonest due first) and how many in all, for whoever
 * may change the user's status; none for anyone else.
 */
function useHeld(user: UserDto): { items: InboxTaskDto[]; count: number } {
  return useHeldTasks(user.id, user.abilities.changeStatus).data ?? { items: [], count: 0 };
}

/** What names a task of either type: its step, or a free task's own subject. */
const taskName = (task: InboxTaskDto) => task.step?.name ?? task.subject;

/** Said over the status form: the server refuses to inactivate or retire a holder of tasks (50023). */
export function HeldTasksNotice({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { count } = useHeld(user);
  if (count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('processes.held.statusHelp', { count })}
      style={{ marginBottom: 24 }}
      data-testid="held-tasks-notice"
    />
  );
}

type Mode = 'all' | 'each';

type Values = {
  user_uuid?: string;
  /** Each row's new holder, in the order of the rows. */
  tasks?: { user_uuid?: string }[];
  reason?: string;
};

/**
 * The user's open tasks (spec §4), given all to one person or each to its own, with a reason; once
 * none is left the card goes and the status may change.
 */
export function HeldTasksCard({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const held = useHeld(user).items;
  const [mode, setMode] = useState<Mode>('all');
  const { form, formProps, validate, showServerErrors } = useSchemaForm(ReassignHeldInput);
  const reassign = useReassignHeld(user.id);
  if (held.length === 0) return null;

  function submit(values: Values): void {
    const input = validate(
      mode === 'all'
        ? { user_uuid: values.user_uuid, reason: values.reason }
        : {
            tasks: held.map((task, index) => ({
              task_id: task.id,
              user_uuid: values.tasks?.[index]?.user_uuid,
            })),
            reason: values.reason,
          },
    );
    if (!input) return;
    reassign.mutate(input, {
      onSuccess: (remaining) => {
        message.success(t('processes.held.done'));
        // Rows still listed (given to the user meanwhile) are a new choice; with none, the form is gone.
        if (remaining.count > 0) form.resetFields();
      },
      onError: showServerErrors,
    });
  }

  const columns: TableColumnsType<InboxTaskDto> = [
    {
      title: t('processes.fields.record'),
      key: 'record',
      render: (_, task) => (
        <Link to={taskPath(task.id)} data-testid="held-task-link">
          {task.record.number}
        </Link>
      ),
    },
    {
      title: t('processes.fields.workflow'),
      key: 'workflow',
      render: (_, task) => task.workflow?.name ?? t('tasks.box.freeTask'),
    },
    { title: t('processes.fields.step'), key: 'step', render: (_, task) => taskName(task) },
    {
      title: t('processes.fields.dueAt'),
      key: 'due',
      render: (_, task) => <DeadlineTag due={task.due_at} colour={task.colour} />,
    },
    ...(mode === 'each'
      ? [
          {
            title: t('processes.reassign.user'),
            key: 'holder',
            render: (_: unknown, task: InboxTaskDto, index: number) => (
              <Form.Item name={['tasks', index, 'user_uuid']} style={{ margin: 0 }}>
                <PeopleSelect
                  multiple={false}
                  exclude={user.id}
                  known={[]}
                  label={t('processes.held.taskHolder', {
                    step: taskName(task),
                    number: task.record.number,
                  })}
                  testId="held-task-holder"
                />
              </Form.Item>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={t('processes.held.title')} data-testid="held-tasks">
      <Form {...formProps} layout="vertical" name="held-tasks" onFinish={submit}>
        <ScrollRegion label={t('processes.held.title')}>
          <Table
            rowKey="id"
            columns={columns}
            dataSource={held}
            pagination={false}
            data-testid="held-tasks-table"
          />
        </ScrollRegion>
        <Form.Item label={t('processes.held.mode')} style={{ marginTop: 16 }}>
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value)}
            options={[
              { value: 'all', label: t('processes.held.all') },
              { value: 'each', label: t('processes.held.each') },
            ]}
            data-testid="held-tasks-mode"
          />
        </Form.Item>
        {mode === 'all' && (
          <Form.Item name="user_uuid" label={t('processes.reassign.user')} required>
            <PeopleSelect
              multiple={false}
              exclude={user.id}
              known={[]}
              testId="held-tasks-holder"
            />
          </Form.Item>
        )}
        <ReasonField label="processes.fields.reason" testId="held-tasks-reason" />
        <SubmitButton busy={reassign.isPending} testId="held-tasks-submit">
          {t('processes.held.submit')}
        </SubmitButton>
      </Form>
    </Card>
  );
}
