import { subscribe } from '../platform/subscriptions.ts';
import { leavingWork } from '../users/index.ts';
import { refuseIfResponsible } from './steps.service.ts';

/**
 * What other features may use of workflows: the workflows a role may name (roles), and, for the process engine, a workflow's versions and
 * steps as it runs them and the fields its gateway conditions are bound to.
 */
export { conditionFieldsOf, conditionRefusal } from './gateway-conditions.service.ts';
export { versionXml } from './models.service.ts';
export { responsiblesOf } from './steps.present.ts';
export type { StepRow } from './steps.repo.ts';
export { responsibleCandidates, workers } from './steps.service.ts';
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

/** A person a step names as its responsible does not leave work (users' leavingWork). */
export const workflowsSubscriptions = [subscribe(leavingWork, refuseIfResponsible)];
