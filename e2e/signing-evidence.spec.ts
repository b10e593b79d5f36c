import { expect as baseExpect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  type AdminApi,
  adminApi,
  expectNoAxeViolations,
  linkMailedTo,
  logInAsAdmin,
  PHONE,
  recordWithPdf,
  signingCodeMailedTo,
} from './support.ts';

// A phone session and a sealed PDF, on a machine others share.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const signer = {
  name: 'Dora Fotografiada',
  corrected: 'Dora Fotografiada Ruiz',
  email: 'dora.foto@clientes.example',
  document: '1020304088',
};

let api: AdminApi;
let requestId: string;
let fileId: string;
/** Mails older than the spec are another run's. */
const started = new Date();

/** A picture as a phone's camera would hand it over: 480 × 360, a face-sized blob on a wall. */
function photo(): Buffer {
  const png = new PNG({ width: 480, height: 360 });
  for (let y = 0; y < 360; y += 1) {
    for (let x = 0; x < 480; x += 1) {
      const face = (x - 240) ** 2 + (y - 180) ** 2 < 100 ** 2;
      png.data.set(face ? [230, 190, 160, 255] : [90, 120, 160, 255], (y * 480 + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

/** A request that asks a photo and lets its one signer correct their data, made through the API. */
test.beforeAll(async ({ request }) => {
  api = await adminApi(request);
  const made = await recordWithPdf(request, api, {
    form: 'Contratos con foto',
    pdf: 'contrato-foto.pdf',
    title: 'Contrato con evidencia fotográfica',
  });
  fileId = made.fileId;
  requestId = (
    await api.post('/signatures/requests/', {
      form_id: made.form.id,
      record_id: made.record.id,
      file_id: fileId,
      description: 'Contrato con foto del firmante',
      days: 5,
      graphic: false,
      photo_evidence: true,
      allow_data_change: true,
      signatories: [
        {
          country: 'CO',
          dial_code: '+57',
          phone: '3001234588',
          full_name: signer.name,
          document_type: 1,
          document_number: signer.document,
          email: signer.email,
        },
      ],
    })
  ).id;
});

test('a signer on a phone corrects their name, takes their photo and signs', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'es-CO',
  });
  const page = await context.newPage();
  await page.goto(await linkMailedTo(signer.email, started));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Firmar documento');
  const asked = new Date();
  await page.getByTestId('sign-send-code').click();
  await page.getByTestId('sign-code').fill(await signingCodeMailedTo(signer.email, asked));
  await page.getByTestId('sign-code').press('Tab');
  await page.keyboard.press('Enter');

  // Their data, editable: the name corrected by keyboard.
  const name = page.getByTestId('sign-full_name');
  await expect(name).toHaveValue(signer.name);
  await expect(page.getByTestId('pdf-viewer')).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('sign-photo'));
  await name.focus();
  await name.press('End');
  await page.keyboard.type(' Ruiz');
  await expect(name).toHaveValue(signer.corrected);

  // Signing before the photo is refused with the reason.
  await page.getByTestId('sign-submit').click();
  await expect(page.getByTestId('sign-error')).toContainText('Tome su foto antes de firmar');
  // A text renamed .jpg is refused by its content.
  await page.getByTestId('sign-photo-input').setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await expect(page.getByTestId('sign-error')).toContainText('JPEG, PNG o WebP');
  // The buttons that open the camera and the files are reached by keyboard.
  await page.getByTestId('sign-photo-camera').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('sign-photo-pick')).toBeFocused();
  await page.getByTestId('sign-photo-input').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: photo(),
  });
  await expect(page.getByTestId('sign-photo-preview')).toBeVisible();
  await expect(page.getByTestId('sign-error')).toBeHidden();
  await expectNoAxeViolations(page, page.getByTestId('sign-photo-preview'));

  await page.getByTestId('sign-submit').focus();
  await page.keyboard.press('Enter');
  // The last signature seals the PDF before it answers.
  await expect(page.getByTestId('sign-done')).toBeVisible({ timeout: 120_000 });
  await context.close();
});

test('the requester sees the corrected data and the photo; the evidence page draws it', async ({
  page,
  request,
}) => {
  await logInAsAdmin(page);
  await page.goto(`/signatories/${requestId}`);
  const table = page.getByTestId('signatories-table');
  await expect(table).toContainText(signer.corrected);
  await expect(table.getByTestId('signatory-corrected')).toContainText(
    `solicitado como ${signer.name}`,
  );
  await table.getByTestId('signatory-photo-1').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('signatory-photo')).toBeVisible();
  await expectNoAxeViolations(page, dialog.getByTestId('signatory-photo'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const signed = await request.get(`/api/v1/file/${fileId}/content/?version=2`, {
    headers: api.headers,
  });
  expect(signed.ok()).toBe(true);
  // Written without object streams, each picture's dictionary reads as text: the QR code's and
  // the photo's (the original PDF had none).
  const pictures = Buffer.from(await signed.body())
    .toString('latin1')
    .match(/\/Subtype \/Image/g);
  expect(pictures).toHaveLength(2);
});
