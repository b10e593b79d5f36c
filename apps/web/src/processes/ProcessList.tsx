import type { ProcessSummaryDto } from '@custodia/contracts';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { processPath } from '../platform/paths.ts';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { processStatusColors, processStatusLabels } from './processLabels.ts';

/** The steps a process waits on now, and on whom. */
export function CurrentSteps({ process }: { process: ProcessSummaryDto }) {
  const { t } = useTranslation();
  if (process.current.length === 0) return '—';
  return (
    <ul className="process-current">
      {process.current.map((current) => (
        <li key={`${current.step}-${current.assignee}`}>
          {t('processes.list.waitsOn', { step: current.step, assignee: current.assignee })}
        </li>
      ))}
    </ul>
  );
}

/**
 * A record's processes, newest as the server sorts them, each linking to its detail. `full` adds
 * who started each one (the workflow traceability screen).
 */
export function ProcessList({
  processes,
  full = false,
  label,
  testId,
}: {
  processes: ProcessSummaryDto[];
  full?: boolean;
  /** The list's name, as the screen's heading over it says. */
  label: string;
  testId: string;
}) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const columns: TableColumnsType<ProcessSummaryDto> = [
    {
      title: t('processes.fields.number'),
      key: 'number',
      render: (_, process) => (
        <Link to={processPath(process)} data-testid="process-link">
          {t('processes.list.number', { number: process.number })}
        </Link>
      ),
    },
    { title: t('processes.fields.workflow'), key: 'workflow', render: (_, p) => p.workflow.name },
    {
      title: t('processes.fields.status'),
      key: 'status',
      render: (_, process) => (
        <StatusTag
          status={process.status}
          labels={processStatusLabels}
          colors={processStatusColors}
          testId="process-status"
        />
      ),
    },
    ...(full
      ? [
          {
            title: t('processes.fields.responsible'),
            key: 'responsible',
            render: (_: unknown, process: ProcessSummaryDto) => process.responsible.name,
          },
        ]
      : []),
    {
      title: t('processes.fields.startedAt'),
      key: 'started',
      render: (_, process) => dateTime(process.started_at),
    },
    {
      title: t('processes.fields.endedAt'),
      key: 'ended',
      render: (_, process) => (process.ended_at ? dateTime(process.ended_at) : '—'),
    },
    {
      title: t('processes.fields.current'),
      key: 'current',
      render: (_, process) => <CurrentSteps process={process} />,
    },
  ];
  return (
    <ScrollRegion label={label}>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={processes}
        pagination={false}
        locale={{ emptyText: t('processes.list.none') }}
        data-testid={testId}
      />
    </ScrollRegion>
  );
}
