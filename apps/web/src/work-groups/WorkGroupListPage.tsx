import { EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { WorkGroupDto, WorkGroupStatusValue } from '@custodia/contracts';
import { Card, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../app/routes.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { RowActions } from '../platform/RowActions.tsx';
import { labelOptions } from '../users/userLabels.ts';
import { useWorkGroupList } from './useWorkGroups.ts';
import { WorkGroupStatusTag } from './WorkGroupStatusTag.tsx';
import { workGroupStatusLabels } from './workGroupLabels.ts';

function WorkGroupActions({ group }: { group: WorkGroupDto }) {
  const { t } = useTranslation();
  return (
    <RowActions
      links={[
        {
          to: generatePath(paths.workGroupEdit, { id: group.id }),
          label: t('workGroups.actions.edit'),
          icon: <EditOutlined />,
          testId: 'work-group-edit',
        },
        {
          to: generatePath(paths.workGroupMembers, {
            id: group.id,
            statusGroup: String(group.status),
          }),
          label: t('workGroups.actions.members'),
          icon: <TeamOutlined />,
          testId: 'work-group-members',
        },
      ]}
    />
  );
}

export default function WorkGroupListPage() {
  const { t } = useTranslation();
  const { params, setParams, query, pagination } = useWorkGroupList();

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
    <Card
      title={t('workGroups.list.title')}
      extra={
        <LinkButton
          to={paths.workGroupCreate}
          type="primary"
          icon={<PlusOutlined />}
          data-testid="work-groups-create"
        >
          {t('workGroups.create')}
        </LinkButton>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          key={params.name ?? ''}
          defaultValue={params.name}
          allowClear
          placeholder={t('workGroups.list.search')}
          aria-label={t('workGroups.list.search')}
          onSearch={(name) => setParams({ name, page: 1 })}
          style={{ maxWidth: 360 }}
          data-testid="work-groups-search"
        />
        <Select<WorkGroupStatusValue>
          allowClear
          value={params.status}
          placeholder={t('workGroups.list.allStatuses')}
          aria-label={t('workGroups.fields.status')}
          options={labelOptions(workGroupStatusLabels, t)}
          onChange={(status) => setParams({ status, page: 1 })}
          style={{ minWidth: 200 }}
          data-testid="work-groups-status-filter"
        />
      </Flex>
      <Table<WorkGroupDto>
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
