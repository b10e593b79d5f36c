import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, fillDirectoryRecord, logInAsAdmin, openFiling } from './support.ts';

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
  await expectNoAxeViolations(page, page.getByRole('row', { name: /Solicitudes PQRS/ }));
  await page
    .getByRole('row', { name: /Solicitudes PQRS/ })
    .getByRole('link', { name: 'Radicar' })
    .click();
  await expect(page.getByText('Radicar en Solicitudes PQRS')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByTestId('record-file-submit').click();
  await expect(page.getByText('¡Este campo es obligatorio!').first()).toBeVisible();
  await expect(page.getByText('Seleccione una opción').first()).toBeVisible();
  await expectNoAxeViolations(page);

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
  await expectNoAxeViolations(page);
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
  await expectNoAxeViolations(page);
});

/** A field of the filing form by its label, described by the message it shows, if any. */
function field(page: Page, label: string) {
  return page.getByTestId('record-form').getByLabel(label, { exact: true });
}

/** The filing form's item of the field labelled `label`: its label, control and message. */
function itemOf(page: Page, label: string) {
  return page
    .getByTestId('record-form')
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) });
}

/** Opens a select of the filing form by its label. */
async function openSelect(page: Page, label: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
}

test('the message of each field goes away once the field holds a valid value', async ({ page }) => {
  await logInAsAdmin(page);
  await openFiling(page, 'Solicitudes PQRS');
  await page.getByTestId('record-file-submit').click();
  await expect(field(page, 'Resumen')).toHaveAccessibleDescription('¡Este campo es obligatorio!');
  await expect(field(page, 'Tipo de solicitud')).toHaveAccessibleDescription(
    'Seleccione una opción',
  );
  await expect(field(page, 'Descripción')).toHaveAccessibleDescription(
    '¡Este campo es obligatorio!',
  );

  await page.getByLabel('Resumen').fill('Dem');
  await expect(field(page, 'Resumen')).toHaveAccessibleDescription('');
  await page.getByTestId('record-file-submit').click();
  await expect(field(page, 'Resumen')).toHaveAccessibleDescription(
    'Debe tener entre 5 y 200 caracteres',
  );
  await page.getByLabel('Resumen').fill('Demora en la respuesta');
  await expect(field(page, 'Resumen')).toHaveAccessibleDescription('');

  await openSelect(page, 'Tipo de solicitud');
  await page.getByTitle('Reclamo', { exact: true }).click();
  await expect(field(page, 'Tipo de solicitud')).toHaveAccessibleDescription('');
  await page.getByLabel('Descripción').fill('El trámite lleva dos meses sin respuesta.');
  await expect(field(page, 'Descripción')).toHaveAccessibleDescription('');
});

test('a whole number field refuses "3,5" as typed, and a select placeholder is no option', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await openFiling(page, 'Solicitudes PQRS');
  await page.getByLabel('Número de folios').fill('3,5');
  await expect(page.getByLabel('Número de folios')).toHaveValue('3,5');
  await page.getByTestId('record-file-submit').click();
  await expect(field(page, 'Número de folios')).toHaveAccessibleDescription(
    'Ingrese un número entero, sin decimales ni signo +',
  );
  await expect(page.getByLabel('Número de folios')).toHaveValue('3,5');

  await openSelect(page, 'Tipo de solicitud');
  await expect(page.getByTitle('Queja', { exact: true })).toBeVisible();
  await expect(page.getByTitle('Seleccione una opción', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // A select that may stay empty offers an empty choice of its own, by keyboard too.
  await openSelect(page, 'Canal de recepción');
  await expect(page.getByTitle('(Ninguna)', { exact: true })).toBeVisible();
  await expect(page.getByTitle('Seleccione una opción', { exact: true })).toHaveCount(0);
});

test('a subtopic is chosen among the subtopics of the chosen topic, and a new topic empties it', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await openFiling(page, 'Solicitudes PQRS');
  await expect(itemOf(page, 'Subtema')).toContainText('Elija primero Tema');
  await openSelect(page, 'Tema');
  await page.getByTitle('Movilidad', { exact: true }).click();
  await openSelect(page, 'Subtema');
  await expect(page.getByTitle('Estado de las vías', { exact: true })).toBeVisible();
  await expect(page.getByTitle('Acueducto', { exact: true })).toHaveCount(0);
  await page.getByTitle('Semaforización', { exact: true }).click();
  await expect(itemOf(page, 'Subtema')).toContainText('Semaforización');

  await openSelect(page, 'Tema');
  await page.getByTitle('Servicios públicos', { exact: true }).click();
  await expect(itemOf(page, 'Subtema')).not.toContainText('Semaforización');
  await openSelect(page, 'Subtema');
  await expect(page.getByTitle('Acueducto', { exact: true })).toBeVisible();
  await expect(page.getByTitle('Estado de las vías', { exact: true })).toHaveCount(0);
});

test('a sender already in the directory is refused on the field that repeats it', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await fillDirectoryRecord(page, {
    subject: 'Registro repetido',
    document: '1020304050',
    name: 'María F. López',
  });
  await page.getByTestId('record-file-submit').click();
  await expect(page.getByText('Este valor ya existe en otro radicado')).toBeVisible();
  await expectNoAxeViolations(page);

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
  // Other specs add forms to the demo company: the list is searched rather than paged through.
  await page.getByTestId('forms-search').locator('input').fill('Directorio de remitentes');
  await page.getByTestId('forms-search').locator('input').press('Enter');
  const directory = page.getByRole('row', { name: /Directorio de remitentes/ });
  await expect(directory).toContainText('7');
  await expectNoAxeViolations(page);
  await expect(directory.getByTestId('form-delete')).toHaveCount(0);
  await directory.getByTestId('form-fields').click();
  await expect(page.getByTestId('fields-locked')).toContainText(
    'El formulario ya tiene radicados: conserva todos sus campos.',
  );
  await expectNoAxeViolations(page);
});
