import type { InboxTaskDto } from '@custodia/contracts';
import { Table, type TableColumnsType } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { taskPath } from '../platform/paths.ts';
import type { TaskBoxParams } from './taskBoxParams.ts';

/**
 * Below this width the table scrolls sideways (a phone) rather than squeeze its columns; a 1366 px
 * screen, the side menu aside, leaves the box 1030 px, where every column shows.
 */
const scrollWidth = 1000;

/** The box's page of tasks: chosen by box, opened by a double click, ordered and paged from the address. */
export function TaskBoxTable({
  items,
  count,
  loading,
  columns,
  params,
  setParams,
  selected,
  setSelected,
  onRowKey,
}: {
  items: InboxTaskDto[];
  count: number;
  loading: boolean;
  columns: TableColumnsType<InboxTaskDto>;
  params: TaskBoxParams;
  setParams: (changes: Partial<TaskBoxParams>) => void;
  selected: string[];
  setSelected: (ids: string[]) => void;
  onRowKey: (event: KeyboardEvent<HTMLElement>, task: InboxTaskDto, index: number) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table<InboxTaskDto>
      style={{ minWidth: scrollWidth }}
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      tableLayout="auto"
      data-testid="task-box-table"
      locale={{ emptyText: t('tasks.box.noMatch') }}
      rowClassName={(task) => (task.unread ? 'task-box-unread' : '')}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => setSelected(keys as string[]),
        getCheckboxProps: (task) => ({
          'aria-label': t('tasks.box.select', { number: task.record.number }),
        }),
      }}
      onRow={(task, index) => ({
        tabIndex: 0,
        'aria-label': t('tasks.box.rowLabel', {
          number: task.record.number,
          subject: task.subject,
        }),
        onKeyDown: (event) => onRowKey(event, task, index ?? 0),
        onDoubleClick: () => navigate(taskPath(task.id)),
      })}
      onChange={(pagination, _filters, sorter) => {
        const order = Array.isArray(sorter) ? sorter[0] : sorter;
        const by = order?.order ? String(order.columnKey) : 'due_at';
        const changedPage =
          pagination.current !== params.page || pagination.pageSize !== params.per_page;
        setParams({
          order_by: by as TaskBoxParams['order_by'],
          order_type: order?.order === 'descend' ? 'desc' : 'asc',
          page: changedPage && pagination.pageSize === params.per_page ? pagination.current : 1,
          per_page: pagination.pageSize,
        });
      }}
      pagination={{
        current: params.page,
        pageSize: params.per_page,
        total: count,
        showSizeChanger: true,
        showTotal: (total) => t('tasks.box.total', { count: total }),
      }}
    />
  );
}
