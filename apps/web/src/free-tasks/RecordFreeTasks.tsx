import type { FreeTaskDto, RecordDetailDto } from '@custodia/contracts';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { taskPath } from '../platform/paths.ts';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { taskPriorityLabels, taskStatusColors, taskStatusLabels } from '../processes/index.ts';
import { CreateFreeTaskButton } from './CreateFreeTaskButton.tsx';
import { useRecordFreeTasks } from './useFreeTasks.ts';

/** The record detail's free tasks, newest first, and the way to ask for one where allowed. */
export function RecordFreeTasks({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const tasks = useRecordFreeTasks(record.id);
  const columns: TableColumnsType<FreeTaskDto> = [
    {
      title: t('freeTasks.fields.subject'),
      key: 'subject',
      render: (_, task) => (
        <Link to={taskPath(task.id)} data-testid="free-task-link">
          {task.subject}
        </Link>
      ),
    },
    {
      title: t('freeTasks.fields.assignee'),
      key: 'assignee',
      render: (_, task) => task.assignee.name,
    },
    {
      title: t('freeTasks.fields.status'),
      key: 'status',
      render: (_, task) => (
        <StatusTag
          status={task.status}
          labels={taskStatusLabels}
          colors={taskStatusColors}
          testId="free-task-status"
        />
      ),
    },
    {
      title: t('freeTasks.fields.priority'),
      key: 'priority',
      render: (_, task) => t(taskPriorityLabels[task.priority]),
    },
    {
      title: t('freeTasks.fields.due'),
      key: 'due',
      render: (_, task) => <DeadlineTag due={task.due_at} colour={task.colour} />,
    },
  ];
  return (
    <Card
      title={t('freeTasks.record.title')}
      extra={record.abilities.createFreeTask && <CreateFreeTaskButton record={record} />}
      data-testid="record-free-tasks"
    >
      <ScrollRegion label={t('freeTasks.record.title')}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={tasks.data ?? []}
          loading={tasks.isPending}
          pagination={false}
          locale={{ emptyText: t('freeTasks.record.none') }}
          data-testid="free-task-list"
        />
      </ScrollRegion>
    </Card>
  );
}
