import { expect, type Page, test } from '@playwright/test';
import { ADMIN, choose, logIn } from './support.ts';

test.describe.configure({ mode: 'serial' });

test('the admin designs a parent list and a child list whose items hang from the parent items', async ({
  page,
}) => {
  await logIn(page, ADMIN.userName, ADMIN.password);
  await expect(page).toHaveURL('/dashboard');

  await page.getByTestId('menu-lists-create').click();
  await page.getByTestId('list-form-name').fill('Departamentos');
  await page.getByTestId('list-form-submit').click();
  await expect(page).toHaveURL(/\/formsdesigner\/itemslist\//);
  for (const name of ['Antioquia', 'Cundinamarca']) {
    await page.getByTestId('item-form-name').fill(name);
    await page.getByTestId('item-form-submit').click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }

  await page.getByTestId('menu-lists-create').click();
  await page.getByTestId('list-form-name').fill('Municipios');
  await choose(page, 'list-form-parent', 'Departamentos');
  await page.getByTestId('list-form-submit').click();
  await expect(page.getByTestId('item-form-parent')).toBeVisible();
  await page.getByTestId('item-form-name').fill('Medellín');
  await choose(page, 'item-form-parent', 'Antioquia');
  await page.getByTestId('item-form-submit').click();
  await expect(page.getByRole('row', { name: /Medellín/ })).toContainText('Antioquia');

  await page.getByTestId('menu-lists-consult').click();
  const parent = page.getByRole('row', { name: /^Departamentos/ });
  await parent.getByTestId('list-edit').click();
  await page.getByTestId('list-form-status').getByText('Inactiva', { exact: true }).click();
  await page.getByTestId('list-form-submit').click();
  await expect(
    page.getByText('La lista es padre de otras listas y no se puede inactivar.').first(),
  ).toBeVisible();
});

test('a new form is a draft that cannot be activated without fields', async ({ page }) => {
  await logIn(page, ADMIN.userName, ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
  await page.getByTestId('menu-forms-create').click();
  await page.getByTestId('form-form-name').fill('Correspondencia recibida');
  await page.getByTestId('form-form-description').fill('Radicación de correspondencia de entrada');
  await page.getByTestId('form-form-submit').click();
  await expect(page.getByText('Formulario creado como borrador.')).toBeVisible();

  const row = page.getByRole('row', { name: /Correspondencia recibida/ });
  await expect(row.getByTestId('form-status')).toHaveText('Borrador');
  await row.getByTestId('form-activate').click();
  await expect(page.getByTestId('form-refusal')).toContainText(
    'El formulario necesita al menos un campo para activarse.',
  );
});

test.describe('the field designer', () => {
  async function throughWizard(page: Page, label: string, setUp: () => Promise<void>) {
    await page.getByTestId('fields-add').click();
    await page.getByTestId('field-wizard-label').fill(label);
    await page.getByTestId('field-wizard-next').click();
    await setUp();
    while (await page.getByTestId('field-wizard-next').isVisible()) {
      await page.getByTestId('field-wizard-next').click();
    }
    await page.getByTestId('field-wizard-save').click();
    await expect(page.getByTestId('fields-table')).toContainText(label);
  }

  test('the admin designs fields, sees the hidden one marked, reorders them and activates the form', async ({
    page,
  }) => {
    await logIn(page, ADMIN.userName, ADMIN.password);
    await expect(page).toHaveURL('/dashboard');
    await page.getByTestId('menu-forms-list').click();
    await page
      .getByRole('row', { name: /Correspondencia recibida/ })
      .getByTestId('form-fields')
      .click();

    await throughWizard(page, 'Asunto', async () => {
      await page.getByTestId('field-wizard-next').click();
      await page.getByTestId('field-wizard-next').click();
      await page.getByTestId('field-wizard-required').click();
    });
    await throughWizard(page, 'Municipio', async () => {
      await page.getByTestId('field-wizard-control').getByText('Lista desplegable').click();
      await page.getByTestId('field-wizard-next').click();
      await choose(page, 'field-wizard-list', 'Municipios');
      await page.getByTestId('field-wizard-next').click();
      await page.getByTestId('field-wizard-hide').click();
    });

    await expect(page.getByTestId('form-preview')).toContainText('(oculto)');
    const firstRow = page.getByTestId('fields-table').getByRole('row', { name: /Asunto/ });
    await firstRow.getByTestId('field-down').click();
    await expect(page.getByTestId('fields-table').getByRole('row').nth(1)).toContainText(
      'Municipio',
    );

    await page.getByTestId('menu-forms-list').click();
    const row = page.getByRole('row', { name: /Correspondencia recibida/ });
    await row.getByTestId('form-activate').click();
    await expect(row.getByTestId('form-status')).toHaveText('Activo');

    await row.getByTestId('form-fields').click();
    await expect(page.getByTestId('fields-locked')).toBeVisible();
    await expect(page.getByTestId('field-delete')).toHaveCount(0);
  });

  test('a standard user without designer rights is sent to the dashboard', async ({ page }) => {
    await logIn(page, 'mateo.user.manager@demo.co', 'Mateo123!');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/formsdesigner/create');
    await expect(page).toHaveURL('/dashboard');
  });
});

test('a role grants rights on a form, and starting workflows turns on viewing processes', async ({
  page,
}) => {
  await logIn(page, ADMIN.userName, ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/user/roles');
  await page
    .getByRole('row', { name: /Gestión de usuarios/ })
    .getByTestId('role-config')
    .click();
  await choose(page, 'role-form-grant-add-select', 'Correspondencia recibida');
  await page.getByTestId('role-form-grant-add').click();

  const grant = page
    .getByTestId('role-form-grants')
    .getByRole('row', { name: /Correspondencia recibida/ });
  await grant.getByTestId('role-form-grant-start_workflows').click();
  await expect(grant.getByTestId('role-form-grant-view_started_processes')).toBeChecked();
});
