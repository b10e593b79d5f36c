import type { TableColumnsType } from 'antd';

/**
 * The row actions column (key 'actions') stays at the right edge, in view, however far the other
 * columns make the table scroll sideways.
 */
export function actionsInView<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) =>
    column.key === 'actions' ? { ...column, fixed: 'right' as const } : column,
  );
}
