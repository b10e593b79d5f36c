import type { ProcessSummaryDto } from '@custodia/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPath } from '../platform/paths.ts';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { processStatusColors, processStatusLabels } from './processLabels.ts';

/** Spec §3 process: its number, workflow, record, state, responsible and dates. */
export function ProcessHeader({
  process,
  interruptReason = null,
}: {
  process: ProcessSummaryDto;
  interruptReason?: string | null;
}) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="process-header"
      items={[
        {
          key: 'number',
          label: t('processes.fields.number'),
          children: t('processes.list.number', { number: process.number }),
        },
        { key: 'workflow', label: t('processes.fields.workflow'), children: process.workflow.name },
        {
          key: 'record',
          label: t('processes.fields.record'),
          children: (
            <Link to={recordPath(process.record)} data-testid="process-record">
              {process.record.number} · {process.record.subject}
            </Link>
          ),
          span: 'filled',
        },
        {
          key: 'status',
          label: t('processes.fields.status'),
          children: (
            <StatusTag
              status={process.status}
              labels={processStatusLabels}
              colors={processStatusColors}
              testId="process-status"
            />
          ),
        },
        {
          key: 'responsible',
          label: t('processes.fields.responsible'),
          children: process.responsible.name,
        },
        {
          key: 'started',
          label: t('processes.fields.startedAt'),
          children: dateTime(process.started_at),
        },
        {
          key: 'ended',
          label: t('processes.fields.endedAt'),
          children: process.ended_at ? dateTime(process.ended_at) : '—',
        },
        ...(interruptReason
          ? [
              {
                key: 'interrupt',
                label: t('processes.fields.interruptReason'),
                children: interruptReason,
                span: 'filled' as const,
              },
            ]
          : []),
      ]}
    />
  );
}
