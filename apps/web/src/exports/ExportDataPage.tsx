import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { type ExportDto, ExportStatus, limits } from '@custodia/contracts';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Progress,
  Select,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../platform/dates.ts';
import { saveBlob } from '../platform/download.ts';
import { formatSize } from '../platform/fileSize.ts';
import { PagedTable } from '../platform/PagedTable.tsx';
import { RowButton } from '../platform/RowActions.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { fetchExport, useExportableForms, useExports, useRequestExport } from './useExports.ts';

/** Spec §4 export states, and an expired file, as the history shows them. */
function ExportState({ item }: { item: ExportDto }) {
  const { t } = useTranslation();
  if (item.status === ExportStatus.inProgress) {
    const percent = item.record_count === 0 ? 0 : (100 * item.rows_written) / item.record_count;
    return (
      <Flex vertical>
        <Tag color="blue">{t('exports.status.inProgress')}</Tag>
        <Progress
          percent={Math.round(percent)}
          size="small"
          aria-label={t('exports.progress', {
            written: item.rows_written,
            total: item.record_count,
          })}
        />
      </Flex>
    );
  }
  if (item.status === ExportStatus.failed)
    return <Tag color="red">{t('exports.status.failed')}</Tag>;
  if (item.expired) return <Tag>{t('exports.status.expired')}</Tag>;
  return <Tag color="green">{t('exports.status.finished')}</Tag>;
}

/**
 * `/export-data` (spec §2): the person's exports with their state, a progress bar while one is
 * built and its file for 7 days; and a new export of a form's records (at most 2,000, 3 at a
 * time in the company).
 */
export default function ExportDataPage() {
  const dateTime = useDateTime();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const list = useExports();
  const forms = useExportableForms();
  const request = useRequestExport();
  const [formId, setFormId] = useState<string>();

  async function save(item: ExportDto): Promise<void> {
    const day = formatDay(item.created_at).replaceAll('/', '-');
    saveBlob(await fetchExport(item.id), `${item.form.name} ${day}.xlsx`);
  }

  const columns: TableColumnsType<ExportDto> = [
    { title: t('exports.form'), key: 'form', render: (_, item) => item.form.name },
    {
      title: t('exports.requestedAt'),
      key: 'requested',
      render: (_, item) => dateTime(item.created_at),
    },
    { title: t('exports.records'), dataIndex: 'record_count' },
    { title: t('exports.state'), key: 'state', render: (_, item) => <ExportState item={item} /> },
    {
      title: t('exports.expiresAt'),
      key: 'expires',
      render: (_, item) => (item.expires_at ? dateTime(item.expires_at) : '—'),
    },
    {
      title: t('common.actions'),
      key: 'download',
      render: (_, item) =>
        item.status === ExportStatus.finished &&
        !item.expired && (
          <RowButton
            label={t('exports.download', { size: formatSize(item.size ?? 0, i18n.language) })}
            icon={<DownloadOutlined />}
            loading={false}
            testId={`export-download-${item.id}`}
            onClick={() => void save(item)}
          />
        ),
    },
  ];

  return (
    <Flex vertical gap={24}>
      <Card title={t('exports.new')}>
        <Typography.Paragraph type="secondary">
          {t('exports.help', {
            max: limits.exports.maxRecords,
            running: limits.exports.inProgress,
            days: limits.exports.keptDays,
          })}
        </Typography.Paragraph>
        <Form
          layout="inline"
          onFinish={() =>
            formId &&
            request.mutate({ formId }, { onSuccess: () => message.success(t('exports.requested')) })
          }
        >
          <Form.Item label={t('exports.form')} htmlFor="export-form">
            <Select
              id="export-form"
              value={formId}
              onChange={setFormId}
              loading={forms.isPending}
              options={forms.data?.map((form) => ({ value: form.id, label: form.name }))}
              placeholder={t('exports.chooseForm')}
              style={{ minWidth: 280 }}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<ExportOutlined />}
            disabled={!formId}
            loading={request.isPending}
            data-testid="export-request"
          >
            {t('exports.export')}
          </Button>
        </Form>
      </Card>
      <Card title={t('exports.history')}>
        <PagedTable list={list} columns={columns} testId="export-history" />
      </Card>
    </Flex>
  );
}
