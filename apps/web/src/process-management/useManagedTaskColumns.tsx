import type { ManagedTaskDto } from '@custodia/contracts';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { paths } from '../platform/paths.ts';
import { useDateTime } from '../platform/useDateTime.ts';

/** The tasks' columns: the record, where its process stands, who holds it and its deadline. */
export function useManagedTaskColumns(): TableColumnsType<ManagedTaskDto> {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  return [
    {
      title: t('processes.fields.record'),
      key: 'record',
      render: (_, task) => (
        <Flex vertical>
          <Link to={paths.taskDetail.replace(':id', task.id)} data-testid="managed-task-link">
            {task.process.record.number}
          </Link>
          <Typography.Text type="secondary">{task.process.record.subject}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('processes.fields.workflow'),
      key: 'workflow',
      render: (_, task) => task.process.workflow.name,
    },
    { title: t('processes.fields.step'), key: 'step', render: (_, task) => task.step.name },
    {
      title: t('processes.fields.assignee'),
      key: 'assignee',
      render: (_, task) => (
        <Flex gap={4} wrap>
          {task.assignee.name}
          {task.managed && <Tag color="blue">{t('processManagement.managed')}</Tag>}
        </Flex>
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
      width: 220,
      render: (_, task) => <DeadlineTag due={task.due_at} colour={task.colour} />,
    },
  ];
}
