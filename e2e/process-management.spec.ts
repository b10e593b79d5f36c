import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bpmn, oneTaskDiagram } from '../apps/server/test/diagrams.ts';
import {
  adminApi,
  chooseOption,
  expectFitsPhone,
  expectNoAxeViolations,
  logIn,
  PHONE,
  person,
  settledRows,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

const manager = { userName: 'gabriel.gestor', password: 'Gabriel123!', name: 'Gabriel Gestor' };
const colleague = { userName: 'paula.relevo', password: 'Paula123!x', name: 'Paula Relevo' };
const workflowName = 'Atención de peticiones';

let tasks: { id: string; record: string }[] = [];

/**
 * The setting, through the API as the admin: a workflow of one step that is the admin's and does
 * NOT allow reassigning, two processes waiting there, a manager holding process management
 * (configuration permission 6) and the colleague the work goes to.
 */
async function setUp(request: APIRequestContext): Promise<void> {
  const api = await adminApi(request);
  const send = async (method: 'patch' | 'put', path: string, data: unknown) => {
    const answer = await request[method](`/api/v1${path}`, { headers: api.headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  const managerId = await person(request, api, manager, '7770061');
  await person(request, api, colleague, '7770062');
  const role = await api.post('/roles/', { name: 'Gestores de procesos' });
  await api.post(`/roles/${role.id}/members/`, { users_uuid: [managerId] });
  await send('put', `/roles/${role.id}/permissions/`, {
    permissions: [6],
    designer_forms: false,
    designer_workflows: false,
  });

  const form = await api.post('/form/forms/', {
    name: 'Peticiones ciudadanas',
    description: 'Peticiones que siguen un flujo',
    sequence_length: 3,
    sticker_type: 1,
    activate_workflow: true,
  });
  await api.post('/form/fields/', {
    form_id: form.id,
    label: 'Peticionario',
    type_data: 'text',
    control_data: 'textbox',
  });
  await send('patch', `/form/forms/${form.id}/status/`, { status: 2 });
  const workflow = await api.post('/workflows/', {
    name: workflowName,
    description: 'Atender y cerrar',
    form_id: form.id,
  });
  const xml = Buffer.from(bpmn(oneTaskDiagram));
  const saved = await request.post(`/api/v1/workflows/file-config/${workflow.id}/`, {
    headers: api.headers,
    multipart: {
      size: String(xml.length),
      file: { name: 'peticiones.bpmn', mimeType: 'application/xml', buffer: xml },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const session = await (
    await request.get('/api/v1/auth/session/', { headers: api.headers })
  ).json();
  const steps = await (
    await request.get(`/api/v1/workflows/steps/${workflow.id}/`, { headers: api.headers })
  ).json();
  for (const step of steps.filter(
    (candidate: { configurable: boolean }) => candidate.configurable,
  )) {
    await api.post('/workflows/step/responsible/only/', {
      workflow_id: workflow.id,
      step_id: step.id,
      user_uuid: session.user.id,
    });
  }
  await send('patch', `/workflows/${workflow.id}/`, { status: 2 });

  tasks = [];
  for (const subject of ['Petición de copia', 'Petición de certificado']) {
    const record = await api.post(`/form/forms/${form.id}/records/`, {
      subject,
      support_type: 2,
      document_date: '2026-02-02',
    });
    const process = await api.post('/workflows/process/', {
      workflow_id: workflow.id,
      form_id: form.id,
      record_id: record.id,
    });
    const detail = await (
      await request.get(`/api/v1/workflows/process/${process.id}/`, { headers: api.headers })
    ).json();
    tasks.push({ id: detail.tasks[0].id, record: record.number ?? '' });
  }
}

/** The manager on the screen, reached from the side menu's entry (on a phone, by its address). */
async function openManagement(page: Page, fromMenu = true): Promise<void> {
  await logIn(page, `${manager.userName}@demo.co`, manager.password);
  await expect(page).toHaveURL('/dashboard');
  if (fromMenu) {
    const entry = page.getByTestId('menu-process-management');
    await expect(entry).toContainText('Nuevo');
    await entry.click();
  } else {
    await page.goto('/process/management');
  }
  await expect(page).toHaveURL('/process/management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestión de procesos');
}

test.beforeAll(async ({ request }) => {
  await setUp(request);
});

test('a manager reassigns two tasks from process management and the new holder sees them', async ({
  page,
}) => {
  await openManagement(page);
  await chooseOption(page, page.getByTestId('management-workflow'), workflowName);
  const rows = await settledRows(page);
  await expect(rows).toHaveCount(2);
  await expectNoAxeViolations(page, page.getByTestId('management-tasks'));

  // Selected by keyboard, as the checkboxes are reached by Tab.
  for (const task of tasks) {
    const box = page.getByRole('checkbox', {
      name: `Seleccionar la tarea del radicado ${task.record}`,
    });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(page.getByTestId('management-selected')).toHaveText(
    '2 tareas seleccionadas (máximo 20)',
  );
  await page.getByTestId('management-reassign').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Reasignar 2 tareas');
  const picker = page.getByTestId('management-reassign-user');
  await picker.click();
  await page.keyboard.type('Paula');
  await chooseOption(page, picker, `${colleague.name} (${colleague.userName}@demo.co)`);
  await page.getByTestId('management-reassign-reason').fill('Reparto de carga por vacaciones');
  await expectNoAxeViolations(page, dialog);
  await page.getByTestId('management-reassign-dialog-confirm').click();
  await expect(page.getByText(`2 tareas reasignadas a ${colleague.name}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const after = await settledRows(page);
  for (const task of tasks) {
    const row = after.filter({ hasText: task.record });
    await expect(row).toContainText(colleague.name);
    await expect(row).toContainText('Por gestión');
  }

  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL('/');
  await logIn(page, `${colleague.userName}@demo.co`, colleague.password);
  await expect(page).toHaveURL('/dashboard');
  for (const task of tasks) {
    await page.goto(`/taskBox/detail/${task.id}`);
    await expect(page.getByTestId('task-complete')).toBeVisible();
    await expect(page.getByText(task.record).first()).toBeVisible();
  }
});

test('process management reads on a phone and passes axe', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openManagement(page, false);
  await expect(await settledRows(page)).not.toHaveCount(0);
  await expectNoAxeViolations(page, page.getByTestId('management-tasks'));
  await expectFitsPhone(page);
});
