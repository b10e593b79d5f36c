import type { TFunction } from 'i18next';
import type { ChartSeries } from './MetricsChart.tsx';

/** A column of counts, right-aligned so that their digits line up. */
export function countColumn<T>(title: string, dataIndex: keyof T & string) {
  return { title, dataIndex, align: 'right' as const };
}

/** Records filed and cancelled: the bars of a chart and the columns of its table. */
export function recordFigures<T extends { records: number; cancelled: number }>(t: TFunction) {
  const series: ChartSeries[] = [
    { key: 'records', label: t('metrics.column.records') },
    { key: 'cancelled', label: t('metrics.column.cancelled') },
  ];
  return {
    series,
    columns: [
      countColumn<T>(t('metrics.column.records'), 'records'),
      countColumn<T>(t('metrics.column.cancelled'), 'cancelled'),
    ],
  };
}
