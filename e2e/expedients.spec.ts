import fs from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  type AdminApi,
  adminApi,
  chooseOption,
  expectNoAxeViolations,
  logInAsAdmin,
  recordWithFile,
} from './support.ts';

type Branch = { fund: string; fundLabel: string; series: string; api: AdminApi };

/** A fund → section → series of the demo company's TRD, built through the API as the admin. */
async function series(request: APIRequestContext): Promise<Branch> {
  const api = await adminApi(request);
  const suffix = Date.now().toString(36);
  const fund = await api.post('/trd/backgrounds/', { code: `E${suffix}`, name: `Fondo ${suffix}` });
  const section = await api.post(`/trd/backgrounds/${fund.id}/sections/`, {
    parent_uuid: fund.id,
    code: '100',
    name: 'Gerencia',
  });
  const contracts = await api.post(`/trd/backgrounds/${fund.id}/series/`, {
    parent_uuid: section.id,
    code: '100.1',
    name: 'Contratos',
    office_years: 2,
    central_years: 8,
  });
  return { fund: fund.id, fundLabel: `E${suffix}-Fondo ${suffix}`, series: contracts.id, api };
}

test('an archivist opens an expedient, closes it and downloads its electronic index', async ({
  page,
  request,
}) => {
  const branch = await series(request);
  const number = `CTO-${Date.now().toString(36)}`;
  await logInAsAdmin(page);

  await page.goto(`/trd/expedient/${branch.series}/${branch.fund}`);
  await page.getByTestId('expedient-form-number').fill(number);
  await page.getByTestId('expedient-form-name').fill('Contrato de obra');
  await page.getByTestId('expedient-form-subject').fill('Construcción de la sede');
  await expectNoAxeViolations(page);
  await page.getByTestId('expedient-form-submit').click();

  await expect(page.getByText(`${number} · Contrato de obra`)).toBeVisible();
  await expect(page.getByTestId('expedient-status')).toHaveText('Abierto');
  await expectNoAxeViolations(page, page.getByTestId('expedient-files'));
  await page.getByTestId('expedient-subdivisions').fill('Precontractual\nEjecución');
  await page.getByTestId('expedient-subdivisions-submit').click();
  await expect(page.getByText('Se crearon 2 subdivisiones.')).toBeVisible();

  await page.getByTestId('expedient-close').click();
  await page.getByTestId('expedient-close-confirm').click();
  await expect(page.getByTestId('expedient-status')).toHaveText('Cerrado');
  await expect(page.getByTestId('expedient-index-hash')).toContainText(/[0-9a-f]{64}/);
  await expect(page.getByTestId('expedient-close')).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('expedient-index-xml').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`indice-${number}.xml`);
  const xml = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(xml).toContain(`<numero>${number}</numero>`);

  await page.getByTestId('expedient-verify').click();
  await expect(page.getByTestId('expedient-verify-result')).toContainText('íntegro');
});

test('the consultation finds an expedient from the side menu by its number', async ({
  page,
  request,
}) => {
  const branch = await series(request);
  const number = `LIC-${Date.now().toString(36)}`;
  await branch.api.post(`/trd/backgrounds/${branch.fund}/expedients/`, {
    serie_subserie_uuid: branch.series,
    number,
    name: 'Licencia',
    opened_on: '2026-01-15',
  });
  await logInAsAdmin(page);
  await page.getByTestId('menu-expedient-consult').click();
  const search = page.getByTestId('expedients-search-number').locator('input');
  await search.fill(number);
  await search.press('Enter');
  await page.getByTestId(`expedient-open-${number}`).click();
  await expect(page.getByTestId('expedient-status')).toHaveText('Abierto');
  await page.getByTestId('expedient-back').click();
  await expect(page.getByTestId(`expedient-open-${number}`)).toBeVisible();
  await expectNoAxeViolations(page);
  // Its configurers also see which closed expedients are due to leave an archive.
  await page.getByTestId('expedients-due').click();
  await expect(page.getByTestId('expedients-due-stage')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a record is placed in an expedient from its detail, its file joins the index that closing freezes', async ({
  page,
  request,
}) => {
  const branch = await series(request);
  const number = `OBR-${Date.now().toString(36)}`;
  const expedient = await branch.api.post(`/trd/backgrounds/${branch.fund}/expedients/`, {
    serie_subserie_uuid: branch.series,
    number,
    name: 'Obra de la sede',
    opened_on: '2026-01-15',
  });
  const { form, record } = await recordWithFile(request, branch.api, {
    form: `Contratos de obra ${number}`,
    file: 'acta-de-obra.txt',
  });
  await logInAsAdmin(page);
  await page.goto(`/record/details/${record.id}/${form.id}`);
  await page.getByTestId('record-place-in-expedient').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill(number);
  await chooseOption(
    page,
    dialog.getByTestId('record-expedient-choice'),
    `${number}-Obra de la sede`,
  );
  await expectNoAxeViolations(page, dialog);
  await dialog.getByTestId('record-place-confirm').click();
  const link = page.getByTestId('record-expedient');
  await expect(link).toHaveText(`${number}-Obra de la sede`);
  await expect(page.getByTestId('record-take-out-of-expedient')).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(`/trd/expedients/consultation/${expedient.id}`);
  await expect(page.getByTestId('expedient-related-records')).toContainText(record.number);
  await expect(page.getByTestId('expedient-files')).toContainText('acta-de-obra.txt');
  await expectNoAxeViolations(page, page.getByTestId('expedient-related-records'));
  await page.getByTestId('expedient-close').click();
  await page.getByTestId('expedient-close-confirm').click();
  await expect(page.getByTestId('expedient-status')).toHaveText('Cerrado');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('expedient-index-xml').click(),
  ]);
  const xml = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(xml).toContain('acta-de-obra.txt');

  // Closed, the expedient keeps the record: its detail no longer offers to take it out.
  await page
    .getByTestId('expedient-related-records')
    .getByRole('link', { name: record.number })
    .click();
  await expect(page.getByTestId('record-expedient')).toHaveText(`${number}-Obra de la sede`);
  await expect(page.getByTestId('record-take-out-of-expedient')).toHaveCount(0);
});

test('the consultation narrows to the series picked down the tree', async ({ page, request }) => {
  const picked = await series(request);
  const beside = await series(request);
  const suffix = Date.now().toString(36);
  const numbers = { picked: `SER-${suffix}`, beside: `OTR-${suffix}` };
  for (const [branch, number] of [
    [picked, numbers.picked],
    [beside, numbers.beside],
  ] as const) {
    await branch.api.post(`/trd/backgrounds/${branch.fund}/expedients/`, {
      serie_subserie_uuid: branch.series,
      number,
      name: 'Contrato',
      opened_on: '2026-01-15',
    });
  }
  await logInAsAdmin(page);
  await page.getByTestId('menu-expedient-consult').click();
  await page.getByTestId('expedients-series-filter').click();
  const menus = page.locator('.ant-cascader-menus');
  await menus.getByText(picked.fundLabel, { exact: true }).click();
  await menus.getByText('100-Gerencia', { exact: true }).click();
  await menus.getByText('100.1-Contratos', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`expedient-open-${numbers.picked}`)).toBeVisible();
  await expect(page.getByTestId(`expedient-open-${numbers.beside}`)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
