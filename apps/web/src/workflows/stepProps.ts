import type { StepDetailDto, WorkflowDto } from '@custodia/contracts';

/** What every card of a step's configuration receives. */
export type StepProps = { workflow: WorkflowDto; step: StepDetailDto; readOnly: boolean };

/** The step as its hooks name it. */
export const idsOf = ({ workflow, step }: StepProps) => ({
  workflowId: workflow.id,
  stepId: step.id,
});
