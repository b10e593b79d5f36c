import type { WorkflowStatusValue } from '@custodia/contracts';
import { StatusTag } from '../platform/StatusTag.tsx';
import { workflowStatusColors, workflowStatusLabels } from './workflowLabels.ts';

export function WorkflowStatusTag({ status }: { status: WorkflowStatusValue }) {
  return (
    <StatusTag
      status={status}
      labels={workflowStatusLabels}
      colors={workflowStatusColors}
      testId="workflow-status"
    />
  );
}
