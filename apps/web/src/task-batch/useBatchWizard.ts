import { AccomplishBatchInput, type BatchOutcomeDto } from '@custodia/contracts';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../platform/i18n.ts';
import { useAccomplishBatch, useBatchPlan } from './useTaskBatch.ts';

/** The next step and its responsible, when the sender chooses them. */
export type Choice = { next_step_uuid?: string; next_user_uuid?: string };

const commentRule = AccomplishBatchInput.shape.comment;

/**
 * The wizard's state: the step shown, the choice of next step and responsible, and the comment;
 * going on checks the comment, and closing forgets all of it for the next batch.
 */
export function useBatchWizard({
  open,
  taskIds,
  onClose,
  onDone,
}: {
  open: boolean;
  taskIds: string[];
  onClose(): void;
  onDone(outcome: BatchOutcomeDto): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const plan = useBatchPlan(taskIds, open);
  const accomplish = useAccomplishBatch();
  const key = useRef(crypto.randomUUID());
  const [current, setCurrent] = useState(0);
  const [choice, setChoice] = useState<Choice>({});
  const [comment, setComment] = useState('');
  const [commentProblem, setCommentProblem] = useState<string | null>(null);

  const data = plan.data;
  const needsUser =
    data?.next_steps.length === 1 &&
    (data.next_steps[0]?.candidates.length ?? 0) > 0 &&
    !choice.next_user_uuid;

  function close(): void {
    setCurrent(0);
    setChoice({});
    setComment('');
    setCommentProblem(null);
    accomplish.reset();
    key.current = crypto.randomUUID();
    onClose();
  }

  function next(): void {
    if (current === 2) {
      const checked = commentRule.safeParse(comment);
      if (!checked.success) {
        setCommentProblem(translateMessage(checked.error.issues[0]?.message ?? 'fieldRequired'));
        return;
      }
    }
    setCurrent(current + 1);
  }

  function complete(): void {
    accomplish.mutate(
      { tasks: taskIds, comment, ...choice, key: key.current },
      {
        onSuccess: (outcome) => {
          message.success(t('taskBatch.done', { count: outcome.tasks.length }));
          onDone(outcome);
          close();
        },
      },
    );
  }

  function changeComment(text: string): void {
    setComment(text);
    setCommentProblem(null);
  }

  return {
    plan,
    accomplish,
    current,
    back: () => setCurrent(current - 1),
    next,
    canGoOn: Boolean(data) && !(current === 1 && needsUser),
    choice,
    setChoice,
    comment,
    changeComment,
    commentProblem,
    close,
    complete,
  };
}
