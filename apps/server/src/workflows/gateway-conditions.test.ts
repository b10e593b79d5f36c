import { beforeAll, describe, expect, it } from 'vitest';
import { changed, validDiagram } from '../../test/diagrams.ts';
import { useCompanyServer } from '../../test/test-server.ts';
import {
  configureEveryStep,
  newWorkflow,
  savedSteps,
  workflowForm,
} from '../../test/workflow-fixtures.ts';

const t = useCompanyServer('conditions.co');
const { asAdmin } = t;

let formId: string;
type DataForm = { id: string; fields: Record<string, string> };
let legal: DataForm;
let technical: DataForm;

async function field(form: string, label: string, type_data: string, control_data: string) {
  const response = await asAdmin('POST', '/form/fields/', {
    form_id: form,
    label,
    type_data,
    control_data,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/** An active form, filled in at a step, with a text field for each label. */
async function dataForm(name: string, labels: string[]): Promise<DataForm> {
  const { id } = (
    await asAdmin('POST', '/form/forms/', {
      name,
      description: 'Lo que se diligencia en un paso',
      sequence_length: 3,
      sticker_type: 1,
    })
  ).json();
  const fields: Record<string, string> = {};
  for (const label of labels) fields[label] = await field(id, label, 'text', 'textbox');
  await asAdmin('PATCH', `/form/forms/${id}/status/`, { status: 2 });
  return { id, fields };
}

beforeAll(async () => {
  formId = await workflowForm(t, 'Solicitudes de pago');
  await field(formId, 'Monto', 'integer', 'numeric');
  await field(formId, 'Tipo de solicitud', 'text', 'textbox');
  await field(formId, 'Vence', 'date', 'datepicker');
  await field(formId, 'Instrucciones', 'text', 'label');
  legal = await dataForm('Concepto jurídico', ['Concepto', 'Notas']);
  technical = await dataForm('Concepto técnico', ['Concepto']);
});

type Filling = { step: 'review' | 'file'; form: DataForm; fields: string[] };

/**
 * Draws the valid diagram with these conditions on the gateway's outputs "Sí" and "No",
 * configures every step (and the data forms given), then asks to activate it.
 */
async function activation(
  [yes, no]: [string, string],
  fillings: Filling[] = [],
  language?: string,
) {
  const workflow = await newWorkflow(t, formId);
  const flows = validDiagram.flows.map((flow) => {
    if (flow.startsWith('decide>answer')) return `decide>answer|Sí|${yes}`;
    if (flow.startsWith('decide>file')) return `decide>file|No|${no}`;
    return flow;
  });
  const steps = await savedSteps(t, workflow.id, changed({}, flows));
  await configureEveryStep(t, workflow.id);
  for (const { step, form, fields } of fillings) {
    const path = `/workflows/${workflow.id}/step/${steps[step]?.id}/configuration-data-form/`;
    const ids = fields.map((label) => form.fields[label]);
    const saved = await asAdmin('POST', path, { form_id: form.id, fields: ids, required: [] });
    expect(saved.statusCode).toBe(200);
  }
  return asAdmin('PATCH', `/workflows/${workflow.id}/`, { status: 2 }, language);
}

/** The legal opinion asked at the review (a function: the form is made before the first test). */
const legalOpinion = (): Filling => ({ step: 'review', form: legal, fields: ['Concepto'] });

describe('gateway conditions at activation', () => {
  it('let a workflow be activated when they name its form’s fields, the record’s data and the data forms’ fields', async () => {
    const active = await activation(
      [
        '[Monto] > 1000000 y [Concepto] = "favorable" y fecha_documento >= 2024-01-01',
        'monto <= 1000000 o [concepto] != "Favorable" o asunto contiene "urgente"',
      ],
      [legalOpinion()],
    );
    expect(active.json()).toMatchObject({ status: 2 });
  });

  it('refuse one that cannot be read, naming the flow, what is wrong and where (50120)', async () => {
    const refused = await activation(['[Monto] > 5', '[Monto] <=']);
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
    const english = await activation(['procede', '[Monto] <= 5'], [], 'en');
    expect(english.json()).toMatchObject({
      code: 50120,
      detail: 'The condition of the output “Sí” cannot be read.',
      data: { flow: 'Sí', condition: expect.stringContaining('An operator is missing') },
    });
  });

  it('refuse a field the forms do not have, or have twice, unless the form is named (50121)', async () => {
    const unknown = async (condition: string, fillings: Filling[] = []) =>
      (await activation(['[Monto] > 5', condition], fillings)).json();
    expect(await unknown('[Importe] > 5')).toMatchObject({
      code: 50121,
      data: { flow: 'No', condition: expect.stringContaining('«Importe»'), at: '1' },
    });
    // A label holds no value; a data form's field counts only once a step asks for it.
    expect((await unknown('[Instrucciones] = "x"')).code).toBe(50121);
    expect((await unknown('[Concepto] = "x"')).code).toBe(50121);
    expect((await unknown('[Notas] = "x"', [legalOpinion()])).code).toBe(50121);

    const both: Filling[] = [
      legalOpinion(),
      { step: 'file', form: technical, fields: ['Concepto'] },
    ];
    expect(await unknown('[Concepto] = "x"', both)).toMatchObject({
      code: 50121,
      data: { condition: expect.stringContaining('[Formulario / Campo]') },
    });
    const named = await activation(['[Monto] > 5', '[Concepto técnico / Concepto] = "x"'], both);
    expect(named.json()).toMatchObject({ status: 2 });
  });

  it('refuse an operator or a value that does not fit the field (50122)', async () => {
    const unfit = async (condition: string) =>
      (await activation(['[Monto] > 5', condition])).json();
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
});
