import { expect, test } from '@playwright/test';
import { expectAccessible, logInAsAdmin } from './support.ts';

test.describe.configure({ mode: 'serial' });

/** Today as the demo company (Bogotá) writes it in record numbers. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' })
  .format(new Date())
  .replaceAll('-', '');

test('the admin files a PQRS request, choosing its sender in the lookup search, and reads its number', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-records').click();
  await expect(page).toHaveURL('/record/list/forms');
  await expectAccessible(page, page.getByRole('row', { name: /Solicitudes PQRS/ }));
  await page
    .getByRole('row', { name: /Solicitudes PQRS/ })
    .getByRole('link', { name: 'Radicar' })
    .click();
  await expect(page.getByText('Radicar en Solicitudes PQRS')).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('record-file-submit').click();
  await expect(page.getByText('¡Este campo es obligatorio!').first()).toBeVisible();
  await expect(page.getByText('Seleccione una opción').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Asunto', { exact: true }).fill('Queja por demora en la respuesta');
  await page.getByText('Electrónico', { exact: true }).click();
  await page.getByLabel('Fecha del documento').fill('15/01/2026');
  await page.getByLabel('Fecha del documento').press('Enter');
  await page.getByLabel('Resumen').fill('Demora en la respuesta');

  await page.getByRole('button', { name: 'Buscar registro' }).click();
  const search = page.getByRole('dialog');
  await expect(search.getByTestId('lookup-form-name')).toHaveValue('Directorio de remitentes');
  const rows = search.getByTestId('lookup-records').locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expectAccessible(page);
  await search.getByRole('listitem', { name: '2' }).click();
  await expect(rows).toHaveCount(1);
  await search.getByTestId('lookup-search').locator('input').fill('andina');
  await search.getByTestId('lookup-search').locator('input').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Constructora Andina S.A.S.');
  await rows.first().getByRole('checkbox').click();
  await expect(search).toBeHidden();
  await expect(page.getByLabel('Remitente')).toHaveValue('900456789 | Constructora Andina S.A.S.');

  await page.getByLabel('Tipo de solicitud').click();
  await page.getByTitle('Queja', { exact: true }).click();
  await page.getByLabel('Descripción').fill('El trámite lleva dos meses sin respuesta.');
  await page.getByLabel('Número de folios').fill('0012');
  await page.getByTestId('record-file-submit').click();
  await expect(page.getByTestId('record-filed')).toContainText(
    new RegExp(`Radicado \\d+-${today}-00001`),
  );
  await expect(page.getByTestId('record-filed')).toContainText('Solicitudes PQRS');
  await expectAccessible(page);
});

test('a sender already in the directory is refused on the field that repeats it', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-records').click();
  await page
    .getByRole('row', { name: /Directorio de remitentes/ })
    .getByRole('link', { name: 'Radicar' })
    .click();
  await page.getByLabel('Asunto', { exact: true }).fill('Registro repetido');
  await page.getByText('Físico', { exact: true }).click();
  await page.getByLabel('Fecha del documento').fill('15/01/2026');
  await page.getByLabel('Fecha del documento').press('Enter');
  await page.getByLabel('Documento de identidad').fill('1020304050');
  await page.getByLabel('Nombre o razón social').fill('María F. López');
  await page.getByTestId('record-file-submit').click();
  await expect(page.getByText('Este valor ya existe en otro radicado')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Documento de identidad').fill('1020304051');
  // A doubled click files one record (the directory holds 7 below, not 8).
  await page.getByTestId('record-file-submit').dblclick();
  await expect(page.getByTestId('record-filed')).toContainText(
    new RegExp(`Radicado \\d+-${today}-0007`),
  );
});

test('a form holding records offers no delete, and the designer reads why', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-forms-list').click();
  const directory = page.getByRole('row', { name: /Directorio de remitentes/ });
  await expect(directory).toContainText('7');
  await expectAccessible(page);
  await expect(directory.getByTestId('form-delete')).toHaveCount(0);
  await directory.getByTestId('form-fields').click();
  await expect(page.getByTestId('fields-locked')).toContainText(
    'El formulario ya tiene radicados: conserva todos sus campos.',
  );
  await expectAccessible(page);
});
