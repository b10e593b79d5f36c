import {
  CheckCircleOutlined,
  DownloadOutlined,
  EditOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { ExpedientDto, IndexEntryDto, VerifyDto } from '@custodia/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  List,
  Popconfirm,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { HoldsBanner, PlaceHoldButton } from '../holds/index.ts';
import { formatDay } from '../platform/dates.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { BackToConsultation, ExpedientLoader } from './ExpedientLoader.tsx';
import { expedientStatusColors, expedientStatusLabels } from './expedientLabels.ts';
import { RelatedRecords } from './RelatedRecords.tsx';
import { SubdivisionsForm } from './SubdivisionsForm.tsx';
import {
  downloadIndex,
  useCloseExpedient,
  useExpedientFiles,
  useVerifyExpedient,
} from './useExpedients.ts';

function ExpedientActions({ expedient }: { expedient: ExpedientDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const close = useCloseExpedient(expedient.id);
  return (
    <Flex gap={8} wrap>
      {expedient.abilities.edit && (
        <LinkButton
          to={generatePath(paths.expedientEdit, { expedientId: expedient.id })}
          icon={<EditOutlined />}
          data-testid="expedient-edit"
        >
          {t('expedients.actions.edit')}
        </LinkButton>
      )}
      {expedient.abilities.close && (
        <Popconfirm
          title={t('expedients.close.question')}
          description={t('expedients.close.warning')}
          okText={t('expedients.actions.close')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'expedient-close-confirm' }}
          onConfirm={() =>
            close.mutate(undefined, { onSuccess: () => message.success(t('expedients.closed')) })
          }
        >
          <Button
            danger
            icon={<LockOutlined />}
            loading={close.isPending}
            data-testid="expedient-close"
          >
            {t('expedients.actions.close')}
          </Button>
        </Popconfirm>
      )}
      {(['xml', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          onClick={() => void downloadIndex(expedient, format)}
          data-testid={`expedient-index-${format}`}
        >
          {t(format === 'xml' ? 'expedients.actions.indexXml' : 'expedients.actions.indexPdf')}
        </Button>
      ))}
      <PlaceHoldButton target={{ node_id: expedient.id }} />
    </Flex>
  );
}

function VerifyResult({ result }: { result: VerifyDto }) {
  const { t } = useTranslation();
  const damaged = result.documents.filter((document) => document.state !== 'intact');
  return (
    <Alert
      type={result.intact ? 'success' : 'error'}
      showIcon
      data-testid="expedient-verify-result"
      title={t(result.intact ? 'expedients.verify.intact' : 'expedients.verify.changed')}
      description={
        result.intact ? undefined : (
          <List
            size="small"
            dataSource={[
              ...(result.index_intact ? [] : [t('expedients.verify.indexChanged')]),
              ...damaged.map((document) =>
                t(
                  document.state === 'missing'
                    ? 'expedients.verify.missing'
                    : 'expedients.verify.document',
                  {
                    position: document.position,
                    name: document.name,
                  },
                ),
              ),
            ]}
            renderItem={(line) => <List.Item>{line}</List.Item>}
          />
        )
      }
    />
  );
}

function IndexTable({ expedient }: { expedient: ExpedientDto }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const files = useExpedientFiles(expedient.id);
  const verify = useVerifyExpedient(expedient.id);
  const [result, setResult] = useState<VerifyDto>();
  const columns: TableColumnsType<IndexEntryDto> = [
    { title: t('expedients.index.position'), dataIndex: 'position', key: 'position' },
    { title: t('expedients.index.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('expedients.index.documentaryType'),
      key: 'type',
      render: (_, entry) => entry.documentary_type ?? '—',
    },
    {
      title: t('expedients.index.addedAt'),
      key: 'added',
      render: (_, entry) => dateTime(entry.added_at),
    },
    {
      title: t('expedients.index.pages'),
      key: 'pages',
      render: (_, entry) => `${entry.first_page}–${entry.last_page}`,
    },
    { title: t('expedients.index.format'), dataIndex: 'format', key: 'format' },
    {
      title: t('expedients.index.origin'),
      key: 'origin',
      render: (_, entry) =>
        t(entry.origin === 1 ? 'expedients.origin.electronic' : 'expedients.origin.digitized'),
    },
    {
      title: 'SHA-256',
      key: 'sha256',
      render: (_, entry) => (
        <Typography.Text code copyable={{ text: entry.sha256 }}>
          {entry.sha256.slice(0, 12)}…
        </Typography.Text>
      ),
    },
  ];
  return (
    <Card
      title={t(files.data?.frozen ? 'expedients.index.frozen' : 'expedients.index.live')}
      extra={
        expedient.abilities.verify && (
          <Button
            icon={<SafetyCertificateOutlined />}
            loading={verify.isPending}
            onClick={() => verify.mutate(undefined, { onSuccess: setResult })}
            data-testid="expedient-verify"
          >
            {t('expedients.actions.verify')}
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        {result && <VerifyResult result={result} />}
        <ScrollRegion label={t('expedients.index.title')}>
          <Table
            rowKey="position"
            size="small"
            loading={files.isPending}
            dataSource={files.data?.items ?? []}
            columns={columns}
            pagination={false}
            data-testid="expedient-files"
          />
        </ScrollRegion>
      </Flex>
    </Card>
  );
}

function ExpedientView({ expedient }: { expedient: ExpedientDto }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const day = (value: string | null) => (value ? formatDay(value) : '—');
  return (
    <Flex vertical gap={24}>
      <Card title={`${expedient.number} · ${expedient.name}`} extra={<BackToConsultation />}>
        <Flex vertical gap={16}>
          <HoldsBanner holds={expedient.holds} />
          <ExpedientActions expedient={expedient} />
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('expedients.fields.status')}>
              <StatusTag
                status={expedient.status}
                labels={expedientStatusLabels}
                colors={expedientStatusColors}
                testId="expedient-status"
              />
            </Descriptions.Item>
            <Descriptions.Item label={t('expedients.fields.series')}>
              {`${expedient.series_code}-${expedient.series_name}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('expedients.fields.subject')}>
              {expedient.subject || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('expedients.fields.openedOn')}>
              {formatDay(expedient.opened_on)}
            </Descriptions.Item>
            <Descriptions.Item label={t('expedients.fields.closedAt')}>
              {expedient.closed_at ? dateTime(expedient.closed_at) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('expedients.fields.officeDue')}>
              {day(expedient.office_due_on)}
            </Descriptions.Item>
            <Descriptions.Item label={t('expedients.fields.centralDue')}>
              {day(expedient.central_due_on)}
            </Descriptions.Item>
            {expedient.index_sha256 && (
              <Descriptions.Item label={t('expedients.index.hash')}>
                <Typography.Text code data-testid="expedient-index-hash">
                  <CheckCircleOutlined /> {expedient.index_sha256}
                </Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          {expedient.abilities.edit && <SubdivisionsForm expedient={expedient} />}
        </Flex>
      </Card>
      <IndexTable expedient={expedient} />
      <RelatedRecords expedientId={expedient.id} />
    </Flex>
  );
}

/** One expedient: its data, what may be done with it, and its electronic index (AGN). */
export default function ExpedientPage() {
  return (
    <ExpedientLoader>{(expedient) => <ExpedientView expedient={expedient} />}</ExpedientLoader>
  );
}
