import type { DashboardDto } from '@custodia/contracts';
import { Flex, Typography, theme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../platform/dates.ts';

type Day = NonNullable<DashboardDto['records']>['per_day'][number];

const HEIGHT = 120;
const BAR = 10;
const GAP = 4;

/**
 * Filings per day as bars. A chart library would weigh more than the rest of the dashboard; the
 * bars are a few rectangles, each titled with its day and count for the pointer. The days at
 * either end and the total with the busiest day are written under the bars, where they are read
 * without a pointer, and they describe the chart to a screen reader, which reads it as one image.
 */
export function FilingActivityChart({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const summaryId = useId();
  const busiest = days.reduce<Day | undefined>(
    (most, day) => (day.count > (most?.count ?? 0) ? day : most),
    undefined,
  );
  const highest = Math.max(1, busiest?.count ?? 0);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const width = days.length * (BAR + GAP);
  const [first] = days;
  const last = days.at(-1);
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text type="secondary" aria-hidden>
        {t('dashboard.records.chart')}
      </Typography.Text>
      <svg
        role="img"
        aria-label={t('dashboard.records.chart')}
        aria-describedby={summaryId}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        data-testid="dashboard-filing-chart"
      >
        {days.map((day, index) => {
          const height = Math.max(1, (day.count / highest) * (HEIGHT - 4));
          return (
            <rect
              key={day.day}
              x={index * (BAR + GAP)}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              rx={2}
              fill={day.count > 0 ? token.colorPrimary : token.colorBorderSecondary}
              data-count={day.count}
            >
              <title>
                {t('dashboard.records.day', { day: formatDay(day.day), count: day.count })}
              </title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <Flex justify="space-between" data-testid="dashboard-filing-range">
          <Typography.Text type="secondary">{formatDay(first.day)}</Typography.Text>
          <Typography.Text type="secondary">{formatDay(last.day)}</Typography.Text>
        </Flex>
      )}
      <figcaption id={summaryId} data-testid="dashboard-filing-summary">
        {t('dashboard.records.total', {
          count: total,
          total: new Intl.NumberFormat(i18n.language).format(total),
        })}
        {busiest &&
          `; ${t('dashboard.records.busiest', { day: formatDay(busiest.day), count: busiest.count })}`}
      </figcaption>
    </figure>
  );
}
