import {
  type WebhookDto,
  WebhookInput,
  type WebhookSecretDto,
  webhookEvents,
} from '@custodia/contracts';
import { App, Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { useSaveWebhook } from './useWebhooks.ts';
import { webhookEventLabels } from './webhookLabels.ts';

/** The address's refusals, marked on the address field. */
const addressCodes = { 70023: 'url', 70024: 'url', 70025: 'url' };

/**
 * Subscribes an address to events, or changes a subscription (`editing`). A new one's secret is
 * handed to `onCreated`, to be shown once.
 */
export function WebhookFormModal({
  open,
  editing,
  onClose,
  onCreated,
}: {
  open: boolean;
  editing: WebhookDto | null;
  onClose(): void;
  onCreated(created: WebhookSecretDto): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveWebhook();
  const { formProps, validate, showServerErrors } = useSchemaForm(WebhookInput);

  function submit(values: unknown): void {
    const body = validate(values);
    if (!body) return;
    save
      .mutateAsync({ id: editing?.id, body })
      .then(({ created }) => {
        message.success(t('webhooks.saved'));
        if (created) onCreated(created);
        onClose();
      })
      .catch((error) => showServerErrors(error, addressCodes));
  }

  return (
    <Modal
      open={open}
      title={t(editing ? 'webhooks.editTitle' : 'webhooks.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'webhook-save' }}
      onOk={() => formProps.form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        {...formProps}
        name="webhook"
        layout="vertical"
        preserve={false}
        initialValues={editing ?? { url: '', events: [], active: true }}
        onFinish={submit}
      >
        <Form.Item name="url" label={t('webhooks.url')} required>
          <Input inputMode="url" placeholder="https://" data-testid="webhook-url" />
        </Form.Item>
        <Form.Item name="events" label={t('webhooks.events')}>
          <Checkbox.Group
            style={{ display: 'grid', gap: 4 }}
            options={webhookEvents.map((event) => ({
              value: event,
              label: t(webhookEventLabels[event]),
            }))}
          />
        </Form.Item>
        <Form.Item name="active" label={t('webhooks.active')} valuePropName="checked">
          <Switch data-testid="webhook-active" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
