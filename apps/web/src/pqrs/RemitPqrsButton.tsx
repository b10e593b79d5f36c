import { limits, pqrsLimits, RemissionInput } from '@custodia/contracts';
import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, LongTextField } from '../platform/ActionDialog.tsx';
import { useRemitPqrs } from './useRecordPqrs.ts';

/**
 * Ley 1755 art. 21: a PQRS the company is not competent for goes to the entity that is, within
 * five business days of filing; the entity gets its text and the petitioner is told.
 */
export function RemitPqrsButton({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const remit = useRemitPqrs(recordId);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="pqrs-remit">
        {t('pqrs.remit.open')}
      </Button>
      <ActionDialog
        open={open}
        title={t('pqrs.remit.title')}
        okText={t('pqrs.remit.confirm')}
        busy={remit.isPending}
        schema={RemissionInput}
        onSubmit={(input) =>
          remit.mutateAsync(input).then(() => message.success(t('pqrs.remit.done')))
        }
        onClose={() => setOpen(false)}
        testId="pqrs-remit-dialog"
      >
        <Typography.Paragraph type="secondary">{t('pqrs.remit.help')}</Typography.Paragraph>
        <Form.Item name="entity_name" label={t('pqrs.remit.entityName')} required>
          <Input maxLength={pqrsLimits.entityName.max} data-testid="pqrs-remit-entity-name" />
        </Form.Item>
        <Form.Item name="entity_email" label={t('pqrs.remit.entityEmail')} required>
          <Input type="email" maxLength={limits.email.max} data-testid="pqrs-remit-entity-email" />
        </Form.Item>
        <LongTextField
          name="reason"
          label="pqrs.remit.reason"
          rows={4}
          testId="pqrs-remit-reason"
        />
      </ActionDialog>
    </>
  );
}
