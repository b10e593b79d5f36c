import { ConfigPermission } from '@custodia/contracts';
import { expect, type Page, test } from '@playwright/test';
import { type ImapServer, startImapServer } from '../apps/server/test/imap-server.ts';
import {
  choose,
  expectFitsPhone,
  expectNoAxeViolations,
  logIn,
  logInAsAdmin,
  PHONE,
} from './support.ts';
import { adminWorkflowApi, createPerson, type WorkflowApi } from './workflow-support.ts';

// The spec files in a form and as a clerk of its own: names unique to the run, should it run again.
const run = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'a');
const formName = `Correspondencia por correo ${run}`;
const subject = 'Solicitud de paz y salvo por correo';
const clerk = { password: 'Lucia123!', login: `lucia.${run}@demo.co` };

// The clerk classifies what the administrator's mailbox put in the tray.
test.describe.configure({ mode: 'serial' });

let imap: ImapServer;
let api: WorkflowApi;

/**
 * A real Dovecot holding one message in a folder of the spec's own; a form to file it in; and a
 * clerk whose role grants the capture tray and filing in that form, made through the API.
 */
test.beforeAll(async () => {
  imap = await startImapServer();
  await imap.append(
    [
      'From: Pedro Gómez <pedro@ciudadano.test>',
      'To: radicacion@demo.co',
      `Subject: ${subject}`,
      `Message-ID: <paz-y-salvo-${Date.now()}@ciudadano.test>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Solicito el paz y salvo del apartamento 301.',
      '',
    ].join('\r\n'),
    'Radicacion',
  );
  api = await adminWorkflowApi();
  const form = await api.send<{ id: string }>('post', '/form/forms/', {
    name: formName,
    description: 'Lo que llega por correo',
    sequence_length: 4,
    sticker_type: 1,
  });
  await api.send('post', '/form/fields/', {
    form_id: form.id,
    label: 'Observaciones',
    type_data: 'text',
    control_data: 'textbox',
  });
  await api.send('patch', `/form/forms/${form.id}/status/`, { status: 2 });
  const person = await createPerson(api, 'Lucia', run, String(Date.now()).slice(-8));
  await api.send('patch', `/users/${person.id}/new-password/`, {
    password: clerk.password,
    password_confirmation: clerk.password,
  });
  const role = await api.send<{ id: string }>('post', '/roles/', { name: `Bandeja ${run}` });
  await api.send('put', `/roles/${role.id}/permissions/`, {
    permissions: [ConfigPermission.capture],
    designer_forms: false,
    designer_workflows: false,
  });
  await api.send('post', `/roles/${role.id}/form-permissions/`, {
    form_id: form.id,
    file: true,
    query: true,
    view_files: true,
  });
  await api.send('post', `/roles/${role.id}/members/`, { users_uuid: [person.id] });
});

test.afterAll(async () => {
  // The mailbox goes first, so the server polls no stopped Dovecot.
  const boxes = await api.send<{ id: string }[]>('get', '/capture/mailboxes/');
  for (const box of boxes) await api.send('delete', `/capture/mailboxes/${box.id}/`);
  await api.context.dispose();
  await imap.stop();
});

/** The screen again until it shows what the job behind it did: a person reloads to see it. */
async function reloadUntilVisible(page: Page, testId: string, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId(testId)).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('an administrator adds a mailbox with a rule, and sees it read', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/capture/mailboxes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buzones de correo');

  await page.getByTestId('mailbox-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('mailbox-name').fill('Radicación por correo');
  await dialog.getByTestId('mailbox-host').fill(imap.host);
  await dialog.getByTestId('mailbox-port').fill(String(imap.port));
  await dialog.getByTestId('mailbox-tls').click();
  await dialog.getByTestId('mailbox-username').fill(imap.user);
  await dialog.getByTestId('mailbox-password').fill(imap.password);
  await dialog.getByTestId('mailbox-folder').fill('Radicacion');
  await choose(page, 'mailbox-receiver', api.admin.name);
  await page.getByTestId('rule-add').click();
  await dialog.getByTestId('rule-0-subject').fill('paz y salvo');
  await expect(page.getByTestId('rule-0-action')).toContainText('Dejar en la bandeja');
  await expectNoAxeViolations(page, dialog);
  await page.getByTestId('mailbox-save').click();
  await expect(page.getByText('Buzón guardado.')).toBeVisible();

  const row = page.getByTestId('mailbox-list').getByRole('row', { name: /Radicación por correo/ });
  await expect(row).toContainText('1 regla');
  await reloadUntilVisible(page, 'mailbox-list', 'Funcionando');
  await row.getByTestId('mailbox-test').click();
  await expect(page.getByText('La conexión funciona')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a clerk files a tray item into a form, also on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, clerk.login, clerk.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/capture/tray');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bandeja de captura');
  await reloadUntilVisible(page, 'tray-list', subject);
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  await page.getByLabel(`Elegir el correo ${subject}`).check();
  await expect(page.getByText('1 seleccionado')).toBeVisible();
  await choose(page, 'tray-form', formName);
  await page.getByTestId('tray-file').click();
  await expect(page.getByText('1 correo radicado.')).toBeVisible();
  await expect(page.getByTestId('tray-list')).not.toContainText(subject);
});
