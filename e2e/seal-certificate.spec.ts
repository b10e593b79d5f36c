import { expect, test } from '@playwright/test';
import { companyP12 } from '../apps/server/test/certificates.ts';
import {
  adminApi,
  chooseOption,
  expectNoAxeViolations,
  logInAsAdmin,
  recordWithPdf,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

test("an admin uploads the company's seal certificate on the integrations screen", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-integrations').click();
  const shown = page.getByTestId('seal-certificate');
  await expect(shown).toHaveText('La empresa no tiene certificado: se usa el de la instalación.');
  await expectNoAxeViolations(page, shown);

  const certificate = { name: 'sello.p12', mimeType: 'application/x-pkcs12' };
  const p12 = companyP12('Demo SAS sello', 'clave-del-sello');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('seal-certificate-file').click();
  await (await chooser).setFiles({ ...certificate, buffer: p12 });
  await page.getByTestId('seal-certificate-passphrase').fill('otra-clave');
  await page.getByTestId('seal-certificate-save').click();
  await expect(
    page.getByText('El certificado no se pudo abrir con esa contraseña').first(),
  ).toBeVisible();
  await expect(shown).toContainText('no tiene certificado');

  await page.getByTestId('seal-certificate-passphrase').fill('clave-del-sello');
  await page.getByTestId('seal-certificate-passphrase').press('Enter');
  await expect(page.getByText('Certificado cargado.')).toBeVisible();
  await expect(shown).toContainText('Titular: Demo SAS sello');
  await expect(page.getByTestId('seal-certificate-passphrase')).toHaveValue('');
  await expectNoAxeViolations(page, shown);
});

test('the request dialog offers advanced signatures and promissory notes only where a provider is configured', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { form, record, fileId } = await recordWithPdf(request, api, {
    form: 'Pagarés para firmar',
    pdf: 'pagare.pdf',
    title: 'Pagaré número 77',
  });
  await logInAsAdmin(page);
  // This installation names no provider: the record's answer says so, and the dialog listens.
  await page.goto(`/record/details/${record.id}/${form.id}`);
  await page.getByTestId(`file-sign-${fileId}`).click();
  const dialog = page.getByTestId('signature-request-dialog');
  await dialog.getByTestId('signature-type').click();
  await expect(page.getByTitle('Simple', { exact: true })).toBeVisible();
  await expect(page.getByTitle('Avanzada', { exact: true })).toHaveCount(0);
  // Cancelled as a person does (an Escape sometimes closed the list alone, sometimes both).
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // Where the server says a third party serves the company (its HTTP tests prove when), it offers them.
  await page.route('**/api/v1/signatures/records/*/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), third_party: true } });
  });
  await page.reload();
  await page.getByTestId(`file-sign-${fileId}`).click();
  await chooseOption(page, dialog.getByTestId('signature-type'), 'Avanzada');
  await expect(dialog.getByTestId('signature-promissory-number')).toHaveCount(0);
  await chooseOption(page, dialog.getByTestId('signature-document-type'), 'Pagaré');
  await expect(dialog.getByTestId('signature-promissory-number')).toBeVisible();
  await expectNoAxeViolations(page, dialog);
});
