import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, chooseOption, expectNoAxeViolations, logInAsAdmin, PHONE } from './support.ts';

test.describe.configure({ mode: 'serial' });

const formName = 'Búsqueda de radicados e2e';
/** The two records the tests look for, filed once through the API (filing is records.spec's). */
const filed: { number: string; subject: string }[] = [];

async function prepare(request: APIRequestContext): Promise<void> {
  if (filed.length > 0) return;
  const { headers } = await adminApi(request);
  const form = await (
    await request.post('/api/v1/form/forms/', {
      headers,
      data: {
        name: formName,
        description: 'Prueba de búsqueda',
        sequence_length: 3,
        sticker_type: 1,
      },
    })
  ).json();
  const list = await (
    await request.post('/api/v1/form/lists/', { headers, data: { name: 'Canales de búsqueda' } })
  ).json();
  const channels: string[] = [];
  for (const name of ['Correo', 'Ventanilla']) {
    const item = await request.post(`/api/v1/form/lists/${list.id}/items/`, {
      headers,
      data: { name },
    });
    channels.push((await item.json()).id);
  }
  const ids: string[] = [];
  for (const field of [
    { label: 'Código', type_data: 'text', control_data: 'textbox', search_field: true },
    { label: 'Folios', type_data: 'integer', control_data: 'numeric', search_field: true },
    {
      label: 'Canal',
      type_data: 'text',
      control_data: 'combobox',
      item_link: list.id,
      search_field: true,
    },
  ]) {
    const created = await request.post('/api/v1/form/fields/', {
      headers,
      data: { form_id: form.id, ...field },
    });
    ids.push((await created.json()).id);
  }
  await request.patch(`/api/v1/form/forms/${form.id}/status/`, { headers, data: { status: 2 } });
  for (const [subject, code, pages, channel] of [
    [
      'Solicitud de copias del expediente completo de la sucursal de Medellín, con los planos, las actas firmadas y los anexos técnicos del año anterior',
      'ALFA-7',
      '5',
      channels[0],
    ],
    ['Queja por la atención recibida', 'BETA-9', '1', channels[1]],
  ] as const) {
    const record = await request.post(`/api/v1/form/forms/${form.id}/records/`, {
      headers,
      data: {
        subject,
        support_type: 2,
        document_date: '2026-02-10',
        values: {
          [ids[0] as string]: code,
          [ids[1] as string]: pages,
          [ids[2] as string]: channel,
        },
      },
    });
    expect(record.status()).toBe(201);
    filed.push({ number: (await record.json()).number, subject });
  }
}

const rows = (page: Page) => page.getByTestId('record-list').locator('tbody tr.ant-table-row');

/** The form's records, reached from the search menu as a person would. */
async function openList(page: Page): Promise<void> {
  await page.getByTestId('menu-record-list').click();
  await page
    .getByRole('row', { name: new RegExp(formName) })
    .getByRole('link', { name: 'Ver radicados' })
    .click();
  await expect(rows(page)).toHaveCount(2);
}

test.beforeEach(async ({ page, request }) => {
  await prepare(request);
  await logInAsAdmin(page);
});

test('a record is found by its number, digits and hyphens only, and opens', async ({ page }) => {
  await page.getByTestId('menu-record-number').click();
  await expect(page).toHaveURL('/record/list/record');
  await page.getByTestId('record-number').fill('abc');
  await page.getByTestId('record-number-find').click();
  await expect(
    page.getByText('Use solo números y guiones, por ejemplo 1-20210512-0001'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const [first] = filed;
  await page.getByTestId('record-number').fill(first?.number ?? '');
  await page.getByTestId('record-number-find').click();
  await expect(page.getByTestId('record-detail')).toContainText(`Radicado ${first?.number}`);
  await expectNoAxeViolations(page);
});

test('on a phone, each row shows its number and its actions without scrolling sideways', async ({
  page,
}) => {
  await openList(page);
  await page.setViewportSize(PHONE);
  const newest = rows(page).first();
  await expect(newest.getByRole('link', { name: filed[1]?.number ?? '' })).toBeInViewport();
  await expect(newest.getByTestId('record-row-view')).toBeInViewport();
  // The status stands under the number: beside it, the actions would cover it.
  await expect(newest.getByRole('cell').first()).toContainText('Vigente');
  // A criterion's controls stack on a phone, inside one box that fits the screen.
  await page.getByTestId('record-criterion-add').click();
  const criterion = await page.getByRole('group', { name: 'Criterio 1' }).boundingBox();
  expect((criterion?.x ?? 0) + (criterion?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoAxeViolations(page);
});

test('on a laptop a long subject takes two lines of its row, and the number, status and actions stay in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openList(page);
  const [first] = filed;
  const row = rows(page).filter({ hasText: first?.number ?? '' });
  // The whole subject on hover; in the row, two lines of about 22 px.
  const subject = row.getByTitle(first?.subject ?? '');
  await expect(subject).toBeVisible();
  expect((await subject.boundingBox())?.height).toBeLessThanOrEqual(46);
  // Brought up the page as a person scrolls down to it: what matters is that nothing is off to a side.
  await subject.scrollIntoViewIfNeeded();
  await expect(row.getByRole('link', { name: first?.number ?? '' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('Vigente')).toBeInViewport({ ratio: 1 });
  await expect(row.getByTestId('record-row-view')).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
});

test('on a laptop a form with two search fields lists its records without scrolling sideways', async ({
  page,
  request,
}) => {
  const { headers } = await adminApi(request);
  const form = await (
    await request.post('/api/v1/form/forms/', {
      headers,
      data: {
        name: 'Dos datos e2e',
        description: 'Dos datos',
        sequence_length: 3,
        sticker_type: 1,
      },
    })
  ).json();
  const ids: string[] = [];
  for (const label of ['Dependencia remitente', 'Código de la serie']) {
    const created = await request.post('/api/v1/form/fields/', {
      headers,
      data: {
        form_id: form.id,
        label,
        type_data: 'text',
        control_data: 'textbox',
        search_field: true,
      },
    });
    ids.push((await created.json()).id);
  }
  await request.patch(`/api/v1/form/forms/${form.id}/status/`, { headers, data: { status: 2 } });
  const filedOne = await request.post(`/api/v1/form/forms/${form.id}/records/`, {
    headers,
    data: {
      subject: 'Traslado de la oficina de archivo central al edificio nuevo de la sede norte',
      support_type: 2,
      document_date: '2026-02-10',
      values: { [ids[0] as string]: 'Secretaría general', [ids[1] as string]: 'SG-100.12' },
    },
  });
  expect(filedOne.status()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/record/list/table/${form.id}`);
  await expect(rows(page)).toHaveCount(1);
  // Issue 45 point 11: it scrolled 112 px sideways.
  const overflow = () =>
    page
      .getByTestId('record-list')
      .locator('.ant-table-content')
      .evaluate((table) => table.scrollWidth - table.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(rows(page).getByTestId('record-row-view')).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
});

test("a form's list is filtered by two criteria, and the address keeps the filter", async ({
  page,
}) => {
  await openList(page);
  await expectNoAxeViolations(page);
  await page.getByTestId('record-criterion-add').click();
  await chooseOption(page, page.getByLabel('Dato 1'), 'Código');
  await chooseOption(page, page.getByLabel('Operador 1'), 'contiene');
  await page.getByLabel('Valor 1').fill('alfa');
  await page.getByTestId('record-criterion-add').click();
  await chooseOption(page, page.getByLabel('Dato 2'), 'Folios');
  await chooseOption(page, page.getByLabel('Operador 2'), 'es mayor o igual que');
  await page.getByLabel('Valor 2').fill('3');
  await page.getByTestId('record-filter-apply').click();
  await expect(page).toHaveURL(/\/record\/list\/forms\/filters\/[^/]+\/.+/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(filed[0]?.number ?? '');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByLabel('Valor 1')).toHaveValue('alfa');
  await expect(page.getByRole('group', { name: 'Criterio 2' }).getByLabel('Valor 2')).toHaveValue(
    '3',
  );
});

test("a criterion on a list-fed field offers the list's items and finds the records holding one", async ({
  page,
}) => {
  await openList(page);
  await page.getByTestId('record-criterion-add').click();
  await chooseOption(page, page.getByLabel('Dato 1'), 'Canal');
  await chooseOption(page, page.getByLabel('Valor 1'), 'Ventanilla');
  await page.getByTestId('record-filter-apply').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(filed[1]?.number ?? '');
  await expectNoAxeViolations(page);
});

test('a full-text search finds words by their stem, marks them, and says when nothing matches', async ({
  page,
}) => {
  await openList(page);
  await page.getByLabel('Buscar en número, asunto y datos').fill('solicitudes');
  await page.getByTestId('record-filter-apply').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).locator('mark')).toHaveText('Solicitud');
  await expect(page).toHaveURL(/t%3Dsolicitudes/);
  await page.reload();
  await expect(rows(page).locator('mark')).toHaveText('Solicitud');
  await expectNoAxeViolations(page);
  await page.getByLabel('Buscar en número, asunto y datos').fill('inexistente');
  await page.getByTestId('record-filter-apply').click();
  await expect(page.getByText('Ningún radicado coincide con el filtro.')).toBeVisible();
  await expectNoAxeViolations(page);
});
