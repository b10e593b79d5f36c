import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainButton } from '../platform/PlainButton.tsx';
import { PlainField, PlainInput, PlainPasswordInput } from '../platform/PlainField.tsx';
import { paths } from '../platform/paths.ts';
import { useFieldMarks } from '../platform/useFieldMarks.ts';
import { AuthCard } from './AuthCard.tsx';

const loadLogIn = () => import('./logIn.ts');

/**
 * The first screen, and the lightest: plain elements in antd's look (docs/decisions.md 44). What
 * logging in needs arrives once the person starts filling the form.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { marks, mark, clearChanged } = useFieldMarks();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    setBusy(true);
    try {
      const { logIn } = await loadLogIn();
      mark(await logIn(values));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard>
      <form
        name="login"
        noValidate
        onSubmit={(event) => void submit(event)}
        onInput={clearChanged}
        onFocus={() => void loadLogIn()}
      >
        <PlainField id="login_user_name" label={t('auth.login.userName')} message={marks.user_name}>
          <PlainInput
            name="user_name"
            autoComplete="username"
            placeholder={t('auth.login.userNamePlaceholder')}
            data-testid="login-user-name"
          />
        </PlainField>
        <PlainField id="login_password" label={t('auth.login.password')} message={marks.password}>
          <PlainPasswordInput
            name="password"
            autoComplete="current-password"
            data-testid="login-password"
          />
        </PlainField>
        <div className="plain-field">
          <PlainButton type="submit" variant="primary" block busy={busy} data-testid="login-submit">
            {t('auth.login.submit')}
          </PlainButton>
        </div>
        <Link to={paths.recoverPassword} data-testid="login-forgot">
          {t('auth.login.forgot')}
        </Link>
      </form>
    </AuthCard>
  );
}
