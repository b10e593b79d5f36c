import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  adminApi,
  expectFitsPhone,
  expectNoAxeViolations,
  logInAsAdmin,
  PHONE,
} from './support.ts';
import { filedThroughApi, openDemoWindow } from './window-support.ts';

// Each filing solves a proof of work in the browser first: a second or two on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const windowPage = '/window/demo.co';

let intakeFormId: string;

test.beforeAll(async ({ request }) => {
  intakeFormId = await openDemoWindow(request);
});

async function fillPetition(page: Page, subject: string): Promise<void> {
  await page.getByLabel('Tipo de solicitud').selectOption({ index: 1 });
  await page.getByLabel('Asunto').fill(subject);
  await page.getByLabel('Describa su solicitud').fill('Solicito copia de la factura de octubre.');
}

test('a person on a phone files a PQRS anonymously, takes the receipt and tracks it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'es-CO',
  });
  const page = await context.newPage();
  await page.goto(windowPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ventanilla de PQRS');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/Demo/);
  await expectNoAxeViolations(page, page.getByTestId('window-submit'));
  await expectFitsPhone(page);

  await fillPetition(page, 'Copia de factura');
  await page.getByLabel('De forma anónima').check();
  await expect(page.getByText('la respuesta solo se podrá leer')).toBeVisible();
  await page.getByTestId('window-submit').click();
  await expect(page.getByRole('alert')).toContainText('debe aceptar la política');
  await page.getByLabel('Acepto la política de tratamiento de datos personales.').check();
  await page.getByTestId('window-submit').click();

  const number = page.getByTestId('window-number');
  await expect(number).toHaveText(/^\d+-\d{8}-\d{4}$/);
  await expect(page.getByTestId('window-due')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByTestId('window-code')).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expectNoAxeViolations(page, number);
  await expectFitsPhone(page);
  const filed = await number.textContent();
  const due = await page.getByTestId('window-due').textContent();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar el acuse de recibo' }).click();
  baseExpect((await download).suggestedFilename()).toBe(`${filed}.pdf`);

  await page.getByRole('link', { name: 'Consultar el estado' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seguimiento de PQRS');
  await expect(page.getByLabel('Número de radicado')).toHaveValue(filed ?? '');
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('tracking-state')).toHaveText('Recibida, en trámite');
  await expect(page.getByTestId('tracking-due')).toHaveText(due ?? '');
  await expectNoAxeViolations(page, page.getByTestId('tracking-state'));
  await expectFitsPhone(page);
  await context.close();
});

test('a person files an identified PQRS by keyboard alone, in English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.addInitScript("localStorage.setItem('custodia.language', 'en')");
  await page.goto(windowPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request window');
  const type = page.getByLabel('Type of request');
  await type.focus();
  await page.keyboard.press('ArrowDown');
  await expect(type).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Data correction');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Please correct the address you hold for me.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Files (optional)')).toBeFocused();
  // The "with my details" choice is already taken: its radio group is one tab stop.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('With my details')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ana María Ríos');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('52111222');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ana.rios@example.com');
  await page.getByLabel('I accept the personal data processing policy.').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('window-submit')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'We received your request' })).toBeVisible();
  await expect(page.getByTestId('window-number')).toHaveText(/^\d+-\d{8}-\d{4}$/);
  await expectNoAxeViolations(page, page.getByTestId('window-number'));
  await context.close();
});

test('a wrong code tracks nothing, and says so', async ({ page }) => {
  await page.goto(`${windowPage}/tracking`);
  await page.getByLabel('Número de radicado').fill('1-20260101-0001');
  await page.getByLabel('Código de seguimiento').fill('AAAA-AAAA-AAAA');
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByRole('alert')).toHaveText('No hay una PQRS con ese número y código.');
  await expectNoAxeViolations(page, page.getByRole('alert'));
});

/** The office's detail of the record a PQRS was filed as, opened as the demo company's admin. */
async function openRecordOf(page: Page, request: APIRequestContext, number: string) {
  const api = await adminApi(request);
  const found = await request.post(`/api/v1/form/forms/${intakeFormId}/records/search-filter/`, {
    headers: api.headers,
    data: { text: number },
  });
  const record = (await found.json()).items.find(
    (row: { number: string }) => row.number === number,
  );
  await logInAsAdmin(page);
  await page.goto(`/record/details/${record.id}/${intakeFormId}`);
}

test('the office extends a PQRS from its record, and the petitioner reads why and withdraws it', async ({
  page,
  request,
}) => {
  const { number, tracking_code: code } = await filedThroughApi(request);
  await openRecordOf(page, request, number);
  const panel = page.getByTestId('record-pqrs');
  await expect(panel).toContainText('Solicito copia del contrato de arrendamiento del local.');
  await expect(panel.getByTestId('task-deadline')).toHaveAttribute('data-colour', 'green');
  await expectNoAxeViolations(page, panel);

  await panel.getByTestId('pqrs-extend').click();
  await page.getByTestId('pqrs-extend-days').fill('5');
  await page
    .getByTestId('pqrs-extend-reason')
    .fill('Debemos pedir el contrato al archivo central.');
  await expectNoAxeViolations(page, page.getByTestId('pqrs-extend-dialog'));
  await page.getByTestId('pqrs-extend-dialog-confirm').click();
  await expect(panel).toContainText('Debemos pedir el contrato al archivo central.');
  await expect(panel.getByTestId('pqrs-extend')).toHaveCount(0);

  await page.goto(`${windowPage}/tracking?number=${number}&code=${code}`);
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('tracking-messages')).toContainText('Se prorrogó el término');
  await expect(page.getByTestId('tracking-messages')).toContainText('archivo central');
  await page.getByRole('button', { name: 'Desistir de la solicitud' }).click();
  await expectNoAxeViolations(page, page.getByTestId('tracking-withdraw-confirm'));
  await page.getByTestId('tracking-withdraw-confirm').click();
  await expect(page.getByTestId('tracking-state')).toHaveText('Desistida');
  await expect(page.getByTestId('tracking-messages')).toContainText('Usted desistió');
});

test('the office asks a petitioner to complete a PQRS, and they complete it on the tracking page', async ({
  page,
  request,
}) => {
  const { number, tracking_code: code } = await filedThroughApi(request);
  await openRecordOf(page, request, number);
  const panel = page.getByTestId('record-pqrs');
  await panel.getByTestId('pqrs-ask-completion').click();
  await page
    .getByTestId('pqrs-ask-completion-text')
    .fill('Indique la dirección del local arrendado.');
  await page.getByTestId('pqrs-ask-completion-dialog-confirm').click();
  await expect(panel).toContainText('Esperando al peticionario');
  await expect(panel.getByTestId('task-deadline')).toHaveCount(0);

  await page.goto(`${windowPage}/tracking?number=${number}&code=${code}`);
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('tracking-state')).toHaveText('Esperando que usted la complete');
  await expect(page.getByTestId('tracking-messages')).toContainText('dirección del local');
  await expectNoAxeViolations(page, page.getByTestId('tracking-complete'));
  await page.getByLabel('Lo que nos pidió completar').fill('El local queda en la calle 10 # 5-20.');
  await page.getByTestId('tracking-complete').click();
  await expect(page.getByTestId('tracking-state')).toHaveText('Recibida, en trámite');
  await expect(page.getByTestId('tracking-messages')).toContainText('Usted completó su solicitud');
});

test('a person on a phone files a PQRS with a file, and adds information and a file while tracking it', async ({
  browser,
  page,
  request,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'es-CO',
  });
  const phone = await context.newPage();
  await phone.goto(windowPage);
  await fillPetition(phone, 'Factura con cobro doble');
  await phone.getByLabel('Archivos (opcional)').setInputFiles({
    name: 'factura-octubre.pdf',
    mimeType: 'application/pdf',
    buffer: await pdf(),
  });
  await expect(phone.getByText('Hasta 3 archivos de 5 MB como máximo')).toBeVisible();
  await phone.getByLabel('De forma anónima').check();
  await phone.getByLabel('Acepto la política de tratamiento de datos personales.').check();
  await phone.getByTestId('window-submit').click();
  const number = (await phone.getByTestId('window-number').textContent()) ?? '';
  baseExpect(number).toMatch(/^\d+-\d{8}-\d{4}$/);
  await expect(phone.getByTestId('window-files-refused')).toHaveCount(0);

  await phone.getByRole('link', { name: 'Consultar el estado' }).click();
  await phone.getByTestId('tracking-submit').click();
  await expect(phone.getByTestId('tracking-messages')).toContainText('factura-octubre.pdf');
  await phone
    .getByLabel('Lo que quiere añadir')
    .fill('<b>Adjunto</b> también el recibo del mes anterior.');
  await phone
    .getByRole('form', { name: 'Añadir información' })
    .getByLabel('Archivos (opcional)')
    .setInputFiles({
      name: 'recibo-septiembre.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf(),
    });
  await phone.getByTestId('tracking-add').click();
  await expect(phone.getByText('Recibimos lo que añadió.')).toBeVisible();
  const messages = phone.getByTestId('tracking-messages');
  await expect(messages).toContainText('<b>Adjunto</b> también el recibo del mes anterior.');
  await expect(messages).toContainText('Archivos: recibo-septiembre.pdf');
  await expectNoAxeViolations(phone, phone.getByTestId('tracking-add'));
  await expectFitsPhone(phone);
  await context.close();

  await openRecordOf(page, request, number);
  const office = page.getByTestId('record-pqrs-messages');
  await expect(office).toContainText('El peticionario añadió información');
  await expect(office).toContainText('<b>Adjunto</b> también el recibo del mes anterior.');
  await expect(office).toContainText('recibo-septiembre.pdf');
  await expect(page.getByText('factura-octubre.pdf').first()).toBeVisible();
  await expectNoAxeViolations(page, office);
});

/** A one-page PDF, as a phone's scanner saves one. */
async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 200]);
  return Buffer.from(await document.save());
}
