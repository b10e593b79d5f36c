import type { ApiAccountSecretDto } from '@custodia/contracts';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The generated password of a third-party account. Only its hash is kept, so this is the one
 * chance to copy it: the dialog closes only through its button, never by a stray click outside.
 */
export function ApiAccountSecretModal({
  secret,
  onClose,
}: {
  secret: ApiAccountSecretDto | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== null}
      title={t('apiAccounts.secret.title', { name: secret?.name ?? '' })}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="api-account-password-close">
          {t('apiAccounts.secret.done')}
        </Button>
      }
    >
      <Alert
        type="warning"
        showIcon
        title={t('apiAccounts.secret.warning')}
        style={{ marginBottom: 16 }}
      />
      {secret && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            {
              key: 'user',
              label: t('apiAccounts.fields.userName'),
              children: secret.user_name,
            },
            {
              key: 'password',
              label: t('apiAccounts.secret.password'),
              children: (
                <Typography.Text
                  code
                  copyable={{
                    text: secret.password,
                    tooltips: [t('apiAccounts.secret.copy'), t('apiAccounts.secret.copied')],
                  }}
                >
                  <span data-testid="api-account-password">{secret.password}</span>
                </Typography.Text>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
