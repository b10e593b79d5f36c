import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  adminApi,
  expectFitsPhone,
  expectNoAxeViolations,
  logInAsAdmin,
  PHONE,
  recordWithFile,
} from './support.ts';

/** A scanned letter: its lines drawn to PDF, then to a picture by poppler, as a scanner gives it. */
async function scannedLetter(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 60, y: 760 - index * 32, size: 18, font });
  });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-e2e-scan-'));
  try {
    fs.writeFileSync(path.join(folder, 'letter.pdf'), await document.save());
    execFileSync('pdftoppm', ['-r', '200', '-gray', '-png', '-singlefile', 'letter.pdf', 'scan'], {
      cwd: folder,
    });
    return fs.readFileSync(path.join(folder, 'scan.png'));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

test('a scanned letter says it was read and how confidently, shows its words, and is read again', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { form, record } = await recordWithFile(request, api, {
    form: `Correspondencia escaneada ${Date.now()}`,
    file: 'recibo.txt',
  });
  const uploaded = await request.post(`/api/v1/file/form/${record.id}/`, {
    headers: api.headers,
    multipart: {
      form_uuid: form.id,
      subject: 'Carta escaneada',
      file: {
        name: 'carta.png',
        mimeType: 'image/png',
        buffer: await scannedLetter(['Solicitud de certificado laboral', 'Bogota enero']),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await logInAsAdmin(page);
  const detail = `/record/details/${record.id}/${form.id}`;
  await page.goto(detail);
  const row = page.getByTestId('record-files').getByRole('row', { name: /carta\.png/ });
  // The worker reads it while the person looks: a reload shows where it stands.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText(/Texto leído de 1 página, con una confianza de \d+ %/, {
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });
  await expectNoAxeViolations(page, row);

  // Read again from the keyboard.
  const again = row.getByRole('button', { name: 'Leer de nuevo carta.png' });
  await again.focus();
  await expect(again).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('El escaneo se leerá de nuevo en unos momentos.')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText(/Texto leído de 1 página/, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });

  // The viewer shows the searchable PDF made of it: the words are there to find and copy.
  await row.getByRole('link', { name: 'carta.png' }).click();
  const viewer = page.getByTestId('pdf-viewer');
  await expect(viewer.getByText(/certificado/)).toBeAttached();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /close|cerrar/i })
    .click();
  await expect(page.getByTestId('file-viewer')).toBeHidden();

  await page.setViewportSize(PHONE);
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, row);
});
