import NoFound from 'antd/es/result/noFound';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { plainButtonClass } from '../platform/PlainButton.tsx';
import { paths } from '../platform/paths.ts';
import { useSession } from '../platform/session.ts';

/**
 * A 'nothing here' screen with a way back to the start: the dashboard, or the login page. The
 * shell's h1 names it; this says what happened, as antd's 404 Result with its picture, drawn by
 * the plain kit since visitors meet it too.
 */
export function MissingResult({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation();
  const home = useSession() ? paths.dashboard : paths.login;
  return (
    <div className="plain plain-result">
      <div className="plain-result-image">
        <NoFound />
      </div>
      <div className="plain-result-subtitle">{subtitle}</div>
      <div className="plain-result-extra">
        <Link to={home} className={plainButtonClass('primary')} data-testid="not-found-home">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
