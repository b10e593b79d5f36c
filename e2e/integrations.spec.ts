import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { e2eOperatorToken } from '../playwright.config.ts';
import { expectFitsPhone, expectNoAxeViolations, logInAsAdmin, PHONE } from './support.ts';

async function agreementPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Convenio de comunicaciones');
  return Buffer.from(await document.save());
}

test.describe.configure({ mode: 'serial' });

test('an admin requests an integration and follows its state', async ({ page }) => {
  await logInAsAdmin(page);
  // Spec §2: the company signs before any integration (the built-in provider), so its options
  // include the signature report and the menu offers it.
  await page.getByTestId('menu-signature-report').click();
  await expect(page).toHaveURL(/\/reports\/signatures$/);
  await expect(page.getByTestId('signature-report')).toBeVisible();
  await page.getByTestId('menu-integrations').click();
  await expect(page).toHaveURL('/integrations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integraciones');
  await expectNoAxeViolations(page, page.getByTestId('integration-request-save'));

  await page.getByTestId('integration-contact').fill('Ana Gómez');
  await page.getByTestId('integration-email').fill('ana@demo.co');
  await page.getByTestId('integration-phone').fill('3001234567');
  await page.getByTestId('integration-description').fill('Firma electrónica de oficios');
  await page.getByTestId('integration-request-save').click();
  await expect(page).toHaveURL(/\/integrations\/request\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('integration-status')).toHaveText('Activa');
  await expect(page.getByTestId('integration-portal-user')).toHaveCount(0);
  await expectNoAxeViolations(page, page.getByTestId('integration-status'));

  await page.getByTestId('integration-back').click();
  await expect(page.getByTestId('integration-request-pending')).toBeVisible();
  await expect(page.getByTestId('integrations').getByTestId('integration-status')).toHaveText(
    'Activa',
  );
});

test('once approved, an admin configures the integration with its agreement PDF', async ({
  page,
  request,
}) => {
  // The operator approves it, as the provider's back office would.
  const approved = await request.post('/api/v1/operator/integrations/state/', {
    headers: { authorization: `Bearer ${e2eOperatorToken}` },
    data: { domain: 'demo.co', number: 1, status: 5 },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await logInAsAdmin(page);
  await page.getByTestId('menu-integrations').click();
  await expect(page.getByTestId('integrations').getByTestId('integration-status')).toHaveText(
    'Aprobada',
  );
  await page.getByTestId('integration-link').click();
  await expect(page).toHaveURL(/\/integrations\/[0-9a-f-]{36}$/);
  await page.getByTestId('integration-portal-user').fill('firma@proveedor.co');
  await page.getByTestId('integration-portal-key').fill('clave-del-portal-1');
  await page.getByTestId('integration-configure-save').click();
  await expect(page.getByText('Configuración guardada.')).toBeVisible();
  await expect(page.getByText('Hay una clave guardada')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles({
    name: 'convenio.txt',
    mimeType: 'application/pdf',
    buffer: Buffer.from('no'),
  });
  await expect(page.getByText('El convenio debe ser un archivo PDF').first()).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'convenio.pdf',
    mimeType: 'application/pdf',
    buffer: await agreementPdf(),
  });
  await expect(page.getByText('Convenio cargado.')).toBeVisible();
  await expect(page.getByTestId('integration-configured')).toHaveText('Sí');
  await expectNoAxeViolations(page, page.getByTestId('integration-configured'));

  await page.getByTestId('menu-signature-report').click();
  await expect(page).toHaveURL(/\/reports\/signatures$/);
  await expect(page.getByTestId('signature-report')).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('signature-report'));
});

test('on a phone the integrations open from the menu drawer and keep to its width', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.getByTestId('menu-open').click();
  await page.getByRole('dialog').getByTestId('menu-integrations').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integraciones');
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);
});
