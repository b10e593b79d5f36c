import type { DashboardDto } from '@custodia/contracts';
import { theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dayFormat } from '../platform/dates.ts';

type Day = NonNullable<DashboardDto['records']>['per_day'][number];

const HEIGHT = 120;
const BAR = 10;
const GAP = 4;

/**
 * Filings per day as bars. A chart library would weigh more than the rest of the dashboard; the
 * bars are a few rectangles, each titled with its day and count for pointer and screen reader.
 */
export function FilingActivityChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const highest = Math.max(1, ...days.map((day) => day.count));
  const width = days.length * (BAR + GAP);
  return (
    <svg
      role="img"
      aria-label={t('dashboard.records.chart')}
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
              {t('dashboard.records.day', {
                day: dayjs(day.day).format(dayFormat),
                count: day.count,
              })}
            </title>
          </rect>
        );
      })}
    </svg>
  );
}
