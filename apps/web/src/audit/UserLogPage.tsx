import type { AuditEntryDto, UserDto } from '@custodia/contracts';
import { Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../platform/PagedTable.tsx';
import { BackToUserList, UserLoader, useUserLog } from '../users/index.ts';
import { AuditChanges } from './AuditChanges.tsx';
import { useAuditColumns } from './useAuditColumns.ts';

function UserLog({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const list = useUserLog(user.id);
  const whenAndWhat = useAuditColumns();

  const columns: TableColumnsType<AuditEntryDto> = [
    ...whenAndWhat,
    { title: t('users.log.by'), key: 'by', render: (_, entry) => entry.user_name ?? '—' },
    {
      title: t('users.log.changes'),
      key: 'changes',
      render: (_, entry) => <AuditChanges module={entry.module} changes={entry.changes} />,
    },
  ];

  return (
    <Card title={t('users.log.title', { name: user.name })} extra={<BackToUserList />}>
      <PagedTable list={list} columns={columns} rowKey="seq" />
    </Card>
  );
}

export default function UserLogPage() {
  return <UserLoader>{(user) => <UserLog user={user} />}</UserLoader>;
}
