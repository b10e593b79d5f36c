/** What the other features use of workflows (decision 82). */
export { PeopleSelect } from './PeopleSelect.tsx';
export { useDiagramViewer, useProcessDiagramXml } from './useDiagramViewer.ts';
export { useWorkflowsToStart } from './useWorkflows.ts';
export {
  durationUnitLabels,
  responsibleTypeLabels,
  stepActionLabels,
  workflowStatusLabels,
} from './workflowLabels.ts';
