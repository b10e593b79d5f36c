import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  adminApi,
  chooseFiles,
  expand,
  expectNoAxeViolations,
  logInAsAdmin,
  recordWithFile,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const fundCode = `X${suffix}`;
const fundLabel = `${fundCode}-Fondo explorador (Fondo)`;
const sectionLabel = '300-Archivo (Sección)';
const seriesCode = '300.1';
const seriesLabel = `${seriesCode}-Contratos (Serie)`;
/** A series with no files yet: a level holding files takes no new directories (20065). */
const emptySeriesCode = '300.2';
const emptySeriesLabel = `${emptySeriesCode}-Convenios (Serie)`;
let record: { id: string; number: string };

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  const fund = await api.post('/trd/backgrounds/', {
    code: fundCode,
    name: 'Fondo explorador',
  });
  const section = await api.post(`/trd/backgrounds/${fund.id}/sections/`, {
    parent_uuid: fund.id,
    code: '300',
    name: 'Archivo',
  });
  const series = await api.post(`/trd/backgrounds/${fund.id}/series/`, {
    parent_uuid: section.id,
    code: seriesCode,
    name: 'Contratos',
  });
  await api.post(`/trd/backgrounds/${fund.id}/series/`, {
    parent_uuid: section.id,
    code: emptySeriesCode,
    name: 'Convenios',
  });
  await api.post(`/trd/backgrounds/${fund.id}/directories/`, {
    serie_subserie_uuid: series.id,
    directory_struct: ['Actas', 'Informes'],
  });
  ({ record } = await recordWithFile(request, api, {
    form: `Contratos del explorador ${suffix}`,
    file: 'acta-de-inicio.txt',
    trd_path_id: series.id,
  }));
});

/** The admin on a screen's tree, opened down to the series. */
async function openSeries(page: Page, tree: string): Promise<void> {
  await expand(page, tree, fundLabel);
  await expand(page, tree, sectionLabel);
}

test('on the TRD screen the archivist downloads a series’ FUID and makes directories there', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/trd');
  await openSeries(page, 'ant-tree');
  await page.getByTestId(`trd-tree-node-${emptySeriesCode}`).click();
  const selected = page.getByTestId('trd-selected');
  await expect(selected).toContainText(emptySeriesLabel);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    selected.getByTestId('trd-fuid').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`FUID-${emptySeriesCode}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path()) as string);
  expect(book.worksheets.length).toBeGreaterThan(0);

  await selected.getByTestId('trd-directories').fill('Correspondencia\nNómina');
  await expectNoAxeViolations(page, selected);
  await selected.getByTestId('trd-directories-submit').click();
  await expect(page.getByText('Se crearon 2 niveles.')).toBeVisible();
  await expect(selected.getByTestId('trd-directories')).toHaveValue('');
});

test('a series holding files offers no new directories: the server would refuse them (20065)', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/trd');
  await openSeries(page, 'ant-tree');
  await page.getByTestId(`trd-tree-node-${seriesCode}`).click();
  const selected = page.getByTestId('trd-selected');
  await expect(selected).toContainText(seriesLabel);
  await expect(selected.getByTestId('trd-fuid')).toBeVisible();
  await expect(selected.getByTestId('trd-directories')).toHaveCount(0);
});

test('a directory is renamed and given a subdirectory, and the tree shows both', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/trd');
  await openSeries(page, 'ant-tree');
  await expand(page, 'ant-tree', emptySeriesLabel);
  await page.getByText('01-Correspondencia (Directorio)').click();
  const selected = page.getByTestId('trd-selected');
  await selected.getByTestId('trd-rename').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('trd-rename-name').fill('Correspondencia enviada');
  await expectNoAxeViolations(page, dialog);
  await dialog.getByTestId('trd-rename-confirm').click();
  await expect(page.getByText('Nombre cambiado.')).toBeVisible();
  await expect(page.getByTestId('trd-tree')).toContainText(
    '01-Correspondencia enviada (Directorio)',
  );

  await selected.getByTestId('trd-directories').fill('2026');
  await selected.getByTestId('trd-directories-submit').click();
  await expect(page.getByText('Se creó 1 nivel.')).toBeVisible();
  await expand(page, 'ant-tree', '01-Correspondencia enviada');
  await expect(page.getByTestId('trd-tree')).toContainText('01-2026 (Subdirectorio)');
});

/** The explorer (consult retention structure) opened on one of the series' directories. */
async function openDirectory(page: Page, name: string) {
  await page.goto('/trd/consult');
  await openSeries(page, 'ant-tree');
  await expand(page, 'ant-tree', seriesLabel);
  await page.getByTestId('trd-consult-node').filter({ hasText: name }).click();
  const files = page.getByTestId('trd-level-files');
  await expect(files).toContainText(name);
  return files;
}

test('from the explorer a record’s file is uploaded straight to a directory', async ({ page }) => {
  await logInAsAdmin(page);
  const files = await openDirectory(page, 'Actas');
  await expect(files).toContainText('Este nivel no tiene archivos.');
  await files.getByTestId('files-attach').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('record-number').fill(record.number);
  await dialog.getByTestId('record-number-find').click();
  await expect(dialog.getByTestId('files-attach-record')).toContainText(record.number);
  await chooseFiles(page, 'files-choose', [
    { name: 'acta-de-comite.txt', content: Buffer.from('Acta del comité de contratación') },
  ]);
  await dialog.getByLabel('Asunto de acta-de-comite.txt').fill('Acta del comité');
  await expectNoAxeViolations(page, dialog);
  await dialog.getByTestId('files-send').click();
  const row = files.getByRole('row', { name: /acta-de-comite\.txt/ });
  await expect(row).toContainText(record.number);
  await expect(row).toContainText('Acta del comité');
});

test('a file in a directory has its data edited and is moved to another directory', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const files = await openDirectory(page, 'Actas');
  const row = files.getByRole('row', { name: /acta-de-comite\.txt/ });
  await row.getByRole('button', { name: 'Editar datos' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Asunto').fill('Acta del comité de contratación');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('Acta del comité de contratación');

  await row.getByRole('button', { name: 'Trasladar' }).click();
  const move = page.getByRole('dialog', { name: 'Trasladar acta-de-comite.txt' });
  await move.getByTestId('file-move-destination').click();
  await expand(page, 'ant-select-tree', fundLabel);
  await expand(page, 'ant-select-tree', sectionLabel);
  await expand(page, 'ant-select-tree', seriesLabel);
  await page.locator('.ant-select-tree').getByTitle('02-Informes (Directorio)').click();
  await expectNoAxeViolations(page, move);
  await move.getByRole('button', { name: 'Trasladar' }).click();
  await expect(page.getByText('acta-de-comite.txt se trasladó.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByTestId('trd-consult-node').filter({ hasText: 'Informes' }).click();
  await expect(files.getByRole('row', { name: /acta-de-comite\.txt/ })).toBeVisible();
});
