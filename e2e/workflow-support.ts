import { expect, request } from '@playwright/test';
import { bpmn, type DiagramSpec } from '../apps/server/test/diagrams.ts';
import { e2eBaseUrl } from '../playwright.config.ts';
import { ADMIN } from './support.ts';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
type Created = { id: string };

/**
 * The admin's API session for a workflow test's setting, on a connection of its own that outlives
 * the test which opened it: who the admin is, and a call that must succeed (with `status` when
 * given), its answer read as `T`.
 */
export async function adminWorkflowApi() {
  const context = await request.newContext({ baseURL: e2eBaseUrl });
  const session = await context.post('/api/v1/auth/login/', {
    data: { user_name: ADMIN.userName, password: ADMIN.password },
  });
  const { access, user } = await session.json();
  const headers = { authorization: `Bearer ${access}` };
  async function send<T>(method: Method, path: string, data?: unknown, status?: number) {
    const answer = await context[method](`/api/v1${path}`, { headers, data });
    expect(status ? answer.status() : answer.ok(), await answer.text()).toBe(status ?? true);
    return (await answer.json()) as T;
  }
  return {
    context,
    headers,
    send,
    admin: { id: user.id as string, name: `${user.first_name} ${user.last_name}` },
  };
}
export type WorkflowApi = Awaited<ReturnType<typeof adminWorkflowApi>>;

/** An active person of the company, created through the API as the admin. */
export async function createPerson(
  api: WorkflowApi,
  first: string,
  last: string,
  document: string,
): Promise<{ id: string; name: string }> {
  const userName = `${first}.${last}`.toLowerCase();
  const created = await api.send<Created>('post', '/users/', {
    user_name: userName,
    first_name: first,
    last_name: last,
    document_type: 1,
    document_reference: document,
    email: `${userName}@example.com`,
    phone: `300${document}`,
    user_type: 2,
  });
  return { id: created.id, name: `${first} ${last}` };
}

type DataFormAt = {
  /** The element whose step fills the form. */
  at: string;
  form: string;
  /** The label of its one field, a whole number the holder must fill. */
  label: string;
};

/** An active form of one whole-number field, made to be filled at a step. */
async function dataForm(api: WorkflowApi, spec: DataFormAt) {
  const formId = (
    await api.send<Created>('post', '/form/forms/', {
      name: spec.form,
      description: 'Lo que se diligencia en un paso',
      sequence_length: 3,
      sticker_type: 1,
    })
  ).id;
  const fieldId = (
    await api.send<Created>('post', '/form/fields/', {
      form_id: formId,
      label: spec.label,
      type_data: 'integer',
      control_data: 'numeric',
    })
  ).id;
  await api.send('patch', `/form/forms/${formId}/status/`, { status: 2 });
  return { formId, fieldId };
}

/** The element whose step's responsible its sender chooses, and among whom. */
type ChosenAt = { at: string; people: string[] };

/**
 * An active workflow of `diagram` on the form, whose every step is the admin's (but `chosenAt`'s,
 * whose sender chooses among its people) and may be reassigned, sent back and interrupted, and
 * whose `dataForm` step fills that form.
 */
async function activeWorkflow(
  api: WorkflowApi,
  formId: string,
  names: {
    diagram: DiagramSpec;
    workflow: string;
    trashAt?: string[];
    signAt?: string[];
    dataForm?: DataFormAt;
    chosenAt?: ChosenAt;
  },
): Promise<string> {
  const { send } = api;
  const workflowId = (
    await send<Created>('post', '/workflows/', {
      name: names.workflow,
      description: 'Revisar, aprobar o archivar',
      form_id: formId,
    })
  ).id;
  // The save refuses a condition naming a field no form has: the data form exists before it.
  const filled = names.dataForm && (await dataForm(api, names.dataForm));
  const xml = Buffer.from(bpmn(names.diagram));
  const saved = await api.context.post(`/api/v1/workflows/file-config/${workflowId}/`, {
    headers: api.headers,
    multipart: {
      size: String(xml.length),
      file: { name: 'solicitudes.bpmn', mimeType: 'application/xml', buffer: xml },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const steps = await send<{ id: string; element_id: string; configurable: boolean }[]>(
    'get',
    `/workflows/steps/${workflowId}/`,
  );
  for (const step of steps.filter((candidate) => candidate.configurable)) {
    const chosen = names.chosenAt?.at === step.element_id;
    await send(
      'post',
      `/workflows/step/${chosen ? 'sender-selects/responsible' : 'responsible/only'}/`,
      chosen
        ? { workflow_id: workflowId, step_id: step.id, users_uuid: names.chosenAt?.people }
        : { workflow_id: workflowId, step_id: step.id, user_uuid: api.admin.id },
    );
    await send(
      'put',
      `/workflows/${workflowId}/step/${step.id}/actions/`,
      {
        allow_reassign: true,
        allow_interrupt_process: true,
        move_file_to_trash: names.trashAt?.includes(step.element_id) ?? false,
        electronic_signature: names.signAt?.includes(step.element_id) ?? false,
        allow_return_to_step: true,
      },
      202,
    );
    if (filled && names.dataForm?.at === step.element_id) {
      await send('post', `/workflows/${workflowId}/step/${step.id}/configuration-data-form/`, {
        form_id: filled.formId,
        fields: [filled.fieldId],
        required: [filled.fieldId],
      });
    }
  }
  await send('patch', `/workflows/${workflowId}/`, { status: 2 });
  return workflowId;
}

/**
 * A form that runs workflows with a whole-number "Valor", and an active workflow of `diagram`
 * (see activeWorkflow): a test's setting, made through the API as the admin. Its records and
 * processes are filed through it; `addWorkflow` activates another workflow of the same form.
 */
export async function workflowSetting(
  api: WorkflowApi,
  names: {
    diagram: DiagramSpec;
    form: string;
    workflow: string;
    /** The elements whose steps let their holder move the process's files to the trash. */
    trashAt?: string[];
    /** The elements whose steps let their holder request electronic signatures. */
    signAt?: string[];
    /** The form's files' place in the TRD, and which files a process's first task starts with. */
    form_options?: { trd_path_id?: string; attach_files_at_start?: 'all' | 'last' | 'none' };
    /** A form filled at a step, whose field the diagram's conditions may read. */
    dataForm?: DataFormAt;
    /** A step whose responsible is chosen by whoever sends the process there. */
    chosenAt?: ChosenAt;
    /** Filing a record of the form starts its workflow (spec §3 mandatory start). */
    mandatoryStart?: boolean;
  },
) {
  const { send } = api;
  const formId = (
    await send<Created>('post', '/form/forms/', {
      name: names.form,
      description: 'Solicitudes que siguen un flujo',
      sequence_length: 3,
      sticker_type: 1,
      activate_workflow: true,
      mandatory_start: names.mandatoryStart ?? false,
      ...names.form_options,
    })
  ).id;
  const amountField = (
    await send<Created>('post', '/form/fields/', {
      form_id: formId,
      label: 'Valor',
      type_data: 'integer',
      control_data: 'numeric',
    })
  ).id;
  await send('patch', `/form/forms/${formId}/status/`, { status: 2 });
  const workflowId = await activeWorkflow(api, formId, names);

  let filed = 0;
  /** A record of the form with its amount: each test files its own. */
  async function fileRecord(amount: number, subject?: string) {
    filed += 1;
    return send<{ id: string; number: string }>('post', `/form/forms/${formId}/records/`, {
      subject: subject ?? `${names.form} ${filed}`,
      support_type: 2,
      document_date: '2026-02-02',
      values: { [amountField]: String(amount) },
    });
  }

  /** A process of the workflow started through the API on a new record. */
  async function startedProcess(amount: number, subject?: string) {
    const record = await fileRecord(amount, subject);
    const process = await send<{ id: string; number: number }>(
      'post',
      '/workflows/process/',
      { workflow_id: workflowId, form_id: formId, record_id: record.id },
      201,
    );
    return { ...process, record };
  }

  /** Another active workflow of the same form. */
  const addWorkflow = (workflow: string, diagram: DiagramSpec) =>
    activeWorkflow(api, formId, { workflow, diagram });

  return { formId, amountField, workflowId, fileRecord, startedProcess, addWorkflow };
}
