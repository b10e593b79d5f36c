import { Table, type TableColumnsType, type TableProps } from 'antd';
import { actionsInView } from './actionsInView.ts';
import type { PagedList } from './usePagedList.ts';

type Props<T> = {
  /** The usePagedList result: its rows, its fetching state and its pager drive the table. */
  list: Pick<PagedList<T, unknown>, 'query' | 'pagination'>;
  columns: TableColumnsType<T>;
  /** Rows are told apart by `id` unless said otherwise (audit entries have `seq`). */
  rowKey?: TableProps<T>['rowKey'];
  /** Something else under way that will change the rows (a removal …), shown as loading too. */
  busy?: boolean;
  testId?: string;
};

/**
 * A table of one server page of a list: the pager changes the page in the address, and the rows
 * of the previous page stay, dimmed, while the next one loads.
 */
export function PagedTable<T extends object>({
  list,
  columns,
  rowKey = 'id',
  busy = false,
  testId,
}: Props<T>) {
  return (
    <Table<T>
      rowKey={rowKey}
      columns={actionsInView(columns)}
      dataSource={list.query.data?.items}
      loading={list.query.isFetching || busy}
      pagination={list.pagination}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
    />
  );
}
