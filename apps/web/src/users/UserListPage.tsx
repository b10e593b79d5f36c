import { EditOutlined, HistoryOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import type { UserDto, UserStatusValue } from '@custodia/contracts';
import { Card, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../app/routes.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { RowActions } from '../platform/RowActions.tsx';
import { UserStatusTag } from './UserStatusTag.tsx';
import { labelOptions, userStatusLabels, userTypeLabels } from './userLabels.ts';
import { useUserList } from './useUsers.ts';

function UserActions({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const params = { id: user.id };
  return (
    <RowActions
      links={[
        {
          to: generatePath(paths.userEdit, params),
          label: t('users.actions.edit'),
          icon: <EditOutlined />,
          testId: 'user-edit',
        },
        {
          to: generatePath(paths.userStatus, params),
          label: t('users.actions.status'),
          icon: <LockOutlined />,
          testId: 'user-status',
        },
        {
          to: generatePath(paths.userLog, params),
          label: t('users.actions.log'),
          icon: <HistoryOutlined />,
          testId: 'user-log',
        },
      ]}
    />
  );
}

export default function UserListPage() {
  const { t } = useTranslation();
  const { params, setParams, query, pagination } = useUserList();

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
    <Card
      title={t('users.list.title')}
      extra={
        <LinkButton
          to={paths.userCreate}
          type="primary"
          icon={<PlusOutlined />}
          data-testid="users-create"
        >
          {t('users.create')}
        </LinkButton>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          key={params.name ?? ''}
          defaultValue={params.name}
          allowClear
          placeholder={t('users.list.search')}
          aria-label={t('users.list.search')}
          onSearch={(name) => setParams({ name, page: 1 })}
          style={{ maxWidth: 360 }}
          data-testid="users-search"
        />
        <Select<UserStatusValue>
          allowClear
          value={params.status}
          placeholder={t('users.list.allStatuses')}
          aria-label={t('users.fields.status')}
          options={labelOptions(userStatusLabels, t)}
          onChange={(status) => setParams({ status, page: 1 })}
          style={{ minWidth: 260 }}
          data-testid="users-status-filter"
        />
      </Flex>
      <Table<UserDto>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.items}
        loading={query.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
