import { datePartsIn } from '@custodia/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectFitsPhone, expectNoAxeViolations, logInAsAdmin, PHONE } from './support.ts';

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

test('an admin reads the Colombian holidays, adds a non-working day and removes it', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await openCalendar(page);
  await expect(page).toHaveTitle(`${title} · Custodia`);
  await expect(page.getByRole('heading', { name: `Días no laborables de ${year}` })).toBeVisible();
  await expect(page.getByText(`19 días no laborables en ${year}.`)).toBeVisible();
  await expect(dayRow(page, `08/12/${year}`)).toContainText('La inmaculada concepción');
  await expectNoAxeViolations(page, dayRow(page, `08/12/${year}`));

  await page.getByLabel('Fecha', { exact: true }).fill(`24/12/${year}`);
  await page.getByLabel('Fecha', { exact: true }).press('Enter');
  await page.getByLabel('Nombre', { exact: true }).fill('Nochebuena');
  await page.getByTestId('calendar-day-add').click();
  await expect(page.getByText('Día no laborable añadido.')).toBeVisible();
  await expect(dayRow(page, `24/12/${year}`)).toContainText('Nochebuena');
  await expect(page.getByText(`20 días no laborables en ${year}.`)).toBeVisible();

  await page.getByLabel('Fecha', { exact: true }).fill(`24/12/${year}`);
  await page.getByLabel('Fecha', { exact: true }).press('Enter');
  await page.getByLabel('Nombre', { exact: true }).fill('Otra vez');
  await page.getByTestId('calendar-day-add').click();
  await expect(page.getByText('Esa fecha ya es un día no laborable').first()).toBeVisible();

  await dayRow(page, `24/12/${year}`).getByTestId('calendar-day-remove').click();
  await expect(
    page.getByText(`¿Quitar Nochebuena (24/12/${year}) de los días no laborables?`),
  ).toBeVisible();
  await page.getByTestId('calendar-day-remove-confirm').click();
  await expect(dayRow(page, `24/12/${year}`)).toHaveCount(0);
  await expect(page.getByText(`19 días no laborables en ${year}.`)).toBeVisible();

  await page.getByTestId('calendar-year-next').click();
  await expect(
    page.getByRole('heading', { name: `Días no laborables de ${Number(year) + 1}` }),
  ).toBeVisible();
  await expect(dayRow(page, `08/12/${Number(year) + 1}`)).toBeVisible();
});

test('an admin changes the working hours, and a wrong interval is refused before saving', async ({
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
  await expect(page.getByText('Calendario guardado.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('calendar-interval-0-end')).toHaveValue('12:30');
  await expect(page.getByTestId('calendar-interval-2-end')).toHaveValue('18:00');

  // Back as the other tests expect the demo company's calendar.
  await page.getByTestId('calendar-interval-0-end').fill('12:00');
  await page.getByTestId('calendar-interval-2-remove').click();
  await page.getByTestId('calendar-save').click();
  await expect(page.getByText('Calendario guardado.').first()).toBeVisible();
});

test('on a phone the calendar opens from the menu drawer and keeps to its width', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.getByTestId('menu-open').click();
  await page.getByRole('dialog').getByTestId('menu-calendar').click();
  await expect(dayRow(page, `08/12/${year}`)).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, dayRow(page, `08/12/${year}`));
});
