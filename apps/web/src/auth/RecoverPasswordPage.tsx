import { PasswordResetRequest, usersApi } from '@custodia/contracts';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AntdProviders } from '../platform/AntdProviders.tsx';
import { call } from '../platform/api.ts';
import { paths } from '../platform/paths.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { AuthCard } from './AuthCard.tsx';

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link to={paths.login} data-testid="back-to-login">
      {t('auth.backToLogin')}
    </Link>
  );
}

/** A visitor's screen built with antd: it brings antd's providers, which the plain shell has not. */
export default function RecoverPasswordPage() {
  return (
    <AntdProviders>
      <RecoverPassword />
    </AntdProviders>
  );
}

function RecoverPassword() {
  const { t } = useTranslation();
  const { formProps, validate, showServerErrors } = useSchemaForm(PasswordResetRequest);
  const send = useMutation({
    mutationFn: (input: PasswordResetRequest) =>
      call(usersApi.requestPasswordReset, { body: input }),
    onError: showServerErrors,
  });

  // The answer is the same whether or not the account exists, so it reveals nothing.
  if (send.isSuccess) {
    return (
      <Result
        status="success"
        title={t('auth.recover.sentTitle')}
        subTitle={<span data-testid="recover-sent">{send.data.detail}</span>}
        extra={<BackToLogin />}
      />
    );
  }

  function submit(values: unknown): void {
    const input = validate(values);
    if (input) send.mutate(input);
  }

  return (
    <AuthCard>
      <Typography.Paragraph type="secondary">{t('auth.recover.intro')}</Typography.Paragraph>
      <Form {...formProps} name="recover" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="email" label={t('auth.recover.email')}>
          <Input autoComplete="username" data-testid="recover-email" />
        </Form.Item>
        <Form.Item>
          <SubmitButton block busy={send.isPending} testId="recover-submit">
            {t('auth.recover.submit')}
          </SubmitButton>
        </Form.Item>
        <BackToLogin />
      </Form>
    </AuthCard>
  );
}
