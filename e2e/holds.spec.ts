import { expect, test } from '@playwright/test';
import {
  adminApi,
  chooseOption,
  expectFitsPhone,
  expectNoAxeViolations,
  logInAsAdmin,
  PHONE,
  recordWithFile,
} from './support.ts';

test('a legal hold placed on a record refuses its edit with the hold’s message until released', async ({
  page,
  request,
}) => {
  test.slow(); // four screens, two dialogs
  const api = await adminApi(request);
  const { form, record } = await recordWithFile(request, api, {
    form: 'Correspondencia en litigio',
    file: 'oficio.txt',
  });
  const owners = await request.get('/api/v1/legal-holds/owners/', { headers: api.headers });
  const [owner] = (await owners.json()) as { name: string }[];

  await logInAsAdmin(page);
  await page.getByTestId('menu-holds').click();
  await expect(page).toHaveURL('/legal-holds');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retenciones legales');
  await expect(page).toHaveTitle(/Retenciones legales/);
  await expectNoAxeViolations(page, page.getByTestId('hold-status'));

  await page.getByTestId('hold-place-open').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Número de radicado').fill(record.number);
  await dialog.getByLabel('Motivo', { exact: true }).fill('Demanda laboral del contratista');
  await dialog.getByLabel('Proceso o caso').fill('Proceso 2026-00123');
  await dialog.getByLabel('Autoridad').fill('Juzgado 5 Laboral de Bogotá');
  await chooseOption(page, dialog.getByLabel('Responsable'), owner?.name ?? '');
  await expectNoAxeViolations(page, dialog.getByLabel('Autoridad'));
  await page.getByTestId('hold-place-confirm').click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(record.number) });
  await expect(row).toContainText('Proceso 2026-00123');

  await row.getByRole('link', { name: record.number }).click();
  await expect(page.getByTestId('holds-banner')).toContainText('Demanda laboral del contratista');
  await expect(page.getByTestId('record-edit')).toHaveCount(0);
  await expectNoAxeViolations(page, page.getByTestId('holds-banner'));

  // An edit screen opened from an address kept from before: saving is refused with the message.
  await page.goto(`/record/edit/${form.id}/${record.id}`);
  await page.getByLabel('Asunto', { exact: true }).fill('Contrato de obra civil corregido');
  await page.getByTestId('record-edit-submit').click();
  await expect(page.getByText('Una retención legal lo conserva tal como está')).toBeVisible();

  await page.getByTestId('menu-holds').click();
  await page
    .getByRole('row', { name: new RegExp(record.number) })
    .getByTestId('hold-release-open')
    .click();
  const release = page.getByRole('dialog');
  await release.getByLabel('Motivo del levantamiento').fill('El juzgado levantó la medida');
  await page.getByTestId('hold-release-confirm').click();
  await expect(release).toBeHidden();
  await page.getByTestId('hold-status').getByText('Levantadas').click();
  await expect(page.getByRole('row', { name: new RegExp(record.number) })).toContainText(
    'El juzgado levantó la medida',
  );

  await page.setViewportSize(PHONE);
  await expectFitsPhone(page);
  await page
    .getByRole('row', { name: new RegExp(record.number) })
    .getByRole('link')
    .click();
  await expect(page.getByTestId('record-edit')).toBeVisible();
  await expect(page.getByTestId('holds-banner')).toHaveCount(0);
});
