import {
  type AcceptedDto,
  type CandidateDto,
  type ErrorName,
  type ExpirationInput,
  type ResponsibleTypeValue,
  type SendTaskInput,
  type StepActions,
  type StepDetailDto,
  type StepDto,
  type StepLabelsInput,
  type StepTypeValue,
  translate,
  workedStepTypes,
} from '@custodia/contracts';
import {
  type AuditEventChanges,
  auditRef,
  auditRefs,
  changesBetween,
  recordAudit,
  setChange,
} from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { containsPattern, parsedJson } from '../platform/sql.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { refuseRecordFormFilled } from './gateway-conditions.service.ts';
import { inFlowOrder, responsiblesOf, toStepDetailDto, toStepDto } from './steps.present.ts';
import * as repo from './steps.repo.ts';
import type { WorkflowRow } from './workflows.repo.ts';
import { existingWorkflow } from './workflows.service.ts';

/** The steps of the workflow's saved diagram; 50043 while it has none (spec §8). */
async function currentSteps(work: Work, workflow: WorkflowRow) {
  if (!workflow.has_model) throw new AppError('workflowHasNoModel');
  return inFlowOrder(await repo.stepsOfWorkflow(work.tx, work.tenantId, workflow.id));
}

export async function listSteps(work: Work, workflowId: string): Promise<StepDto[]> {
  const workflow = await existingWorkflow(work, workflowId);
  authorize(work.actor, 'workflow.view', workflow);
  return (await currentSteps(work, workflow)).map(toStepDto);
}

/**
 * Spec §4: a user named as a step's responsible is not inactivated or retired silently; the
 * change is refused naming the steps (50047) until they name someone else.
 */
export async function refuseIfResponsible(work: Work<Doer>, userId: string) {
  const steps = await repo.stepsNamingUser(work.tx, work.tenantId, userId);
  if (steps.length > 0) {
    throw new AppError(
      'userIsResponsible',
      { status: 'errors.50047' },
      { steps: steps.join('; ') },
    );
  }
}

async function existingStep(work: Work, workflowId: string, stepId: string) {
  return found(await repo.findStep(work.tx, work.tenantId, workflowId, stepId), 'stepNotFound');
}

export async function getStep(
  work: Work,
  workflowId: string,
  stepId: string,
): Promise<StepDetailDto> {
  const workflow = await existingWorkflow(work, workflowId);
  authorize(work.actor, 'workflow.view', workflow);
  return toStepDetailDto(await existingStep(work, workflowId, stepId), workflow);
}

/**
 * One change of a step's configuration: the workflow must be changeable (not active), the step
 * one of its diagram and of a kind the change applies to (50039); then the change, its audit row,
 * and the step as it is afterwards.
 */
async function configureStep(
  work: Work,
  ids: { workflowId: string; stepId: string },
  change: {
    types: readonly StepTypeValue[];
    apply(step: repo.StepRow, workflow: WorkflowRow): Promise<AuditEventChanges>;
  },
): Promise<StepDetailDto> {
  const workflow = await existingWorkflow(work, ids.workflowId);
  authorize(work.actor, 'workflow.configureSteps', workflow);
  const step = await existingStep(work, ids.workflowId, ids.stepId);
  if (!change.types.includes(step.type)) throw new AppError('stepNotConfigurable');
  const changes = await change.apply(step, workflow);
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'workflows',
    action: 'step_configure',
    entityType: 'workflow',
    entityId: workflow.id,
    changes: { step: auditRef('workflow_step', step.id), ...changes },
  });
  return toStepDetailDto(await existingStep(work, ids.workflowId, ids.stepId), workflow);
}

const refused = (error: ErrorName, field: string, key: string) =>
  new AppError(error, { [field]: key });

/**
 * Users a step may name: people work may go to (spec §1, §4: active, not query users), admins
 * where asked.
 */
async function requireActive(
  work: Work,
  ids: string[],
  field: string,
  adminsOnly = false,
): Promise<void> {
  const named = await repo.workerIds(work.tx, work.tenantId, ids, adminsOnly);
  if (named.length === ids.length) return;
  throw adminsOnly
    ? refused('notificationUserNotAdmin', field, 'errors.50042')
    : refused('responsibleNotActive', field, 'errors.50040');
}

/** Who works a step (spec §3): one user, a list the sender picks from, or a work group. */
export type ResponsibleChoice =
  | { type: 1; userIds: [string]; field: string }
  | { type: 2; userIds: string[]; field: string }
  | { type: 3; workGroupId: string; field: string };

export function setResponsible(
  work: Work,
  ids: { workflowId: string; stepId: string },
  choice: ResponsibleChoice,
): Promise<StepDetailDto> {
  const { tx, tenantId } = work;
  return configureStep(work, ids, {
    types: workedStepTypes,
    apply: async (step) => {
      const userIds = choice.type === 3 ? [] : choice.userIds;
      if (choice.type === 3) {
        if (!(await repo.isActiveWorkGroup(tx, tenantId, choice.workGroupId))) {
          throw refused('workGroupNotActive', choice.field, 'errors.50041');
        }
      } else {
        await requireActive(work, userIds, choice.field);
      }
      const workGroupId = choice.type === 3 ? choice.workGroupId : null;
      await repo.updateStep(tx, tenantId, step.id, {
        responsible_type: choice.type,
        work_group_id: workGroupId,
      });
      await repo.setResponsibleUsers(tx, tenantId, step.id, userIds);
      return responsibleChanges(step, choice.type, userIds, workGroupId);
    },
  });
}

function responsibleChanges(
  step: repo.StepRow,
  type: ResponsibleTypeValue | null,
  userIds: string[],
  workGroupId: string | null,
): AuditEventChanges {
  const users = responsiblesOf(step);
  return {
    ...changesBetween({ responsible_type: step.responsible_type }, { responsible_type: type }, [
      'responsible_type',
    ]),
    responsibles: {
      from: auditRefs(
        'user',
        users.map((user) => user.id),
      ),
      to: auditRefs('user', userIds),
    },
    work_group: {
      from: step.work_group ? auditRef('work_group', step.work_group.id) : null,
      to: workGroupId ? auditRef('work_group', workGroupId) : null,
    },
  };
}

export function deleteResponsible(
  work: Work,
  ids: { workflowId: string; stepId: string },
): Promise<StepDetailDto> {
  const { tx, tenantId } = work;
  return configureStep(work, ids, {
    types: workedStepTypes,
    apply: async (step) => {
      await repo.updateStep(tx, tenantId, step.id, {
        responsible_type: null,
        work_group_id: null,
      });
      await repo.setResponsibleUsers(tx, tenantId, step.id, []);
      return responsibleChanges(step, null, [], null);
    },
  });
}

const actionFields = [
  'allow_reassign',
  'allow_interrupt_process',
  'move_file_to_trash',
  'electronic_signature',
  'allow_return_to_step',
] as const;

/** What a task of the step allows (spec §6 step actions); answered 202 (spec §7). */
export async function setActions(
  work: Work,
  ids: { workflowId: string; stepId: string },
  actions: StepActions,
): Promise<AcceptedDto> {
  await configureStep(work, ids, {
    types: workedStepTypes,
    apply: async (step) => {
      await repo.updateStep(work.tx, work.tenantId, step.id, actions);
      return changesBetween(step, actions, actionFields);
    },
  });
  return { detail: translate(work.language, 'workflows.steps.actionsSaved') };
}

/** The step's deadline (spec §5, §9). */
export function setExpiration(
  work: Work,
  ids: { workflowId: string; stepId: string },
  input: ExpirationInput,
): Promise<StepDetailDto> {
  return configureStep(work, ids, {
    types: workedStepTypes,
    apply: async (step) => {
      await repo.updateStep(work.tx, work.tenantId, step.id, input);
      return changesBetween(step, input, ['date_execute', 'unit_of_measure']);
    },
  });
}

/** An e-mail task's recipients, body and notification user, who must be an admin (spec §6). */
export function setSendTask(
  work: Work,
  ids: { workflowId: string; stepId: string },
  input: SendTaskInput,
): Promise<StepDetailDto> {
  return configureStep(work, ids, {
    types: ['send_task'],
    apply: async (step) => {
      await requireActive(work, [input.notification_user_uuid], 'notification_user_uuid', true);
      const recipients = [...new Set(input.recipients)];
      await repo.updateStep(work.tx, work.tenantId, step.id, {
        email_recipients: recipients,
        email_body: input.body,
        notification_user_id: input.notification_user_uuid,
      });
      return {
        ...changesBetween(
          { recipients: step.email_recipients, email_body: step.email_body },
          { recipients, email_body: input.body },
          ['recipients', 'email_body'],
        ),
        notification_user: auditRef('user', input.notification_user_uuid),
      };
    },
  });
}

type DataFormChoice = {
  id: string;
  name: string;
  fields: { id: string; label: string; required: boolean }[];
};

/** Active forms with their active fields, the forms a step may have filled in. */
async function activeDataForms(work: Work): Promise<DataFormChoice[]> {
  const rows = await repo.dataFormChoices(work.tx, work.tenantId);
  return rows.map((row) => ({
    ...row,
    fields: parsedJson(row.fields),
  }));
}

/** The data form refused unless the form is active and the fields are active fields of it (50049). */
async function requireDataForm(work: Work, formId: string, fieldIds: string[]) {
  const form = (await activeDataForms(work)).find((choice) => choice.id === formId);
  const known = new Set(form?.fields.map((field) => field.id));
  if (!form || !fieldIds.every((id) => known.has(id))) {
    throw refused('dataFormInvalid', 'form_id', 'errors.50049');
  }
}

/** Writes a step's data form (none when `form` is null) and says what changed. */
async function writeDataForm(
  work: Work,
  step: repo.StepRow,
  form: { id: string; fields: string[]; required: string[] } | null,
): Promise<AuditEventChanges> {
  const fields = form?.fields ?? [];
  const required = form?.required ?? [];
  await repo.updateStep(work.tx, work.tenantId, step.id, {
    data_form_id: form?.id ?? null,
    data_form_fields: fields,
    data_form_required: required,
  });
  return {
    data_form: {
      from: step.data_form ? auditRef('form', step.data_form.id) : null,
      to: form ? auditRef('form', form.id) : null,
    },
    data_form_fields: setChange(step.data_form_fields, fields, (id) => auditRef('form_field', id)),
    data_form_required: setChange(step.data_form_required, required, (id) =>
      auditRef('form_field', id),
    ),
  };
}

/**
 * A form filled in at a user or manual task: an active form other than the workflow's own, fields
 * of it, some required.
 */
export function setDataForm(
  work: Work,
  ids: { workflowId: string; stepId: string },
  input: { form_id: string; fields: string[]; required: string[] },
): Promise<StepDetailDto> {
  return configureStep(work, ids, {
    types: workedStepTypes,
    apply: async (step, workflow) => {
      refuseRecordFormFilled(workflow, [{ ...step, data_form: { id: input.form_id } }], 'form_id');
      const fields = [...new Set(input.fields)];
      await requireDataForm(work, input.form_id, fields);
      const required = [...new Set(input.required)];
      return writeDataForm(work, step, { id: input.form_id, fields, required });
    },
  });
}

export function deleteDataForm(
  work: Work,
  ids: { workflowId: string; stepId: string },
): Promise<StepDetailDto> {
  return configureStep(work, ids, {
    types: workedStepTypes,
    apply: (step) => writeDataForm(work, step, null),
  });
}

/** Adds one field of the step's data form (set first: 50049), required or not; or removes one. */
export function changeDataFormField(
  work: Work,
  ids: { workflowId: string; stepId: string },
  change: { field_id: string; required: boolean } | { field_id: string; remove: true },
): Promise<StepDetailDto> {
  return configureStep(work, ids, {
    types: workedStepTypes,
    apply: async (step) => {
      if (!step.data_form) throw refused('dataFormInvalid', 'field_id', 'errors.50049');
      const others = (list: string[]) => list.filter((id) => id !== change.field_id);
      if ('remove' in change) {
        const fields = others(step.data_form_fields);
        const required = others(step.data_form_required);
        return writeDataForm(work, step, { id: step.data_form.id, fields, required });
      }
      await requireDataForm(work, step.data_form.id, [change.field_id]);
      return writeDataForm(work, step, {
        id: step.data_form.id,
        fields: [...others(step.data_form_fields), change.field_id],
        required: change.required
          ? [...others(step.data_form_required), change.field_id]
          : others(step.data_form_required),
      });
    },
  });
}

/**
 * The forms the step may have filled in (spec §7 data-forms-external-config): not the workflow's
 * own, whose fields are the record's (500044).
 */
export async function dataFormChoices(
  work: Work,
  ids: { workflowId: string; stepId: string },
): Promise<DataFormChoice[]> {
  const workflow = await existingWorkflow(work, ids.workflowId);
  authorize(work.actor, 'workflow.view', workflow);
  await existingStep(work, ids.workflowId, ids.stepId);
  return (await activeDataForms(work)).filter((choice) => choice.id !== workflow.form_id);
}

/** Renames steps for those who work them; an empty name gives back the diagram's. */
export async function renameSteps(
  work: Work,
  workflowId: string,
  input: StepLabelsInput,
): Promise<StepDto[]> {
  const { tx, actor } = work;
  const workflow = await existingWorkflow(work, workflowId);
  authorize(actor, 'workflow.configureSteps', workflow);
  const steps = await currentSteps(work, workflow);
  for (const { id, step_name } of input.steps) {
    const step = steps.find((candidate) => candidate.id === id);
    if (!step) throw refused('stepNotFound', 'steps', 'errors.50037');
    const label = step_name === '' || step_name === step.name ? null : step_name;
    if (label === step.label) continue;
    await repo.updateStep(tx, work.tenantId, id, { label });
    await recordAudit(tx, auditActorOf(actor), {
      module: 'workflows',
      action: 'step_configure',
      entityType: 'workflow',
      entityId: workflowId,
      changes: {
        step: auditRef('workflow_step', id),
        step_name: { from: step.label ?? step.name, to: label ?? step.name },
      },
    });
  }
  return (await currentSteps(work, workflow)).map(toStepDto);
}

/**
 * Of the given users, the people work may go to (the engine's and free tasks' assignees,
 * reassignment targets, and whom a task's mail reaches), with their addresses.
 */
export function workers(work: Work<Doer>, ids: readonly string[]) {
  return repo.workers(work.tx, work.tenantId, ids);
}

/**
 * A picker's page of the people work may go to (admins only for a notification user): every
 * responsible, assignee and reassignment picker offers these.
 */
export function responsibleCandidates(
  work: Work,
  query: { name?: string; admins?: boolean },
): Promise<CandidateDto[]> {
  return repo.candidateUsers(work.tx, work.tenantId, {
    name: query.name ? containsPattern(query.name) : undefined,
    adminsOnly: query.admins ?? false,
    limit: 50,
  });
}

export function workGroupCandidates(work: Work) {
  return repo.activeWorkGroups(work.tx, work.tenantId);
}
