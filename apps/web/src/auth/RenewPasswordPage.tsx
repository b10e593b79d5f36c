import { errorCatalogue, PasswordChangeInput, usersApi } from '@custodia/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../platform/api.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useActiveSession } from '../platform/session.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useEndSession } from './useLogout.ts';

const refusalFields = {
  [errorCatalogue.currentPasswordWrong.code]: 'current_password',
  [errorCatalogue.passwordUnchanged.code]: 'password',
} satisfies Record<number, keyof PasswordChangeInput>;

/** The user changes their own password: when it expired, or by choice from the user menu. */
export default function RenewPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useActiveSession();
  const endSession = useEndSession();
  const { formProps, validate, showServerErrors } = useSchemaForm(PasswordChangeInput);

  const change = useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      call(usersApi.changeOwnPassword, { params: { id: session.user.id }, body: input }),
    // The server ends every session of the user on a password change, this one included.
    onSuccess: () => {
      endSession();
      message.success(t('auth.renew.changed'));
    },
    onError: (error) => showServerErrors(error, refusalFields),
  });

  function submit(values: unknown): void {
    const input = validate(values);
    if (input) change.mutate(input);
  }

  return (
    <Card style={{ maxWidth: 520 }}>
      {session.password_expiration_days === 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('errors.10045')}
          style={{ marginBottom: 24 }}
          data-testid="password-expired-notice"
        />
      )}
      <Form {...formProps} name="renewPassword" layout="vertical" onFinish={submit}>
        {/* Lets password managers file the new password under this account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={session.user_name}
          readOnly
          hidden
        />
        <Form.Item name="current_password" label={t('auth.password.current')} required>
          <Input.Password autoComplete="current-password" data-testid="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <SubmitButton busy={change.isPending} testId="renew-password-submit">
          {t('auth.password.save')}
        </SubmitButton>
      </Form>
    </Card>
  );
}
