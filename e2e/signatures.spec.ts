import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import {
  adminApi,
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

test('the admin requests two signatures in order on the record’s PDF', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto(`/record/details/${record.id}/${form.id}`);
  await page.getByTestId(`file-sign-${fileId}`).click();
  const dialog = page.getByTestId('signature-request-dialog');
  await dialog.getByTestId('signature-description').fill('Firma del contrato de arrendamiento');
  await page.getByTestId('signatory-add').click();
  for (const [index, signer] of signers.entries()) {
    await page.getByTestId(`signatory-${index}-full_name`).fill(signer.name);
    await page.getByTestId(`signatory-${index}-email`).fill(signer.email);
    await page.getByTestId(`signatory-${index}-document_number`).fill(signer.document);
    await page.getByTestId(`signatory-${index}-phone`).fill(`300123456${index}`);
  }
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

/** A signer on a phone, with no session: the mailed link, the mailed code, the document, signing. */
async function signOnPhone(browser: Browser, signer: (typeof signers)[number], since: Date) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'es-CO',
  });
  const page: Page = await context.newPage();
  const link = await linkMailedTo(signer.email, since);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Firmar documento');
  await expect(page.getByText(signer.name)).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('sign-send-code'));
  const asked = new Date();
  await page.getByTestId('sign-send-code').click();
  const code = await signingCodeMailedTo(signer.email, asked);
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
  for (const signer of signers) since = await signOnPhone(browser, signer, since);
  await logInAsAdmin(page);
  await page.goto(`/record/details/${record.id}/${form.id}`);
  await expect(
    page.getByTestId('record-signatures').getByTestId('signature-request-status'),
  ).toHaveText('Firmada');
  const row = page.getByTestId('record-files-table').locator('tr', { hasText: 'contrato.pdf' });
  await expect(row).toContainText('2');
});
