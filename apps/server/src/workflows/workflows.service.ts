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
import { existingForm, type FormRow, findForm, listFormSummaries } from '../forms/index.ts';
import { auditRef, changesBetween, recordAudit, valuesSet } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { refuseRecordFormFilled, refuseUnfitConditions } from './gateway-conditions.service.ts';
import { isConfigured } from './steps.present.ts';
import { stepsOfWorkflow } from './steps.repo.ts';
import { designableWorkflowIds, startableFormIds } from './workflows.policy.ts';
import { toWorkflowDto } from './workflows.present.ts';
import * as repo from './workflows.repo.ts';

/** Of the given ids, those that are no workflow of the company (roles). */
export function unknownWorkflowIds(work: Work<Doer>, ids: string[]): Promise<string[]> {
  return repo.unknownWorkflowIds(work.tx, work.tenantId, ids);
}

/** Every workflow of the company, by name: what a role's designers may be given (roles). */
export function listWorkflowSummaries(work: Work<Doer>) {
  return repo.listWorkflowSummaries(work.tx, work.tenantId);
}

/** Status moves of spec §4: draft → active ↔ inactive. */
const allowedMoves: Record<WorkflowStatusValue, WorkflowStatusValue[]> = {
  [WorkflowStatus.draft]: [WorkflowStatus.active],
  [WorkflowStatus.active]: [WorkflowStatus.inactive],
  [WorkflowStatus.inactive]: [WorkflowStatus.active],
};

/** A workflow of the company; unknown ones answer 50030. */
export async function existingWorkflow(work: Work, id: string): Promise<repo.WorkflowRow> {
  return found(await repo.findWorkflow(work.tx, work.tenantId, id), 'workflowNotFound');
}

/** A form whose records may run workflows: not deleted, with the form's workflow option on. */
async function formForWorkflows(work: Work, formId: string) {
  const form = await findForm(work, formId);
  if (!form?.activate_workflow) throw new AppError('formWorkflowsOff', { form_id: 'errors.50038' });
  return form;
}

export async function listWorkflows(
  work: Work,
  query: WorkflowListQuery,
): Promise<Paged<WorkflowDto>> {
  const result = await repo.listWorkflows(work.tx, work.tenantId, {
    name: query.name,
    status: query.status,
    only: designableWorkflowIds(work.actor),
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, (row) => toWorkflowDto(row, work.actor));
}

/** Active workflows the actor may start, of every form or of one. */
export async function workflowsToStart(work: Work, formId?: string): Promise<WorkflowDto[]> {
  const { rows } = await repo.listWorkflows(work.tx, work.tenantId, {
    status: WorkflowStatus.active,
    formId,
    ofForms: startableFormIds(work.actor),
    limit: limits.maxPageSize,
    offset: 0,
  });
  return rows.map((row) => toWorkflowDto(row, work.actor));
}

/**
 * The workflows filing a record of the form starts (spec §3 mandatory start): its active ones
 * when its workflows start with filing, none otherwise. Filing starts them whoever files.
 */
export async function workflowsFilingStarts(
  work: Work,
  form: Pick<FormRow, 'id' | 'activate_workflow' | 'mandatory_start'>,
): Promise<repo.WorkflowRow[]> {
  if (!form.activate_workflow || !form.mandatory_start) return [];
  const { rows } = await repo.listWorkflows(work.tx, work.tenantId, {
    status: WorkflowStatus.active,
    formId: form.id,
    limit: limits.maxPageSize,
    offset: 0,
  });
  return rows;
}

/** The same, for the form's filers: the filing screen asks which one when there are several. */
export async function filingWorkflows(work: Work, formId: string) {
  const form = await existingForm(work, formId);
  authorize(work.actor, 'record.file', form);
  const rows = await workflowsFilingStarts(work, form);
  return rows.map(({ id, name, status }) => ({ id, name, status }));
}

export async function workflowFormChoices(work: Work): Promise<FormSummaryDto[]> {
  const { rows } = await listFormSummaries(work, {
    withWorkflows: true,
    limit: limits.maxPageSize,
    offset: 0,
  });
  return rows;
}

export async function getWorkflow(work: Work, id: string) {
  const workflow = await existingWorkflow(work, id);
  authorize(work.actor, 'workflow.view', workflow);
  return toWorkflowDto(workflow, work.actor);
}

/** A new workflow is a draft of one form, drawn and configured before it is activated. */
export async function createWorkflow(work: Work, input: WorkflowInput): Promise<WorkflowDto> {
  const { tx, actor } = work;
  await formForWorkflows(work, input.form_id);
  const id = await repo.insertWorkflow(tx, work.tenantId, { ...input, created_by: actor.userId });
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
  return toWorkflowDto(await existingWorkflow(work, id), actor);
}

/**
 * Activation needs a saved diagram (50035) whose every step has what it is worked with (50036,
 * naming the steps), a form that still runs workflows (50038), no step filling the workflow's own
 * form (500044), and gateway conditions the engine can evaluate over that form and the steps' data
 * forms (50120–50122); a form that allows one
 * workflow keeps one active at a time (50046).
 */
async function checkActivation(work: Work, workflow: repo.WorkflowRow): Promise<void> {
  if (!workflow.has_model) throw new AppError('workflowNeedsModel');
  const steps = await stepsOfWorkflow(work.tx, work.tenantId, workflow.id);
  const missing = steps.filter((step) => !isConfigured(step));
  if (missing.length > 0) {
    const names = missing.map((step) => step.label ?? step.name).join(', ');
    throw new AppError('stepsNotConfigured', undefined, { steps: names });
  }
  const form = await formForWorkflows(work, workflow.form_id);
  refuseRecordFormFilled(workflow, steps);
  await refuseUnfitConditions(work, workflow, steps, 'activation');
  if (form.unique_workflow) {
    const other = await repo.otherActiveWorkflow(work.tx, work.tenantId, form.id, workflow.id);
    if (other !== undefined) {
      throw new AppError('formUniqueWorkflow', undefined, { workflow: other });
    }
  }
}

async function moveStatus(
  work: Work,
  workflow: repo.WorkflowRow,
  status: WorkflowStatusValue,
): Promise<void> {
  authorize(work.actor, 'workflow.changeStatus', workflow);
  if (!allowedMoves[workflow.status].includes(status)) throw new AppError('workflowStatusChange');
  if (status === WorkflowStatus.active) await checkActivation(work, workflow);
  await repo.updateWorkflow(work.tx, work.tenantId, workflow.id, { status });
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'workflows',
    action: 'status',
    entityType: 'workflow',
    entityId: workflow.id,
    changes: { status: { from: workflow.status, to: status } },
  });
}

/** Renames, describes, or moves the status; inactivating keeps the diagram and the steps. */
export async function updateWorkflow(
  work: Work,
  id: string,
  input: WorkflowUpdateInput,
): Promise<WorkflowDto> {
  const { tx, actor } = work;
  const before = await existingWorkflow(work, id);
  authorize(actor, 'workflow.edit', before);
  const { status, ...texts } = input;
  const changes = changesBetween(before, { ...before, ...texts }, ['name', 'description']);
  if (Object.keys(changes).length > 0) {
    await repo.updateWorkflow(tx, work.tenantId, id, texts);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'workflows',
      action: 'update',
      entityType: 'workflow',
      entityId: id,
      changes,
    });
  }
  if (status !== undefined && status !== before.status) {
    await moveStatus(work, before, status);
  }
  return toWorkflowDto(await existingWorkflow(work, id), actor);
}
