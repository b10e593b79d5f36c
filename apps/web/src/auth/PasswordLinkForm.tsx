import { authApi, errorCatalogue, PasswordResetInput, usersApi } from '@custodia/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call, readQuery } from '../platform/api.ts';
import { notify } from '../platform/feedback.ts';
import { ApiError } from '../platform/http.ts';
import { Loading } from '../platform/Loading.tsx';
import { paths } from '../platform/paths.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { AuthCard } from './AuthCard.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

const linkInvalid = errorCatalogue.passwordLinkInvalid.code;
const refused = (error: unknown, codes: number[]) =>
  error instanceof ApiError && error.code !== null && codes.includes(error.code);
/** The check refuses a used or expired link (10011) and a malformed one (30010) alike. */
const checkRefusals = [linkInvalid, errorCatalogue.validation.code];

/**
 * The screen behind an e-mailed link (`?user=<id>&token=<token>`): the welcome e-mail of a new
 * user (first password) or a reset request. Both links end in the same API call. The link is
 * checked as the page opens, so a used or expired one says so before anything is typed.
 */
export function PasswordLinkForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const userId = search.get('user');
  const token = search.get('token');
  const { formProps, validate, showServerErrors } = useSchemaForm(PasswordResetInput);
  const check = useQuery({
    ...readQuery(
      authApi.checkPasswordLink,
      { body: { user: userId ?? '', token: token ?? '' } },
      { handledCodes: checkRefusals },
    ),
    enabled: Boolean(userId && token),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const save = useMutation({
    mutationFn: (input: PasswordResetInput) =>
      call(usersApi.resetPassword, { params: { id: userId ?? '' }, body: input }),
    onSuccess: () => {
      // A notice of the whole app: it stays on the login page this screen gives way to.
      notify({ level: 'success', content: t('auth.link.saved') });
      navigate(paths.login);
    },
    onError: showServerErrors,
  });

  // Any other failure of the check leaves the form: the submission checks the link again.
  if (
    !userId ||
    !token ||
    refused(check.error, checkRefusals) ||
    refused(save.error, [linkInvalid])
  ) {
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

  if (check.isPending) return <Loading />;

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
