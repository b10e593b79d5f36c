import { expect, test } from '@playwright/test';
import { signatureHolds, startReceiver } from '../apps/server/test/webhook-receiver.ts';
import {
  expectFitsPhone,
  expectNoAxeViolations,
  fillDirectoryRecord,
  logInAsAdmin,
  PHONE,
  submitFiling,
} from './support.ts';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(() => receiver.close());

test('an admin subscribes a webhook, files a record, reads the delivery and replays it', async ({
  page,
}) => {
  test.slow(); // three screens, a filing and two deliveries
  await logInAsAdmin(page);
  await page.getByTestId('menu-webhooks').click();
  await expect(page).toHaveURL('/webhooks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhooks');
  await expectNoAxeViolations(page, page.getByText('No hay webhooks.'));

  await page.getByTestId('webhook-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Dirección').fill(receiver.url);
  await dialog.getByLabel('Registro radicado').check();
  await expectNoAxeViolations(page, dialog.getByLabel('Registro radicado'));
  await page.getByTestId('webhook-save').click();
  const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
  expect(secret).toMatch(/^whsec_/);
  await page.getByTestId('webhook-secret-close').click();
  await expect(page.getByTestId('webhook-list')).toContainText(receiver.url);
  await expect(page.getByTestId('webhook-list')).toContainText('Registro radicado');

  await fillDirectoryRecord(page, {
    subject: 'Remitente avisado por webhook',
    document: '900123456',
    name: 'Receptor S.A.S.',
  });
  const number = await submitFiling(page);
  // The receiver hears of it through the job runner, after the filing answered.
  await expect.poll(() => receiver.received.length).toBe(1);
  const [delivery] = receiver.received;
  if (!delivery) throw new Error('nothing arrived');
  expect(signatureHolds(secret, delivery)).toBe(true);
  expect(JSON.parse(delivery.body)).toMatchObject({
    event: 'record.filed',
    data: { record_number: number },
  });

  await page.getByTestId('menu-webhooks').click();
  await page.getByTestId('webhook-deliveries').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entregas del webhook');
  await expect(page.getByTestId('webhook-delivery-status')).toHaveText('Entregada');
  await expect(page.getByTestId('webhook-delivery-attempts')).toContainText('HTTP 200');
  await expect(page.getByTestId('webhook-delivery-attempts')).toContainText('ok');
  await expectNoAxeViolations(page, page.getByTestId('webhook-delivery-status'));

  await page.getByTestId('webhook-delivery-replay').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('La entrega se enviará de nuevo en unos instantes.')).toBeVisible();
  await expect.poll(() => receiver.received.length).toBe(2);
  expect(receiver.received[1]?.headers['x-custodia-delivery']).toBe(
    delivery.headers['x-custodia-delivery'],
  );
  // Opened again, the list shows the new attempt beside the first.
  await page.getByTestId('webhook-deliveries-back').click();
  await page.getByTestId('webhook-deliveries').click();
  await expect(page.getByTestId('webhook-delivery-attempts').getByText(/HTTP 200/)).toHaveCount(2);

  await page.getByTestId('webhook-deliveries-back').click();
  await page.getByTestId('webhook-delete').click();
  await page.getByTestId('webhook-delete-confirm').click();
  await expect(page.getByText('No hay webhooks.')).toBeVisible();
});

test('on a phone the webhooks screen opens from the menu drawer and keeps to its width', async ({
  page,
}) => {
  const address = 'https://hooks.example.com/custodia';
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.getByTestId('menu-open').click();
  await page.getByRole('dialog').getByTestId('menu-webhooks').click();
  await page.getByTestId('webhook-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Dirección').fill(address);
  await dialog.getByLabel('Tarea asignada').check();
  await page.getByTestId('webhook-save').click();
  await page.getByTestId('webhook-secret-close').click();
  const list = page.getByTestId('webhook-list');
  await expect(list).toContainText('Tarea asignada');
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, list);
  await page.getByRole('link', { name: `Entregas de ${address}` }).click();
  await expect(page.getByText('Aún no hay entregas.')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, page.getByText('Aún no hay entregas.'));
  await page.getByTestId('webhook-deliveries-back').click();
  await page.getByRole('button', { name: `Eliminar webhook ${address}` }).click();
  await page.getByTestId('webhook-delete-confirm').click();
  await expect(list).not.toContainText(address);
});
