import { LogoutOutlined } from '@ant-design/icons';
import type { SessionEntryDto } from '@custodia/contracts';
import { Card, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { TableRegion } from '../platform/ScrollRegion.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { SectionTitle } from './SectionTitle.tsx';
import { useEndSession, useOwnSessions } from './useSecondFactor.ts';

/** The person's live sessions: where each began, when it was last used, this one marked. */
export function OwnSessionsCard() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const sessions = useOwnSessions();
  const end = useEndSession();
  const columns: TableColumnsType<SessionEntryDto> = [
    {
      key: 'device',
      title: t('sessions.device'),
      render: (_, entry) => (
        <>
          {entry.device || t('sessions.unknownDevice')}{' '}
          {entry.current && <Tag color="green">{t('sessions.current')}</Tag>}
        </>
      ),
    },
    { key: 'address', title: t('sessions.address'), render: (_, entry) => entry.address ?? '—' },
    {
      key: 'created',
      title: t('sessions.started'),
      render: (_, entry) => dateTime(entry.created_at),
    },
    {
      key: 'last',
      title: t('sessions.lastUse'),
      render: (_, entry) => dateTime(entry.last_seen_at),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, entry) =>
        entry.current ? null : (
          <ConfirmedAction
            label={t('sessions.end')}
            question={t('sessions.endQuestion')}
            icon={<LogoutOutlined />}
            danger
            loading={end.isPending}
            testId={`session-end-${entry.id}`}
            onConfirm={() => end.mutate(entry.id)}
          />
        ),
    },
  ];
  return (
    <Card title={<SectionTitle>{t('sessions.title')}</SectionTitle>}>
      <TableRegion label={t('sessions.title')}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={sessions.data?.items}
          loading={sessions.isPending}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          data-testid="sessions"
        />
      </TableRegion>
    </Card>
  );
}
