import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  adminApi,
  chooseOption,
  expectFitsPhone,
  expectNoAxeViolations,
  logIn,
  logOut,
  PHONE,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Tareas123!';
/** A clerk who queries the form, and the colleague they ask a free task of. */
const clerk = { userName: 'lucia.radica', first: 'Lucía', last: 'Radicadora' };
const worker = { userName: 'walter.atiende', first: 'Walter', last: 'Atendedor' };
const subject = 'Responder la solicitud del ciudadano';

let headers: Record<string, string>;
let formId: string;
let record: { id: string; number: string };

async function send<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'patch',
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await request[method](`/api/v1${path}`, { headers, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

async function person(
  request: APIRequestContext,
  who: typeof clerk,
  document: string,
): Promise<string> {
  const { id } = await send<{ id: string }>(request, 'post', '/users/', {
    user_name: who.userName,
    first_name: who.first,
    last_name: who.last,
    document_type: 1,
    document_reference: document,
    email: `${who.userName}@example.com`,
    phone: `300${document}`,
    user_type: 2,
  });
  await send(request, 'patch', `/users/${id}/new-password/`, {
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  return id;
}

/**
 * The setting, through the API as the admin: a form whose records take free tasks, a record of
 * it, a clerk whose role queries the form, and the colleague the task is asked of.
 */
test.beforeAll(async ({ request }) => {
  ({ headers } = await adminApi(request));
  formId = (
    await send<{ id: string }>(request, 'post', '/form/forms/', {
      name: 'Peticiones con tareas libres',
      description: 'Peticiones que se reparten entre colegas',
      sequence_length: 3,
      sticker_type: 1,
      free_notifications: true,
    })
  ).id;
  await send(request, 'post', '/form/fields/', {
    form_id: formId,
    label: 'Peticionario',
    type_data: 'text',
    control_data: 'textbox',
  });
  await send(request, 'patch', `/form/forms/${formId}/status/`, { status: 2 });
  record = await send(request, 'post', `/form/forms/${formId}/records/`, {
    subject: 'Petición de información',
    support_type: 2,
    document_date: '2026-02-02',
    values: {},
  });
  const clerkId = await person(request, clerk, '5550071');
  await person(request, worker, '5550072');
  const role = await send<{ id: string }>(request, 'post', '/roles/', {
    name: 'Consulta de peticiones',
  });
  await send(request, 'post', `/roles/${role.id}/members/`, { users_uuid: [clerkId] });
  await send(request, 'post', `/roles/${role.id}/form-permissions/`, {
    form_id: formId,
    query: true,
  });
});

const logInAs = async (page: Page, who: typeof clerk) => {
  await logIn(page, `${who.userName}@demo.co`, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
};

test('a clerk asks a colleague for a free task on a record', async ({ page }) => {
  await logInAs(page, clerk);
  await page.goto(`/record/details/${record.id}/${formId}`);
  const card = page.getByTestId('record-free-tasks');
  await expect(card).toContainText('El radicado no tiene tareas libres.');

  await page.getByTestId('free-task-create').click();
  const dialog = page.getByRole('dialog');
  await page.getByTestId('free-task-subject').fill(subject);
  // Sent with nobody to ask, the dialog says so in the person's language, not in zod's English.
  await page.getByTestId('free-task-dialog-confirm').click();
  const assigneesItem = dialog.locator('.ant-form-item').filter({ hasText: 'Asignar a' });
  await expect(assigneesItem).toContainText('¡Este campo es obligatorio!');
  await expect(dialog).not.toContainText('Too small');
  const assignees = page.getByTestId('free-task-assignees');
  await assignees.click();
  await page.keyboard.type(worker.first);
  await chooseOption(page, assignees, `${worker.first} ${worker.last}`);
  await page.keyboard.press('Escape');
  // The due date is the app's date-time picker: a day and an hour, dd/MM/yyyy HH:mm.
  const due = page.getByTestId('free-task-due');
  await due.click();
  await due.fill('06/03/2030 17:30');
  await due.press('Enter');
  await expect(due).toHaveValue('06/03/2030 17:30');
  await page.getByTestId('free-task-comment').fill('Antes del viernes, por favor');
  await expectNoAxeViolations(page, dialog);
  await page.getByTestId('free-task-dialog-confirm').click();

  await expect(page.getByText('Tarea libre creada.')).toBeVisible();
  const listed = card.getByRole('row', { name: new RegExp(subject) });
  await expect(listed).toContainText(`${worker.first} ${worker.last}`);
  await expect(listed).toContainText('En curso');
  await expectNoAxeViolations(page, card);
  await logOut(page);
});

test('the colleague opens the task and completes it after confirming', async ({
  page,
  request,
}) => {
  const [task] = await send<{ id: string }[]>(
    request,
    'get',
    `/task/records/${record.id}/free-tasks/`,
  );
  await logInAs(page, worker);
  await page.goto(`/taskBox/detail/${task?.id}`);
  const detail = page.getByTestId('free-task-detail');
  await expect(detail).toContainText(subject);
  await expect(page.getByTestId('free-task-record')).toHaveText(record.number);
  await expect(page.getByTestId('free-task-comments')).toContainText(
    'Antes del viernes, por favor',
  );
  await expect(page.getByTestId('task-deadline')).toContainText('A tiempo');
  await expectNoAxeViolations(page, page.getByTestId('free-task-actions'));
  // On a phone the detail fits the screen.
  await page.setViewportSize(PHONE);
  await expect(detail).toBeVisible();
  await expectFitsPhone(page);

  await page.getByTestId('free-task-complete').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`¿Completar la tarea “${subject}”?`);
  await expectNoAxeViolations(page, confirm);
  await page.getByTestId('free-task-complete-confirm').click();
  await expect(page.getByText(`Tarea “${subject}” completada.`)).toBeVisible();
  await expect(page).toHaveURL('/taskBox');

  const [done] = await send<{ status: number }[]>(
    request,
    'get',
    `/task/records/${record.id}/free-tasks/`,
  );
  expect(done?.status).toBe(2);
  await logOut(page);
});
