import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { ListDto } from '@custodia/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { ListScreen } from '../platform/ListScreen.tsx';
import { ListFilterSelect } from '../platform/ListToolbar.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import { RowActions, type RowLink } from '../platform/RowActions.tsx';
import { useActiveSession } from '../platform/session.ts';
import { ListStatusTag } from './ListStatusTag.tsx';
import { listStatusLabels } from './listLabels.ts';
import { useListList } from './useLists.ts';

/** Edit the list (as its abilities allow) and see its items. */
function ListActions({ list }: { list: ListDto }) {
  const { t } = useTranslation();
  const params = { id: list.id };
  const items: RowLink = {
    to: generatePath(paths.listItems, params),
    label: t('lists.actions.items'),
    icon: <UnorderedListOutlined />,
    testId: 'list-items',
  };
  const edit: RowLink = {
    to: generatePath(paths.listEdit, params),
    label: t('lists.actions.edit'),
    icon: <EditOutlined />,
    testId: 'list-edit',
  };
  return <RowActions links={list.abilities.edit ? [edit, items] : [items]} />;
}

export default function ListConsultPage() {
  const { t } = useTranslation();
  const { abilities } = useActiveSession();
  const list = useListList();

  const columns: TableColumnsType<ListDto> = [
    { title: t('lists.fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('lists.fields.parent'),
      key: 'parent_list_name',
      render: (_, row) => row.parent_list_name ?? '—',
    },
    { title: t('lists.fields.items'), dataIndex: 'items_count', key: 'items_count' },
    {
      title: t('lists.fields.status'),
      key: 'status',
      render: (_, row) => <ListStatusTag status={row.status} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => <ListActions list={row} />,
    },
  ];

  return (
    <ListScreen
      create={{
        to: paths.listCreate,
        label: t('lists.create'),
        testId: 'lists-create',
        allowed: abilities['list.design'],
      }}
      search={{ placeholder: t('lists.list.search'), testId: 'lists-search' }}
      filters={
        <ListFilterSelect
          list={list}
          param="status"
          options={labelOptions(listStatusLabels, t)}
          placeholder={t('lists.list.allStatuses')}
          label={t('lists.fields.status')}
          minWidth={200}
          testId="lists-status-filter"
        />
      }
      list={list}
      columns={columns}
    />
  );
}
