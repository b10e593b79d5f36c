import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../app/paths.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { useSession } from '../platform/session.ts';

/**
 * A 'nothing here' screen with a way back to the start: the dashboard, or the login page. The
 * shell's h1 names it; this says what happened.
 */
export function MissingResult({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation();
  const home = useSession() ? paths.dashboard : paths.login;
  return (
    <Result
      status="404"
      subTitle={subtitle}
      extra={
        <LinkButton to={home} type="primary" data-testid="not-found-home">
          {t('notFound.home')}
        </LinkButton>
      }
    />
  );
}
