import { expect, type Page, test } from '@playwright/test';
import { choose, expectFitsPhone, expectNoAxeViolations, logInAsAdmin, PHONE } from './support.ts';
import { adminWorkflowApi } from './workflow-support.ts';

const title = 'Ventanilla de PQRS';
/** A form the window may file into: active, its one field optional. */
const fitForm = 'PQRS de la ventanilla';
/** One it may not: the window sets the subject alone, and this form asks for more. */
const unfitForm = 'Solicitudes con destinatario';

/**
 * The window unset, as a company that never set it has it (other specs on this server may have
 * opened it), the two forms made through the API; the admin, who receives.
 */
async function intakeSetting() {
  const api = await adminWorkflowApi();
  await api.send('put', '/pqrs/settings/', {
    window_open: false,
    intake_form_id: null,
    receiver_id: null,
    policy_text: '',
    ask_characterisation: false,
  });
  for (const [name, required] of [
    [fitForm, false],
    [unfitForm, true],
  ] as const) {
    const form = await api.send<{ id: string }>('post', '/form/forms/', {
      name,
      description: 'Lo que llega por la ventanilla',
      sequence_length: 3,
      sticker_type: 1,
    });
    await api.send('post', '/form/fields/', {
      form_id: form.id,
      label: 'Destinatario',
      type_data: 'text',
      control_data: 'textbox',
      required,
    });
    await api.send('patch', `/form/forms/${form.id}/status/`, { status: 2 });
  }
  await api.context.dispose();
  return api.admin;
}

async function openWindowSettings(page: Page): Promise<void> {
  await page.getByTestId('menu-pqrs').click();
  await expect(page).toHaveURL('/company/pqrs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const typeRow = (page: Page, name: string) =>
  page.getByTestId('pqrs-types').getByRole('row').filter({ hasText: name });

/** The field of the settings form labelled `label`, with its message under it. */
const settingsItem = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

test('an admin changes a type’s term by keyboard, then opens the window on a fit form', async ({
  page,
}) => {
  const admin = await intakeSetting();
  await logInAsAdmin(page);
  await openWindowSettings(page);
  await expect(page).toHaveTitle(`${title} · Custodia`);
  const address = new URL('/window/demo.co', page.url()).href;
  await expect(page.getByTestId('pqrs-window-address')).toContainText(address);
  const link = page.getByTestId('pqrs-window-link');
  await expect(link).toHaveAttribute('href', address);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Copiar la dirección' })).toBeVisible();
  await expect(typeRow(page, 'Petición general')).toContainText(/Petición general\s*15\s*30/);
  await expectNoAxeViolations(page, typeRow(page, 'Denuncia'));

  // A law's type keeps the law's name while its own is left empty.
  await typeRow(page, 'Denuncia').getByTestId('pqrs-type-edit').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Modificar Denuncia' });
  await expect(dialog.getByText('Vacío conserva el nombre de la ley: Denuncia.')).toBeVisible();
  await expect(dialog.getByTestId('pqrs-type-name')).toHaveValue('');
  await dialog.getByLabel('Término (días hábiles)').fill('20');
  await expectNoAxeViolations(page, dialog);
  await dialog.getByTestId('pqrs-type-save').press('Enter');
  await expect(page.getByText('Tipo de PQRS guardado.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(typeRow(page, 'Denuncia')).toContainText(/Denuncia\s*20\s*30\s*Activo/);

  // A type the company adds needs a name of its own.
  await page.getByTestId('pqrs-type-add').press('Enter');
  const adding = page.getByRole('dialog', { name: 'Agregar un tipo' });
  await adding.getByTestId('pqrs-type-save').press('Enter');
  await expect(adding.getByText('Un tipo que la empresa agrega necesita un nombre.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(adding).toHaveCount(0);

  // An open window needs both a form and a receiver: the refusal speaks of both, as a message.
  await page.getByLabel('Ventanilla abierta', { exact: true }).press('Space');
  await page.getByTestId('pqrs-settings-save').click();
  await expect(
    page.getByText('Para abrir la ventanilla elija el formulario y la persona que recibe.'),
  ).toBeVisible();

  await choose(page, 'pqrs-intake-form', unfitForm);
  // The picker searches on the server, which lists a page of people: the admin is looked up.
  await page.getByLabel('Persona que recibe', { exact: true }).fill(admin.name);
  await choose(page, 'pqrs-receiver', admin.name);
  await page.getByTestId('pqrs-settings-save').click();
  const formItem = settingsItem(page, 'Formulario donde se radican');
  await expect(formItem).toContainText(
    'El formulario debe estar activo y no tener campos obligatorios: la ventanilla solo llena el asunto.',
  );
  await expectNoAxeViolations(page, formItem);

  await choose(page, 'pqrs-intake-form', fitForm);
  await expect(formItem).not.toContainText('El formulario debe estar activo');
  await page.getByTestId('pqrs-settings-save').click();
  await expect(page.getByText('Ventanilla guardada.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Ventanilla abierta', { exact: true })).toBeChecked();
  await expect(settingsItem(page, 'Formulario donde se radican')).toContainText(fitForm);
  await expect(settingsItem(page, 'Persona que recibe')).toContainText(admin.name);
});

test('on a phone the window’s settings open from the menu drawer and keep to its width', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.getByTestId('menu-open').click();
  await page.getByRole('dialog').getByTestId('menu-pqrs').click();
  await expect(page).toHaveURL('/company/pqrs');
  await expect(typeRow(page, 'Reclamo de datos personales')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, typeRow(page, 'Reclamo de datos personales'));
});
