import { DeleteOutlined, EditOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { type RoleDto, slug } from '@custodia/contracts';
import { App, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { ListScreen } from '../platform/ListScreen.tsx';
import { paths } from '../platform/paths.ts';
import { RowActions } from '../platform/RowActions.tsx';
import { useActiveSession } from '../platform/session.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { useDeleteRole, useRoleList } from './useRoles.ts';

function RoleActions({ role }: { role: RoleDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteRole();
  const params = { id: role.id };

  // Each action shows only when the role's answer says the actor may take it.
  return (
    <RowActions
      links={[
        {
          allowed: role.abilities.edit,
          to: generatePath(paths.roleEdit, params),
          label: t('roles.actions.edit'),
          icon: <EditOutlined />,
          testId: 'role-edit',
        },
        {
          allowed: role.abilities.manageMembers,
          to: generatePath(paths.roleMembers, params),
          label: t('roles.actions.members'),
          icon: <TeamOutlined />,
          testId: 'role-members',
        },
        {
          allowed: role.abilities.configure,
          to: generatePath(paths.roleConfig, { ...params, hash: slug(role.name, 'rol') }),
          label: t('roles.actions.config'),
          icon: <SettingOutlined />,
          testId: 'role-config',
        },
      ].filter((link) => link.allowed)}
    >
      {/* A role with members cannot be deleted (10049): its answer says so and no button shows. */}
      {role.abilities.delete && (
        <ConfirmedAction
          label={t('roles.actions.delete')}
          question={t('roles.delete.confirm', { name: role.name })}
          icon={<DeleteOutlined />}
          danger
          loading={remove.isPending}
          testId="role-delete"
          onConfirm={() =>
            remove.mutate(role.id, { onSuccess: () => message.success(t('roles.deleted')) })
          }
        />
      )}
    </RowActions>
  );
}

export default function RoleListPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { abilities } = useActiveSession();
  const list = useRoleList();

  const columns: TableColumnsType<RoleDto> = [
    { title: t('roles.fields.name'), dataIndex: 'name', key: 'name' },
    { title: t('roles.fields.description'), dataIndex: 'description', key: 'description' },
    { title: t('roles.fields.members'), dataIndex: 'members_count', key: 'members_count' },
    {
      title: t('roles.fields.updatedAt'),
      key: 'updated_at',
      render: (_, role) => dateTime(role.updated_at),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, role) => <RoleActions role={role} />,
    },
  ];

  return (
    <ListScreen
      create={{
        to: paths.roleCreate,
        label: t('roles.create'),
        testId: 'roles-create',
        allowed: abilities['role.create'],
      }}
      search={{ placeholder: t('roles.list.search'), testId: 'roles-search' }}
      list={list}
      columns={columns}
    />
  );
}
