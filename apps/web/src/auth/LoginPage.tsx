import { authApi, errorCatalogue, LoginInput, type MessageKey } from '@custodia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths.ts';
import { call } from '../platform/api.ts';
import { ApiError } from '../platform/http.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { clearSession, setSession } from '../platform/session.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { AuthCard } from './AuthCard.tsx';
import { sessionQueryKey } from './useSessionRefresh.ts';

type Refusal = { kind: 'error' | 'warning' | 'info'; title: MessageKey };

/** Spec §8 login handling: each refusal has its own dialog; 'no password yet' is only informative. */
const refusals: Record<number, Refusal> = {
  [errorCatalogue.wrongCredentials.code]: { kind: 'error', title: 'auth.login.failedTitle' },
  [errorCatalogue.accountLocked.code]: { kind: 'error', title: 'auth.login.lockedTitle' },
  [errorCatalogue.userNotActive.code]: { kind: 'warning', title: 'auth.login.inactiveTitle' },
  [errorCatalogue.passwordExpired.code]: { kind: 'warning', title: 'auth.login.expiredTitle' },
  [errorCatalogue.passwordNotSet.code]: { kind: 'info', title: 'auth.login.noPasswordTitle' },
};
const refusalCodes = Object.keys(refusals).map(Number);

export default function LoginPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { formProps, validate, showServerErrors } = useSchemaForm(LoginInput);

  const login = useMutation({
    mutationFn: (input: LoginInput) =>
      call(authApi.login, { body: input }, { handledCodes: refusalCodes }),
    // The route guard takes it from here: to the dashboard, or to renewal if the password expired.
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      setSession(session);
    },
    onError: (error) => {
      clearSession();
      showServerErrors(error);
      const refusal = error instanceof ApiError && error.code !== null && refusals[error.code];
      if (refusal) modal[refusal.kind]({ title: t(refusal.title), content: error.detail });
    },
  });

  function submit(values: unknown): void {
    const input = validate(values);
    if (input) login.mutate(input);
  }

  return (
    <AuthCard>
      <Form {...formProps} name="login" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="user_name" label={t('auth.login.userName')}>
          <Input
            autoComplete="username"
            placeholder={t('auth.login.userNamePlaceholder')}
            data-testid="login-user-name"
          />
        </Form.Item>
        <Form.Item name="password" label={t('auth.login.password')}>
          <Input.Password autoComplete="current-password" data-testid="login-password" />
        </Form.Item>
        <Form.Item>
          <SubmitButton block busy={login.isPending} testId="login-submit">
            {t('auth.login.submit')}
          </SubmitButton>
        </Form.Item>
        <Link to={paths.recoverPassword} data-testid="login-forgot">
          {t('auth.login.forgot')}
        </Link>
      </Form>
    </AuthCard>
  );
}
