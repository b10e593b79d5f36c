import {
  type Action,
  DesignerLevel,
  type DesignerRights,
  designerLevel,
  designs,
  UserType,
  WorkflowStatus,
  type WorkflowStatusValue,
  workflowDesignerRights,
} from '@custodia/contracts';
import { formsTheActorMay } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';
import type { Rules } from '../platform/policy.ts';

/** The workflow acted on: whether a diagram is saved decides what may be done with it. */
export type WorkflowSubject = {
  id: string;
  form_id: string;
  status: WorkflowStatusValue;
  has_model: boolean;
};

function rightsOf(actor: Actor): DesignerRights {
  return workflowDesignerRights({
    user_type: actor.userType,
    designer_workflows: actor.grants.designerWorkflows,
    admin_workflows: actor.grants.adminWorkflows,
  });
}

const designsWorkflow = (actor: Actor, workflow: WorkflowSubject) =>
  designs(rightsOf(actor), workflow.id);

/**
 * Its diagram and its steps change while the workflow is a draft or inactive (spec §4): an active
 * one is what processes run, so it is inactivated first (50033).
 */
const changesDesign = (actor: Actor, workflow: WorkflowSubject) =>
  !designsWorkflow(actor, workflow)
    ? false
    : workflow.status === WorkflowStatus.active
      ? 'workflowActive'
      : true;

/** Admins start every workflow; others those of the forms their roles let them start (spec §6). */
export const startsWorkflowsOf = (actor: Actor, formId: string) =>
  actor.userType === UserType.admin || actor.grants.forms.get(formId)?.start_workflows === true;

/**
 * Spec §2 and §6 with decision 19's levels over designer-workflows and admin_workflows: admins and
 * designers of all workflows list and create them; restricted designers list and change only the
 * workflows their roles chose.
 */
export const workflowRules = {
  'workflow.list': (actor: Actor) => designerLevel(rightsOf(actor)) !== DesignerLevel.none,
  'workflow.create': (actor: Actor) => designerLevel(rightsOf(actor)) === DesignerLevel.all,
  'workflow.view': designsWorkflow,
  'workflow.edit': designsWorkflow,
  'workflow.changeStatus': designsWorkflow,
  'workflow.designModel': changesDesign,
  // Only a draft's diagram is deleted: no process can have run on it (spec §4).
  'workflow.deleteModel': (actor: Actor, workflow: WorkflowSubject) =>
    !designsWorkflow(actor, workflow)
      ? false
      : !workflow.has_model
        ? 'workflowHasNoModel'
        : workflow.status === WorkflowStatus.draft
          ? true
          : 'workflowModelDeleteLocked',
  'workflow.configureSteps': changesDesign,
  'workflow.start': (actor: Actor, workflow: WorkflowSubject) =>
    !startsWorkflowsOf(actor, workflow.form_id)
      ? false
      : workflow.status === WorkflowStatus.active
        ? true
        : 'workflowNotActive',
} satisfies Rules<Extract<Action, `workflow.${string}`>>;

/** The workflows a restricted designer is limited to, or null when every workflow is theirs. */
export function designableWorkflowIds(actor: Actor): readonly string[] | null {
  return designerLevel(rightsOf(actor)) === DesignerLevel.all
    ? null
    : actor.grants.adminWorkflows.workflows_uuid;
}

/** The forms whose workflows the actor may start, or null for every form (admins). */
export function startableFormIds(actor: Actor): string[] | null {
  return formsTheActorMay(actor, 'start_workflows');
}
