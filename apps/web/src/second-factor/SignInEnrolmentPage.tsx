import { type EnrolledSessionDto, type EnrolmentDto, secondFactorApi } from '@custodia/contracts';
import { useMutation } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { startSession } from '../auth/index.ts';
import { AntdProviders } from '../platform/AntdProviders.tsx';
import { call } from '../platform/api.ts';
import { Loading } from '../platform/Loading.tsx';
import { paths } from '../platform/paths.ts';
import { EnrolmentForm, RecoveryCodes } from './EnrolmentSteps.tsx';

/** The sign-in's challenge, carried from the login screen in the page's history state. */
function useChallenge(): string | null {
  const state: unknown = useLocation().state;
  const challenge = typeof state === 'object' && state !== null && Reflect.get(state, 'challenge');
  return typeof challenge === 'string' ? challenge : null;
}

function Enrolment({ challenge }: { challenge: string }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<EnrolmentDto | null>(null);
  const [enrolled, setEnrolled] = useState<EnrolledSessionDto | null>(null);
  const begin = useMutation({
    mutationFn: () => call(secondFactorApi.signInEnrolment, { body: { challenge } }),
    onSuccess: setEnrolment,
  });
  const confirm = useMutation({
    mutationFn: (code: string) =>
      call(secondFactorApi.signInConfirm, { body: { challenge, code } }),
    onSuccess: setEnrolled,
  });
  const { mutate } = begin;
  useEffect(() => mutate(), [mutate]);

  if (enrolled) {
    const { recovery_codes: codes, ...session } = enrolled;
    // The session begins once the codes are kept: the guard then leaves this screen.
    return <RecoveryCodes codes={codes} onDone={() => startSession(session)} />;
  }
  if (!enrolment) return <Loading />;
  return (
    <>
      <Typography.Paragraph>{t('secondFactor.signIn.required')}</Typography.Paragraph>
      <EnrolmentForm
        enrolment={enrolment}
        confirming={confirm.isPending}
        onConfirm={confirm.mutateAsync}
      />
    </>
  );
}

/**
 * A person the company requires a second factor of, and who has none, sets one up here after their
 * password and before any other screen; its first code opens the session.
 */
export default function SignInEnrolmentPage() {
  const challenge = useChallenge();
  if (!challenge) return <Navigate to={paths.login} replace />;
  // A visitor's screen: its antd and its queries come with it, as the password links' do.
  return (
    <AntdProviders>
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <Enrolment challenge={challenge} />
      </Card>
    </AntdProviders>
  );
}
