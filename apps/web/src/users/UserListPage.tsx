import { EditOutlined, HistoryOutlined, LockOutlined } from '@ant-design/icons';
import type { UserDto } from '@custodia/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { ListScreen } from '../platform/ListScreen.tsx';
import { ListFilterSelect } from '../platform/ListToolbar.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import { RowActions, type RowLink } from '../platform/RowActions.tsx';
import { useActiveSession } from '../platform/session.ts';
import { UserStatusTag } from './UserStatusTag.tsx';
import { userStatusLabels, userTypeLabels } from './userLabels.ts';
import { useUserList } from './useUsers.ts';

/** The screens about one user that the user's abilities open. */
function UserActions({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const params = { id: user.id };
  const links: (RowLink & { allowed: boolean })[] = [
    {
      to: generatePath(paths.userEdit, params),
      label: t('users.actions.edit'),
      icon: <EditOutlined />,
      testId: 'user-edit',
      allowed: user.abilities.edit,
    },
    {
      to: generatePath(paths.userStatus, params),
      label: t('users.actions.status'),
      icon: <LockOutlined />,
      testId: 'user-status',
      // The screen holds both the status and the password a manager sets.
      allowed: user.abilities.changeStatus || user.abilities.setPassword,
    },
    {
      to: generatePath(paths.userLog, params),
      label: t('users.actions.log'),
      icon: <HistoryOutlined />,
      testId: 'user-log',
      allowed: user.abilities.viewLog,
    },
  ];
  return <RowActions links={links.filter((link) => link.allowed)} />;
}

export default function UserListPage() {
  const { t } = useTranslation();
  const { abilities } = useActiveSession();
  const list = useUserList();

  const columns: TableColumnsType<UserDto> = [
    { title: t('users.fields.userName'), dataIndex: 'user_name', key: 'user_name' },
    { title: t('users.fields.name'), dataIndex: 'name', key: 'name' },
    { title: t('users.fields.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('users.fields.userType'),
      key: 'user_type',
      render: (_, user) => t(userTypeLabels[user.user_type]),
    },
    {
      title: t('users.fields.status'),
      key: 'status',
      render: (_, user) => <UserStatusTag status={user.status} />,
    },
    {
      title: t('users.fields.actions'),
      key: 'actions',
      render: (_, user) => <UserActions user={user} />,
    },
  ];

  return (
    <ListScreen
      create={{
        to: paths.userCreate,
        label: t('users.create'),
        testId: 'users-create',
        allowed: abilities['user.create'],
      }}
      search={{ placeholder: t('users.list.search'), testId: 'users-search' }}
      filters={
        <ListFilterSelect
          list={list}
          param="status"
          options={labelOptions(userStatusLabels, t)}
          placeholder={t('users.list.allStatuses')}
          label={t('users.fields.status')}
          minWidth={260}
          testId="users-status-filter"
        />
      }
      list={list}
      columns={columns}
    />
  );
}
