import { type BatchOutcomeDto, type BatchPlanDto, limits } from '@custodia/contracts';
import { Alert, Button, Flex, Form, Input, Modal, Spin, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { BatchRefusal } from './BatchRefusal.tsx';
import { StepsOfBatch } from './StepsOfBatch.tsx';
import { useBatchWizard } from './useBatchWizard.ts';

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

/**
 * The batch wizard (spec §4): the selection verified by the server (50098–50100, 50106 naming the
 * tasks), the current step with the previous and next ones and, when the sender chooses, whom the
 * next goes to; then the comment every task records (4–1000); then a confirmation that completes
 * them all at once, or none of them.
 */
export function BatchWizard({ open, taskIds, labels, onClose, onDone }: BatchWizardProps) {
  const { t } = useTranslation();
  const wizard = useBatchWizard({ open, taskIds, onClose, onDone });
  const { plan, accomplish } = wizard;
  const data = plan.data;
  const body = [
    plan.isPending ? (
      <Spin key="verify" />
    ) : plan.isError ? (
      <BatchRefusal key="verify" error={plan.error} labels={labels} />
    ) : (
      <VerifiedSelection key="verify" plan={data} />
    ),
    data && (
      <StepsOfBatch key="steps" plan={data} choice={wizard.choice} onChoose={wizard.setChoice} />
    ),
    <BatchComment
      key="comment"
      comment={wizard.comment}
      problem={wizard.commentProblem}
      onChange={wizard.changeComment}
    />,
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

  return (
    <Modal
      open={open}
      title={t('taskBatch.title', { count: taskIds.length })}
      onCancel={wizard.close}
      destroyOnHidden
      width={640}
      footer={
        <WizardFooter
          first={wizard.current === 0}
          last={wizard.current === body.length - 1}
          canGoOn={wizard.canGoOn}
          completing={accomplish.isPending}
          onCancel={wizard.close}
          onBack={wizard.back}
          onNext={wizard.next}
          onComplete={wizard.complete}
        />
      }
      data-testid="batch-wizard"
    >
      <Flex vertical gap={16}>
        <Steps
          size="small"
          current={wizard.current}
          items={[
            { title: t('taskBatch.step.verify') },
            { title: t('taskBatch.step.steps') },
            { title: t('taskBatch.step.comment') },
            { title: t('taskBatch.step.confirm') },
          ]}
        />
        {body[wizard.current]}
      </Flex>
    </Modal>
  );
}

/** The selection as the server verified it: how many tasks, at which step, and their numbers. */
function VerifiedSelection({ plan }: { plan: BatchPlanDto | undefined }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="success"
      showIcon
      title={t('taskBatch.verified', { count: plan?.tasks.length ?? 0, step: plan?.step.name })}
      description={plan?.tasks.map((task) => task.record.number).join(', ')}
      data-testid="batch-verified"
    />
  );
}

/** The comment every task of the batch records, and why it is refused when it is. */
function BatchComment({
  comment,
  problem,
  onChange,
}: {
  comment: string;
  problem: string | null;
  onChange(comment: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical">
      <Form.Item
        label={t('taskBatch.comment')}
        htmlFor="batch-comment"
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? t('taskBatch.comment.help')}
      >
        <Input.TextArea
          id="batch-comment"
          rows={4}
          maxLength={limits.comment.max}
          showCount
          value={comment}
          onChange={(event) => onChange(event.target.value)}
          data-testid="batch-comment"
        />
      </Form.Item>
    </Form>
  );
}

/** Cancel at one end; back, and next or complete on the last step, at the other. */
function WizardFooter({
  first,
  last,
  canGoOn,
  completing,
  onCancel,
  onBack,
  onNext,
  onComplete,
}: {
  first: boolean;
  last: boolean;
  canGoOn: boolean;
  completing: boolean;
  onCancel(): void;
  onBack(): void;
  onNext(): void;
  onComplete(): void;
}) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" gap={8} wrap>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Flex gap={8}>
        {!first && (
          <Button onClick={onBack} data-testid="batch-back">
            {t('taskBatch.back')}
          </Button>
        )}
        {last ? (
          <Button
            type="primary"
            loading={completing}
            onClick={onComplete}
            data-testid="batch-complete"
          >
            {t('taskBatch.complete')}
          </Button>
        ) : (
          <Button type="primary" disabled={!canGoOn} onClick={onNext} data-testid="batch-next">
            {t('taskBatch.next')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
