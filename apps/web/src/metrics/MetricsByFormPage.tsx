import type { MetricsFormDto } from '@custodia/contracts';
import { Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { MetricsHeader } from './MetricsHeader.tsx';
import { MetricsSection } from './MetricsSection.tsx';
import { recordFigures } from './metricsColumns.ts';
import { useMetricsByForm } from './useMetrics.ts';

/** `/metrics/recordListbyForm` (spec §2): a year's records and cancellations per form. */
export default function MetricsByFormPage() {
  const { t } = useTranslation();
  const figures = recordFigures<MetricsFormDto>(t);
  const [year, setYear] = useState<number>();
  const metrics = useMetricsByForm(year);
  const data = metrics.data;
  return (
    <Flex vertical gap={16}>
      <MetricsHeader
        foldedAt={data?.folded_at}
        year={{ value: year, shown: data?.year, onChange: setYear }}
      />
      {!data ? (
        <Loading />
      ) : (
        <MetricsSection<MetricsFormDto>
          title={t('metrics.byForm.title')}
          table="forms"
          year={data.year}
          rows={data.forms}
          rowKey={(row) => row.form_id}
          empty={t('metrics.noForms')}
          chart={{ x: 'form_name', series: figures.series }}
          columns={[
            { title: t('metrics.column.form'), dataIndex: 'form_name' },
            ...figures.columns,
          ]}
        />
      )}
    </Flex>
  );
}
