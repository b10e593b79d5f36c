import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bpmn, changed, validDiagram } from '../apps/server/test/diagrams.ts';
import { ADMIN, choose, expectNoAxeViolations, logInAsAdmin } from './support.ts';

test.describe.configure({ mode: 'serial' });

let headers: Record<string, string>;
let formId: string;
/** The demo admin, as the pickers name people. */
let admin: { id: string; name: string };

/** A form whose records run workflows, made through the API as the demo admin. */
async function workflowForm(request: APIRequestContext): Promise<void> {
  const session = await request.post('/api/v1/auth/login/', {
    data: { user_name: ADMIN.userName, password: ADMIN.password },
  });
  const { access, user } = await session.json();
  headers = { authorization: `Bearer ${access}` };
  admin = { id: user.id, name: `${user.first_name} ${user.last_name}` };
  const created = await request.post('/api/v1/form/forms/', {
    headers,
    data: {
      name: 'Correspondencia con trámite',
      description: 'Correspondencia que sigue un flujo',
      sequence_length: 3,
      sticker_type: 1,
      activate_workflow: true,
    },
  });
  expect(created.status()).toBe(201);
  formId = (await created.json()).id;
}

/** A draft workflow of that form, made through the API: each designer test draws its own. */
async function newWorkflow(request: APIRequestContext, name: string): Promise<string> {
  const created = await request.post('/api/v1/workflows/', {
    headers,
    data: { name, description: 'Dibujado en el navegador', form_id: formId },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}

test.beforeAll(async ({ request }) => {
  await workflowForm(request);
});

test('the admin creates a workflow of a form from the menu and finds it in the list', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-workflows-create').click();
  await expect(page).toHaveURL('/workflow');
  await expectNoAxeViolations(page, page.getByTestId('workflow-form-name'));
  await page.getByTestId('workflow-form-name').fill('Trámite de correspondencia');
  await page.getByTestId('workflow-form-description').fill('Recibir, revisar y responder');
  await choose(page, 'workflow-form-form', 'Correspondencia con trámite');
  await page.getByTestId('workflow-form-submit').click();
  await expect(page).toHaveURL('/workflow/list');
  const row = page.getByRole('row', { name: /Trámite de correspondencia/ });
  await expect(row).toContainText('Correspondencia con trámite');
  await expect(row).toContainText('Borrador');
  await expect(row).toContainText('Sin diagrama');
  await expectNoAxeViolations(page, row);
});

test('activating a workflow without a diagram says why, and its name is edited', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/workflow/list?name=correspondencia');
  const row = page.getByRole('row', { name: /Trámite de correspondencia/ });
  await row.getByTestId('workflow-activate').click();
  await expect(page.getByTestId('workflow-refusal')).toContainText(
    'El flujo de trabajo necesita un diagrama guardado para activarse.',
  );
  await expectNoAxeViolations(page, page.getByTestId('workflow-refusal'));
  await row.getByTestId('workflow-edit').click();
  await expect(page.getByTestId('workflow-form-name')).toHaveValue('Trámite de correspondencia');
  await expectNoAxeViolations(page, page.getByTestId('workflow-form-name'));
  await page.getByTestId('workflow-form-name').fill('Trámite de correspondencia recibida');
  await page.getByTestId('workflow-form-submit').click();
  await expect(page).toHaveURL('/workflow/list');
  await expect(page.getByRole('row', { name: /correspondencia recibida/ })).toBeVisible();
});

/** Opens the designer of a new workflow from the list, as a person would. */
async function openDesigner(page: Page, request: APIRequestContext, name: string): Promise<void> {
  await newWorkflow(request, name);
  await logInAsAdmin(page);
  await page.goto(`/workflow/list?name=${encodeURIComponent(name)}`);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByTestId('workflow-design')
    .click();
  await expect(page.locator('[data-element-id="StartEvent_1"]')).toBeVisible();
}

/** Selects an element of the canvas; a click on the selected one would clear the selection. */
async function select(page: Page, id: string): Promise<void> {
  const element = page.locator(`.djs-element[data-element-id="${id}"]`).first();
  if (!(await element.evaluate((node) => node.classList.contains('selected'))))
    await element.click();
  await expect(page.locator('.djs-context-pad')).toBeVisible();
}

/**
 * Appends an element to `from` with its context pad and names it as the designer opens its label
 * (gateways are named in the properties panel); answers the new element's id.
 */
async function append(page: Page, from: string, action: string, name: string): Promise<string> {
  await select(page, from);
  await page.locator(`.djs-context-pad [data-action="${action}"]`).click();
  const id = (await page.locator('.djs-shape.selected').getAttribute('data-element-id')) as string;
  if (action === 'append.gateway') {
    await page.getByTestId('designer-name').fill(name);
    await page.getByTestId('designer-name').press('Enter');
  } else {
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  // Tasks show their names inside; events and gateways below, as labels of their own.
  const shown = page.locator(`[data-element-id="${id}"], [data-element-id="${id}_label"]`);
  await expect(shown.filter({ hasText: name }).first()).toBeVisible();
  return id;
}

test('a new diagram starts with its start event; the designer draws, validates, and asks again after a change', async ({
  page,
  request,
}) => {
  await openDesigner(page, request, 'Dibujado a mano');
  await expect(page.locator('.djs-palette .entry')).toHaveCount(10);
  await expect(page.getByTestId('workflow-save')).toBeDisabled();
  await expectNoAxeViolations(page, page.locator('[data-element-id="StartEvent_1"]'));

  const review = await append(page, 'StartEvent_1', 'append.user-task', 'Revisar');
  const decide = await append(page, review, 'append.gateway', '¿Procede?');
  const answer = await append(page, decide, 'append.user-task', 'Responder');
  const file = await append(page, decide, 'append.manual-task', 'Archivar');
  const end = await append(page, answer, 'append.end-event', 'Fin');
  await select(page, file);
  await page
    .locator('.djs-context-pad [data-action="connect"]')
    .dragTo(page.locator(`.djs-element[data-element-id="${end}"]`).first());

  await select(page, decide);
  // A condition that cannot be read says why and where while it is typed.
  const first = page.getByTestId('designer-output-1').getByTestId('designer-output-condition');
  await first.fill('asunto contiene urgente');
  await expect(page.getByTestId('designer-output-condition-problem')).toHaveText(
    'Carácter 17: Escriba el texto entre comillas dobles, como "Queja"',
  );
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('designer-condition-help')).toContainText('[Monto] > 1000000');
  for (const [index, [name, condition]] of [
    ['Sí', 'asunto contiene "procede"'],
    ['No', 'asunto != "procede"'],
  ].entries()) {
    const output = page.getByTestId(`designer-output-${index + 1}`);
    await output.getByTestId('designer-output-name').fill(name as string);
    await output.getByTestId('designer-output-name').press('Enter');
    await output.getByTestId('designer-output-condition').fill(condition as string);
    await output.getByTestId('designer-output-condition').press('Enter');
  }
  await expect(page.getByTestId('designer-output-condition-problem')).toHaveCount(0);
  await page.getByTestId('workflow-validate').click();
  await expect(page.getByText('El diagrama cumple todas las reglas')).toBeVisible();
  await expect(page.getByTestId('workflow-save')).toBeEnabled();

  await select(page, review);
  await page.getByTestId('designer-name').fill('Revisar la solicitud');
  await page.getByTestId('designer-name').press('Enter');
  await expect(page.getByTestId('workflow-save')).toBeDisabled();
  await expectNoAxeViolations(page, page.getByTestId('designer-name'));
});

test('a diagram that breaks rules lists its issues, each naming its element', async ({
  page,
  request,
}) => {
  await openDesigner(page, request, 'Con problemas');
  const broken = changed({ review: 'userTask', loose: 'manualTask:Suelta' });
  await page.locator('input[type=file]').setInputFiles({
    name: 'roto.bpmn',
    mimeType: 'application/xml',
    buffer: Buffer.from(bpmn(broken)),
  });
  await expect(page.locator('[data-element-id="loose"]')).toBeVisible();
  await page.getByTestId('workflow-validate').click();
  const issues = page.getByTestId('workflow-issues');
  await expect(issues).toContainText('«review»: el elemento necesita un nombre.');
  await expect(issues).toContainText('«Suelta»: el elemento no está conectado.');
  await expect(page.getByTestId('workflow-save')).toBeDisabled();
  await expectNoAxeViolations(page, issues);
});

test('a valid diagram is saved after confirming, with the message of 5015', async ({
  page,
  request,
}) => {
  await openDesigner(page, request, 'Guardado tras confirmar');
  await page.locator('input[type=file]').setInputFiles({
    name: 'tramite.bpmn',
    mimeType: 'application/xml',
    buffer: Buffer.from(bpmn(validDiagram)),
  });
  await expect(page.locator('[data-element-id="review"]')).toBeVisible();
  await page.getByTestId('workflow-validate').click();
  await page.getByTestId('workflow-save').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('¿Guardar el diagrama?');
  await expectNoAxeViolations(page, confirm);
  await confirm.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Diagrama guardado.')).toBeVisible();
  await expect(page).toHaveURL('/workflow/list');
  await expect(page.getByRole('row', { name: /Guardado tras confirmar/ })).toContainText(
    'Versión 1',
  );
});

test('a condition the server cannot evaluate is refused at save, naming its flow, and the drawing stays to be corrected', async ({
  page,
  request,
}) => {
  await openDesigner(page, request, 'Condición que no cabe');
  // The diagram's rules pass (the flow has a condition), but a support type is 1, 2 or 3.
  const flows = validDiagram.flows.map((flow) =>
    flow.startsWith('decide>file') ? 'decide>file|No|tipo_soporte = 7' : flow,
  );
  await page.locator('input[type=file]').setInputFiles({
    name: 'condicion.bpmn',
    mimeType: 'application/xml',
    buffer: Buffer.from(bpmn(changed({}, flows))),
  });
  await expect(page.locator('[data-element-id="review"]')).toBeVisible();
  await page.getByTestId('workflow-validate').click();
  await page.getByTestId('workflow-save').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();

  const issues = page.getByTestId('workflow-issues');
  await expect(issues).toHaveText(
    'La condición de la salida «No» compara un campo con un operador o un valor que no le corresponde. Carácter 16: El valor no es válido',
  );
  await expectNoAxeViolations(page, issues);
  await page.keyboard.press('Enter');
  await expect(issues).toHaveCount(0);

  // Still in the designer, the refused flow selected with its condition to correct.
  await expect(page).toHaveURL(/\/workflow\/designer\//);
  const condition = page.getByTestId('designer-condition');
  await expect(condition).toHaveValue('tipo_soporte = 7');
  await condition.fill('asunto != "procede"');
  await condition.press('Enter');
  await page.getByTestId('workflow-validate').click();
  await page.getByTestId('workflow-save').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Diagrama guardado.')).toBeVisible();
  await expect(page).toHaveURL('/workflow/list');
});

/** A workflow with the valid diagram saved, through the API; answers its id and its steps. */
async function drawnWorkflow(
  request: APIRequestContext,
  name: string,
): Promise<{ id: string; steps: { id: string; element_id: string }[] }> {
  const id = await newWorkflow(request, name);
  const xml = Buffer.from(bpmn(validDiagram));
  const saved = await request.post(`/api/v1/workflows/file-config/${id}/`, {
    headers,
    multipart: {
      size: String(xml.length),
      file: { name: 'tramite.bpmn', mimeType: 'application/xml', buffer: xml },
    },
  });
  expect(saved.status()).toBe(201);
  const steps = await (await request.get(`/api/v1/workflows/steps/${id}/`, { headers })).json();
  return { id, steps };
}

/** Names the admin as the one responsible of the steps drawn as these elements. */
async function adminResponsible(
  request: APIRequestContext,
  workflow: { id: string; steps: { id: string; element_id: string }[] },
  elements: string[],
): Promise<void> {
  for (const step of workflow.steps.filter((candidate) =>
    elements.includes(candidate.element_id),
  )) {
    const set = await request.post('/api/v1/workflows/step/responsible/only/', {
      headers,
      data: { workflow_id: workflow.id, step_id: step.id, user_uuid: admin.id },
    });
    expect(set.status()).toBe(200);
  }
}

test('the steps of a saved diagram are listed and one is configured', async ({ page, request }) => {
  await drawnWorkflow(request, 'Con pasos');
  await logInAsAdmin(page);
  await page.goto('/workflow/list?name=Con pasos');
  await page
    .getByRole('row', { name: /Con pasos/ })
    .getByTestId('workflow-steps')
    .click();
  const review = page.getByRole('row', { name: /Revisar/ });
  await expect(review).toContainText('Tarea de usuario');
  await expect(review).toContainText('Falta configurar');
  await expect(page.getByRole('row', { name: /¿Procede\?/ })).toContainText('No requiere');
  await expectNoAxeViolations(page, review);

  await review.getByTestId('step-configure').click();
  await choose(page, 'step-users', admin.name);
  await page.getByTestId('step-responsible-save').click();
  await expect(page.getByText('Configuración del paso guardada.')).toBeVisible();
  await page.getByTestId('step-action-allow_reassign').check();
  await page.getByTestId('step-actions-save').click();
  await expect(page.getByText('Acciones del paso configuradas.')).toBeVisible();
  await page.getByTestId('step-date-execute').fill('3');
  await choose(page, 'step-unit', 'Horas');
  await page.getByTestId('step-deadline-save').click();
  await expect(page.getByText('Configuración del paso guardada.').first()).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('step-deadline-save'));
  await page.getByTestId('back-to-steps').click();
  await expect(page.getByRole('row', { name: /Revisar/ })).toContainText('Completa');
});

test('activation names the steps still to configure, then activates the workflow', async ({
  page,
  request,
}) => {
  const workflow = await drawnWorkflow(request, 'Para activar');
  await adminResponsible(request, workflow, ['review']);
  await logInAsAdmin(page);
  await page.goto('/workflow/list?name=Para activar');
  const row = page.getByRole('row', { name: /Para activar/ });
  await row.getByTestId('workflow-activate').click();
  await expect(page.getByTestId('workflow-refusal')).toContainText('Responder, Archivar');
  await expectNoAxeViolations(page, page.getByTestId('workflow-refusal'));
  await adminResponsible(request, workflow, ['answer', 'file']);
  await row.getByTestId('workflow-activate').click();
  await expect(page.getByText('Flujo de trabajo activado.')).toBeVisible();
  await expect(row).toContainText('Activo');
});
