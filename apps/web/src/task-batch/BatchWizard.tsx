import {
  AccomplishBatchInput,
  type BatchOutcomeDto,
  type BatchPlanDto,
  limits,
} from '@custodia/contracts';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Spin,
  Steps,
  Tag,
} from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../platform/http.ts';
import { translateMessage } from '../platform/i18n.ts';
import { useAccomplishBatch, useBatchPlan } from './useTaskBatch.ts';

export type BatchWizardProps = {
  open: boolean;
  /** The tasks selected in the task box (2–20 the person holds). */
  taskIds: string[];
  /** How each task is named to the person (its filing number), when a refusal names it. */
  labels?: Readonly<Record<string, string>>;
  onClose(): void;
  /** Called once the batch is done, with its tasks and the tasks their processes wait on next. */
  onDone(outcome: BatchOutcomeDto): void;
};

/** The tasks a refusal names, under `tasks.<id>` of its data, with why each one. */
export function refusedTasks(error: unknown, labels: Readonly<Record<string, string>> = {}) {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors)
    .filter(([key]) => key.startsWith('tasks.'))
    .map(([key, why]) => {
      const id = key.slice('tasks.'.length);
      return { id, label: labels[id] ?? id, why };
    });
}

/** A refusal of the selection or of the batch: what the server said, and the tasks it is about. */
export function BatchRefusal({
  error,
  labels,
}: {
  error: unknown;
  labels?: Readonly<Record<string, string>>;
}) {
  const tasks = refusedTasks(error, labels);
  return (
    <Alert
      type="error"
      showIcon
      title={error instanceof ApiError ? error.detail : String(error)}
      description={
        tasks.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {tasks.map((task) => (
              <li key={task.id}>
                {task.label}: {task.why}
              </li>
            ))}
          </ul>
        )
      }
      data-testid="batch-refused"
    />
  );
}

type Choice = { next_step_uuid?: string; next_user_uuid?: string };

/** The steps, the tasks' previous and next ones, and whom the sender may give the next one to. */
function StepsOfBatch({
  plan,
  choice,
  onChoose,
}: {
  plan: BatchPlanDto;
  choice: Choice;
  onChoose(choice: Choice): void;
}) {
  const { t } = useTranslation();
  const choosable = plan.next_steps.filter((step) => step.candidates.length > 0);
  const chosenStep = choosable.find((step) => step.id === choice.next_step_uuid) ?? choosable[0];
  const names = (steps: { id: string; name: string }[], none: string) =>
    steps.length === 0 ? none : steps.map((step) => <Tag key={step.id}>{step.name}</Tag>);
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'workflow', label: t('processes.fields.workflow'), children: plan.workflow.name },
          {
            key: 'previous',
            label: t('taskBatch.steps.previous'),
            children: names(plan.previous_steps, t('taskBatch.steps.none')),
          },
          {
            key: 'current',
            label: t('taskBatch.steps.current'),
            children: <span data-testid="batch-current-step">{plan.step.name}</span>,
          },
          {
            key: 'next',
            label: t('taskBatch.steps.next'),
            children: names(plan.next_steps, t('taskBatch.steps.end')),
          },
        ]}
      />
      {chosenStep && (
        <Form layout="vertical">
          {choosable.length > 1 && (
            <Form.Item label={t('taskBatch.steps.choosableStep')} htmlFor="batch-next-step">
              <Select
                id="batch-next-step"
                value={chosenStep.id}
                options={choosable.map((step) => ({ value: step.id, label: step.name }))}
                onChange={(next_step_uuid: string) => onChoose({ next_step_uuid })}
                data-testid="batch-next-step"
              />
            </Form.Item>
          )}
          <Form.Item
            label={t('processes.start.responsible', { step: chosenStep.name })}
            htmlFor="batch-next-user"
            required={plan.next_steps.length === 1}
          >
            <Select
              id="batch-next-user"
              value={choice.next_user_uuid}
              options={chosenStep.candidates.map((user) => ({ value: user.id, label: user.name }))}
              onChange={(next_user_uuid: string) =>
                onChoose({ next_step_uuid: chosenStep.id, next_user_uuid })
              }
              data-testid="batch-next-user"
            />
          </Form.Item>
        </Form>
      )}
    </Flex>
  );
}

const commentRule = AccomplishBatchInput.shape.comment;

/**
 * The batch wizard (spec §4): the selection verified by the server (50098–50100, 50106 naming the
 * tasks), the current step with the previous and next ones and, when the sender chooses, whom the
 * next goes to; then the comment every task records (4–1000); then a confirmation that completes
 * them all at once, or none of them.
 */
export function BatchWizard({ open, taskIds, labels, onClose, onDone }: BatchWizardProps) {
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

  const body = [
    plan.isPending ? (
      <Spin key="verify" />
    ) : plan.isError ? (
      <BatchRefusal key="verify" error={plan.error} labels={labels} />
    ) : (
      <Alert
        key="verify"
        type="success"
        showIcon
        title={t('taskBatch.verified', { count: data?.tasks.length ?? 0, step: data?.step.name })}
        description={data?.tasks.map((task) => task.record.number).join(', ')}
        data-testid="batch-verified"
      />
    ),
    data && <StepsOfBatch key="steps" plan={data} choice={choice} onChoose={setChoice} />,
    <Form key="comment" layout="vertical">
      <Form.Item
        label={t('taskBatch.comment')}
        htmlFor="batch-comment"
        required
        validateStatus={commentProblem ? 'error' : undefined}
        help={commentProblem ?? t('taskBatch.comment.help')}
      >
        <Input.TextArea
          id="batch-comment"
          rows={4}
          maxLength={limits.comment.max}
          showCount
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setCommentProblem(null);
          }}
          data-testid="batch-comment"
        />
      </Form.Item>
    </Form>,
    <Flex key="confirm" vertical gap={12}>
      <Alert
        type="warning"
        showIcon
        title={t('taskBatch.confirm.warning', {
          count: taskIds.length,
          step: data?.step.name ?? '',
        })}
      />
      {accomplish.isError && <BatchRefusal error={accomplish.error} labels={labels} />}
    </Flex>,
  ];

  const last = current === body.length - 1;
  return (
    <Modal
      open={open}
      title={t('taskBatch.title', { count: taskIds.length })}
      onCancel={close}
      destroyOnHidden
      width={640}
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Flex gap={8}>
            {current > 0 && (
              <Button onClick={() => setCurrent(current - 1)} data-testid="batch-back">
                {t('taskBatch.back')}
              </Button>
            )}
            {last ? (
              <Button
                type="primary"
                loading={accomplish.isPending}
                onClick={complete}
                data-testid="batch-complete"
              >
                {t('taskBatch.complete')}
              </Button>
            ) : (
              <Button
                type="primary"
                disabled={!data || (current === 1 && needsUser)}
                onClick={next}
                data-testid="batch-next"
              >
                {t('taskBatch.next')}
              </Button>
            )}
          </Flex>
        </Flex>
      }
      data-testid="batch-wizard"
    >
      <Flex vertical gap={16}>
        <Steps
          size="small"
          current={current}
          items={[
            { title: t('taskBatch.step.verify') },
            { title: t('taskBatch.step.steps') },
            { title: t('taskBatch.step.comment') },
            { title: t('taskBatch.step.confirm') },
          ]}
        />
        {body[current]}
      </Flex>
    </Modal>
  );
}
