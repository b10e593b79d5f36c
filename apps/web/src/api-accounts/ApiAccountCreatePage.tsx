import { ApiAccountInput, type ApiAccountSecretDto, errorCatalogue } from '@custodia/contracts';
import { Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { ApiAccountSecretModal } from './ApiAccountSecretModal.tsx';
import { useCreateApiAccount } from './useApiAccounts.ts';

const conflictFields = {
  [errorCatalogue.apiAccountNameTaken.code]: 'name',
} satisfies Record<number, keyof ApiAccountInput>;

export default function ApiAccountCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { formProps, validate, showServerErrors } = useSchemaForm(ApiAccountInput);
  const create = useCreateApiAccount();
  const [secret, setSecret] = useState<ApiAccountSecretDto | null>(null);

  function submit(values: unknown): void {
    const input = validate(values);
    if (!input) return;
    create.mutate(input, {
      onSuccess: setSecret,
      onError: (error) => showServerErrors(error, conflictFields),
    });
  }

  return (
    <Card
      extra={
        <BackLink
          to={paths.apiAccountList}
          label="apiAccounts.back"
          testId="back-to-api-account-list"
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('apiAccounts.create.help')}</Typography.Paragraph>
      <Form
        {...formProps}
        name="apiAccount"
        layout="vertical"
        onFinish={submit}
        style={{ maxWidth: 480 }}
      >
        <Form.Item name="name" label={t('apiAccounts.fields.name')} required>
          <Input autoComplete="off" data-testid="api-account-form-name" />
        </Form.Item>
        <Space>
          <SubmitButton busy={create.isPending} testId="api-account-form-submit">
            {t('apiAccounts.create.submit')}
          </SubmitButton>
          <LinkButton to={paths.apiAccountList}>{t('common.cancel')}</LinkButton>
        </Space>
      </Form>
      <ApiAccountSecretModal secret={secret} onClose={() => navigate(paths.apiAccountList)} />
    </Card>
  );
}
