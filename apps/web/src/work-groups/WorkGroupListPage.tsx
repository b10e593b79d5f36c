import { EditOutlined, TeamOutlined } from '@ant-design/icons';
import type { WorkGroupDto } from '@custodia/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { ListScreen } from '../platform/ListScreen.tsx';
import { ListFilterSelect } from '../platform/ListToolbar.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import { RowActions } from '../platform/RowActions.tsx';
import { useActiveSession } from '../platform/session.ts';
import { useWorkGroupList } from './useWorkGroups.ts';
import { WorkGroupStatusTag } from './WorkGroupStatusTag.tsx';
import { workGroupStatusLabels } from './workGroupLabels.ts';

function WorkGroupActions({ group }: { group: WorkGroupDto }) {
  const { t } = useTranslation();
  // Each action shows only when the group's answer says the actor may take it.
  return (
    <RowActions
      links={[
        {
          allowed: group.abilities.edit,
          to: generatePath(paths.workGroupEdit, { id: group.id }),
          label: t('workGroups.actions.edit'),
          icon: <EditOutlined />,
          testId: 'work-group-edit',
        },
        {
          allowed: group.abilities.manageMembers,
          to: generatePath(paths.workGroupMembers, {
            id: group.id,
            statusGroup: String(group.status),
          }),
          label: t('workGroups.actions.members'),
          icon: <TeamOutlined />,
          testId: 'work-group-members',
        },
      ].filter((link) => link.allowed)}
    />
  );
}

export default function WorkGroupListPage() {
  const { t } = useTranslation();
  const { abilities } = useActiveSession();
  const list = useWorkGroupList();

  const columns: TableColumnsType<WorkGroupDto> = [
    { title: t('workGroups.fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('workGroups.fields.consecutiveAssignment'),
      key: 'consecutive_assignment',
      render: (_, group) => t(group.consecutive_assignment ? 'common.yes' : 'common.no'),
    },
    { title: t('workGroups.fields.members'), dataIndex: 'members_count', key: 'members_count' },
    {
      title: t('workGroups.fields.status'),
      key: 'status',
      render: (_, group) => <WorkGroupStatusTag status={group.status} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, group) => <WorkGroupActions group={group} />,
    },
  ];

  return (
    <ListScreen
      create={{
        to: paths.workGroupCreate,
        label: t('workGroups.create'),
        testId: 'work-groups-create',
        allowed: abilities['workGroup.create'],
      }}
      search={{ placeholder: t('workGroups.list.search'), testId: 'work-groups-search' }}
      filters={
        <ListFilterSelect
          list={list}
          param="status"
          options={labelOptions(workGroupStatusLabels, t)}
          placeholder={t('workGroups.list.allStatuses')}
          label={t('workGroups.fields.status')}
          minWidth={200}
          testId="work-groups-status-filter"
        />
      }
      list={list}
      columns={columns}
    />
  );
}
