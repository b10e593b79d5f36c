import type { WebhookSecretDto } from '@custodia/contracts';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A new subscription's signing secret. It is never shown again, so the dialog closes only through
 * its button, never by a stray click outside.
 */
export function WebhookSecretModal({
  created,
  onClose,
}: {
  created: WebhookSecretDto | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={created !== null}
      title={t('webhooks.secret.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="webhook-secret-close">
          {t('webhooks.secret.done')}
        </Button>
      }
    >
      <Alert
        type="warning"
        showIcon
        title={t('webhooks.secret.help')}
        style={{ marginBottom: 16 }}
      />
      {created && (
        <Typography.Text code copyable={{ text: created.secret }}>
          <span data-testid="webhook-secret">{created.secret}</span>
        </Typography.Text>
      )}
    </Modal>
  );
}
