import type { InboxTaskDto } from '@custodia/contracts';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { taskPath } from '../platform/paths.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { taskKindLabels, taskPriorityLabels } from '../processes/index.ts';
import type { TaskBoxParams } from './taskBoxParams.ts';

/** The table's columns, the one the box is ordered by showing its direction. */
export function useTaskBoxColumns(params: TaskBoxParams): TableColumnsType<InboxTaskDto> {
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
      // A PQRS's legal due date (issue 47), coloured by the server by the step deadline's rule.
      title: t('tasks.box.column.legalDue'),
      key: 'legal_due_at',
      width: 220,
      sorter: true,
      render: (_, task) =>
        task.legal_due ? (
          <DeadlineTag due={task.legal_due.due_at} colour={task.legal_due.colour} />
        ) : (
          '—'
        ),
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
