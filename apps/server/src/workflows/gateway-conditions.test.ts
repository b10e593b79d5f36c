import {
  api,
  type ControlTypeValue,
  type DataTypeValue,
  type ErrorBody,
} from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bpmn, changed, validDiagram } from '../../test/diagrams.ts';
import { useCompanyServer } from '../../test/test-server.ts';
import {
  configureEveryStep,
  newWorkflow,
  savedSteps,
  uploadDiagram,
  workflowForm,
} from '../../test/workflow-fixtures.ts';

const t = useCompanyServer('conditions.co');
const { asAdmin } = t;

let formId: string;
let amount: string;
type DataForm = { id: string; fields: Record<string, string> };
let legal: DataForm;
let technical: DataForm;

async function field(
  form: string,
  label: string,
  type_data: DataTypeValue,
  control_data: ControlTypeValue,
) {
  const response = await asAdmin(api.fields.create, {
    body: {
      form_id: form,
      label,
      type_data,
      control_data,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/** An active form, filled in at a step, with a text field for each label. */
async function dataForm(name: string, labels: string[]): Promise<DataForm> {
  const { id } = (
    await asAdmin(api.forms.create, {
      body: {
        name,
        description: 'Lo que se diligencia en un paso',
        sequence_length: 3,
        sticker_type: 1,
      },
    })
  ).json();
  const fields: Record<string, string> = {};
  for (const label of labels) fields[label] = await field(id, label, 'text', 'textbox');
  await asAdmin(api.forms.changeStatus, { params: { id }, body: { status: 2 } });
  return { id, fields };
}

beforeAll(async () => {
  formId = await workflowForm(t, 'Solicitudes de pago');
  amount = await field(formId, 'Monto', 'integer', 'numeric');
  await field(formId, 'Tipo de solicitud', 'text', 'textbox');
  await field(formId, 'Vence', 'date', 'datepicker');
  await field(formId, 'Instrucciones', 'text', 'label');
  legal = await dataForm('Concepto jurídico', ['Concepto', 'Notas']);
  technical = await dataForm('Concepto técnico', ['Concepto']);
});

type Filling = { step: 'review' | 'file'; form: DataForm; fields: string[] };

/**
 * A workflow of the valid diagram whose every step is configured, the data forms given included:
 * ready to be drawn again with the conditions a test checks.
 */
async function configuredWorkflow(fillings: Filling[] = []): Promise<string> {
  const workflow = await newWorkflow(t, formId);
  const steps = await savedSteps(t, workflow.id);
  await configureEveryStep(t, workflow.id);
  for (const { step, form, fields } of fillings) {
    const ids = fields.map((label) => form.fields[label] as string);
    const saved = await asAdmin(api.workflowSteps.setDataForm, {
      params: { id: workflow.id, stepId: steps[step]?.id as string },
      body: { form_id: form.id, fields: ids, required: [] },
    });
    expect(saved.statusCode).toBe(200);
  }
  return workflow.id;
}

/** Saves the valid diagram again with these conditions on the gateway's outputs "Sí" and "No". */
function saving(workflowId: string, [yes, no]: [string, string], language?: string) {
  const flows = validDiagram.flows.map((flow) => {
    if (flow.startsWith('decide>answer')) return `decide>answer|Sí|${yes}`;
    if (flow.startsWith('decide>file')) return `decide>file|No|${no}`;
    return flow;
  });
  return uploadDiagram(t.server, t.company.adminToken, workflowId, bpmn(changed({}, flows)), {
    language,
  });
}

const activating = (workflowId: string, language?: string) =>
  asAdmin(api.workflows.update, { params: { id: workflowId }, body: { status: 2 } }, { language });

/** Configures a workflow, saves it with these conditions, then asks to activate it. */
async function activation(conditions: [string, string], fillings: Filling[] = []) {
  const workflowId = await configuredWorkflow(fillings);
  const saved = await saving(workflowId, conditions);
  expect(saved.statusCode, saved.body).toBe(201);
  return activating(workflowId);
}

/** What saving these conditions answers, on a workflow configured with the fillings given. */
async function savingRefused(conditions: [string, string], fillings: Filling[] = []) {
  return (await saving(await configuredWorkflow(fillings), conditions)).json();
}

/** The legal opinion asked at the review (a function: the form is made before the first test). */
const legalOpinion = (): Filling => ({ step: 'review', form: legal, fields: ['Concepto'] });

describe('gateway conditions', () => {
  it('let a workflow be saved and activated when they name its form’s fields, the record’s data and the data forms’ fields', async () => {
    const active = await activation(
      [
        '[Monto] > 1000000 y [Concepto] = "favorable" y fecha_documento >= 2024-01-01',
        'monto <= 1000000 o [concepto] != "Favorable" o asunto contiene "urgente"',
      ],
      [legalOpinion()],
    );
    expect(active.json()).toMatchObject({ status: 2 });
  });

  it('refuse at save one that cannot be read, naming the flow, what is wrong and where (50120), and keep the saved drawing', async () => {
    const workflowId = await configuredWorkflow();
    const refused = await saving(workflowId, ['[Monto] > 5', '[Monto] <=']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 50120,
      detail: 'La condición de la salida «No» no se puede leer.',
      data: {
        flow: 'No',
        element: 'Flow_4',
        condition: 'Falta un valor: un número, un texto entre comillas o una fecha AAAA-MM-DD',
        at: '11',
      },
    });
    const english = await saving(workflowId, ['procede', '[Monto] <= 5'], 'en');
    expect(english.json()).toMatchObject({
      code: 50120,
      detail: 'The condition of the output “Sí” cannot be read.',
      data: { flow: 'Sí', condition: expect.stringContaining('An operator is missing') },
    });
    // Nothing of a refused save is kept: the steps are those of the diagram saved before.
    const steps: { name: string; condition: string | null }[] = (
      await asAdmin(api.workflowSteps.list, { params: { id: workflowId } })
    ).json();
    expect(steps.find((step) => step.name === 'No')?.condition).toBe('asunto != "procede"');
    expect((await activating(workflowId)).json()).toMatchObject({ status: 2 });
  });

  it('refuse a field the forms have twice unless the form is named, and one no form has, at save; one only a form no step fills has, at activation (50121)', async () => {
    expect(await savingRefused(['[Monto] > 5', '[Importe] > 5'])).toEqual({
      code: 50121,
      detail:
        'La condición de la salida «No» nombra «Importe», un campo que no está, o que está más de una vez, en el formulario del flujo ni en los formularios de sus pasos.',
      data: {
        flow: 'No',
        element: 'Flow_4',
        field: 'Importe',
        condition: 'Ni el formulario ni los formularios de los pasos tienen el campo «Importe»',
        at: '1',
      },
    });
    const unknown = async (condition: string, fillings: Filling[] = []) =>
      (await activation(['[Monto] > 5', condition], fillings)).json<ErrorBody>();
    expect(await unknown('[Notas] = "x"')).toMatchObject({
      code: 50121,
      data: { flow: 'No', field: 'Notas', condition: expect.stringContaining('«Notas»'), at: '1' },
    });
    // A label of the record's form holds no value, and no active form has a field so named; a
    // data form's field counts only once a step asks for it.
    expect((await savingRefused(['[Monto] > 5', '[Instrucciones] = "x"'])).code).toBe(50121);
    expect((await unknown('[Concepto] = "x"')).code).toBe(50121);
    expect((await unknown('[Notas] = "x"', [legalOpinion()])).code).toBe(50121);

    const both: Filling[] = [
      legalOpinion(),
      { step: 'file', form: technical, fields: ['Concepto'] },
    ];
    expect(await savingRefused(['[Monto] > 5', '[Concepto] = "x"'], both)).toMatchObject({
      code: 50121,
      data: { condition: expect.stringContaining('[Formulario / Campo]') },
    });
    const named = await activation(['[Monto] > 5', '[Concepto técnico / Concepto] = "x"'], both);
    expect(named.json()).toMatchObject({ status: 2 });

    // A data form's field may be named before its step asks for it: the save lets it wait for
    // the step's configuration, and activation finds it.
    const early = (await newWorkflow(t, formId)).id;
    const steps = await savedSteps(t, early);
    const drawn = await saving(early, ['[Monto] > 5', '[Concepto técnico / Concepto] = "x"']);
    expect(drawn.statusCode).toBe(201);
    await configureEveryStep(t, early);
    await asAdmin(api.workflowSteps.setDataForm, {
      params: { id: early, stepId: steps.file?.id as string },
      body: {
        form_id: technical.id,
        fields: [technical.fields.Concepto as string],
      },
    });
    expect((await activating(early)).json()).toMatchObject({ status: 2 });
  });

  it('refuse at save an operator or a value that does not fit the field (50122)', async () => {
    const unfit = (condition: string) => savingRefused(['[Monto] > 5', condition]);
    expect(await unfit('[Monto] contiene "5"')).toMatchObject({
      code: 50122,
      detail:
        'La condición de la salida «No» compara un campo con un operador o un valor que no le corresponde.',
      data: { flow: 'No', condition: 'Este operador no aplica a este dato', at: '9' },
    });
    expect((await unfit('[Vence] = "mañana"')).data).toMatchObject({
      condition: 'Ingrese una fecha válida',
    });
    expect((await unfit('tipo_soporte = 7')).code).toBe(50122);
    expect((await unfit('[Tipo de solicitud] > 5')).code).toBe(50122);
  });

  it('read the record’s fields by their labels: the workflow’s own form is no step’s data form (500044)', async () => {
    const workflowId = await configuredWorkflow();
    const steps = await savedSteps(t, workflowId);
    const step = { id: workflowId, stepId: steps.review?.id as string };
    const choices: { id: string }[] = (
      await asAdmin(api.workflowSteps.dataFormChoices, { params: step })
    ).json();
    expect(choices.map((choice) => choice.id)).toContain(legal.id);
    expect(choices.map((choice) => choice.id)).not.toContain(formId);

    const reused = await asAdmin(api.workflowSteps.setDataForm, {
      params: step,
      body: { form_id: formId, fields: [amount] },
    });
    expect(reused.statusCode).toBe(400);
    const refusal = {
      code: 500044,
      detail:
        'El paso «Revisar» no puede diligenciar «Solicitudes de pago», el formulario del flujo: sus campos son los del radicado, que las condiciones ya leen. Elija otro formulario.',
    };
    expect(reused.json()).toEqual({ ...refusal, data: { form_id: refusal.detail } });
    const english = await asAdmin(
      api.workflowSteps.setDataForm,
      { params: step, body: { form_id: formId, fields: [amount] } },
      { language: 'en' },
    );
    expect(english.json<ErrorBody>().detail).toBe(
      'The step “Revisar” cannot fill “Solicitudes de pago”, the workflow’s own form: its fields are the record’s, which conditions already read. Choose another form.',
    );

    // A step configured so before this rule is refused at activation, named.
    await t.server.db.query('UPDATE workflow_steps SET data_form_id = $1 WHERE id = $2', [
      formId,
      steps.review?.id,
    ]);
    expect((await activating(workflowId)).json()).toEqual(refusal);
  });
});
