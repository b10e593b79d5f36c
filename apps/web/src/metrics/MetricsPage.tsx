import type {
  MetricsMonthDto,
  MetricsPersonDto,
  MetricsPqrsDto,
  MetricsStepDto,
} from '@custodia/contracts';
import { Card, Flex, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../platform/fileSize.ts';
import { Loading } from '../platform/Loading.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { MetricsHeader } from './MetricsHeader.tsx';
import { MetricsSection } from './MetricsSection.tsx';
import { countColumn, recordFigures } from './metricsColumns.ts';
import { useMetricsOverview } from './useMetrics.ts';

type MonthRow = MetricsMonthDto & { name: string };
type StepRow = MetricsStepDto & { name: string };
type PqrsRow = MetricsPqrsDto & { name: string };

/** A median in business hours, one decimal, as the spreadsheet writes it. */
const hours = (seconds: number) => Math.round(seconds / 360) / 10;

/**
 * `/metrics` (spec §2, §6 permission 7): the company's storage, and a year's records, files,
 * processes and tasks month by month and step by step, each from the daily rollups; and its PQRS
 * by month of receipt and type (issue 47 §4), from the PQRS themselves.
 */
export default function MetricsPage() {
  const dateTime = useDateTime();
  const { t, i18n } = useTranslation();
  const [year, setYear] = useState<number>();
  const metrics = useMetricsOverview(year);
  const data = metrics.data;
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short' }).format(new Date(2000, month - 1));
  const stepName = (row: MetricsStepDto) => `${row.workflow_name} · ${row.step_name}`;
  return (
    <Flex vertical gap={16}>
      <MetricsHeader
        foldedAt={data?.folded_at}
        year={{ value: year, shown: data?.year, onChange: setYear }}
      />
      {!data ? (
        <Loading />
      ) : (
        <>
          <Card data-testid="metrics-storage">
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
              {t('metrics.storage.title')}
            </Typography.Title>
            <Flex gap={32} wrap>
              <Statistic
                title={t('metrics.storage.used')}
                value={formatSize(data.storage.bytes, i18n.language)}
              />
              <Statistic
                title={t('metrics.storage.trash')}
                value={formatSize(data.storage.trash_bytes, i18n.language)}
              />
            </Flex>
            <Typography.Text type="secondary">
              {data.storage.checked_at
                ? t('metrics.storage.checked', { date: dateTime(data.storage.checked_at) })
                : t('metrics.storage.notChecked')}
            </Typography.Text>
          </Card>
          <MetricsSection<MonthRow>
            title={t('metrics.months.title')}
            table="months"
            year={data.year}
            rows={data.months.map((row) => ({ ...row, name: monthName(row.month) }))}
            rowKey={(row) => String(row.month)}
            chart={{
              x: 'name',
              series: [
                { key: 'records', label: t('metrics.column.records') },
                { key: 'files', label: t('metrics.column.files') },
                { key: 'processes_started', label: t('metrics.column.processesStarted') },
                { key: 'processes_completed', label: t('metrics.column.processesCompleted') },
              ],
            }}
            columns={[
              { title: t('metrics.column.month'), dataIndex: 'name' },
              ...recordFigures<MonthRow>(t).columns,
              countColumn<MonthRow>(t('metrics.column.files'), 'files'),
              {
                title: t('metrics.column.fileBytes'),
                key: 'bytes',
                align: 'right',
                render: (_, row) => formatSize(row.file_bytes, i18n.language),
              },
              countColumn<MonthRow>(t('metrics.column.processesStarted'), 'processes_started'),
              countColumn<MonthRow>(t('metrics.column.processesCompleted'), 'processes_completed'),
            ]}
          />
          <MetricsSection<StepRow>
            title={t('metrics.steps.title')}
            table="steps"
            year={data.year}
            rows={data.steps.map((row) => ({ ...row, name: stepName(row) }))}
            rowKey={(row) => `${row.workflow_id}/${row.step_id}`}
            empty={t('metrics.noTasks')}
            chart={{
              x: 'name',
              series: [
                { key: 'on_time', label: t('metrics.column.onTime') },
                { key: 'late', label: t('metrics.column.late') },
              ],
            }}
            columns={[
              { title: t('metrics.column.workflow'), dataIndex: 'workflow_name' },
              { title: t('metrics.column.step'), dataIndex: 'step_name' },
              countColumn<StepRow>(t('metrics.column.onTime'), 'on_time'),
              countColumn<StepRow>(t('metrics.column.late'), 'late'),
              {
                title: t('metrics.column.medianHours'),
                key: 'median',
                align: 'right',
                render: (_, row) => hours(row.median_seconds),
              },
            ]}
          />
          <MetricsSection<PqrsRow>
            title={t('metrics.pqrs.title')}
            note={t('metrics.pqrs.note')}
            table="pqrs"
            year={data.year}
            rows={data.pqrs.map((row) => ({ ...row, name: monthName(row.month) }))}
            rowKey={(row) => `${row.month}/${row.type_id}`}
            empty={t('metrics.noPqrs')}
            columns={[
              { title: t('metrics.column.month'), dataIndex: 'name' },
              { title: t('metrics.column.pqrsType'), dataIndex: 'type_name' },
              countColumn<PqrsRow>(t('metrics.column.received'), 'received'),
              countColumn<PqrsRow>(t('metrics.column.answeredInTime'), 'answered_in_time'),
              countColumn<PqrsRow>(t('metrics.column.answeredLate'), 'answered_late'),
              {
                title: t('metrics.column.averageDays'),
                key: 'average',
                align: 'right',
                render: (_, row) => row.average_days ?? '–',
              },
            ]}
          />
          <MetricsSection<MetricsPersonDto>
            title={t('metrics.people.title')}
            table="people"
            year={data.year}
            rows={data.people}
            rowKey={(row) => `${row.workflow_id}/${row.step_id}/${row.user_id}`}
            empty={t('metrics.noTasks')}
            columns={[
              { title: t('metrics.column.workflow'), dataIndex: 'workflow_name' },
              { title: t('metrics.column.step'), dataIndex: 'step_name' },
              { title: t('metrics.column.person'), dataIndex: 'user_name' },
              countColumn<MetricsPersonDto>(t('metrics.column.onTime'), 'on_time'),
              countColumn<MetricsPersonDto>(t('metrics.column.late'), 'late'),
            ]}
          />
        </>
      )}
    </Flex>
  );
}
