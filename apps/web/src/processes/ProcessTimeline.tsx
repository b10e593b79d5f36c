import { ArrowRightOutlined } from '@ant-design/icons';
import type { ProcessEventDto, ProcessTaskDto, TaskDetailDto } from '@custodia/contracts';
import { Card, Empty, Table, type TableColumnsType, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { LinkButton } from '../platform/LinkButton.tsx';
import { taskPath } from '../platform/paths.ts';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import {
  eventColors,
  eventLabels,
  taskKindLabels,
  taskStatusColors,
  taskStatusLabels,
} from './processLabels.ts';

/**
 * The process's tasks, oldest first: who held each, how it came and ended, and by when it was
 * due. `workable` are the open tasks the person works (their detail says they may complete them),
 * each with the way to it.
 */
export function ProcessTasks({
  tasks,
  workable,
}: {
  tasks: ProcessTaskDto[];
  workable: TaskDetailDto[];
}) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const opens = new Set(workable.filter((task) => task.abilities.complete).map((task) => task.id));
  const columns: TableColumnsType<ProcessTaskDto> = [
    { title: t('processes.fields.step'), key: 'step', render: (_, task) => task.step.name },
    {
      title: t('processes.fields.assignee'),
      key: 'assignee',
      render: (_, task) => task.assignee.name,
    },
    {
      title: t('processes.fields.kind'),
      key: 'kind',
      render: (_, task) => t(taskKindLabels[task.kind]),
    },
    {
      title: t('processes.fields.status'),
      key: 'status',
      render: (_, task) => (
        <StatusTag status={task.status} labels={taskStatusLabels} colors={taskStatusColors} />
      ),
    },
    {
      title: t('processes.fields.receivedAt'),
      key: 'received',
      render: (_, task) => dateTime(task.received_at),
    },
    {
      title: t('processes.fields.dueAt'),
      key: 'due',
      render: (_, task) => <DeadlineTag due={task.due_at} colour={task.colour} />,
    },
    {
      title: t('processes.fields.closedAt'),
      key: 'closed',
      render: (_, task) =>
        task.closed_at
          ? t('processes.tasks.closed', {
              at: dateTime(task.closed_at),
              name: task.closed_by?.name ?? '—',
            })
          : '—',
    },
    {
      title: t('processes.fields.reason'),
      key: 'reason',
      render: (_, task) => task.reason ?? '—',
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, task) =>
        opens.has(task.id) && (
          <LinkButton
            size="small"
            icon={<ArrowRightOutlined />}
            to={taskPath(task.id)}
            data-testid="process-open-task"
          >
            {t('processes.tasks.open')}
          </LinkButton>
        ),
    },
  ];
  return (
    <Card title={t('processes.tasks.title')}>
      <ScrollRegion label={t('processes.tasks.title')}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={tasks}
          pagination={false}
          data-testid="process-tasks"
        />
      </ScrollRegion>
    </Card>
  );
}

function Event({ event }: { event: ProcessEventDto }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text strong>{t(eventLabels[event.kind])}</Typography.Text>
      {event.step && <Typography.Text> · {event.step}</Typography.Text>}
      <div>
        <Typography.Text type="secondary">
          {event.actor
            ? t('processes.events.by', { name: event.actor.name, at: dateTime(event.at) })
            : dateTime(event.at)}
        </Typography.Text>
      </div>
      {event.detail && <div style={{ whiteSpace: 'pre-wrap' }}>{event.detail}</div>}
    </>
  );
}

/** What happened in the process, oldest first, as the engine wrote it down. */
export function ProcessEvents({ events }: { events: ProcessEventDto[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('processes.events.title')} data-testid="process-events">
      {events.length === 0 ? (
        <Empty description={t('processes.events.none')} />
      ) : (
        <Timeline
          items={events.map((event) => ({
            key: event.id,
            color: eventColors[event.kind],
            content: <Event event={event} />,
          }))}
        />
      )}
    </Card>
  );
}
