import { datePartsIn } from '@custodia/contracts';
import { expect, type Page, test } from '@playwright/test';
import { oneTaskDiagram } from '../apps/server/test/diagrams.ts';
import { expectFitsPhone, expectNoAxeViolations, logInAsAdmin, PHONE } from './support.ts';
import { adminWorkflowApi, workflowSetting } from './workflow-support.ts';

const title = 'Calendario laboral';
/** The year the screen opens on: the company's, in Bogotá. */
const year = datePartsIn(new Date(), 'America/Bogota').year;

async function openCalendar(page: Page): Promise<void> {
  await page.getByTestId('menu-calendar').click();
  await expect(page).toHaveURL('/company/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const dayRow = (page: Page, date: string) =>
  page.getByTestId('calendar-days').getByRole('row', { name: new RegExp(date) });

const namedRow = (page: Page, name: string) =>
  page.getByTestId('calendar-days').getByRole('row').filter({ hasText: name });

/** The dialog that says what a change does to the open deadlines before it is made. */
const previewDialog = (page: Page) =>
  page.getByRole('dialog').filter({ hasText: 'Antes de guardar: los vencimientos abiertos' });

/** An open task of a one-day step, due at 17:00 of the next business day: the change moves it. */
let openTask: string;
test.beforeAll(async () => {
  const api = await adminWorkflowApi();
  const setting = await workflowSetting(api, {
    diagram: oneTaskDiagram,
    form: 'Solicitudes del calendario',
    workflow: 'Flujo del calendario',
  });
  openTask = (await setting.startedProcess(10, 'Plazo que se mueve')).record.number;
  await api.context.dispose();
});

test('an admin reads the Colombian holidays, adds a non-working day and removes it', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await openCalendar(page);
  await expect(page).toHaveTitle(`${title} · Custodia`);
  await expect(page.getByRole('heading', { name: `Días no laborables de ${year}` })).toBeVisible();
  await expect(page.getByText(`19 días no laborables en ${year}.`)).toBeVisible();
  await expect(dayRow(page, `08/12/${year}`)).toContainText(
    /Inmaculada Concepción\s*Fuente legal: Ley 51 de 1983/,
  );
  await expect(namedRow(page, 'Virgen de Chiquinquirá')).toContainText(
    'Fuente legal: Ley 2578 de 2026',
  );
  await expect(namedRow(page, 'Ascensión del Señor')).toHaveCount(1);
  await expect(namedRow(page, 'La Asunción')).toHaveCount(0);
  await expectNoAxeViolations(page, dayRow(page, `08/12/${year}`));

  await page.getByLabel('Fecha', { exact: true }).fill(`24/12/${year}`);
  await page.getByLabel('Fecha', { exact: true }).press('Enter');
  await page.getByLabel('Nombre', { exact: true }).fill('Nochebuena');
  await page.getByTestId('calendar-day-add').click();
  await expect(previewDialog(page).getByTestId('calendar-preview-summary')).toHaveText(
    /^Este cambio (no mueve ningún vencimiento abierto|mueve \d+ vencimientos? abiertos?)\.$/,
  );
  await previewDialog(page).getByTestId('calendar-preview-confirm').click();
  await expect(page.getByText('Día no laborable añadido.')).toBeVisible();
  await expect(dayRow(page, `24/12/${year}`)).toContainText(
    /Nochebuena\s*Fuente legal: Propio de la empresa/,
  );
  await expect(page.getByText(`20 días no laborables en ${year}.`)).toBeVisible();

  await page.getByLabel('Fecha', { exact: true }).fill(`24/12/${year}`);
  await page.getByLabel('Fecha', { exact: true }).press('Enter');
  await page.getByLabel('Nombre', { exact: true }).fill('Otra vez');
  await page.getByTestId('calendar-day-add').click();
  await expect(page.getByText('Esa fecha ya es un día no laborable').first()).toBeVisible();

  // By keyboard: Escape leaves the day as it is, Enter on the dialog's button removes it.
  await dayRow(page, `24/12/${year}`).getByTestId('calendar-day-remove').press('Enter');
  await expect(
    previewDialog(page).getByText(`¿Quitar Nochebuena (24/12/${year}) de los días no laborables?`),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(previewDialog(page)).toHaveCount(0);
  await expect(dayRow(page, `24/12/${year}`)).toHaveCount(1);
  await dayRow(page, `24/12/${year}`).getByTestId('calendar-day-remove').press('Enter');
  await previewDialog(page).getByTestId('calendar-preview-confirm').press('Enter');
  await expect(dayRow(page, `24/12/${year}`)).toHaveCount(0);
  await expect(page.getByText(`19 días no laborables en ${year}.`)).toBeVisible();

  await page.getByTestId('calendar-year-next').click();
  await expect(
    page.getByRole('heading', { name: `Días no laborables de ${Number(year) + 1}` }),
  ).toBeVisible();
  await expect(dayRow(page, `08/12/${Number(year) + 1}`)).toBeVisible();
});

test('an admin changes the working hours, sees the open deadline it moves, then saves', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await openCalendar(page);
  const firstEnd = page.getByTestId('calendar-interval-0-end');
  await expect(firstEnd).toHaveValue('12:00');

  await firstEnd.fill('14:00');
  await page.getByTestId('calendar-save').click();
  await expect(page.getByText('Los intervalos deben ir en orden y sin superponerse')).toBeVisible();
  await expectNoAxeViolations(page);

  await firstEnd.fill('12:30');
  await page.getByTestId('calendar-interval-add').click();
  await page.getByTestId('calendar-interval-2-start').fill('17:30');
  await page.getByTestId('calendar-interval-2-end').fill('18:00');
  await page.getByTestId('calendar-save').click();
  // The day now closes at 6 p.m.: the task due at 5 p.m. of its day is due at 6 then.
  const dialog = previewDialog(page);
  await expect(dialog.getByTestId('calendar-preview-summary')).toHaveText(
    /^Este cambio mueve \d+ vencimientos? abiertos?\.$/,
  );
  const moved = dialog.getByRole('row').filter({ hasText: `${openTask} · Atender` });
  await expect(moved).toContainText(/\d\d\/\d\d\/\d{4} 17:00.*\d\d\/\d\d\/\d{4} 18:00/);
  await expectNoAxeViolations(page, moved);
  await expect(page.getByText('Calendario guardado.')).toHaveCount(0);
  await dialog.getByTestId('calendar-preview-confirm').click();
  await expect(page.getByText('Calendario guardado.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('calendar-interval-0-end')).toHaveValue('12:30');
  await expect(page.getByTestId('calendar-interval-2-end')).toHaveValue('18:00');

  // Back as the other tests expect the demo company's calendar.
  await page.getByTestId('calendar-interval-0-end').fill('12:00');
  await page.getByTestId('calendar-interval-2-remove').click();
  await page.getByTestId('calendar-save').click();
  await previewDialog(page).getByTestId('calendar-preview-confirm').click();
  await expect(page.getByText('Calendario guardado.').first()).toBeVisible();
});

test('on a phone the calendar opens from the menu drawer and keeps to its width', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.getByTestId('menu-open').click();
  await page.getByRole('dialog').getByTestId('menu-calendar').click();
  await expect(dayRow(page, `08/12/${year}`)).toContainText('Fuente legal: Ley 51 de 1983');
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, dayRow(page, `08/12/${year}`));
});
