import { Alert, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';
import { useCompanyToday, useDateTime } from '../platform/useDateTime.ts';

/** The years offered: this one and the nine before it. */
const YEARS_OFFERED = 10;

const views = [
  { path: paths.metrics, label: 'metrics.nav.overview', testId: 'metrics-nav-overview' },
  { path: paths.metricsByForm, label: 'metrics.byForm.title', testId: 'metrics-nav-forms' },
  { path: paths.metricsByYear, label: 'metrics.byYear.title', testId: 'metrics-nav-years' },
] as const;

type Props = {
  foldedAt: string | null | undefined;
  /** The year shown, and its change; a screen of every year has none. */
  year?: { value: number | undefined; shown: number | undefined; onChange(year: number): void };
};

/**
 * What every metrics screen starts with: links between its three views (buttons rather than
 * tabs, which read badly on a phone), the year, and when the figures were last brought up to date.
 */
export function MetricsHeader({ foldedAt, year }: Props) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = useCompanyToday().year();
  return (
    <Flex vertical gap={12}>
      <nav aria-label={t('metrics.nav')}>
        <Flex gap={8} wrap>
          {views.map((view) => (
            <LinkButton
              key={view.path}
              to={view.path}
              type={pathname === view.path ? 'primary' : 'default'}
              aria-current={pathname === view.path ? 'page' : undefined}
              data-testid={view.testId}
            >
              {t(view.label)}
            </LinkButton>
          ))}
        </Flex>
      </nav>
      <Flex gap={12} align="center" wrap>
        {year && (
          <Flex gap={8} align="center">
            <label htmlFor="metrics-year">{t('metrics.year')}</label>
            <Select
              id="metrics-year"
              value={year.value ?? year.shown}
              style={{ width: 110 }}
              options={Array.from({ length: YEARS_OFFERED }, (_, index) => ({
                value: current - index,
                label: String(current - index),
              }))}
              onChange={year.onChange}
              data-testid="metrics-year"
            />
          </Flex>
        )}
        {foldedAt === null ? (
          <Alert type="info" showIcon title={t('metrics.notFolded')} data-testid="metrics-folded" />
        ) : (
          <Typography.Text type="secondary" data-testid="metrics-folded">
            {foldedAt && t('metrics.foldedAt', { date: dateTime(foldedAt) })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
