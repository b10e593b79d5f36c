import { CommentInput, limits, type ProcessCommentDto } from '@custodia/contracts';
import { App, Card, Empty, Form, Input, List, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { useCommentProcess } from './useProcesses.ts';

/** An open task the person may comment on, as its step names it. */
export type CommentableTask = { id: string; step: string };

/**
 * Spec §3 comment: 4–1000 characters on one open task. With several such tasks the person picks
 * the one it is about; with one it goes to that one.
 */
function CommentForm({ processId, tasks }: { processId: string; tasks: CommentableTask[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const comment = useCommentProcess(processId);
  const { form, formProps, validate, showServerErrors } = useSchemaForm(CommentInput);
  const only = tasks.length === 1 ? tasks[0] : undefined;

  function submit(values: Record<string, unknown>): void {
    const input = validate(only ? { ...values, process_task_uuid: only.id } : values);
    if (!input) return;
    comment
      .mutateAsync(input)
      .then(() => {
        form.resetFields(['comment']);
        message.success(t('processes.comments.done'));
      })
      .catch((error) => showServerErrors(error));
  }

  return (
    <Form {...formProps} layout="vertical" onFinish={submit} data-testid="process-comment-form">
      {!only && (
        <Form.Item name="process_task_uuid" label={t('processes.comments.task')} required>
          <Select
            options={tasks.map((task) => ({ value: task.id, label: task.step }))}
            data-testid="process-comment-task"
          />
        </Form.Item>
      )}
      <Form.Item
        name="comment"
        label={
          only ? t('processes.comments.newOn', { step: only.step }) : t('processes.comments.new')
        }
        required
      >
        <Input.TextArea
          rows={3}
          maxLength={limits.comment.max}
          showCount
          data-testid="process-comment-text"
        />
      </Form.Item>
      <SubmitButton busy={comment.isPending} testId="process-comment-submit">
        {t('processes.comments.submit')}
      </SubmitButton>
    </Form>
  );
}

/** The process's comments, oldest first, and the form to add one where the person may. */
export function ProcessComments({
  processId,
  comments,
  commentable,
}: {
  processId: string;
  comments: ProcessCommentDto[];
  commentable: CommentableTask[];
}) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  return (
    <Card title={t('processes.comments.title')} data-testid="process-comments">
      {comments.length === 0 ? (
        <Empty description={t('processes.comments.none')} />
      ) : (
        <List
          dataSource={comments}
          rowKey="id"
          renderItem={(comment) => (
            <List.Item>
              <List.Item.Meta
                title={t('processes.comments.by', {
                  name: comment.author.name,
                  step: comment.step,
                  at: dateTime(comment.created_at),
                })}
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
      {commentable.length > 0 && <CommentForm processId={processId} tasks={commentable} />}
    </Card>
  );
}
