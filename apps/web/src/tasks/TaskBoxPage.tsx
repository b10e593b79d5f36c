import type { InboxTaskDto, MessageKey, TaskListKindValue } from '@custodia/contracts';
import { Alert, Card, Flex, type InputRef, Table, type TableColumnsType, Typography } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths, taskPath } from '../platform/paths.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { taskKindLabels, taskPriorityLabels } from '../processes/index.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { DeadlineCounters } from './DeadlineCounters.tsx';
import { KeyboardHelp, useTaskBoxKeys } from './KeyboardHelp.tsx';
import { OpenTaskView } from './OpenTaskView.tsx';
import { SelectionActions } from './SelectionActions.tsx';
import { TaskBoxFilters } from './TaskBoxFilters.tsx';
import { TaskViews } from './TaskViews.tsx';
import {
  filterBody,
  filterNames,
  hasFilters,
  isListKindName,
  type ListKindName,
  listKindNames,
  TaskBoxParams,
  viewQuery,
} from './taskBoxParams.ts';
import { useInbox } from './useTaskBox.ts';
import './taskBox.css';

const kindTabs: { key: 'all' | ListKindName; label: MessageKey }[] = [
  { key: 'all', label: 'tasks.box.kind.all' },
  { key: 'process', label: 'tasks.box.kind.process' },
  { key: 'free', label: 'tasks.box.kind.free' },
  { key: 'batch', label: 'tasks.box.kind.batch' },
  { key: 'management', label: 'tasks.box.kind.management' },
];

/**
 * Below this width the table scrolls sideways (a phone) rather than squeeze its columns; a 1366 px
 * screen, the side menu aside, leaves the box 1030 px, where every column shows.
 */
const scrollWidth = 1000;

/** The address's state, read and changed: every change but paging goes back to page 1. */
function useTaskBoxParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = viewQuery(searchParams);
  const params = TaskBoxParams.parse(Object.fromEntries(searchParams));
  function setParams(changes: Partial<TaskBoxParams>): void {
    const next: Record<string, string> = {};
    const merged = { ...params, page: 1, ...changes };
    for (const [name, value] of Object.entries(merged)) {
      if (value !== undefined && value !== '') next[name] = String(value);
    }
    setSearchParams(next);
  }
  const clearFilters = () =>
    setParams(Object.fromEntries(filterNames.map((name) => [name, undefined])));
  return { params, setParams, clearFilters, query };
}

/** The table's columns, the one the box is ordered by showing its direction. */
function useColumns(params: TaskBoxParams): TableColumnsType<InboxTaskDto> {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const columns: TableColumnsType<InboxTaskDto> = [
    {
      title: t('tasks.box.column.number'),
      key: 'number',
      width: 160,
      sorter: true,
      render: (_, task) => (
        <Link to={taskPath(task.id)} data-testid="task-box-open" tabIndex={-1}>
          {task.record.number}
        </Link>
      ),
    },
    { title: t('tasks.box.column.subject'), key: 'subject', dataIndex: 'subject', sorter: true },
    {
      title: t('tasks.box.column.workflow'),
      key: 'workflow',
      sorter: true,
      render: (_, task) =>
        task.workflow ? (
          <>
            {task.workflow.name}
            <br />
            <Typography.Text type="secondary">{task.step?.name}</Typography.Text>
          </>
        ) : (
          t('tasks.box.freeTask')
        ),
    },
    {
      title: t('tasks.box.column.sender'),
      key: 'sender',
      sorter: true,
      render: (_, task) => task.sender?.name ?? '—',
    },
    {
      title: t('tasks.box.column.received'),
      key: 'received_at',
      width: 150,
      sorter: true,
      render: (_, task) => dateTime(task.received_at),
    },
    {
      title: t('tasks.box.column.due'),
      key: 'due_at',
      width: 220,
      sorter: true,
      render: (_, task) => <DeadlineTag due={task.due_at} colour={task.colour} />,
    },
    {
      title: t('tasks.box.column.kind'),
      key: 'kind',
      sorter: true,
      render: (_, task) => t(taskKindLabels[task.kind]),
    },
    {
      title: t('tasks.box.column.priority'),
      key: 'priority',
      sorter: true,
      render: (_, task) => t(taskPriorityLabels[task.priority]),
    },
  ];
  const direction = params.order_type === 'asc' ? 'ascend' : 'descend';
  return columns.map((column) => ({
    ...column,
    sortOrder: column.key === params.order_by ? direction : null,
  }));
}

/**
 * `/taskBox`, `/taskBox/{kind}` and `/taskBox/{view}` (spec §2): every task the person holds,
 * counted by deadline, narrowed, ordered and paged from the address, worked by keyboard as well
 * as by pointer, and saved as views.
 */
export default function TaskBoxPage() {
  const { param } = useParams();
  // `/taskBox/{view id}` opens a saved view: its kind's address with its query.
  if (param && !isListKindName(param)) return <OpenTaskView id={param} />;
  return <TaskBox />;
}

function TaskBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { param } = useParams();
  const listKindName = isListKindName(param) ? param : undefined;
  const listKind: TaskListKindValue | undefined = listKindName && listKindNames[listKindName];
  const { params, setParams, clearFilters, query } = useTaskBoxParams();
  const inbox = useInbox(filterBody(params, listKind));
  const allColumns = useColumns(params);
  const hidden = params.hide?.split(',') ?? [];
  const columns = allColumns.filter((column) => !hidden.includes(String(column.key)));
  const [selected, setSelected] = useState<string[]>([]);
  const searchRef = useRef<InputRef>(null);
  const [filtersOpen, setFiltersOpen] = useState(hasFilters(params));
  const tableRef = useRef<HTMLDivElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const items = inbox.data?.items ?? [];

  useTaskBoxKeys({
    onSearch: () => {
      setFiltersOpen(true);
      // The panel mounts its fields as it opens: focus once it has.
      requestAnimationFrame(() => searchRef.current?.focus());
    },
    onHelp: () => setHelpOpen(true),
    onFirstRow: () => focusRow(0),
  });

  function focusRow(index: number) {
    const rows = tableRef.current?.querySelectorAll<HTMLElement>('tr[data-row-key]');
    rows?.[Math.max(0, Math.min(index, rows.length - 1))]?.focus();
  }

  function toggle(id: string) {
    setSelected((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]));
  }

  function onRowKey(event: KeyboardEvent<HTMLElement>, task: InboxTaskDto, index: number) {
    const moves: Record<string, number> = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusRow(index + move);
    } else if (event.key === 'Enter') {
      navigate(taskPath(task.id));
    } else if (event.key === ' ' || event.key === 'x') {
      event.preventDefault();
      toggle(task.id);
    }
  }

  const total = inbox.data?.counters.total;
  return (
    <Card>
      <Flex vertical gap={16}>
        <nav aria-label={t('tasks.box.kinds')}>
          <Flex gap={8} wrap data-testid="task-box-kinds">
            {kindTabs.map((tab) => {
              const current = (listKindName ?? 'all') === tab.key;
              return (
                <LinkButton
                  key={tab.key}
                  to={
                    tab.key === 'all'
                      ? paths.taskBox
                      : generatePath(paths.taskBoxView, { param: tab.key })
                  }
                  type={current ? 'primary' : 'default'}
                  aria-current={current ? 'page' : undefined}
                >
                  {t(tab.label)}
                </LinkButton>
              );
            })}
          </Flex>
        </nav>
        <Flex gap={8} wrap justify="space-between">
          <TaskViews kind={listKindName ?? 'all'} query={query} current={params.view} />
          <ColumnChooser
            columns={allColumns}
            hidden={hidden}
            onChange={(hide) => setParams({ hide: hide.join(',') || undefined, page: params.page })}
          />
        </Flex>
        {inbox.data && (
          <DeadlineCounters
            counters={inbox.data.counters}
            chosen={params.deadline}
            onChoose={(deadline) => setParams({ deadline })}
          />
        )}
        <TaskBoxFilters
          params={params}
          onApply={setParams}
          onClear={clearFilters}
          searchRef={searchRef}
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
        />
        {total === 0 && !hasFilters(params) && listKind === undefined ? (
          <Alert type="info" showIcon message={t('tasks.box.empty')} data-testid="task-box-empty" />
        ) : (
          // Scrolled sideways in its own box rather than by the table: a table that scrolls draws
          // a hidden row of its headings, whose select-all box axe rightly finds focusable.
          <div ref={tableRef} className="task-box-scroll">
            <SelectionActions
              selected={selected}
              labels={Object.fromEntries(items.map((task) => [task.id, task.record.number]))}
              onDone={() => setSelected([])}
            />
            <Table<InboxTaskDto>
              style={{ minWidth: scrollWidth }}
              rowKey="id"
              columns={columns}
              dataSource={items}
              loading={inbox.isFetching}
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
                  page:
                    changedPage && pagination.pageSize === params.per_page ? pagination.current : 1,
                  per_page: pagination.pageSize,
                });
              }}
              pagination={{
                current: params.page,
                pageSize: params.per_page,
                total: inbox.data?.count ?? 0,
                showSizeChanger: true,
                showTotal: (count) => t('tasks.box.total', { count }),
              }}
            />
          </div>
        )}
      </Flex>
      <KeyboardHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Card>
  );
}
