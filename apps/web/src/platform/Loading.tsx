import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code or the session is on its way: antd's large Spin, drawn by plain.css,
 * since it shows before antd has loaded.
 */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="plain plain-loading" style={{ minHeight: fullPage ? '100vh' : 240 }}>
      <div className="plain-spin" aria-live="polite" aria-busy="true">
        <span className="plain-spin-dots">
          <i />
          <i />
          <i />
          <i />
        </span>
        <div className="plain-spin-description">{t('app.loading')}</div>
      </div>
    </div>
  );
}
