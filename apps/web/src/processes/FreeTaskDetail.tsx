import { CheckOutlined } from '@ant-design/icons';
import { type FreeTaskDetailDto, TaskCommentInput } from '@custodia/contracts';
import { App, Button, Card, Descriptions, Empty, Flex, Form, List, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LongTextField } from '../platform/ActionDialog.tsx';
import { BackLink } from '../platform/BackLink.tsx';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { paths, recordPath } from '../platform/paths.ts';
import { StatusTag } from '../platform/StatusTag.tsx';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { linkedFilesLabels } from './freeTaskLabels.ts';
import {
  taskKindLabels,
  taskPriorityLabels,
  taskStatusColors,
  taskStatusLabels,
} from './processLabels.ts';
import { ReassignTaskButton } from './TaskActions.tsx';
import { TaskRecordValues } from './TaskRecordValues.tsx';
import { useLeaveTask } from './useLeaveTask.ts';
import { useCommentTask, useCompleteFreeTask } from './useTaskWork.ts';

function TaskData({ task }: { task: FreeTaskDetailDto }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const names = (people: { name: string }[]) => people.map((person) => person.name).join(', ');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="free-task-data"
      items={[
        {
          key: 'record',
          label: t('freeTasks.fields.record'),
          children: (
            <Link to={recordPath(task.record)} data-testid="free-task-record">
              {task.record.number}
            </Link>
          ),
        },
        {
          key: 'status',
          label: t('freeTasks.fields.status'),
          children: (
            <StatusTag
              status={task.status}
              labels={taskStatusLabels}
              colors={taskStatusColors}
              testId="free-task-status"
            />
          ),
        },
        { key: 'assignee', label: t('freeTasks.fields.assignee'), children: task.assignee.name },
        { key: 'sender', label: t('freeTasks.fields.sender'), children: task.sender.name },
        {
          key: 'priority',
          label: t('freeTasks.fields.priority'),
          children: t(taskPriorityLabels[task.priority]),
        },
        { key: 'kind', label: t('freeTasks.fields.kind'), children: t(taskKindLabels[task.kind]) },
        {
          key: 'received',
          label: t('freeTasks.fields.receivedAt'),
          children: dateTime(task.received_at),
        },
        {
          key: 'due',
          label: t('freeTasks.fields.due'),
          children: <DeadlineTag due={task.due_at} colour={task.colour} />,
        },
        {
          key: 'notified',
          label: t('freeTasks.fields.notified'),
          children: names(task.notified) || '—',
        },
        {
          key: 'linked',
          label: t('freeTasks.fields.linkedFiles'),
          children: t(linkedFilesLabels[task.linked_files]),
        },
        ...(task.reason
          ? [{ key: 'reason', label: t('freeTasks.fields.reason'), children: task.reason }]
          : []),
      ]}
    />
  );
}

/** Spec §4: completing asks first, then goes to the task box. */
function CompleteButton({ task, onDone }: { task: FreeTaskDetailDto; onDone(): void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const complete = useCompleteFreeTask(task.id);
  // The task's one completion: a doubled press or a retry completes it once.
  const completeKey = useRef(crypto.randomUUID());
  return (
    <Button
      type="primary"
      icon={<CheckOutlined />}
      loading={complete.isPending}
      data-testid="free-task-complete"
      onClick={() =>
        modal.confirm({
          title: t('freeTasks.complete.title', { subject: task.subject }),
          content: t('freeTasks.complete.warning'),
          okText: t('processes.complete.confirm'),
          cancelText: t('common.cancel'),
          okButtonProps: { 'data-testid': 'free-task-complete-confirm' },
          onOk: () =>
            complete.mutateAsync(completeKey.current).then(() => {
              message.success(t('freeTasks.complete.done', { subject: task.subject }));
              onDone();
            }),
        })
      }
    >
      {t('processes.complete.action')}
    </Button>
  );
}

function CommentForm({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const comment = useCommentTask(taskId);
  const { form, formProps, validate, showServerErrors } = useSchemaForm(TaskCommentInput);

  function submit(values: Record<string, unknown>): void {
    const input = validate(values);
    if (!input) return;
    comment
      .mutateAsync(input)
      .then(() => {
        form.resetFields(['comment']);
        message.success(t('freeTasks.comment.done'));
      })
      .catch((error) => showServerErrors(error));
  }

  return (
    <Form {...formProps} layout="vertical" onFinish={submit} data-testid="free-task-comment-form">
      <LongTextField
        name="comment"
        label="freeTasks.fields.comment"
        testId="free-task-comment-text"
      />
      <SubmitButton busy={comment.isPending} testId="free-task-comment-submit">
        {t('freeTasks.comment.add')}
      </SubmitButton>
    </Form>
  );
}

/**
 * `/taskBox/detail/:id` for a free task (spec §3): what it asks, on which record and by when, the
 * record's data and files that go with it, its comments and what the person may do with it.
 */
export function FreeTaskDetail({ task }: { task: FreeTaskDetailDto }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { leave } = useLeaveTask();
  const { abilities } = task;
  return (
    <Flex vertical gap={24}>
      <Card
        title={t('freeTasks.detail.of', { subject: task.subject })}
        extra={<BackLink to={paths.taskBox} label="processes.task.toTaskBox" testId="task-back" />}
        data-testid="free-task-detail"
      >
        <TaskData task={task} />
      </Card>
      {(abilities.complete || abilities.reassign) && (
        <Card title={t('processes.task.actions')} data-testid="free-task-actions">
          <Flex gap={8} wrap>
            {abilities.complete && <CompleteButton task={task} onDone={leave} />}
            {abilities.reassign && (
              <ReassignTaskButton
                task={task}
                title={t('freeTasks.reassign.title', { subject: task.subject })}
                onDone={leave}
              />
            )}
          </Flex>
        </Card>
      )}
      <TaskRecordValues values={task.record_values} testId="free-task-record-values" />
      <Card title={t('freeTasks.detail.files')}>
        {task.files.length === 0 ? (
          <Empty description={t('freeTasks.detail.noFiles')} />
        ) : (
          <List
            dataSource={task.files}
            rowKey="id"
            data-testid="free-task-files"
            renderItem={(file) => (
              <List.Item>
                <List.Item.Meta title={file.name} description={file.subject} />
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card title={t('freeTasks.detail.comments')} data-testid="free-task-comments">
        {task.comments.length === 0 ? (
          <Empty description={t('freeTasks.detail.noComments')} />
        ) : (
          <List
            dataSource={task.comments}
            rowKey="id"
            renderItem={(comment) => (
              <List.Item>
                <List.Item.Meta
                  title={`${comment.author.name} · ${dateTime(comment.created_at)}`}
                  description={
                    <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
                      {comment.comment}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        )}
        {abilities.comment && <CommentForm taskId={task.id} />}
      </Card>
    </Flex>
  );
}
