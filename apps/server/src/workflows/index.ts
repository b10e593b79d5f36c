/**
 * What other features may use of workflows: the refusal to retire a user a step names (users),
 * and the workflows a role may name (roles).
 */
export { refuseIfResponsible } from './steps.service.ts';
export { listWorkflowSummaries, unknownWorkflowIds } from './workflows.service.ts';
