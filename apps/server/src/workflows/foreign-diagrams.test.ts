import type { ProcessDetailDto, StepDto, TaskOutcomeDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import {
  bizagiDiagram,
  bizagiIds,
  camundaModelerDiagram,
  el,
  type ForeignConditions,
} from '../../test/foreign-diagrams.ts';
import { designForm, type FieldBody, numeric, textbox } from '../../test/form-fixtures.ts';
import { useCompanyServer } from '../../test/test-server.ts';
import { configureEveryStep, newWorkflow, uploadDiagram } from '../../test/workflow-fixtures.ts';

const t = useCompanyServer('modeladores.co');
const { asAdmin } = t;

/** The record form's fields, by label. */
type Labels = Record<string, FieldBody>;

type Imported = { formId: string; fields: Record<string, string>; workflowId: string };

/** A workflow of a new form with these fields, its diagram imported as the file says. */
async function imported(labels: Labels, xml: string, language?: string) {
  const { form, fields } = await designForm(asAdmin, Object.values(labels), {
    activate_workflow: true,
  });
  const workflow = await newWorkflow(t, form.id);
  const saved = await uploadDiagram(t.server, t.company.adminToken, workflow.id, xml, {
    language,
  });
  const ids = Object.fromEntries(
    Object.keys(labels).map((label, i) => [label, fields[i]?.id as string]),
  );
  return { saved, workflow: { formId: form.id, fields: ids, workflowId: workflow.id } };
}

/** Imports, configures and activates the diagram: what a person does with a file from elsewhere. */
async function activeImport(labels: Labels, xml: string): Promise<Imported> {
  const { saved, workflow } = await imported(labels, xml);
  expect(saved.statusCode, saved.body).toBe(201);
  await configureEveryStep(t, workflow.workflowId);
  const activated = await asAdmin(api.workflows.update, {
    params: { id: workflow.workflowId },
    body: { status: 2 },
  });
  expect(activated.statusCode, activated.body).toBe(200);
  return workflow;
}

const stepsOf = async (workflowId: string): Promise<StepDto[]> =>
  (await asAdmin(api.workflowSteps.list, { params: { id: workflowId } })).json();

/** The tasks completing the first one makes, on a record with these values. */
async function afterReview(workflow: Imported, values: Record<string, string>) {
  const filed = await asAdmin(api.records.file, {
    params: { id: workflow.formId },
    body: {
      subject: 'Pago a proveedor',
      support_type: 2,
      document_date: '2026-01-15',
      values: Object.fromEntries(
        Object.entries(values).map(([label, value]) => [workflow.fields[label], value]),
      ),
    },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const started = await asAdmin(api.processes.start, {
    body: {
      workflow_id: workflow.workflowId,
      form_id: workflow.formId,
      record_id: filed.json().id,
    },
  });
  expect(started.statusCode, started.body).toBe(201);
  const process: ProcessDetailDto = (
    await asAdmin(api.processes.get, { params: { id: started.json().id } })
  ).json();
  const review = process.tasks[0] as ProcessDetailDto['tasks'][number];
  const completed = await asAdmin(api.processes.complete, {
    params: { id: review.id },
    body: {
      status: 2,
    },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  const outcome: TaskOutcomeDto = completed.json();
  return { process, created: outcome.created.map((task) => task.step.name) };
}

const amountAndType = { Monto: numeric('Monto'), Tipo: textbox('Tipo') };

const camunda = (conditions: Partial<ForeignConditions> = {}) =>
  camundaModelerDiagram({
    yes: el('monto >= 1000 && tipo == "A"'),
    no: el('monto < 1000 || tipo != "A"'),
    ...conditions,
  });

describe('a diagram drawn in another modeler', () => {
  it('from Camunda Modeler is saved with its ids and runs the branch its expressions say', async () => {
    const workflow = await activeImport(amountAndType, camunda());
    const steps = await stepsOf(workflow.workflowId);
    expect(steps.map((step) => step.element_id).sort()).toEqual(
      [
        'StartEvent_1',
        'Activity_0r3v1s4',
        'Gateway_1d2k9xq',
        'Activity_1apr0b5',
        'Activity_0resp6d',
        'Event_0f1n2l3',
        'Flow_0k1m2n3',
        'Flow_1a2b3c4',
        'Flow_0alt0s1',
        'Flow_1baj0s2',
        'Flow_0x9y8z7',
        'Flow_16f5e4d',
      ].sort(),
    );
    expect(steps.find((step) => step.element_id === 'Flow_0alt0s1')).toMatchObject({
      name: 'Alto',
      condition: el('monto >= 1000 && tipo == "A"'),
    });

    const high = await afterReview(workflow, { Monto: '1500', Tipo: 'a' });
    expect(high.created).toEqual(['Aprobar pago']);
    expect(high.process.steps.map((step) => step.element_id)).toContain('Activity_1apr0b5');
    expect((await afterReview(workflow, { Monto: '1500', Tipo: 'B' })).created).toEqual([
      'Responder',
    ]);
    expect((await afterReview(workflow, { Monto: '999', Tipo: 'A' })).created).toEqual([
      'Responder',
    ]);
  });

  it('from Bizagi is saved with its ids and runs the branch its expressions say', async () => {
    const workflow = await activeImport(
      { 'Solicitud completa': textbox('Solicitud completa') },
      bizagiDiagram({ yes: el('solicitudCompleta == true'), no: el('!solicitudCompleta') }),
    );
    const steps = await stepsOf(workflow.workflowId);
    expect(steps.map((step) => step.element_id).sort()).toEqual(
      Object.entries(bizagiIds)
        .filter(([element]) => element !== 'process')
        .map(([, id]) => id)
        .sort(),
    );
    expect(steps.find((step) => step.element_id === bizagiIds.yes)).toMatchObject({
      name: 'Sí',
      condition: el('solicitudCompleta == true'),
    });
    const complete = await afterReview(workflow, { 'Solicitud completa': 'true' });
    expect(complete.created).toEqual(['Aprobar pago']);
    const incomplete = await afterReview(workflow, { 'Solicitud completa': 'false' });
    expect(incomplete.created).toEqual(['Responder']);
  });

  it('is refused at save naming the flow and what its expression holds beyond what is read (50120)', async () => {
    const { saved } = await imported(
      amountAndType,
      camunda({ yes: el('execution.getVariable("monto") >= 1000') }),
    );
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({
      code: 50120,
      detail: 'La condición de la salida «Alto» no se puede leer.',
      data: {
        flow: 'Alto',
        element: 'Flow_0alt0s1',
        condition:
          'Custodia no lee «execution.getVariable» en una expresión: solo compara campos con valores (==, !=, <, <=, >, >=), unidos con &&, || o !',
        at: '3',
      },
    });
    const english = await imported(amountAndType, camunda({ no: el('monto * 2 < 1000') }), 'en');
    expect(english.saved.json()).toMatchObject({
      code: 50120,
      detail: 'The condition of the output “Bajo” cannot be read.',
      data: { condition: expect.stringContaining('Custodia does not read “*” in an expression') },
    });
  });

  it('is refused at save naming the flow and the name no form has (50121)', async () => {
    const { saved } = await imported(amountAndType, camunda({ yes: el('montoTotal >= 1000') }));
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({
      code: 50121,
      detail:
        'La condición de la salida «Alto» nombra «montoTotal», un campo que no está, o que está más de una vez, en el formulario del flujo ni en los formularios de sus pasos.',
      data: {
        flow: 'Alto',
        element: 'Flow_0alt0s1',
        field: 'montoTotal',
        condition: 'Ni el formulario ni los formularios de los pasos tienen el campo «montoTotal»',
        at: '3',
      },
    });
    const french = await imported(
      amountAndType,
      camunda({ no: el('monto < 1000 || tipoPago != "A"') }),
      'fr',
    );
    expect(french.saved.json()).toMatchObject({
      code: 50121,
      detail: expect.stringContaining('La condition de la sortie « Bajo » nomme « tipoPago »'),
      data: { flow: 'Bajo', field: 'tipoPago' },
    });
  });

  it('names by its id a flow its modeler left unnamed: a default flow has no condition', async () => {
    const xml = camunda()
      .replace('name="¿Monto alto?"', 'name="¿Monto alto?" default="Flow_1baj0s2"')
      .replace(' name="Bajo"', '')
      .replace(
        /<bpmn:conditionExpression[^>]*>\$\{monto &lt; 1000[^<]*<\/bpmn:conditionExpression>/,
        '',
      );
    expect(xml).not.toContain('monto &lt; 1000');
    const { saved } = await imported(amountAndType, xml);
    expect(saved.json()).toMatchObject({
      code: 50120,
      detail: 'La condición de la salida «Flow_1baj0s2» no se puede leer.',
      data: { flow: 'Flow_1baj0s2', condition: 'Escriba la condición' },
    });
  });
});
