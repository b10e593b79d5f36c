import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, choose, expectAccessible, logInAsAdmin } from './support.ts';

test.describe.configure({ mode: 'serial' });

/** A form whose records run workflows, made through the API as the demo admin. */
async function workflowForm(request: APIRequestContext): Promise<void> {
  const session = await request.post('/api/v1/auth/login/', {
    data: { user_name: ADMIN.userName, password: ADMIN.password },
  });
  const headers = { authorization: `Bearer ${(await session.json()).access}` };
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
  await expectAccessible(page, page.getByTestId('workflow-form-name'));
  await page.getByTestId('workflow-form-name').fill('Trámite de correspondencia');
  await page.getByTestId('workflow-form-description').fill('Recibir, revisar y responder');
  await choose(page, 'workflow-form-form', 'Correspondencia con trámite');
  await page.getByTestId('workflow-form-submit').click();
  await expect(page).toHaveURL('/workflow/list');
  const row = page.getByRole('row', { name: /Trámite de correspondencia/ });
  await expect(row).toContainText('Correspondencia con trámite');
  await expect(row).toContainText('Borrador');
  await expect(row).toContainText('Sin diagrama');
  await expectAccessible(page, row);
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
  await expectAccessible(page, page.getByTestId('workflow-refusal'));
  await row.getByTestId('workflow-edit').click();
  await expect(page.getByTestId('workflow-form-name')).toHaveValue('Trámite de correspondencia');
  await expectAccessible(page, page.getByTestId('workflow-form-name'));
  await page.getByTestId('workflow-form-name').fill('Trámite de correspondencia recibida');
  await page.getByTestId('workflow-form-submit').click();
  await expect(page).toHaveURL('/workflow/list');
  await expect(page.getByRole('row', { name: /correspondencia recibida/ })).toBeVisible();
});
