import { datePartsIn, formatDateTimeIn } from '@custodia/contracts';
import { expect, type Page, test } from '@playwright/test';
import {
  adminApi,
  choose,
  chooseOption,
  expectFitsPhone,
  expectNoAxeViolations,
  logInAsAdmin,
  PHONE,
  settledRows,
} from './support.ts';

const title = 'Parámetros de la empresa';

async function openCompany(page: Page): Promise<void> {
  await page.getByTestId('menu-company').click();
  await expect(page).toHaveURL('/company');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

async function chooseZone(page: Page, zone: string): Promise<void> {
  const select = page.getByTestId('company-time-zone');
  await select.click();
  await page.keyboard.type(zone);
  await chooseOption(page, select, zone);
}

async function saveParameters(page: Page): Promise<void> {
  await page.getByTestId('company-save').click();
  await expect(page.getByText('Parámetros guardados.').first()).toBeVisible();
}

test('an admin reads the company parameters, linked to the calendar and the sticker', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await openCompany(page);
  await expect(page.getByRole('cell', { name: 'demo.co' })).toBeVisible();
  await expect(page.getByTestId('company-calendar-link')).toHaveAttribute(
    'href',
    '/company/calendar',
  );
  await expect(page.getByTestId('company-sticker-link')).toHaveAttribute(
    'href',
    '/application/config/sticker',
  );
  await expectNoAxeViolations(page, page.getByTestId('company-save'));
});

test('an admin changes the company’s time zone and a record’s dates follow it', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const form = await api.post('/form/forms/', {
    name: 'Correspondencia por zona',
    description: 'Formulario de la prueba',
    sequence_length: 3,
    sticker_type: 1,
  });
  await api.post('/form/fields/', {
    form_id: form.id,
    label: 'Remitente',
    type_data: 'text',
    control_data: 'textbox',
  });
  await request.patch(`/api/v1/form/forms/${form.id}/status/`, {
    headers: api.headers,
    data: { status: 2 },
  });
  const record = (await api.post(`/form/forms/${form.id}/records/`, {
    subject: 'Oficio con hora',
    support_type: 2,
    document_date: '2026-02-02',
  })) as { id: string; created_at?: string };
  const filedAt = record.created_at as string;

  await logInAsAdmin(page);
  await page.goto(`/record/details/${record.id}/${form.id}`);
  const detail = page.getByTestId('record-detail');
  await expect(detail).toContainText(formatDateTimeIn(filedAt, 'America/Bogota'));

  await openCompany(page);
  await chooseZone(page, 'Asia/Tokyo');
  await saveParameters(page);
  await page.goBack();
  await expect(detail).toContainText(formatDateTimeIn(filedAt, 'Asia/Tokyo'));

  // Back to Bogotá: the browser tests after this one count on it.
  const restored = await request.patch('/api/v1/company/', {
    headers: api.headers,
    data: { time_zone: 'America/Bogota' },
  });
  expect(restored.ok()).toBe(true);
});

test('an admin hides the expedient consultation, and out-of-order colours are refused', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await expect(page.getByTestId('menu-expedient-consult')).toBeVisible();
  await openCompany(page);
  await page.getByTestId('company-expedient-consult').click();
  await saveParameters(page);
  await expect(page.getByTestId('menu-expedient-consult')).toHaveCount(0);

  await page.getByTestId('company-orange-above').fill('80');
  await page.getByTestId('company-save').click();
  await expect(page.getByText('El umbral naranja debe ser menor que el verde')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('company-orange-above').fill('25');

  await page.getByTestId('company-expedient-consult').click();
  await saveParameters(page);
  await expect(page.getByTestId('menu-expedient-consult')).toBeVisible();
});

test('on a phone the company parameters open from the menu drawer and keep to its width', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.getByTestId('menu-open').click();
  await page.getByRole('dialog').getByTestId('menu-company').click();
  await expect(page.getByTestId('company-save')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, page.getByTestId('company-save'));
});

test.describe('a browser in another time zone than the company', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('reads the forms list’s times in the company’s zone, not its own', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const form = (await api.post('/form/forms/', {
      name: 'Formulario leído desde Tokio',
      description: 'Formulario de la prueba',
      sequence_length: 3,
      sticker_type: 1,
    })) as { id: string; updated_at?: string };
    const changedAt = form.updated_at as string;

    await logInAsAdmin(page);
    await page.getByTestId('menu-forms-list').click();
    await page.getByTestId('forms-search').locator('input').fill('Formulario leído desde Tokio');
    await page.getByTestId('forms-search').locator('input').press('Enter');
    const row = page.getByRole('row', { name: /Formulario leído desde Tokio/ });
    // Bogotá and Tokyo are 14 hours apart: the browser's own zone would show another time.
    await expect(row).toContainText(formatDateTimeIn(changedAt, 'America/Bogota'));
    await expect(row).not.toContainText(formatDateTimeIn(changedAt, 'Asia/Tokyo'));
    await expectNoAxeViolations(page);

    // The audit log's period is typed on the company's clock too: its today holds the new form.
    await page.goto('/audit/logs');
    await choose(page, 'audit-filter-module', 'Formularios');
    const { day, month, year } = datePartsIn(new Date(), 'America/Bogota');
    const today = `${day}/${month}/${year}`;
    await page.getByRole('textbox', { name: 'Periodo' }).click();
    await page.keyboard.type(today);
    await page.keyboard.press('Enter');
    await page.keyboard.type(today);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Fecha final' })).toHaveValue(`${today} 23:59`);
    const rows = await settledRows(page);
    await expect(rows.filter({ hasText: 'Formulario leído desde Tokio' }).first()).toBeVisible();
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page);
  });
});
