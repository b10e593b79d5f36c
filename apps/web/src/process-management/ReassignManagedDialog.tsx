import { ManagementReassignInput } from '@custodia/contracts';
import { App, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionDialog, ReasonField } from '../platform/ActionDialog.tsx';
import { PersonPicker } from './PersonPicker.tsx';
import { useManagedReassign } from './useProcessManagement.ts';

type Props = {
  open: boolean;
  /** The tasks selected (1–20). */
  tasks: string[];
  /** The holder the list was narrowed to: each task must still be theirs (50070). */
  holder?: string;
  onClose(): void;
  onDone(): void;
};

/**
 * Spec §7 management/reassign: the selected tasks to one active person, for a reason; the dialog
 * says how many it gives and is the confirmation, and the new holder is told by mail.
 */
export function ReassignManagedDialog({ open, tasks, holder, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reassign = useManagedReassign();
  return (
    <ActionDialog
      open={open}
      title={t('processManagement.reassign.title', { count: tasks.length })}
      okText={t('processManagement.reassign.confirm')}
      busy={reassign.isPending}
      schema={ManagementReassignInput}
      extra={{ tasks, property_user_uuid: holder }}
      onSubmit={(input) =>
        reassign.mutateAsync(input).then((given) => {
          message.success(
            t('processManagement.reassign.done', {
              count: given.length,
              name: given[0]?.assignee.name ?? '',
            }),
          );
          onDone();
        })
      }
      onClose={onClose}
      testId="management-reassign-dialog"
    >
      <Typography.Paragraph>
        {t('processManagement.reassign.warning', { count: tasks.length })}
      </Typography.Paragraph>
      <Form.Item
        name="reassign_user_uuid"
        label={t('processManagement.reassign.user')}
        htmlFor="management-reassign-user"
        required
      >
        <PersonPicker
          id="management-reassign-user"
          excluded={holder}
          testId="management-reassign-user"
        />
      </Form.Item>
      <ReasonField label="processes.fields.reason" testId="management-reassign-reason" />
    </ActionDialog>
  );
}
