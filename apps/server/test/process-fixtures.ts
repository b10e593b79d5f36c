import type { ProcessDetailDto, StepDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import type { DiagramSpec } from './diagrams.ts';
import { designForm, numeric } from './form-fixtures.ts';
import { type CompanyServer, createUserWithPassword, login, USER_PASSWORD } from './test-server.ts';
import { configureEveryStep, newWorkflow, savedSteps } from './workflow-fixtures.ts';

/**
 * A request reviewed, then approved (with a notice mailed) when its amount is high, and answered:
 * a gateway, an e-mail task and three people's steps, as issue 31's benchmark draws it.
 */
export const reviewDiagram: DiagramSpec = {
  nodes: {
    start: 'startEvent:Solicitud',
    review: 'userTask:Revisar',
    decide: 'exclusiveGateway:¿Monto alto?',
    approve: 'userTask:Aprobar',
    notify: 'sendTask:Avisar',
    answer: 'userTask:Responder',
    end: 'endEvent:Fin',
  },
  flows: [
    'start>review',
    'review>decide',
    'decide>approve|Alto|[Monto] > 1000',
    'decide>answer|Bajo|[Monto] <= 1000',
    'approve>notify',
    'notify>answer',
    'answer>end',
  ],
};

export type RunningWorkflow = {
  formId: string;
  amountField: string;
  workflowId: string;
  steps: Record<string, StepDto>;
};

/**
 * An active workflow of a new form with an amount field: every task's responsible is the admin
 * unless `configure` says otherwise (it runs before activation).
 */
export async function runningWorkflow(
  t: CompanyServer,
  options: WorkflowDrawing & {
    unique?: boolean;
    /** Filing a record starts the workflow (spec §3 mandatory start). */
    mandatory?: boolean;
  } = {},
): Promise<RunningWorkflow> {
  const { form, fields } = await designForm(t.asAdmin, [numeric('Monto')], {
    activate_workflow: true,
    unique_workflow: options.unique ?? false,
    mandatory_start: options.mandatory ?? false,
  });
  const { workflowId, steps } = await activeWorkflowOf(t, form.id, options);
  return { formId: form.id, amountField: (fields[0] as { id: string }).id, workflowId, steps };
}

type WorkflowDrawing = {
  diagram?: DiagramSpec;
  configure?: (steps: Record<string, StepDto>, workflowId: string) => Promise<unknown>;
};

/** An active workflow of a form, drawn, given the admin as every task's responsible, then `configure`d. */
export async function activeWorkflowOf(
  t: CompanyServer,
  formId: string,
  options: WorkflowDrawing = {},
) {
  const workflow = await newWorkflow(t, formId);
  const steps = await savedSteps(t, workflow.id, options.diagram ?? reviewDiagram);
  await configureEveryStep(t, workflow.id);
  await options.configure?.(steps, workflow.id);
  const activated = await t.asAdmin(api.workflows.update, {
    params: { id: workflow.id },
    body: { status: 2 },
  });
  if (activated.statusCode !== 200) throw new Error(`not activated: ${activated.body}`);
  return { workflowId: workflow.id, steps };
}

/** A record of the workflow's form, with its amount when given. */
export async function recordOf(t: CompanyServer, running: RunningWorkflow, amount?: number) {
  const filed = await t.asAdmin(api.records.file, {
    params: { id: running.formId },
    body: {
      subject: 'Solicitud de prueba',
      support_type: 2,
      document_date: '2026-01-15',
      values: amount === undefined ? {} : { [running.amountField]: String(amount) },
    },
  });
  if (filed.statusCode !== 201) throw new Error(`not filed: ${filed.body}`);
  return filed.json() as { id: string; number: string };
}

/**
 * A process of the workflow that the admin starts on a new record (in `language` when given):
 * the record, the process and its first task.
 */
export async function startedProcess(
  t: CompanyServer,
  running: RunningWorkflow,
  options: { amount?: number; language?: string } = {},
) {
  const record = await recordOf(t, running, options.amount);
  const started = await t.asAdmin(
    api.processes.start,
    { body: { workflow_id: running.workflowId, form_id: running.formId, record_id: record.id } },
    { language: options.language },
  );
  if (started.statusCode !== 201) throw new Error(`not started: ${started.body}`);
  const detail: ProcessDetailDto = (
    await t.asAdmin(api.processes.get, { params: { id: started.json().id } })
  ).json();
  return { record, process: detail, task: detail.tasks[0] as ProcessDetailDto['tasks'][number] };
}

/** Turns a step's actions on (reassign, interrupt, return), as its designer would. */
export function allowActions(t: CompanyServer, workflowId: string, step: StepDto) {
  return t.asAdmin(api.workflowSteps.setActions, {
    params: { id: workflowId, stepId: step.id },
    body: {
      allow_reassign: true,
      allow_interrupt_process: true,
      move_file_to_trash: false,
      electronic_signature: false,
      allow_return_to_step: true,
    },
  });
}

/** A standard user of the company with a session: whom tasks are given to in the tests. */
export async function loggedInClerk(t: CompanyServer) {
  const user = await createUserWithPassword(t.server, t.company);
  return { user, token: (await login(t.server, user.user_name, USER_PASSWORD)).access };
}
