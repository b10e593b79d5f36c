import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  adminApi,
  chooseOption,
  expectFitsPhone,
  expectNoAxeViolations,
  logInAsAdmin,
  PHONE,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

/** Fills a node's code and name in its form and saves it; the tree comes back showing it. */
async function saveNode(page: Page, code: string, name: string): Promise<void> {
  await page.getByTestId('trd-form-code').fill(code);
  await page.getByTestId('trd-form-name').fill(name);
  await page.getByTestId('trd-form-submit').click();
  await expect(page).toHaveURL('/trd');
  await expect(page.getByTestId('trd-selected')).toContainText(`${code}-${name}`);
}

/** Opens the tree's nodes one after the other, as a person clicks each arrow. */
async function openNodes(scope: Locator | Page, labels: string[]): Promise<void> {
  for (const label of labels) {
    await scope
      .locator('.ant-tree-treenode')
      .filter({ hasText: label })
      .last()
      .locator('.ant-tree-switcher')
      .click();
  }
}

test('the admin creates a documentary type from the menu', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-documentary-types').click();
  await expect(page).toHaveURL('/documentary-types/list');
  await expectNoAxeViolations(page, page.getByTestId('documentary-type-name'));
  await page.getByTestId('documentary-type-name').fill('Acta de comité');
  await page.getByTestId('documentary-type-submit').click();
  const row = page.getByRole('row', { name: /Acta de comité/ });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('documentary-type-name')).toHaveValue('');
  // The same name again is refused on its field.
  await page.getByTestId('documentary-type-name').fill('acta de comité');
  await page.getByTestId('documentary-type-submit').click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText(
    'Ya existe un tipo documental con ese nombre.',
  );

  await row.getByTestId('documentary-type-edit').click();
  // The list's own form has the same field: wait for the edit screen's, holding the name.
  await expect(page.getByTestId('documentary-type-name')).toHaveValue('Acta de comité');
  await expectNoAxeViolations(page, page.getByTestId('documentary-type-name'));
  await page.getByTestId('documentary-type-name').fill('Acta de comité directivo');
  await page.getByTestId('documentary-type-submit').click();
  await expect(page).toHaveURL('/documentary-types/list');
  await expect(page.getByRole('row', { name: /Acta de comité directivo/ })).toBeVisible();
});

test('the admin creates a fund from the tree', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-trd').click();
  await expect(page).toHaveURL('/trd');
  await expectNoAxeViolations(page, page.getByTestId('trd-add-fund'));
  await page.getByTestId('trd-add-fund').click();
  await expectNoAxeViolations(page, page.getByTestId('trd-form-code'));
  await saveNode(page, '100', 'Fondo documental');
  await expect(page.getByTestId('trd-tree-node-100')).toHaveText('100-Fondo documental (Fondo)');
});

test('the admin adds a section and a series under the fund', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-trd').click();
  await page.getByTestId('trd-tree-node-100').click();
  await page.getByTestId('trd-add-2').click();
  await expect(page.getByText('Bajo 100-Fondo documental (Fondo)')).toBeVisible();
  await saveNode(page, '100.1', 'Gerencia');
  await expectNoAxeViolations(page, page.getByTestId('trd-tree-node-100.1'));

  await page.getByTestId('trd-add-4').click();
  await saveNode(page, '100.1.1', 'Actas');
  await expect(page.getByTestId('trd-tree-node-100.1.1')).toHaveText('100.1.1-Actas (Serie)');
});

test('the admin adds a subseries with its retention and documentary types', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-trd').click();
  await openNodes(page, ['100-Fondo documental', '100.1-Gerencia']);
  await page.getByTestId('trd-tree-node-100.1.1').click();
  await page.getByTestId('trd-add-5').click();
  await expect(page.getByTestId('trd-form-office-years')).toBeVisible();
  await page.getByTestId('trd-form-code').fill('100.1.1.1');
  await page.getByTestId('trd-form-name').fill('Actas de comité');
  await page.getByTestId('trd-form-office-years').fill('2');
  await page.getByTestId('trd-form-central-years').fill('8');
  await page.getByLabel('Conservación total').check();
  await page.getByLabel('Microfilmación o digitalización').check();
  await page.getByTestId('trd-form-procedure').fill('Se digitaliza y se conserva.');
  await page.getByLabel('Híbrido').check();
  await page.getByLabel('Reservada').check();
  await chooseOption(
    page,
    page.getByTestId('trd-form-documentary-types'),
    'Acta de comité directivo',
  );
  // A list of several choices stays open after one: a person closes it.
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expectNoAxeViolations(page, page.getByTestId('trd-form-submit'));
  await page.getByTestId('trd-form-submit').click();
  await expect(page).toHaveURL('/trd');
  await expect(page.getByTestId('trd-selected')).toContainText('100.1.1.1-Actas de comité');

  // Its form shows what was kept.
  await page.getByTestId('trd-edit').click();
  await expect(page.getByTestId('trd-form-central-years')).toHaveValue('8');
  await expect(page.getByLabel('Microfilmación o digitalización')).toBeChecked();
  await expect(page.getByLabel('Eliminación')).not.toBeChecked();
  await expect(page.getByTestId('trd-form-documentary-types')).toContainText(
    'Acta de comité directivo',
  );
});

test('a form publishes to the subseries, which then cannot be deleted', async ({
  page,
  request,
}) => {
  const { headers } = await adminApi(request);
  const created = await request.post('/api/v1/form/forms/', {
    headers,
    data: {
      name: 'Actas publicadas',
      description: 'Publica en la TRD',
      sequence_length: 3,
      sticker_type: 1,
    },
  });
  const form = await created.json();

  await logInAsAdmin(page);
  await page.goto(`/formsdesigner/edit/${form.id}`);
  await expect(page.getByTestId('form-form-trd-path')).toHaveText('Sin ruta de publicación');
  await page.getByTestId('form-form-trd-path-choose').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('trd-path-tree-node-100').click();
  // Only a series or subseries can be chosen: the fund stays unchosen.
  await expect(dialog.getByTestId('trd-path-confirm')).toBeDisabled();
  await openNodes(dialog, ['100-Fondo documental', '100.1-Gerencia', '100.1.1-Actas (Serie)']);
  await dialog.getByTestId('trd-path-tree-node-100.1.1.1').click();
  await expectNoAxeViolations(page, dialog.getByTestId('trd-path-confirm'));
  await dialog.getByTestId('trd-path-confirm').click();
  await expect(page.getByTestId('form-form-trd-path')).toHaveText(
    '100.1.1.1-Actas de comité (Subserie)',
  );
  await page.getByTestId('form-form-submit').click();
  await expect(page).toHaveURL('/formsdesigner/list');

  await page.getByTestId('menu-trd').click();
  await openNodes(page, ['100-Fondo documental', '100.1-Gerencia', '100.1.1-Actas (Serie)']);
  await page.getByTestId('trd-tree-node-100.1.1.1').click();
  await page.getByTestId('trd-delete').click();
  await page.getByTestId('trd-delete-confirm').click();
  await expect(
    page.getByText(
      'El nivel es la ruta de publicación de los formularios Actas publicadas y no se puede eliminar.',
    ),
  ).toBeVisible();
});

test('on a phone the tree and the chosen node’s actions fit the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.goto('/trd');
  await page.getByTestId('trd-tree-node-100').click();
  await page.getByTestId('trd-add-2').scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, page.getByTestId('trd-selected'));
  await expectFitsPhone(page);
});
