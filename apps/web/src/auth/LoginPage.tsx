import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PlainButton } from '../platform/PlainButton.tsx';
import { PlainField, PlainInput, PlainPasswordInput } from '../platform/PlainField.tsx';
import { paths } from '../platform/paths.ts';
import { useFieldMarks } from '../platform/useFieldMarks.ts';
import { AuthCard } from './AuthCard.tsx';

const loadLogIn = () => import('./logIn.ts');

/**
 * The second step of a sign-in, on the same screen: the code of the person's authenticator, or
 * one of their recovery codes. A lock or an expired step goes back to the password.
 */
function CodeStep({ challenge, onRestart }: { challenge: string; onRestart(): void }) {
  const { t } = useTranslation();
  const { marks, mark, clearChanged } = useFieldMarks();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    setBusy(true);
    try {
      const { logInWithCode } = await loadLogIn();
      const outcome = await logInWithCode(challenge, values);
      if (outcome.restart) onRestart();
      else mark(outcome.marks);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      name="login-code"
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={clearChanged}
    >
      <p>{t('secondFactor.signIn.help')}</p>
      <PlainField id="login-code_code" label={t('secondFactor.signIn.code')} message={marks.code}>
        <PlainInput name="code" autoComplete="one-time-code" autoFocus data-testid="login-code" />
      </PlainField>
      <p className="plain-secondary">{t('secondFactor.signIn.recoveryHelp')}</p>
      <div className="plain-field">
        <PlainButton
          type="submit"
          variant="primary"
          block
          busy={busy}
          data-testid="login-code-submit"
        >
          {t('secondFactor.signIn.submit')}
        </PlainButton>
      </div>
      <PlainButton type="button" block onClick={onRestart} data-testid="login-code-back">
        {t('secondFactor.signIn.back')}
      </PlainButton>
    </form>
  );
}

/**
 * The first screen, and the lightest: plain elements in antd's look (docs/decisions.md 44). What
 * logging in needs arrives once the person starts filling the form.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { marks, mark, clearChanged } = useFieldMarks();
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    setBusy(true);
    try {
      const { logIn } = await loadLogIn();
      const outcome = await logIn(values);
      mark(outcome.marks);
      if (outcome.next?.step === 'enrol') {
        navigate(paths.secondFactorEnrol, { state: { challenge: outcome.next.challenge } });
      } else if (outcome.next) setChallenge(outcome.next.challenge);
    } finally {
      setBusy(false);
    }
  }

  if (challenge) {
    return (
      <AuthCard>
        <CodeStep challenge={challenge} onRestart={() => setChallenge(null)} />
      </AuthCard>
    );
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
