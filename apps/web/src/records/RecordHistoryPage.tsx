import type { MessageKey, RecordEventDto, RecordHistoryDto } from '@custodia/contracts';
import { Card, Empty, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { formatDateTimeIn } from '../platform/dates.ts';
import { Loaded } from '../platform/Loaded.tsx';
import { paths } from '../platform/paths.ts';
import { RecordStatusTag } from '../platform/RecordStatusTag.tsx';
import { RecordChange } from './RecordChange.tsx';
import { useRecordHistory } from './useRecords.ts';

const eventLabels: Record<RecordEventDto['action'], MessageKey> = {
  file: 'records.history.file',
  edit: 'records.history.edit',
  cancel: 'records.history.cancel',
  upload: 'audit.action.files.upload',
  version: 'audit.action.files.version',
  file_update: 'audit.action.files.update',
  trash: 'audit.action.files.trash',
  restore: 'audit.action.files.restore',
  delete: 'audit.action.files.delete',
  move: 'audit.action.files.move',
  link: 'audit.action.expedients.record_link',
  unlink: 'audit.action.expedients.record_unlink',
};

const eventColors: Record<RecordEventDto['action'], string> = {
  file: 'green',
  edit: 'blue',
  cancel: 'red',
  upload: 'green',
  version: 'blue',
  file_update: 'blue',
  trash: 'orange',
  restore: 'green',
  delete: 'red',
  move: 'blue',
  link: 'green',
  unlink: 'orange',
};

function Event({ event, timeZone }: { event: RecordEventDto; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text strong>{t(eventLabels[event.action])}</Typography.Text>
      <div>
        <Typography.Text type="secondary">
          {t('records.history.by', {
            // A step without a user is the job runner's (the trash's purge).
            name: event.user_name
              ? `${event.full_name} (${event.user_name})`
              : t('records.history.system'),
            at: formatDateTimeIn(event.at, timeZone),
          })}
        </Typography.Text>
      </div>
      {event.attachments.length > 0 && <div>{event.attachments.join(', ')}</div>}
      {event.changes.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {event.changes.map((change) => (
            <RecordChange key={change.field} change={change} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {event.reason && (
        <div>
          <Typography.Text type="secondary">{t('records.cancelled.reason')}:</Typography.Text>{' '}
          {event.reason}
        </div>
      )}
    </>
  );
}

function History({ history, back }: { history: RecordHistoryDto; back: ReactNode }) {
  const { t } = useTranslation();
  const { record } = history;
  return (
    <Card
      title={t('records.history.title', { number: record.number })}
      extra={back}
      data-testid="record-timeline"
    >
      <Typography.Paragraph>
        {history.form_name} <RecordStatusTag status={record.status} />
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('records.detail.timeZone', { timeZone: history.time_zone })}
      </Typography.Paragraph>
      {history.events.length === 0 ? (
        <Empty description={t('records.history.none')} />
      ) : (
        <Timeline
          items={history.events.map((event, index) => ({
            key: `${event.action}-${index}`,
            color: eventColors[event.action],
            content: <Event event={event} timeZone={history.time_zone} />,
          }))}
        />
      )}
    </Card>
  );
}

/**
 * `/traceability/record/:id/:recordId` (spec §2): the record's history from the audit log, oldest
 * first, in the company's time zone.
 */
export default function RecordHistoryPage() {
  const { id = '', recordId = '' } = useParams();
  const back = (
    <BackLink
      to={generatePath(paths.recordDetails, { id, recordId })}
      label="records.history.back"
      testId="record-history-back"
    />
  );
  return (
    <Loaded query={useRecordHistory(id, recordId)} missing="records.detail.missing" back={back}>
      {(history) => <History history={history} back={back} />}
    </Loaded>
  );
}
