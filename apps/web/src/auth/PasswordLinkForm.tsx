import { errorCatalogue, PasswordResetInput, usersApi } from '@custodia/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../app/paths.ts';
import { call } from '../platform/api.ts';
import { ApiError } from '../platform/http.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { AuthCard } from './AuthCard.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/**
 * The screen behind an e-mailed link (`?user=<id>&token=<token>`): the welcome e-mail of a new
 * user (first password) or a reset request. Both links end in the same API call.
 */
export function PasswordLinkForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const userId = search.get('user');
  const token = search.get('token');
  const { formProps, validate, showServerErrors } = useSchemaForm(PasswordResetInput);

  const save = useMutation({
    mutationFn: (input: PasswordResetInput) =>
      call(usersApi.resetPassword, { params: { id: userId ?? '' }, body: input }),
    onSuccess: () => {
      message.success(t('auth.link.saved'));
      navigate(paths.login);
    },
    onError: showServerErrors,
  });

  const linkRefused =
    save.error instanceof ApiError && save.error.code === errorCatalogue.passwordLinkInvalid.code;
  if (!userId || !token || linkRefused) {
    return (
      <Result
        status="warning"
        title={t('auth.link.invalidTitle')}
        subTitle={t('errors.10011')}
        extra={
          <Link to={paths.recoverPassword} data-testid="request-new-link">
            {t('auth.link.requestNew')}
          </Link>
        }
      />
    );
  }

  function submit(values: Record<string, unknown>): void {
    const input = validate({ ...values, token });
    if (input) save.mutate(input);
  }

  return (
    <AuthCard>
      <Form {...formProps} name="passwordLink" layout="vertical" onFinish={submit}>
        <NewPasswordFields />
        <SubmitButton block busy={save.isPending} testId="password-link-submit">
          {t('auth.password.save')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
