import type { TaskDetailDto } from '@custodia/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import {
  taskKindLabels,
  taskPriorityLabels,
  taskStatusColors,
  taskStatusLabels,
} from './processLabels.ts';

/** The task itself: its step, status, holder, sender, kind, priority and deadline. */
export function TaskData({ task }: { task: TaskDetailDto }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="task-data"
      items={[
        { key: 'step', label: t('processes.fields.step'), children: task.step.name },
        {
          key: 'status',
          label: t('processes.fields.status'),
          children: (
            <StatusTag
              status={task.status}
              labels={taskStatusLabels}
              colors={taskStatusColors}
              testId="task-status"
            />
          ),
        },
        { key: 'assignee', label: t('processes.fields.assignee'), children: task.assignee.name },
        { key: 'sender', label: t('processes.fields.sender'), children: task.sender?.name ?? '—' },
        { key: 'kind', label: t('processes.fields.kind'), children: t(taskKindLabels[task.kind]) },
        {
          key: 'priority',
          label: t('processes.fields.priority'),
          children: t(taskPriorityLabels[task.priority]),
        },
        {
          key: 'received',
          label: t('processes.fields.receivedAt'),
          children: dateTime(task.received_at),
        },
        {
          key: 'due',
          label: t('processes.fields.dueAt'),
          children: <DeadlineTag due={task.due_at} colour={task.colour} />,
        },
        ...(task.reason
          ? [{ key: 'reason', label: t('processes.fields.reason'), children: task.reason }]
          : []),
      ]}
    />
  );
}
