import { expect, test } from '@playwright/test';
import { pngOf } from '../apps/server/test/image-fixtures.ts';
import {
  expectNoAxeViolations,
  expectStickerPrinted,
  fillDirectoryRecord,
  logInAsAdmin,
  submitFiling,
} from './support.ts';

test('the admin lays out the sticker, gives it a logo, and prints a filed record’s sticker as a PDF holding its number', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-sticker-config').click();
  await expect(page).toHaveURL('/application/config/sticker');
  const preview = page.getByRole('img', { name: 'Vista previa del sticker' });
  // The label as it will print: the company's own name and the four lines a form may print.
  await expect(preview).toContainText('Demo S.A.S.');
  await expect(preview).toContainText('Campo 4: José Núñez');
  // The fourth line whole on the label, the tail of its “p” too.
  const fourth = preview.locator('text', { hasText: 'Campo 4' });
  const bottom = await fourth.evaluate((line) => {
    const box = (line as unknown as { getBBox(): { y: number; height: number } }).getBBox();
    return box.y + box.height;
  });
  expect(bottom).toBeLessThanOrEqual(50);

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
  await expectNoAxeViolations(page);

  await page.getByLabel('Tamaño de fuente').fill('10');
  await page.getByLabel('Número de radicado: Y (mm)').fill('14');
  await page.getByTestId('sticker-save').click();
  await expect(page.getByText('Configuración del sticker guardada.')).toBeVisible();

  await fillDirectoryRecord(page, {
    subject: 'Registro para el sticker',
    document: '5566778899',
    name: 'Óscar Ñáñez',
  });
  const number = await submitFiling(page);
  await expectNoAxeViolations(page);
  await expectStickerPrinted(page, number);
});

test('a record’s detail prints its sticker', async ({ page }) => {
  await logInAsAdmin(page);
  await fillDirectoryRecord(page, {
    subject: 'Sticker desde el detalle',
    document: '6677889900',
    name: 'Ana Ñustes',
  });
  const number = await submitFiling(page);
  await page.getByTestId('record-filed-view').click();
  await expect(page.getByTestId('record-detail')).toContainText(`Radicado ${number}`);
  await expectNoAxeViolations(page);
  await expectStickerPrinted(page, number);
});
