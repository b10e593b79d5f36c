import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import type { RecordDetailDto } from '@custodia/contracts';
import { Alert, Card, Descriptions, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import {
  PlaceInExpedientButton,
  RecordExpedientLink,
  TakeOutOfExpedientButton,
} from '../expedients/index.ts';
import { FileViewer, RecordFilesPanel } from '../files/index.ts';
import { RecordFields } from '../forms/index.ts';
import { RecordFreeTasks } from '../free-tasks/index.ts';
import { HoldsBanner, PlaceHoldButton } from '../holds/index.ts';
import { BackLink } from '../platform/BackLink.tsx';
import { formatDateTimeIn, formatDay } from '../platform/dates.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { paths } from '../platform/paths.ts';
import { RecordStatusTag } from '../platform/RecordStatusTag.tsx';
import { RecordPqrs } from '../pqrs/index.ts';
import { RecordProcesses, StartProcessButton } from '../processes/index.ts';
import { RecordSignatures } from '../signatures/index.ts';
import { PrintStickerButton } from '../stickers/index.ts';
import { CancelRecordButton } from './CancelRecordButton.tsx';
import { RecordLinks } from './RecordLinks.tsx';
import { shownValue, supportLabels } from './recordLabels.ts';
import { useRecord } from './useRecords.ts';

const backToRecords = (
  <BackLink to={paths.recordForms} label="records.back" testId="back-to-record-forms" />
);

/** Why, by whom and when a cancelled record was cancelled (spec §3). */
function Cancellation({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const { cancellation } = record;
  if (!cancellation) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t('records.cancelled.title')}
      description={
        <>
          <div>
            <Typography.Text strong>{t('records.cancelled.reason')}:</Typography.Text>{' '}
            {cancellation.reason}
          </div>
          <div>
            {t('records.cancelled.by', {
              name: `${cancellation.full_name} (${cancellation.user_name})`,
              at: formatDateTimeIn(cancellation.at, record.time_zone),
            })}
          </div>
        </>
      }
      data-testid="record-cancellation"
    />
  );
}

/** What the person may do with the record: its abilities, never a rule of the web's own. */
function RecordActions({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const ids = { id: record.form_id, recordId: record.id };
  return (
    <Flex gap={8} wrap>
      {record.abilities.edit && (
        <LinkButton
          type="primary"
          icon={<EditOutlined />}
          to={generatePath(paths.recordEdit, ids)}
          data-testid="record-edit"
        >
          {t('records.actions.edit')}
        </LinkButton>
      )}
      {record.abilities.cancel && <CancelRecordButton record={record} />}
      {record.abilities.setExpedientPath && !record.expedient && (
        <PlaceInExpedientButton record={record} />
      )}
      {record.abilities.removeExpedientPath && record.expedient?.abilities.relateRecords && (
        <TakeOutOfExpedientButton record={record} expedient={record.expedient} />
      )}
      {record.abilities.startProcess && <StartProcessButton record={record} />}
      {record.abilities.printSticker && (
        <PrintStickerButton formId={record.form_id} recordId={record.id} />
      )}
      {record.abilities.view && (
        <LinkButton
          icon={<HistoryOutlined />}
          to={generatePath(paths.recordHistory, ids)}
          data-testid="record-history"
        >
          {t('records.actions.history')}
        </LinkButton>
      )}
      <PlaceHoldButton target={{ record_number: record.number }} />
    </Flex>
  );
}

function RecordDetail({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const zone = record.time_zone;
  const shown = Object.fromEntries(
    record.fields.map((field) => [
      field.id,
      shownValue(field.control_data, record.shown_values[field.id], zone),
    ]),
  );
  return (
    <Flex vertical gap={24}>
      <Card
        title={t('records.detail.title', { number: record.number })}
        extra={backToRecords}
        data-testid="record-detail"
      >
        <Flex vertical gap={16}>
          <Cancellation record={record} />
          <HoldsBanner holds={record.holds} />
          <RecordActions record={record} />
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'number', label: t('records.fields.number'), children: record.number },
              { key: 'form', label: t('records.fields.form'), children: record.form.name },
              {
                key: 'status',
                label: t('records.fields.status'),
                children: <RecordStatusTag status={record.status} testId="record-status" />,
              },
              {
                key: 'filed',
                label: t('records.fields.filedAt'),
                children: formatDateTimeIn(record.created_at, zone),
              },
              {
                key: 'filer',
                label: t('records.fields.filer'),
                children: `${record.filer_name} (${record.user_name})`,
              },
              {
                key: 'updated',
                label: t('records.fields.updatedAt'),
                children: record.updated_at ? formatDateTimeIn(record.updated_at, zone) : '—',
              },
              {
                key: 'subject',
                label: t('records.fields.subject'),
                children: record.subject,
                span: 'filled',
              },
              {
                key: 'support',
                label: t('records.fields.supportType'),
                children: t(supportLabels[record.support_type]),
              },
              {
                key: 'date',
                label: t('records.fields.documentDate'),
                children: formatDay(record.document_date),
              },
              {
                key: 'expedient',
                label: t('expedients.record.field'),
                children: <RecordExpedientLink expedient={record.expedient} />,
              },
            ]}
            data-testid="record-data"
          />
          <Typography.Text type="secondary">
            {t('records.detail.timeZone', { timeZone: zone })}
          </Typography.Text>
        </Flex>
      </Card>
      <RecordPqrs record={record} />
      <RecordLinks record={record} />
      <Card title={t('records.detail.values')}>
        <Form layout="vertical" data-testid="record-values">
          <RecordFields fields={record.fields} mode="read" shown={shown} />
        </Form>
      </Card>
      <RecordFilesPanel record={record} />
      {record.abilities.viewProcesses && <RecordProcesses record={record} />}
      {record.abilities.view && <RecordFreeTasks record={record} />}
      {record.abilities.view && <RecordSignatures record={record} />}
    </Flex>
  );
}

/**
 * `/record/details/:recordId/:id[/:fileId]` and `/record/detail/…` (spec §2): every datum of one
 * record, its fields' values as read, its cancellation, and what the person may do with it.
 */
export default function RecordDetailPage() {
  const { id = '', recordId = '', fileId } = useParams();
  return (
    <Loaded
      query={useRecord(id, recordId, 'view')}
      missing="records.detail.missing"
      back={backToRecords}
    >
      {(record) => (
        <>
          <RecordDetail record={record} />
          {fileId && <FileViewer record={record} fileId={fileId} />}
        </>
      )}
    </Loaded>
  );
}
