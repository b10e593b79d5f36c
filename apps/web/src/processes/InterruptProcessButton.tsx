import { StopOutlined } from '@ant-design/icons';
import { InterruptInput } from '@custodia/contracts';
import { App, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, ReasonField } from '../platform/ActionDialog.tsx';
import { useInterruptProcess } from './useProcesses.ts';

/**
 * Spec §4 interruption: the reason is asked, and the dialog says what follows (no later task
 * runs), so confirming it is the confirmation. `onDone` follows a done interruption.
 */
export function InterruptProcessButton({
  process,
  onDone,
}: {
  process: { id: string; number: number };
  onDone?(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const interrupt = useInterruptProcess(process.id);
  return (
    <>
      <Button
        danger
        icon={<StopOutlined />}
        onClick={() => setOpen(true)}
        data-testid="process-interrupt"
      >
        {t('processes.interrupt.action')}
      </Button>
      <ActionDialog
        open={open}
        title={t('processes.interrupt.title', { number: process.number })}
        okText={t('processes.interrupt.confirm')}
        danger
        busy={interrupt.isPending}
        schema={InterruptInput}
        onSubmit={(input) =>
          interrupt.mutateAsync(input).then(() => {
            message.success(t('processes.interrupt.done', { number: process.number }));
            onDone?.();
          })
        }
        onClose={() => setOpen(false)}
        testId="process-interrupt-dialog"
      >
        <Typography.Paragraph>{t('processes.interrupt.warning')}</Typography.Paragraph>
        <ReasonField label="processes.fields.reason" testId="process-interrupt-reason" />
      </ActionDialog>
    </>
  );
}
