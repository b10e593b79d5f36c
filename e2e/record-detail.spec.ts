import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  adminApi,
  choose,
  chooseOption,
  expectNoAxeViolations,
  logInAsAdmin,
  recordWithPdf,
  settledRows,
  startFiling,
  submitFiling,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

const formName = 'Correspondencia interna e2e';

/**
 * A form of its own, designed through the API as the admin (what the test needs but is not
 * about), so the records the other specs count stay theirs: a text box and a select on the demo's
 * request types.
 */
async function designForm(request: APIRequestContext): Promise<void> {
  const { headers } = await adminApi(request);
  const lists = await (
    await request.get('/api/v1/form/lists/?name=Tipos de solicitud', { headers })
  ).json();
  const form = await (
    await request.post('/api/v1/form/forms/', {
      headers,
      data: {
        name: formName,
        description: 'Prueba del detalle',
        sequence_length: 3,
        sticker_type: 1,
      },
    })
  ).json();
  for (const field of [
    { label: 'Destinatario', type_data: 'text', control_data: 'textbox', required: true },
    {
      label: 'Clase de solicitud',
      type_data: 'text',
      control_data: 'combobox',
      item_link: lists.items[0].id,
    },
  ]) {
    const created = await request.post('/api/v1/form/fields/', {
      headers,
      data: { form_id: form.id, ...field },
    });
    expect(created.status()).toBe(201);
  }
  const activated = await request.patch(`/api/v1/form/forms/${form.id}/status/`, {
    headers,
    data: { status: 2 },
  });
  expect(activated.status()).toBe(200);
}

test('the admin files a record, reads it, edits a value, cancels it with a reason and reads its history', async ({
  page,
  request,
}) => {
  await designForm(request);
  await logInAsAdmin(page);
  await startFiling(page, formName, {
    subject: 'Memorando de la oficina jurídica',
    documentDate: '20/01/2026',
  });
  await page.getByLabel('Destinatario').fill('Oficina jurídica');
  await chooseOption(page, page.getByLabel('Clase de solicitud'), 'Petición');
  const number = await submitFiling(page);
  // The form's first record, numbered in its own sequence of three digits.
  expect(number).toMatch(/^\d+-\d{8}-001$/);

  // The detail: every datum, the list item by its name, and a place for the files.
  await page.getByTestId('record-filed-view').click();
  await expect(page).toHaveURL(/\/record\/details\/[^/]+\/[^/]+$/);
  const detail = page.getByTestId('record-detail');
  await expect(detail).toContainText(`Radicado ${number}`);
  await expect(page.getByTestId('record-status')).toHaveText('Vigente');
  const data = page.getByTestId('record-data');
  await expect(data).toContainText(formName);
  await expect(data).toContainText('Memorando de la oficina jurídica');
  await expect(data).toContainText('20/01/2026');
  await expect(data).toContainText('Físico');
  await expect(data).toContainText('admin@demo.co');
  const values = page.getByTestId('record-values');
  await expect(values).toContainText('Oficina jurídica');
  await expect(values).toContainText('Petición');
  await expect(page.getByTestId('record-files')).toContainText('El radicado no tiene archivos.');
  await expectNoAxeViolations(page);

  // Edit: the filing form, filled in with the record; the number does not change.
  await page.getByTestId('record-edit').click();
  await expect(page.getByText(`Editar el radicado ${number}`)).toBeVisible();
  await expect(page.getByLabel('Destinatario')).toHaveValue('Oficina jurídica');
  await expectNoAxeViolations(page);
  await chooseOption(page, page.getByLabel('Clase de solicitud'), 'Queja');
  await page.getByTestId('record-edit-submit').click();
  await expect(page.getByText(`El radicado ${number} quedó actualizado.`)).toBeVisible();
  await expect(values).toContainText('Queja');
  await expect(detail).toContainText(`Radicado ${number}`);

  // Cancel: a reason is required, then the record is marked with it.
  await expect(page.getByTestId('files-attach')).toBeVisible();
  await page.getByTestId('record-cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Anular el radicado ${number}`);
  await page.getByTestId('record-cancel-confirm').click();
  await expect(dialog.getByText('¡Este campo es obligatorio!')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Motivo de la anulación').fill('Radicado por duplicado');
  await page.getByTestId('record-cancel-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('record-status')).toHaveText('Anulado');
  const cancellation = page.getByTestId('record-cancellation');
  await expect(cancellation).toContainText('Radicado anulado');
  await expect(cancellation).toContainText('Radicado por duplicado');
  await expect(cancellation).toContainText('admin@demo.co');
  await expect(page.getByTestId('record-edit')).toHaveCount(0);
  await expect(page.getByTestId('record-cancel')).toHaveCount(0);
  // A cancelled record takes no more files: the button goes without a reload (issue 35 point 10).
  await expect(page.getByTestId('files-attach')).toHaveCount(0);

  // Traceability: filed, edited (the field that changed, by name), cancelled with the reason.
  await page.getByTestId('record-history').click();
  const timeline = page.getByTestId('record-timeline');
  await expect(timeline).toContainText(`Trazabilidad del radicado ${number}`);
  const steps = timeline.locator('.ant-timeline-item');
  await expect(steps).toHaveCount(3);
  await expectNoAxeViolations(page);
  await expect(steps.nth(0)).toContainText('Radicado');
  await expect(steps.nth(1)).toContainText('Editado');
  await expect(steps.nth(1)).toContainText('Clase de solicitud: Petición → Queja');
  await expect(steps.nth(2)).toContainText('Anulado');
  await expect(steps.nth(2)).toContainText('Motivo: Radicado por duplicado');
  for (const step of await steps.all()) await expect(step).toContainText('admin@demo.co');
});

test('the audit log tells the edit as the traceability does: by label, with readable values', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-audit-logs').click();
  await choose(page, 'audit-filter-module', 'Radicados');
  const rows = await settledRows(page);
  await expect(rows.filter({ hasNotText: 'Radicados' })).toHaveCount(0);
  const entry = rows.filter({ hasText: 'Edición de radicado' }).first();
  await entry.getByTestId('audit-entry-detail').click();
  const drawer = page.getByTestId('audit-entry-drawer');
  await expect(drawer).toContainText('Edición de radicado');
  await expect(drawer.getByTestId('audit-record-changes')).toHaveText(
    'Clase de solicitud: Petición → Queja',
  );
  await expectNoAxeViolations(page, drawer);
});

test('once a record is cancelled its PDF no longer offers signatures, without a reload', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { form, record, fileId } = await recordWithPdf(request, api, {
    form: 'Contratos por anular e2e',
    pdf: 'contrato-por-anular.pdf',
    title: 'Contrato por anular',
  });
  await logInAsAdmin(page);
  await page.goto(`/record/details/${record.id}/${form.id}`);
  await expect(page.getByTestId(`file-sign-${fileId}`)).toBeVisible();

  await page.getByTestId('record-cancel').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motivo de la anulación').fill('Contrato firmado en otro radicado');
  await page.getByTestId('record-cancel-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('record-status')).toHaveText('Anulado');
  // Issue 45 point 11: no signature request is offered on a cancelled record's file.
  await expect(page.getByTestId(`file-sign-${fileId}`)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
