import { FileExcelOutlined } from '@ant-design/icons';
import type { MetricsTable } from '@custodia/contracts';
import { App, Button, Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import type { ChartProps } from './MetricsChart.tsx';
import { downloadMetricsTable } from './useMetrics.ts';

/** The chart library comes with the first chart, never with any other screen. */
const MetricsChart = lazy(() => import('./MetricsChart.tsx'));

type Props<T> = {
  title: string;
  table: MetricsTable;
  year: number | undefined;
  rows: T[];
  rowKey: (row: T) => string;
  columns: TableColumnsType<T>;
  /** Its chart, when it has one: bars over the same rows. */
  chart?: Omit<ChartProps, 'rows' | 'label'>;
  empty?: string;
  /** What the figures count, when the title alone does not say it. */
  note?: string;
};

/** One figure of the metrics: its chart, its table, and the table as a spreadsheet. */
export function MetricsSection<T extends object>(props: Props<T>) {
  const { title, table, year, rows, chart } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  return (
    <Card data-testid={`metrics-${table}`}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
        <Button
          icon={<FileExcelOutlined />}
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            downloadMetricsTable(table, year)
              .catch(() => message.error(t('metrics.download.failed')))
              .finally(() => setDownloading(false));
          }}
          aria-label={`${t('metrics.download')}: ${title}`}
          data-testid={`metrics-${table}-download`}
        >
          {t('metrics.download')}
        </Button>
      </Flex>
      {props.note && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {props.note}
        </Typography.Paragraph>
      )}
      {chart && rows.length > 0 && (
        <Suspense fallback={<Loading />}>
          <MetricsChart rows={rows as Record<string, string | number>[]} label={title} {...chart} />
        </Suspense>
      )}
      <ScrollRegion label={title}>
        <Table<T>
          rowKey={props.rowKey}
          columns={props.columns}
          dataSource={rows}
          pagination={false}
          size="small"
          locale={props.empty ? { emptyText: props.empty } : undefined}
          data-testid={`metrics-${table}-table`}
        />
      </ScrollRegion>
    </Card>
  );
}
