import {
  type FormSummaryDto,
  limits,
  type Paged,
  type WorkflowDto,
  type WorkflowInput,
  type WorkflowListQuery,
  WorkflowStatus,
  type WorkflowStatusValue,
  type WorkflowUpdateInput,
} from '@custodia/contracts';
import { findForm, listFormSummaries } from '../forms/forms.service.ts';
import { auditRef, changesBetween, recordAudit, valuesSet } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import { isConfigured } from './steps.present.ts';
import { stepsOfWorkflow } from './steps.repo.ts';
import { designableWorkflowIds, startableFormIds } from './workflows.policy.ts';
import { toWorkflowDto } from './workflows.present.ts';
import * as repo from './workflows.repo.ts';

/** What roles read of workflows: the ids they may name, and the workflows to choose from. */
export { listWorkflowSummaries, unknownWorkflowIds } from './workflows.repo.ts';

/** Status moves of spec §4: draft → active ↔ inactive. */
const allowedMoves: Record<WorkflowStatusValue, WorkflowStatusValue[]> = {
  [WorkflowStatus.draft]: [WorkflowStatus.active],
  [WorkflowStatus.active]: [WorkflowStatus.inactive],
  [WorkflowStatus.inactive]: [WorkflowStatus.active],
};

/** A workflow of the actor's company; unknown ones answer 50030. */
export async function existingWorkflow(
  tx: Sql,
  actor: Actor,
  id: string,
): Promise<repo.WorkflowRow> {
  return found(await repo.findWorkflow(tx, actor.tenantId, id), 'workflowNotFound');
}

/** A form whose records may run workflows: not deleted, with the form's workflow option on. */
async function formForWorkflows(tx: Sql, actor: Actor, formId: string) {
  const form = await findForm(tx, actor.tenantId, formId);
  if (!form?.activate_workflow) throw new AppError('formWorkflowsOff', { form_id: 'errors.50038' });
  return form;
}

export async function listWorkflows(
  services: Services,
  actor: Actor,
  query: WorkflowListQuery,
): Promise<Paged<WorkflowDto>> {
  const result = await services.inTenant(actor.tenantId, (tx) =>
    repo.listWorkflows(tx, actor.tenantId, {
      name: query.name,
      status: query.status,
      only: designableWorkflowIds(actor),
      ...pageWindow(query.page, query.per_page),
    }),
  );
  return toPage(result, query.per_page, (row) => toWorkflowDto(row, actor));
}

/** Active workflows the actor may start, of every form or of one. */
export async function workflowsToStart(
  services: Services,
  actor: Actor,
  formId?: string,
): Promise<WorkflowDto[]> {
  const { rows } = await services.inTenant(actor.tenantId, (tx) =>
    repo.listWorkflows(tx, actor.tenantId, {
      status: WorkflowStatus.active,
      formId,
      ofForms: startableFormIds(actor),
      limit: limits.maxPageSize,
      offset: 0,
    }),
  );
  return rows.map((row) => toWorkflowDto(row, actor));
}

export async function workflowFormChoices(
  services: Services,
  actor: Actor,
): Promise<FormSummaryDto[]> {
  const { rows } = await services.inTenant(actor.tenantId, (tx) =>
    listFormSummaries(tx, actor.tenantId, {
      withWorkflows: true,
      limit: limits.maxPageSize,
      offset: 0,
    }),
  );
  return rows;
}

export async function getWorkflow(services: Services, actor: Actor, id: string) {
  const workflow = await services.inTenant(actor.tenantId, (tx) => existingWorkflow(tx, actor, id));
  authorize(actor, 'workflow.view', workflow);
  return toWorkflowDto(workflow, actor);
}

/** A new workflow is a draft of one form, drawn and configured before it is activated. */
export async function createWorkflow(
  services: Services,
  actor: Actor,
  input: WorkflowInput,
): Promise<WorkflowDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    await formForWorkflows(tx, actor, input.form_id);
    const id = await repo.insertWorkflow(tx, actor.tenantId, {
      ...input,
      created_by: actor.userId,
    });
    await recordAudit(tx, auditActorOf(actor), {
      module: 'workflows',
      action: 'create',
      entityType: 'workflow',
      entityId: id,
      changes: valuesSet({
        name: input.name,
        description: input.description,
        form: auditRef('form', input.form_id),
      }),
    });
    return toWorkflowDto(await existingWorkflow(tx, actor, id), actor);
  });
}

/**
 * Activation needs a saved diagram (50035) whose every step has what it is worked with (50036,
 * naming the steps), and a form that still runs workflows (50038); a form that allows one workflow
 * keeps one active at a time (50046).
 */
async function checkActivation(tx: Sql, actor: Actor, workflow: repo.WorkflowRow): Promise<void> {
  if (!workflow.has_model) throw new AppError('workflowNeedsModel');
  const missing = (await stepsOfWorkflow(tx, actor.tenantId, workflow.id)).filter(
    (step) => !isConfigured(step),
  );
  if (missing.length > 0) {
    const steps = missing.map((step) => step.label ?? step.name).join(', ');
    throw new AppError('stepsNotConfigured', undefined, { steps });
  }
  const form = await formForWorkflows(tx, actor, workflow.form_id);
  if (form.unique_workflow) {
    const other = await repo.otherActiveWorkflow(tx, actor.tenantId, form.id, workflow.id);
    if (other !== undefined) {
      throw new AppError('formUniqueWorkflow', undefined, { workflow: other });
    }
  }
}

async function moveStatus(
  tx: Sql,
  actor: Actor,
  workflow: repo.WorkflowRow,
  status: WorkflowStatusValue,
): Promise<void> {
  authorize(actor, 'workflow.changeStatus', workflow);
  if (!allowedMoves[workflow.status].includes(status)) throw new AppError('workflowStatusChange');
  if (status === WorkflowStatus.active) await checkActivation(tx, actor, workflow);
  await repo.updateWorkflow(tx, actor.tenantId, workflow.id, { status });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'workflows',
    action: 'status',
    entityType: 'workflow',
    entityId: workflow.id,
    changes: { status: { from: workflow.status, to: status } },
  });
}

/** Renames, describes, or moves the status; inactivating keeps the diagram and the steps. */
export async function updateWorkflow(
  services: Services,
  actor: Actor,
  id: string,
  input: WorkflowUpdateInput,
): Promise<WorkflowDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const before = await existingWorkflow(tx, actor, id);
    authorize(actor, 'workflow.edit', before);
    const { status, ...texts } = input;
    const changes = changesBetween(before, { ...before, ...texts }, ['name', 'description']);
    if (Object.keys(changes).length > 0) {
      await repo.updateWorkflow(tx, actor.tenantId, id, texts);
      await recordAudit(tx, auditActorOf(actor), {
        module: 'workflows',
        action: 'update',
        entityType: 'workflow',
        entityId: id,
        changes,
      });
    }
    if (status !== undefined && status !== before.status) {
      await moveStatus(tx, actor, before, status);
    }
    return toWorkflowDto(await existingWorkflow(tx, actor, id), actor);
  });
}
