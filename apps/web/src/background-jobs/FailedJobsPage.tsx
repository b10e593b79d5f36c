import { RedoOutlined } from '@ant-design/icons';
import type { FailedJobDto } from '@custodia/contracts';
import { Alert, App, Card, Empty, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useScanReader } from '../files/index.ts';
import { PagedTable } from '../platform/PagedTable.tsx';
import { RowButton } from '../platform/RowActions.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { backgroundJobKindText } from './backgroundJobLabels.ts';
import { useFailedJobs, useRetryJob } from './useFailedJobs.ts';

/**
 * `/background-jobs`: the company's jobs that used up their attempts (a mail the mail server
 * refused, a file whose text could not be read …), the latest failure first; an administrator
 * runs each again as its abilities allow. Above them, when scans are not being read for want of
 * Tesseract, how to enable it (issue 48).
 */
export default function FailedJobsPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useFailedJobs();
  const retry = useRetryJob();
  const scans = useScanReader();
  const count = list.query.data?.count;

  const columns: TableColumnsType<FailedJobDto> = [
    {
      title: t('backgroundJobs.kind'),
      key: 'kind',
      render: (_, job) => backgroundJobKindText(job.kind, t),
    },
    {
      title: t('backgroundJobs.createdAt'),
      key: 'created',
      render: (_, job) => dateTime(job.created_at),
    },
    {
      title: t('backgroundJobs.failedAt'),
      key: 'failed',
      render: (_, job) => dateTime(job.failed_at),
    },
    { title: t('backgroundJobs.attempts'), dataIndex: 'attempts', key: 'attempts' },
    {
      title: t('backgroundJobs.lastError'),
      key: 'error',
      width: 320,
      // An error can run to a stack of lines: two show, and a button (reachable by keyboard,
      // unlike a hover title) opens the rest.
      render: (_, job) => (
        <Typography.Paragraph
          ellipsis={{ rows: 2, expandable: 'collapsible' }}
          style={{ marginBottom: 0 }}
        >
          {job.last_error ?? '—'}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, job) =>
        job.abilities.retry && (
          <RowButton
            label={t('backgroundJobs.retry', { id: job.id })}
            icon={<RedoOutlined />}
            loading={retry.isPending && retry.variables === job.id}
            testId="background-job-retry"
            onClick={() =>
              retry.mutate(job.id, { onSuccess: ({ detail }) => message.success(detail) })
            }
          />
        ),
    },
  ];

  return (
    <Card>
      {scans.data?.missing && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('backgroundJobs.scansNotRead')}
          description={
            <>
              {scans.data.waiting > 0 &&
                `${t('backgroundJobs.scansWaiting', { count: scans.data.waiting })} `}
              {t('backgroundJobs.howToEnableOcr')}
            </>
          }
          data-testid="scan-reader-missing"
        />
      )}
      <Typography.Paragraph type="secondary">
        {count ? `${t('backgroundJobs.summary', { count })} ` : null}
        {t('backgroundJobs.help')}
      </Typography.Paragraph>
      {/* An empty table would still scroll its column titles sideways on a phone, with nothing in
          it a keyboard could reach: the empty state stands alone. */}
      {count === 0 ? (
        <Empty description={t('backgroundJobs.empty')} />
      ) : (
        <PagedTable list={list} columns={columns} testId="background-jobs-table" />
      )}
    </Card>
  );
}
