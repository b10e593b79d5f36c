import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  adminApi,
  expectFitsPhone,
  expectNoAxeViolations,
  logIn,
  PHONE,
  person,
} from './support.ts';
import { filedThroughApi, openDemoWindow } from './window-support.ts';

test.describe.configure({ mode: 'serial' });

const reader = { userName: 'martina.metricas', password: 'Martina123!', name: 'Martina Métricas' };
const formName = 'Correspondencia medida';

/**
 * The setting, through the API as the admin: a reader holding the metrics permission (7), a form
 * with three records filed, and the figures folded (the server folds every second here); and a
 * PQRS filed at the demo company's window, which the PQRS figures count as they stand.
 */
async function setUp(request: APIRequestContext): Promise<void> {
  const api = await adminApi(request);
  const readerId = await person(request, api, reader, '7770341');
  const role = await api.post('/roles/', { name: 'Lectores de métricas' });
  await api.post(`/roles/${role.id}/members/`, { users_uuid: [readerId] });
  const granted = await request.put(`/api/v1/roles/${role.id}/permissions/`, {
    headers: api.headers,
    data: { permissions: [7], designer_forms: false, designer_workflows: false },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  const form = await api.post('/form/forms/', {
    name: formName,
    description: 'Correspondencia que cuentan las métricas',
    sequence_length: 3,
    sticker_type: 1,
  });
  await api.post('/form/fields/', {
    form_id: form.id,
    label: 'Remitente',
    type_data: 'text',
    control_data: 'textbox',
  });
  const active = await request.patch(`/api/v1/form/forms/${form.id}/status/`, {
    headers: api.headers,
    data: { status: 2 },
  });
  expect(active.ok(), await active.text()).toBe(true);
  await openDemoWindow(request);
  await filedThroughApi(request);
  for (const subject of ['Oficio uno', 'Oficio dos', 'Oficio tres']) {
    await api.post(`/form/forms/${form.id}/records/`, {
      subject,
      support_type: 2,
      document_date: '2026-02-02',
    });
  }
  await expect
    .poll(async () => {
      const figures = await (
        await request.get('/api/v1/metrics/forms/', { headers: api.headers })
      ).json();
      return figures.forms.find((row: { form_name: string }) => row.form_name === formName)
        ?.records;
    })
    .toBe(3);
}

async function openMetrics(page: Page, fromMenu = true): Promise<void> {
  await logIn(page, `${reader.userName}@demo.co`, reader.password);
  // Checking the password (argon2id) is the slowest step on a loaded machine.
  await expect(page).toHaveURL('/dashboard', { timeout: 30_000 });
  if (fromMenu) await page.getByTestId('menu-metrics').click();
  else await page.goto('/metrics');
  await expect(page).toHaveURL('/metrics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Métricas');
}

test.beforeAll(async ({ request }) => {
  await setUp(request);
});

test('a metrics reader reads the charts and downloads a table by keyboard', async ({ page }) => {
  await openMetrics(page);
  await expect(page.getByTestId('metrics-folded')).toContainText('Cifras actualizadas el');
  await expect(page.getByTestId('metrics-storage')).toContainText('Archivos y versiones');
  await expect(
    page.getByRole('img', { name: 'Radicados, archivos y procesos por mes' }),
  ).toBeVisible();
  await expect(page.getByTestId('metrics-months-table')).toContainText('Radicados');
  await expectNoAxeViolations(page, page.getByTestId('metrics-months-table'));

  await page.getByTestId('metrics-nav-forms').click();
  await expect(page).toHaveURL('/metrics/recordListbyForm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radicados por formulario');
  const row = page.getByTestId('metrics-forms-table').getByRole('row', { name: formName });
  await expect(row).toContainText('3');
  await expect(page.getByRole('img', { name: 'Radicados por formulario' })).toBeVisible();
  await expectNoAxeViolations(page, row);

  const download = page.getByTestId('metrics-forms-download');
  await download.focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/^metrics-forms-\d{4}\.xlsx$/);

  await page.getByTestId('metrics-nav-years').click();
  await expect(page).toHaveURL('/metrics/recordListByYear');
  const year = String(new Date().getFullYear());
  await expect(
    page.getByTestId('metrics-years-table').getByRole('row', { name: new RegExp(`^${year}`) }),
  ).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('metrics-years-table'));
});

test('a metrics reader sees the PQRS received this month by type, and downloads them', async ({
  page,
}) => {
  await openMetrics(page, false);
  const section = page.getByTestId('metrics-pqrs');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('PQRS por mes y tipo');
  await expect(section).toContainText('Contadas por el mes en que se recibió cada PQRS');
  const month = new Intl.DateTimeFormat('es', {
    month: 'short',
    timeZone: 'America/Bogota',
  }).format(new Date());
  const row = page
    .getByTestId('metrics-pqrs-table')
    .getByRole('row', { name: new RegExp(`^${month} Petición general`) });
  await expect(row.getByRole('cell').nth(2)).not.toHaveText('0');
  await expectNoAxeViolations(page, row);
  const download = page.getByTestId('metrics-pqrs-download');
  await download.focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/^metrics-pqrs-\d{4}\.xlsx$/);
});

test('the metrics read on a phone and pass axe', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openMetrics(page, false);
  await expect(page.getByTestId('metrics-steps-table')).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('metrics-people-table'));
  await expect(page.getByTestId('metrics-pqrs-table')).toBeVisible();
  await expectFitsPhone(page);
});
