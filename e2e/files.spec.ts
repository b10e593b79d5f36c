import { type APIRequestContext, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  adminApi,
  chooseFiles,
  chooseOption,
  expectFitsPhone,
  expectNoAxeViolations,
  logInAsAdmin,
  PHONE,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

const formName = 'Contratos con soportes e2e';

/** A one-pixel PNG: a picture the record's viewer draws inline. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A PDF with one line of text a page. */
async function pdfOf(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const line of lines) {
    document.addPage([400, 300]).drawText(line, { x: 30, y: 250, size: 16, font });
  }
  return Buffer.from(await document.save());
}

type Api = {
  headers: Record<string, string>;
  form: { id: string };
};

let api: Api;

/** A form with one text box, designed and activated through the API as the admin. */
async function designForm(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
): Promise<{ id: string }> {
  const form = await (
    await request.post('/api/v1/form/forms/', {
      headers,
      data: { name, description: 'Prueba de archivos', sequence_length: 3, sticker_type: 1 },
    })
  ).json();
  await request.post('/api/v1/form/fields/', {
    headers,
    data: { form_id: form.id, label: 'Contraparte', type_data: 'text', control_data: 'textbox' },
  });
  await request.patch(`/api/v1/form/forms/${form.id}/status/`, { headers, data: { status: 2 } });
  return form;
}

/** The form the tests file in, as the admin. */
async function setUp(request: APIRequestContext): Promise<Api> {
  const { headers } = await adminApi(request);
  return { headers, form: await designForm(request, headers, formName) };
}

/** Files a record through the API. */
async function fileVia(
  request: APIRequestContext,
  form: { id: string },
  subject: string,
): Promise<{ id: string; number: string }> {
  const filed = await request.post(`/api/v1/form/forms/${form.id}/records/`, {
    headers: api.headers,
    data: { subject, support_type: 2, document_date: '2026-02-02' },
  });
  return filed.json();
}

/** Files a record through the API and attaches the files to it: the test's setting. */
async function recordWith(
  request: APIRequestContext,
  files: { name: string; content: Buffer }[],
): Promise<{ id: string; number: string }> {
  const { headers, form } = api;
  const record = await fileVia(request, form, 'Contrato de prestación');
  // Playwright's multipart takes one value a name: one file a request.
  for (const file of files) {
    const answer = await request.post(`/api/v1/file/form/${record.id}/`, {
      headers,
      multipart: {
        form_uuid: form.id,
        subject: `Soporte ${file.name}`,
        file: { name: file.name, mimeType: 'application/octet-stream', buffer: file.content },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  return record;
}

const detailOf = (record: { id: string }) => `/record/details/${record.id}/${api.form.id}`;

test.beforeAll(async ({ request }) => {
  api = await setUp(request);
});

test('a record is filed with two files, and its detail lists them', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto(`/record/create/${api.form.id}`);
  await page.getByLabel('Asunto', { exact: true }).fill('Contrato de arrendamiento de bodega');
  await page.getByText('Electrónico', { exact: true }).click();
  await page.getByLabel('Fecha del documento').fill('02/02/2026');
  // Leaving the box keeps the typed day; Enter would send the form.
  await page.getByLabel('Fecha del documento').press('Tab');
  await chooseFiles(page, 'files-choose', [
    { name: 'Contrato firmado.pdf', content: await pdfOf(['Contrato']) },
    { name: 'Fachada.png', content: png },
  ]);
  await page.getByLabel('Asunto de Contrato firmado.pdf').fill('Contrato firmado por las partes');
  await page.getByTestId('record-file-submit').click();
  // A file without its subject is marked before anything is sent.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Debe tener entre 4 y 1000' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Asunto de Fachada.png').fill('Foto de la fachada');
  await page.getByTestId('record-file-submit').click();
  await expect(page.getByTestId('record-filed')).toContainText(/Radicado \d+-\d{8}-\d+/);
  await page.getByTestId('record-filed-view').click();
  const files = page.getByTestId('record-files');
  await expect(files).toContainText('Contrato firmado.pdf');
  await expect(files).toContainText('Contrato firmado por las partes');
  await expect(files).toContainText('Fachada.png');
  await expectNoAxeViolations(page);
});

test('a file is attached with its documentary type, and the type is changed with its data', async ({
  page,
  request,
}) => {
  for (const name of ['Acta e2e', 'Oficio e2e']) {
    await request.post('/api/v1/trd/documentary-type/', { headers: api.headers, data: { name } });
  }
  const record = await fileVia(request, api.form, 'Entrega de la bodega');
  await logInAsAdmin(page);
  await page.goto(detailOf(record));
  await page.getByTestId('files-attach').click();
  const dialog = page.getByRole('dialog');
  await chooseFiles(page, 'files-choose', [
    { name: 'Acta de entrega.pdf', content: await pdfOf(['Acta']) },
  ]);
  await dialog.getByLabel('Asunto de Acta de entrega.pdf').fill('Acta firmada de entrega');
  await chooseOption(page, dialog.getByTestId('file-type-0'), 'Acta e2e');
  await expectNoAxeViolations(page, dialog);
  await dialog.getByTestId('files-send').click();
  const row = page.getByTestId('record-files').getByRole('row', { name: /Acta de entrega\.pdf/ });
  await expect(row).toContainText('Acta e2e');

  await row.getByRole('button', { name: 'Editar datos' }).click();
  const edit = page.getByRole('dialog');
  await chooseOption(page, edit.getByTestId('file-edit-type'), 'Oficio e2e');
  await expectNoAxeViolations(page, edit);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se actualizaron los datos del archivo.')).toBeVisible();
  await expect(row).toContainText('Oficio e2e');
});

test('a PDF opens in the viewer with its pages and zoom', async ({ page, request }) => {
  const record = await recordWith(request, [
    { name: 'Acta de entrega.pdf', content: await pdfOf(['Primera página', 'Segunda página']) },
  ]);
  await logInAsAdmin(page);
  await page.goto(detailOf(record));
  await page.getByRole('link', { name: 'Acta de entrega.pdf' }).click();
  await expect(page).toHaveURL(/\/record\/details\/[^/]+\/[^/]+\/[^/]+$/);
  const viewer = page.getByTestId('pdf-viewer');
  await expect(viewer.getByTestId('pdf-page')).toHaveText('Página 1 de 2');
  await expect(viewer.locator('canvas')).toBeVisible();
  await expect(viewer.getByText('Primera página')).toBeAttached();
  await viewer.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(viewer.getByTestId('pdf-page')).toHaveText('Página 2 de 2');
  await expect(viewer.getByText('Segunda página')).toBeAttached();
  await viewer.getByRole('button', { name: 'Acercar' }).click();
  await expect(viewer.getByTestId('pdf-zoom')).toHaveText('125 %');
  await expectNoAxeViolations(page, viewer);
  // On a phone the page scrolls inside the viewer, which the keyboard reaches by its name.
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, viewer);
  await expect(page.getByRole('region', { name: 'Acta de entrega.pdf' })).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /close|cerrar/i })
    .click();
  await expect(page).toHaveURL(new RegExp(`${detailOf(record)}$`));
});

test('a file gets a new version, and its history lists both', async ({ page, request }) => {
  const record = await recordWith(request, [
    { name: 'Cotización.pdf', content: await pdfOf(['Primera cotización']) },
  ]);
  await logInAsAdmin(page);
  await page.goto(detailOf(record));
  const row = page.getByRole('row', { name: /Cotización\.pdf/ });
  const picker = page.waitForEvent('filechooser');
  await row.getByRole('button', { name: 'Cargar una nueva versión' }).click();
  await (await picker).setFiles({
    name: 'Cotización revisada.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfOf(['Cotización revisada']),
  });
  await expect(page.getByText('Se cargó la versión 2.')).toBeVisible();
  await row.getByRole('button', { name: 'Versiones' }).click();
  const versions = page.getByTestId('file-versions');
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(versions).toContainText('Administrador');
  await expectNoAxeViolations(page, versions);
});

test('a file goes to the trash with a reason and is restored to its record', async ({
  page,
  request,
}) => {
  const record = await recordWith(request, [
    { name: 'Póliza vencida.pdf', content: await pdfOf(['Póliza']) },
  ]);
  await logInAsAdmin(page);
  await page.goto(detailOf(record));
  const files = page.getByTestId('record-files');
  await files
    .getByRole('row', { name: /Póliza vencida\.pdf/ })
    .getByRole('button', { name: 'Enviar a la papelera' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motivo').fill('Se cargó la póliza del año pasado');
  await expectNoAxeViolations(page, dialog);
  await dialog.getByRole('button', { name: 'Enviar a la papelera' }).click();
  await expect(page.getByText('Póliza vencida.pdf está en la papelera.')).toBeVisible();
  await expect(files).toContainText('El radicado no tiene archivos.');

  await page.getByTestId('menu-trash').click();
  await expect(page).toHaveURL('/trash');
  const row = page.getByRole('row', { name: /Póliza vencida\.pdf/ });
  await expect(row).toContainText('Se cargó la póliza del año pasado');
  await expect(row).toContainText(record.number);
  await expectNoAxeViolations(page);
  await row.getByRole('checkbox', { name: 'Seleccionar Póliza vencida.pdf' }).check();
  await page.getByRole('button', { name: 'Restaurar 1 archivo' }).click();
  await expect(page.getByText('Se restauró 1 archivo a su radicado.')).toBeVisible();
  await expect(row).toBeHidden();
  // On a phone the table scrolls sideways in a region the keyboard reaches, full or empty.
  await page.setViewportSize(PHONE);
  await page.getByLabel('Asunto').fill('Póliza vencida');
  await page.getByLabel('Asunto').press('Enter');
  await expect(page.getByTestId('trash-table')).toContainText('No hay datos');
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);

  await page.goto(detailOf(record));
  await expect(files).toContainText('Póliza vencida.pdf');
});

test('a word only in a file’s text finds its record, and the row says it matched the file', async ({
  page,
  request,
}) => {
  const record = await recordWith(request, [
    { name: 'acta.pdf', content: await pdfOf(['Acta firmada por el arrendatario']) },
  ]);
  // The text is read by the job runner after the upload answered: the search finds it then.
  await expect
    .poll(async () => {
      const list = await request.post(`/api/v1/form/forms/${api.form.id}/records/search-filter/`, {
        headers: api.headers,
        data: { text: 'arrendatario' },
      });
      return (await list.json()).count;
    })
    .toBe(1);
  await logInAsAdmin(page);
  await page.goto(`/record/list/table/${api.form.id}`);
  await page.getByLabel('Buscar en número, asunto y datos').fill('arrendatario');
  await page.getByTestId('record-filter-apply').click();
  const rows = page.getByTestId('record-list').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(record.number);
  await expect(rows.getByTestId('matched-in-file')).toHaveText('coincide en el archivo');
  await expectNoAxeViolations(page);
});

test('a filtered list is exported, and the XLSX holds exactly its records as filed', async ({
  page,
  request,
}) => {
  const form = await designForm(request, api.headers, 'Exportación de contratos e2e');
  const subjects = ['Contrato de obra', 'Convenio de consultoría', 'Contrato de suministro'];
  const filed = [];
  for (const subject of subjects) filed.push(await fileVia(request, form, subject));
  await logInAsAdmin(page);
  await page.goto(`/record/list/table/${form.id}`);
  const listed = page.getByTestId('record-list').locator('tbody tr.ant-table-row');
  await expect(listed).toHaveCount(3);
  await page.getByLabel('Buscar en número, asunto y datos').fill('contrato');
  await page.getByTestId('record-filter-apply').click();
  await expect(listed).toHaveCount(2);
  // The number is the first cell's link; its status stands under it.
  const shown = (await listed.locator('td:first-child a').allInnerTexts()).map((text) =>
    text.trim(),
  );
  await page.getByTestId('record-list-export').click();
  await expect(
    page.getByText('La exportación está en curso: su archivo aparecerá en Exportar datos.'),
  ).toBeVisible();

  await page.getByTestId('menu-export-data').click();
  await expect(page).toHaveURL('/export-data');
  const row = page.getByRole('row', { name: /Exportación de contratos e2e/ }).first();
  await expect(row).toContainText('Terminada');
  await expectNoAxeViolations(page);
  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: /Descargar/ }).click();
  const file = await (await saved).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((sheetRow) => {
    rows.push([String(sheetRow.getCell(1).value), String(sheetRow.getCell(4).value)]);
  });
  // The file is written oldest first; the list shows the newest first.
  expect(rows).toEqual([
    ['Número', 'Asunto'],
    [filed[0]?.number, subjects[0]],
    [filed[2]?.number, subjects[2]],
  ]);
  expect(rows.slice(1).map(([number]) => number)).toEqual(shown.toReversed());
});

test('on a phone a record’s empty file list is a region the keyboard reaches', async ({
  page,
  request,
}) => {
  const record = await recordWith(request, []);
  await logInAsAdmin(page);
  await page.setViewportSize(PHONE);
  await page.goto(detailOf(record));
  await expect(page.getByTestId('record-files')).toContainText('El radicado no tiene archivos.');
  await page.getByRole('region', { name: 'Archivos' }).focus();
  await expect(page.getByRole('region', { name: 'Archivos' })).toBeFocused();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
});
