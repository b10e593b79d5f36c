import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { startMessageGateway } from '../apps/server/test/message-gateway.ts';
import {
  adminApi,
  chooseOption,
  expectFitsPhone,
  expectNoAxeViolations,
  linkMailedTo,
  logInAsAdmin,
  PHONE,
  recordWithPdf,
  signingCodeMailedTo,
} from './support.ts';

// Two phone sessions and a sealed PDF: more than one screen's work, on a machine others share.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const signers = [
  { name: 'Ana Firmante', email: 'ana.firmante@clientes.example', document: '1020304050' },
  { name: 'Bruno Firmante', email: 'bruno.firmante@clientes.example', document: '1020304051' },
];

let form: { id: string };
let record: { id: string; number: string };
let fileId: string;
/** Mails older than the spec are another run's. */
const started = new Date();

/** A form, a record of it and a PDF on the record, through the API as the admin. */
test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  ({ form, record, fileId } = await recordWithPdf(request, api, {
    form: 'Contratos para firmar',
    pdf: 'contrato.pdf',
    title: 'Contrato de arrendamiento',
  }));
});

type Signer = (typeof signers)[number];

/** The record's request dialog, filled with the description and the signers, left open. */
async function fillRequest(
  page: Page,
  at: { record: string; form: string; file: string },
  people: Signer[],
) {
  await page.goto(`/record/details/${at.record}/${at.form}`);
  await page.getByTestId(`file-sign-${at.file}`).click();
  const dialog = page.getByTestId('signature-request-dialog');
  await dialog.getByTestId('signature-description').fill('Firma del contrato de arrendamiento');
  for (const [index, signer] of people.entries()) {
    if (index > 0) await page.getByTestId('signatory-add').click();
    await page.getByTestId(`signatory-${index}-full_name`).fill(signer.name);
    await page.getByTestId(`signatory-${index}-email`).fill(signer.email);
    await page.getByTestId(`signatory-${index}-document_number`).fill(signer.document);
    await page.getByTestId(`signatory-${index}-phone`).fill(`300123456${index}`);
  }
  return dialog;
}

test('the admin requests two signatures in order on the record’s PDF', async ({ page }) => {
  await logInAsAdmin(page);
  const dialog = await fillRequest(
    page,
    { record: record.id, form: form.id, file: fileId },
    signers,
  );
  // The company has no SMS and WhatsApp gateway yet: e-mail is the one channel, not asked.
  await expect(dialog.getByTestId('signature-channel')).toHaveCount(0);
  await expectNoAxeViolations(page, dialog);
  await page.getByTestId('signature-request-dialog-confirm').click();
  await expect(dialog).toBeHidden();
  const requests = page.getByTestId('record-signatures');
  await expect(requests.getByTestId('signature-request-status')).toHaveText('Pendiente');
  await expectNoAxeViolations(page, requests);
  await requests.getByTestId('signature-request-link').click();
  await expect(page.getByTestId('signatories-table')).toContainText(signers[0]?.name as string);
  await expectNoAxeViolations(page, page.getByTestId('signatories-table'));
});

/** Where a signer gets their link and, once asked at a time, their code. */
type Reach = { link(): Promise<string>; code(asked: Date): Promise<string> };

const byMail = (signer: Signer, since: Date): Reach => ({
  link: () => linkMailedTo(signer.email, since),
  code: (asked) => signingCodeMailedTo(signer.email, asked),
});

/** A signer on a phone, with no session: the link, the code, the document, signing. */
async function signOnPhone(browser: Browser, signer: Signer, reach: Reach) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'es-CO',
  });
  const page: Page = await context.newPage();
  await page.goto(await reach.link());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Firmar documento');
  await expect(page.getByText(signer.name)).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('sign-send-code'));
  const asked = new Date();
  await page.getByTestId('sign-send-code').click();
  const code = await reach.code(asked);
  await page.getByTestId('sign-code').fill(code);
  await page.getByTestId('sign-code').press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pdf-viewer')).toBeVisible();
  await page.getByTestId('sign-typed').fill(signer.name);
  await expectNoAxeViolations(page, page.getByTestId('pdf-viewer'));
  const next = new Date();
  await page.getByTestId('sign-submit').click();
  // The last signature seals the PDF before it answers: the slowest step, on a shared machine.
  await expect(page.getByTestId('sign-done')).toBeVisible({ timeout: 120_000 });
  await expectNoAxeViolations(page, page.getByTestId('sign-done'));
  await context.close();
  return next;
}

test('each signer signs on a phone, in order, and the record shows the signed version', async ({
  browser,
  page,
}) => {
  let since = started;
  for (const signer of signers) since = await signOnPhone(browser, signer, byMail(signer, since));
  await logInAsAdmin(page);
  await page.goto(`/record/details/${record.id}/${form.id}`);
  await expect(
    page.getByTestId('record-signatures').getByTestId('signature-request-status'),
  ).toHaveText('Firmada');
  const row = page.getByTestId('record-files-table').locator('tr', { hasText: 'contrato.pdf' });
  await expect(row).toContainText('2');

  // The request leads to its signed document's own address, which names the version and its hash.
  await page.getByTestId('record-signatures').getByTestId('signature-request-link').click();
  await page.getByTestId('signatures-signed-link').click();
  await expect(page).toHaveURL(new RegExp(`/files/signature/${form.id}/[0-9a-f]{64}$`));
  const signed = page.getByTestId('signed-document');
  await expect(signed).toContainText('contrato.pdf (versión 2)');
  await expect(signed).toContainText(page.url().split('/').at(-1) as string);
  await expect(page.getByTestId('signatories-table')).toContainText(signers[1]?.name as string);
  await expectNoAxeViolations(page, page.getByTestId('signed-document'));
  await page.getByTestId('signed-verify').click();
  await expect(page).toHaveURL(/\/verify\/[0-9a-f-]{36}$/);

  // The report finds it by its form, and exports what it shows as a spreadsheet.
  await page.goto('/reports/signatures');
  await chooseOption(
    page,
    page.getByTestId('signature-report-form-filter'),
    'Contratos para firmar',
  );
  const rows = page.getByTestId('signature-report').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Firma del contrato de arrendamiento');
  await expectNoAxeViolations(page);
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('signature-report-export').click(),
  ]);
  expect(sheet.suggestedFilename()).toBe('signatures.xlsx');
});

test('with the company’s gateway set, a signer gets the link and the code by SMS and signs on a phone', async ({
  browser,
  page,
  request,
}) => {
  const gateway = await startMessageGateway();
  try {
    await logInAsAdmin(page);
    await page.goto('/company');
    await page.getByTestId('company-gateway-url').fill(gateway.url);
    await page.getByTestId('company-gateway-key').fill('clave-de-la-pasarela-e2e');
    await page.getByTestId('company-gateway-save').click();
    await expect(page.getByText('Pasarela guardada.').first()).toBeVisible();
    await expect(page.getByText('Hay una clave guardada')).toBeVisible();
    await expectNoAxeViolations(page, page.getByTestId('company-gateway-remove'));

    const api = await adminApi(request);
    const sms = await recordWithPdf(request, api, {
      form: 'Contratos por SMS',
      pdf: 'contrato-sms.pdf',
      title: 'Contrato firmado por SMS',
    });
    const signer = signers[0] as Signer;
    const dialog = await fillRequest(
      page,
      { record: sms.record.id, form: sms.form.id, file: sms.fileId },
      [signer],
    );
    await chooseOption(page, dialog.getByTestId('signature-channel'), 'SMS');
    await expectNoAxeViolations(page, dialog);
    await page.getByTestId('signature-request-dialog-confirm').click();
    await expect(dialog).toBeHidden();

    // What the gateway was asked to send to the signer's phone: the link, then the one code.
    const textTo = async (pattern: RegExp) => {
      await expect.poll(() => gateway.received.find((one) => pattern.test(one.text))).toBeTruthy();
      const message = gateway.received.find((one) => pattern.test(one.text));
      expect(message).toMatchObject({ to: '+573001234560', channel: 'sms' });
      return pattern.exec(message?.text ?? '')?.[1] as string;
    };
    await signOnPhone(browser, signer, {
      link: () => textTo(/(http:\/\/127\.0\.0\.1:\d+\/sign#\S+)/),
      code: () => textTo(/código para firmar es (\d{6})/),
    });
    await page.goto(`/record/details/${sms.record.id}/${sms.form.id}`);
    await expect(
      page.getByTestId('record-signatures').getByTestId('signature-request-status'),
    ).toHaveText('Firmada');
  } finally {
    await gateway.close();
  }
});

test('the company screen with its gateway reads on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.goto('/company');
  await expect(page.getByTestId('company-gateway-url')).toBeVisible();
  await expectFitsPhone(page);
});
