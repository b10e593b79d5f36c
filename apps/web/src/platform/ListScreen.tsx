import { PlusOutlined } from '@ant-design/icons';
import { Card, Space, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton.tsx';
import { type ListSearch, ListToolbar } from './ListToolbar.tsx';
import { PagedTable } from './PagedTable.tsx';
import type { PagedList } from './usePagedList.ts';

/**
 * The button to the screen that creates a new row of the list; `allowed` is the session's ability
 * to create (the page reads it), so the button shows only where the creating screen would open.
 */
export type CreateAction = { to: string; label: string; testId: string; allowed: boolean };

type Props<T> = {
  /**
   * What the list belongs to ('Ítems de la lista Países'); a list of its own has none, the
   * screen's h1 names it already.
   */
  title?: ReactNode;
  create?: CreateAction;
  /** The way back, for a list that belongs to one item (the items of a list). */
  back?: ReactNode;
  /** A note between the title and the search. */
  intro?: ReactNode;
  search: ListSearch;
  /** The list's own filters, beside the search. */
  filters?: ReactNode;
  list: PagedList<T, { name?: string; page?: number }>;
  columns: TableColumnsType<T>;
  /** Shown after the table: dialogs the screen opens. */
  children?: ReactNode;
};

/**
 * The screen of a searchable list kept on the server (users, roles, work groups, forms, lists …):
 * a card with the title and the create button, the search and filters, and the paged table.
 */
export function ListScreen<T extends object>({
  title,
  create,
  back,
  intro,
  search,
  filters,
  list,
  columns,
  children,
}: Props<T>) {
  return (
    <Card
      title={title}
      extra={
        <Space>
          {back}
          {create?.allowed && (
            <LinkButton
              to={create.to}
              type="primary"
              icon={<PlusOutlined />}
              data-testid={create.testId}
            >
              {create.label}
            </LinkButton>
          )}
        </Space>
      }
    >
      {intro}
      <ListToolbar list={list} search={search}>
        {filters}
      </ListToolbar>
      <PagedTable list={list} columns={columns} />
      {children}
    </Card>
  );
}
