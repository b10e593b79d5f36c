import type { MetricsYearDto } from '@custodia/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { MetricsHeader } from './MetricsHeader.tsx';
import { MetricsSection } from './MetricsSection.tsx';
import { recordFigures } from './metricsColumns.ts';
import { useMetricsByYear } from './useMetrics.ts';

/** `/metrics/recordListByYear` (spec §2): records and cancellations of every year with filings. */
export default function MetricsByYearPage() {
  const { t } = useTranslation();
  const figures = recordFigures<MetricsYearDto>(t);
  const data = useMetricsByYear().data;
  return (
    <Flex vertical gap={16}>
      <MetricsHeader foldedAt={data?.folded_at} />
      {!data ? (
        <Loading />
      ) : (
        <MetricsSection<MetricsYearDto>
          title={t('metrics.byYear.title')}
          table="years"
          year={undefined}
          rows={data.years}
          rowKey={(row) => String(row.year)}
          empty={t('metrics.noYears')}
          chart={{ x: 'year', series: figures.series }}
          columns={[{ title: t('metrics.column.year'), dataIndex: 'year' }, ...figures.columns]}
        />
      )}
    </Flex>
  );
}
