import { type BatchOutcomeDto, ReassignBatchInput } from '@custodia/contracts';
import { App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionDialog, ReasonField } from '../platform/ActionDialog.tsx';
import { useReassignCandidates } from '../processes/index.ts';
import { BatchRefusal } from './BatchRefusal.tsx';
import { useReassignBatch } from './useTaskBatch.ts';

export type ReassignBatchDialogProps = {
  open: boolean;
  /** The tasks selected in the task box (2–20 the person holds, of one workflow and step). */
  taskIds: string[];
  labels?: Readonly<Record<string, string>>;
  onClose(): void;
  onDone(outcome: BatchOutcomeDto): void;
};

/**
 * Spec §7 reassign-batch: every selected task to one active person, for a reason, all or none.
 * The people offered are those the first task may go to (its step's rule is the batch's: they
 * share it); the server checks every task again.
 */
export function ReassignBatchDialog({
  open,
  taskIds,
  labels,
  onClose,
  onDone,
}: ReassignBatchDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const candidates = useReassignCandidates(taskIds[0] ?? '', open && taskIds.length > 0);
  const reassign = useReassignBatch();
  return (
    <ActionDialog
      open={open}
      title={t('taskBatch.reassign.title', { count: taskIds.length })}
      okText={t('processes.reassign.confirm')}
      busy={reassign.isPending}
      blocked={candidates.isError}
      schema={ReassignBatchInput}
      extra={{ tasks: taskIds }}
      onSubmit={(input) =>
        reassign.mutateAsync(input).then((outcome) => {
          message.success(
            t('taskBatch.reassign.done', {
              count: outcome.tasks.length,
              name: outcome.tasks[0]?.assignee.name ?? '',
            }),
          );
          onDone(outcome);
        })
      }
      onClose={() => {
        reassign.reset();
        onClose();
      }}
      testId="batch-reassign-dialog"
    >
      {candidates.isError && <BatchRefusal error={candidates.error} labels={labels} />}
      {reassign.isError && <BatchRefusal error={reassign.error} labels={labels} />}
      <Form.Item
        name="user_uuid"
        label={t('processes.reassign.user')}
        htmlFor="batch-reassign-user"
        required
      >
        <Select
          id="batch-reassign-user"
          showSearch={{ optionFilterProp: 'label' }}
          loading={candidates.isPending}
          options={candidates.data?.map((user) => ({ value: user.id, label: user.name }))}
          data-testid="batch-reassign-user"
        />
      </Form.Item>
      <ReasonField label="processes.fields.reason" testId="batch-reassign-reason" />
    </ActionDialog>
  );
}
