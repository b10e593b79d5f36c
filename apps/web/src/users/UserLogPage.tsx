import type { AuditEntryDto, MessageKey, UserDto } from '@custodia/contracts';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../platform/dates.ts';
import { AuditChanges } from './AuditChanges.tsx';
import { auditActionLabels, auditModuleLabels } from './auditLabels.ts';
import { BackToUserList } from './BackToUserList.tsx';
import { UserLoader } from './UserLoader.tsx';
import { useUserLog } from './useUsers.ts';

function UserLog({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { query, pagination } = useUserLog(user.id);
  const labelled = (key: MessageKey | undefined, code: string) => (key ? t(key) : code);

  const columns: TableColumnsType<AuditEntryDto> = [
    { title: t('users.log.at'), key: 'at', render: (_, entry) => formatDateTime(entry.at) },
    {
      title: t('users.log.module'),
      key: 'module',
      render: (_, entry) => labelled(auditModuleLabels[entry.module], entry.module),
    },
    {
      title: t('users.log.action'),
      key: 'action',
      render: (_, entry) =>
        labelled(auditActionLabels[`${entry.module}.${entry.action}`], entry.action),
    },
    { title: t('users.log.by'), key: 'by', render: (_, entry) => entry.user_name ?? '—' },
    {
      title: t('users.log.changes'),
      key: 'changes',
      render: (_, entry) => <AuditChanges changes={entry.changes} />,
    },
  ];

  return (
    <Card title={t('users.log.title', { name: user.name })} extra={<BackToUserList />}>
      <Table<AuditEntryDto>
        rowKey="seq"
        columns={columns}
        dataSource={query.data?.items}
        loading={query.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

export default function UserLogPage() {
  return <UserLoader>{(user) => <UserLog user={user} />}</UserLoader>;
}
