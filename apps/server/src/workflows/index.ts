/**
 * What other features may use of workflows: the refusal to retire a user a step names (users),
 * the workflows a role may name (roles), and the fields a workflow's gateway conditions are bound
 * to (the engine).
 */
export { conditionFieldsOf } from './gateway-conditions.service.ts';
export { refuseIfResponsible } from './steps.service.ts';
export { listWorkflowSummaries, unknownWorkflowIds } from './workflows.service.ts';
