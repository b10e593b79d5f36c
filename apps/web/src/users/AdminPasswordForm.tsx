import { NewPasswordInput } from '@custodia/contracts';
import { App, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../auth/index.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { useSetUserPassword } from './useUsers.ts';

/** An administrator sets another user's password. */
export function AdminPasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, formProps, validate, showServerErrors } = useSchemaForm(NewPasswordInput);
  const setPassword = useSetUserPassword(userId);

  function submit(values: unknown): void {
    const input = validate(values);
    if (!input) return;
    setPassword.mutate(input, {
      onSuccess: () => {
        form.resetFields();
        message.success(t('users.newPassword.saved'));
      },
      onError: showServerErrors,
    });
  }

  return (
    <Form
      {...formProps}
      name="newPassword"
      layout="vertical"
      onFinish={submit}
      style={{ maxWidth: 420 }}
    >
      <Typography.Paragraph type="secondary">{t('users.newPassword.help')}</Typography.Paragraph>
      <NewPasswordFields />
      <SubmitButton busy={setPassword.isPending} testId="admin-password-submit">
        {t('auth.password.save')}
      </SubmitButton>
    </Form>
  );
}
