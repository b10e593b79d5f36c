import { EditOutlined } from '@ant-design/icons';
import type { ListDto, ListItemDto, ListItemInput } from '@custodia/contracts';
import { Alert, App, Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useParams } from 'react-router';
import { ListScreen } from '../platform/ListScreen.tsx';
import { ListFilterCheckbox } from '../platform/ListToolbar.tsx';
import { paths } from '../platform/paths.ts';
import { RowActions } from '../platform/RowActions.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { BackToLists } from './BackToLists.tsx';
import { ListItemForm } from './ListItemForm.tsx';
import { ListLoader } from './ListLoader.tsx';
import { ItemStatusTag } from './ListStatusTag.tsx';
import { useListItems, useSaveListItem } from './useLists.ts';

/** Adds items one after another: after each, the form empties for the next. */
function NewItem({ list, parentItemId }: { list: ListDto; parentItemId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveListItem(list.id);
  const [created, setCreated] = useState(0);

  async function create(input: ListItemInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('lists.items.created'));
    setCreated((count) => count + 1);
  }

  return (
    <Card size="small" title={t('lists.items.new')} style={{ marginBottom: 16 }}>
      <ListItemForm
        key={created}
        // The next item is typed straight away: focus returns to the emptied name, not to <body>.
        autoFocus={created > 0}
        list={list}
        parentItemId={parentItemId}
        saving={save.isPending}
        onSubmit={create}
      />
    </Card>
  );
}

function ListItems({ list }: { list: ListDto }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { parentId } = useParams();
  const items = useListItems(list.id, parentId);

  const columns: TableColumnsType<ListItemDto> = [
    { title: t('lists.items.fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('lists.items.fields.parent', { list: list.parent_list_name }),
      key: 'parent_item_name',
      // Only the items of a list with a parent list hang from an item.
      hidden: list.parent_list_id === null,
      render: (_, item) => item.parent_item_name ?? '—',
    },
    {
      title: t('lists.fields.status'),
      key: 'active',
      render: (_, item) => <ItemStatusTag active={item.active} />,
    },
    {
      title: t('lists.items.fields.createdAt'),
      key: 'created_at',
      render: (_, item) => dateTime(item.created_at),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      // Items are changed by whoever may manage the list's items.
      hidden: !list.abilities.manageItems,
      render: (_, item) => (
        <RowActions
          links={[
            {
              to: generatePath(paths.listItemEdit, { listId: list.id, id: item.id }),
              label: t('lists.items.edit'),
              icon: <EditOutlined />,
              testId: 'item-edit',
            },
          ]}
        />
      ),
    },
  ];

  return (
    <ListScreen
      title={t('lists.items.title', { name: list.name })}
      back={<BackToLists />}
      intro={
        <>
          {list.abilities.manageItems && <NewItem list={list} parentItemId={parentId} />}
          {parentId !== undefined && (
            <Alert
              type="info"
              showIcon
              title={t('lists.items.narrowed')}
              action={
                <Link to={generatePath(paths.listItems, { id: list.id })}>
                  {t('lists.items.showAll')}
                </Link>
              }
              style={{ marginBottom: 16 }}
            />
          )}
        </>
      }
      search={{ placeholder: t('lists.items.search'), testId: 'items-search' }}
      filters={
        <ListFilterCheckbox
          list={items}
          param="active"
          label={t('lists.items.onlyActive')}
          testId="items-active-filter"
        />
      }
      list={items}
      columns={columns}
    />
  );
}

/** `/formsdesigner/itemslist/:id/:parentId?`: a list's items, and where new ones are added. */
export default function ListItemsPage() {
  const { id = '' } = useParams();
  return <ListLoader id={id}>{(list) => <ListItems list={list} />}</ListLoader>;
}
