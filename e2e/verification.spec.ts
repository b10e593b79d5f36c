import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import {
  adminApi,
  expectNoAxeViolations,
  linkMailedTo,
  recordWithPdf,
  signingCodeMailedTo,
} from './support.ts';

// Sealing a PDF is the slowest answer of the API, on a machine others share.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const signer = {
  name: 'Carla Verificada',
  email: 'carla.verificada@clientes.example',
  document: '1020304077',
};

let requestId: string;
let signedPdf: Buffer;

/** The signer's steps through the API, with the link and the code read from the outbox. */
async function signThroughApi(request: APIRequestContext, since: Date) {
  const token = (await linkMailedTo(signer.email, since)).split('#')[1] as string;
  const asked = new Date();
  const sent = await request.post('/api/v1/signing/code/', { data: { token } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await signingCodeMailedTo(signer.email, asked);
  const checked = await request.post('/api/v1/signing/verify/', { data: { token, code } });
  expect(checked.ok(), await checked.text()).toBe(true);
  const signed = await request.post('/api/v1/signing/sign/', {
    data: { token, graphic: { kind: 'typed', value: signer.name } },
    timeout: 120_000,
  });
  expect(signed.ok(), await signed.text()).toBe(true);
}

/** A record's PDF signed by one signer, all through the API: the page under test only reads it. */
test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  const { form, record, fileId } = await recordWithPdf(request, api, {
    form: 'Contratos para verificar',
    pdf: 'contrato-obra.pdf',
    title: 'Contrato de obra',
  });
  const since = new Date();
  requestId = (
    await api.post('/signatures/requests/', {
      form_id: form.id,
      record_id: record.id,
      file_id: fileId,
      description: 'Contrato de obra para verificar',
      days: 5,
      ordered: false,
      signatories: [
        {
          country: 'CO',
          dial_code: '+57',
          phone: '3001234577',
          full_name: signer.name,
          document_type: 1,
          document_number: signer.document,
          email: signer.email,
        },
      ],
    })
  ).id;
  await signThroughApi(request, since);
  const content = await request.get(`/api/v1/file/${fileId}/content/?version=2`, {
    headers: api.headers,
  });
  expect(content.ok()).toBe(true);
  signedPdf = Buffer.from(await content.body());
});

test('anyone on a phone verifies a signed document by its QR address and checks the PDF they hold', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'es-CO',
  });
  const page = await context.newPage();
  await page.goto(`/verify/${requestId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Verificar un documento firmado',
  );
  const result = page.getByTestId('verify-result');
  await expect(result).toContainText('contrato-obra.pdf');
  const signers = page.getByTestId('verify-signers');
  await expect(signers).toContainText(signer.name);
  await expect(signers).toContainText('***077');
  await expect(signers).not.toContainText(signer.document);
  await expectNoAxeViolations(page, signers);

  await page
    .getByTestId('verify-file')
    .setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: signedPdf });
  await expect(page.getByTestId('verify-match-signed')).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('verify-match-signed'));

  const tampered = Buffer.from(signedPdf);
  tampered.write('/Pro-ucer', tampered.indexOf(Buffer.from('/Producer')));
  await page
    .getByTestId('verify-file')
    .setInputFiles({ name: 'copia.pdf', mimeType: 'application/pdf', buffer: tampered });
  await expect(page.getByTestId('verify-match-other')).toBeVisible();
  await context.close();
});

test('the code typed on /verify, from the evidence page, leads to the same document', async ({
  page,
}) => {
  await page.goto('/verify');
  await page.getByTestId('verify-code').fill(requestId);
  await page.getByTestId('verify-code').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/verify/${requestId}$`));
  await expect(page.getByTestId('verify-signers')).toContainText(signer.name);
  await page.getByTestId('verify-code').fill('00000000-0000-4000-8000-000000000000');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verify-refused')).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('verify-refused'));
});
