import type { WorkflowDto } from '@custodia/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loaded } from '../platform/Loaded.tsx';
import { BackToWorkflowList } from './BackToWorkflowList.tsx';
import { useWorkflow } from './useWorkflows.ts';

type Props = {
  /** The address parameter holding the workflow's id. */
  param?: 'id' | 'workflowid';
  children: (workflow: WorkflowDto) => ReactNode;
};

/** Loads the workflow the address names, for the screens about one workflow. */
export function WorkflowLoader({ param = 'id', children }: Props) {
  const { [param]: id = '' } = useParams();
  return (
    <Loaded query={useWorkflow(id)} missing="errors.50030" back={<BackToWorkflowList />}>
      {children}
    </Loaded>
  );
}
