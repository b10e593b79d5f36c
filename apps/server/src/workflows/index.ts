/**
 * What other features may use of workflows: the refusal to retire a user a step names (users),
 * the workflows a role may name (roles), and, for the process engine, a workflow's versions and
 * steps as it runs them and the fields its gateway conditions are bound to.
 */
export { conditionFieldsOf, conditionRefusal } from './gateway-conditions.service.ts';
export { versionXml } from './models.service.ts';
export { responsiblesOf } from './steps.present.ts';
export type { StepRow } from './steps.repo.ts';
export { refuseIfResponsible, responsibleCandidates, workers } from './steps.service.ts';
export {
  type GraphFlow,
  type GraphNode,
  stepConfigurations,
  type VersionGraph,
  versionGraph,
} from './versions.service.ts';
export type { WorkflowRow } from './workflows.repo.ts';
export {
  existingWorkflow,
  listWorkflowSummaries,
  unknownWorkflowIds,
  workflowsFilingStarts,
} from './workflows.service.ts';
