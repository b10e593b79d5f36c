import { Table, type TableColumnsType, type TableProps } from 'antd';
import { actionsInView } from './actionsInView.ts';
import { ClampedText } from './ClampedText.tsx';
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

/** Below this width a column stops being readable: what a column of no width of its own needs. */
const readableColumnWidth = 120;

/**
 * The width under which a table scrolls sideways inside its card (a phone) rather than squeeze
 * its columns: each column's own width, or the readable one. A wider card fits the table, its
 * long texts wrapping, so the status and the actions at the end of a row stay in view.
 */
export function scrollWidth<T>(columns: TableColumnsType<T>): number {
  return columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : readableColumnWidth),
    0,
  );
}

/**
 * antd's one-line ellipsis works only in a fixed table layout, which deals the width out evenly
 * whatever the columns hold; in the automatic layout used here the long text of an `ellipsis`
 * column (its `dataIndex`) shows two lines instead, and the whole of it on hover.
 */
function clampLongTexts<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) =>
    column.ellipsis
      ? {
          ...column,
          ellipsis: false,
          render: (text: string) => <ClampedText text={text} />,
        }
      : column,
  );
}

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
      columns={actionsInView(clampLongTexts(columns))}
      dataSource={list.query.data?.items}
      loading={list.query.isFetching || busy}
      pagination={list.pagination}
      scroll={{ x: scrollWidth(columns) }}
      tableLayout="auto"
      data-testid={testId}
    />
  );
}
