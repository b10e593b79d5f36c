import { StopOutlined } from '@ant-design/icons';
import { CancelRecordInput, limits, type RecordDto } from '@custodia/contracts';
import { App, Button, Form, Input, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { useCancelRecord } from './useRecords.ts';

/**
 * Spec §4 cancellation: the reason is asked and the person confirms in one dialog that says what
 * follows (the record stays listed and takes no more changes, files or processes). `compact` is
 * the icon a list row shows.
 */
export function CancelRecordButton({
  record,
  compact = false,
}: {
  record: Pick<RecordDto, 'id' | 'form_id' | 'number'>;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const cancel = useCancelRecord(record.form_id, record.id);
  const { formProps, form, validate, showServerErrors } = useSchemaForm(CancelRecordInput);

  function submit(values: unknown): void {
    const input = validate(values);
    if (!input) return;
    cancel
      .mutateAsync(input)
      .then(() => {
        setOpen(false);
        message.success(t('records.cancel.done', { number: record.number }));
      })
      .catch((error) => showServerErrors(error));
  }

  return (
    <>
      {compact ? (
        <Tooltip title={t('records.actions.cancel')}>
          <Button
            type="text"
            danger
            icon={<StopOutlined />}
            aria-label={t('records.actions.cancel')}
            onClick={() => setOpen(true)}
            data-testid="record-row-cancel"
          />
        </Tooltip>
      ) : (
        <Button
          danger
          icon={<StopOutlined />}
          onClick={() => setOpen(true)}
          data-testid="record-cancel"
        >
          {t('records.actions.cancel')}
        </Button>
      )}
      <Modal
        open={open}
        title={t('records.cancel.title', { number: record.number })}
        okText={t('records.cancel.confirm')}
        okButtonProps={{
          danger: true,
          loading: cancel.isPending,
          'data-testid': 'record-cancel-confirm',
        }}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('records.cancel.warning')}</Typography.Paragraph>
        <Form {...formProps} layout="vertical" onFinish={submit} data-testid="record-cancel-form">
          <Form.Item name="reason" label={t('records.cancel.reason')} required>
            <Input.TextArea rows={3} maxLength={limits.cancelReason.max} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
