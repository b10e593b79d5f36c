/**
 * What other features may use of workflows: the refusal to retire a user a step names (users),
<<<<<<< HEAD
 * the workflows a role may name (roles), and a workflow's versions and steps as the process
 * engine runs them (processes).
 */

export { responsiblesOf } from './steps.present.ts';
export type { StepRow } from './steps.repo.ts';
export { refuseIfResponsible, responsibleCandidates } from './steps.service.ts';
export {
  type GraphFlow,
  type GraphNode,
  stepConfigurations,
  type VersionGraph,
  versionGraph,
} from './versions.service.ts';
export {
  existingWorkflow,
  listWorkflowSummaries,
  unknownWorkflowIds,
} from './workflows.service.ts';
=======
 * the workflows a role may name (roles), and the fields a workflow's gateway conditions are bound
 * to (the engine).
 */
export { conditionFieldsOf } from './gateway-conditions.service.ts';
export { refuseIfResponsible } from './steps.service.ts';
export { listWorkflowSummaries, unknownWorkflowIds } from './workflows.service.ts';
>>>>>>> conditions
