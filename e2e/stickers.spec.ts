import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { pngOf } from '../apps/server/test/image-fixtures.ts';
import { expectAccessible, logInAsAdmin } from './support.ts';

test('the admin lays out the sticker, gives it a logo, and prints a filed record’s sticker as a PDF holding its number', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-sticker-config').click();
  await expect(page).toHaveURL('/application/config/sticker');
  await expect(page.getByRole('img', { name: 'Vista previa del sticker' })).toBeVisible();

  await page
    .getByTestId('sticker-logo-upload')
    .locator('..')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngOf(120, 60),
    });
  await expect(page.getByText('Logo actualizado.')).toBeVisible();
  await expect(page.getByTestId('sticker-preview').locator('image')).toHaveCount(1);
  await expectAccessible(page);

  await page.getByLabel('Tamaño de fuente').fill('10');
  await page.getByLabel('Número de radicado: Y (mm)').fill('14');
  await page.getByTestId('sticker-save').click();
  await expect(page.getByText('Configuración del sticker guardada.')).toBeVisible();

  await page.getByTestId('menu-records').click();
  await page
    .getByRole('row', { name: /Directorio de remitentes/ })
    .getByRole('link', { name: 'Radicar' })
    .click();
  await page.getByLabel('Asunto', { exact: true }).fill('Registro para el sticker');
  await page.getByText('Físico', { exact: true }).click();
  await page.getByLabel('Fecha del documento').fill('15/01/2026');
  await page.getByLabel('Fecha del documento').press('Enter');
  await page.getByLabel('Documento de identidad').fill('5566778899');
  await page.getByLabel('Nombre o razón social').fill('Óscar Ñáñez');
  await page.getByTestId('record-file-submit').click();
  const filed = page.getByTestId('record-filed');
  await expect(filed).toBeVisible();
  const number = (await filed.innerText()).match(/\d+-\d{8}-\d+/)?.[0];
  expect(number).toBeTruthy();
  await expectAccessible(page);

  const opened = page.waitForEvent('popup');
  const served = page.waitForResponse((response) => /\/sticker\/$/.test(response.url()));
  await page.getByTestId('print-sticker').click();
  const tab = await opened;
  // The tab shows the PDF the app fetched with the person's session, handed over as a blob.
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  const response = await served;
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The browser does not hand a test a body the page read as a blob: ask again with the session.
  const session = await page.evaluate<string | null>("localStorage.getItem('custodia.session')");
  const { access } = JSON.parse(session ?? '{}') as { access?: string };
  const bytes = await (
    await page.request.get(response.url(), { headers: { authorization: `Bearer ${access}` } })
  ).body();
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe(number);
});
