import { expect as baseExpect, type Page, test } from '@playwright/test';
import { choose, expectNoAxeViolations, logInAsAdmin, PHONE } from './support.ts';
import { filedThroughApi } from './window-support.ts';
import { adminWorkflowApi, type WorkflowApi, workflowSetting } from './workflow-support.ts';

// The filing solves a proof of work and the answer is rendered and sealed: seconds on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const outgoingForm = 'Respuestas de la ventanilla';
const template = 'Respuesta de estudio';

let api: WorkflowApi;
let intakeFormId: string;

/** The demo company's window, open, and an outgoing form whose workflow is one VoBo step. */
test.beforeAll(async () => {
  api = await adminWorkflowApi();
  const form = await api.send<{ id: string }>('post', '/form/forms/', {
    name: 'PQRS por responder',
    description: 'Donde la ventanilla radica',
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
  intakeFormId = form.id;
  await api.send('put', '/pqrs/settings/', {
    window_open: true,
    intake_form_id: form.id,
    receiver_id: api.admin.id,
    policy_text: 'Demo S.A.S. trata sus datos personales para responder su solicitud.',
    ask_characterisation: false,
  });
  await workflowSetting(api, {
    diagram: {
      nodes: { start: 'startEvent:Respuesta', vobo: 'userTask:Visto bueno', end: 'endEvent:Fin' },
      flows: ['start>vobo', 'vobo>end'],
    },
    form: outgoingForm,
    workflow: 'Visto bueno de respuestas',
    mandatoryStart: true,
  });
});

test.afterAll(async () => {
  await api.context.dispose();
});

async function recordIdOf(number: string): Promise<string> {
  const found = await api.send<{ items: { id: string; number: string }[] }>(
    'post',
    `/form/forms/${intakeFormId}/records/search-filter/`,
    { text: number },
  );
  return found.items.find((row) => row.number === number)?.id ?? '';
}

/** The outgoing radicado's one VoBo task, completed through the API by its holder, the admin. */
async function giveVobo(outgoing: { record_id: string; form_id: string }): Promise<void> {
  const [process] = await api.send<{ id: string }[]>(
    'get',
    `/workflows/process/records/${outgoing.form_id}/${outgoing.record_id}/`,
  );
  const { tasks } = await api.send<{ tasks: { id: string; status: number }[] }>(
    'get',
    `/workflows/process/${process?.id}/`,
  );
  const open = tasks.find((task) => task.status === 1);
  await api.send('patch', `/workflows/process-task/${open?.id}/status/`, { status: 2 });
}

/** The window's settings: the outgoing form and a template, set on screen by keyboard and mouse. */
async function setAnswering(page: Page): Promise<void> {
  await page.goto('/company/pqrs');
  const answering = page.getByTestId('pqrs-answering');
  await expect(answering).toBeVisible();
  await choose(page, 'pqrs-outgoing-form', outgoingForm);
  await page.getByTestId('pqrs-answering-save').click();
  await expect(page.getByText('Formulario de salida guardado.')).toBeVisible();

  await page.getByTestId('pqrs-template-add').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Agregar plantilla' });
  await dialog.getByTestId('pqrs-template-name').fill(template);
  await dialog
    .getByTestId('pqrs-template-body')
    .fill(
      'Señor(a) {{petitioner}}:\n\nSu PQRS {{number}}, radicada el {{filed_date}}, está en estudio; le responderemos antes del {{due_date}}.',
    );
  await expectNoAxeViolations(page, dialog);
  await dialog.getByTestId('pqrs-template-save').press('Enter');
  await expect(page.getByText('Plantilla guardada.')).toBeVisible();
  await expect(page.getByTestId('pqrs-templates')).toContainText(template);
  await expectNoAxeViolations(page, page.getByTestId('pqrs-templates'));
}

test('the office answers with a template, VoBo and seal; the person reads it on the tracking page', async ({
  page,
  browser,
  request,
}) => {
  const filed = await filedThroughApi(request, {
    subject: 'Estado de mi pensión',
    text: 'Quiero saber en qué estado está mi solicitud de pensión.',
    petitioner: { name: 'Marta Gil', document_type: 'CC', document_number: '41234567' },
  });
  await logInAsAdmin(page);
  await setAnswering(page);

  await page.goto(`/record/details/${await recordIdOf(filed.number)}/${intakeFormId}`);
  const answer = page.getByTestId('pqrs-answer');
  await expect(answer.getByRole('heading', { name: 'Respuesta' })).toBeVisible();
  await choose(page, 'pqrs-answer-template', template);
  await answer.getByTestId('pqrs-answer-fill').click();
  const text = answer.getByTestId('pqrs-answer-text');
  await expect(text).toHaveValue(
    new RegExp(`^Señor\\(a\\) Marta Gil:\\n\\nSu PQRS ${filed.number}`),
  );
  await text.press('End');
  await text.pressSequentially('\n\nCordialmente, la oficina de correspondencia.');
  await expectNoAxeViolations(page, text);
  await answer.getByTestId('pqrs-answer-prepare').click();
  await expect(page.getByText('espera el visto bueno')).toBeVisible();

  const outgoingLink = answer.getByTestId('pqrs-answer-outgoing-link');
  const outgoingNumber = (await outgoingLink.textContent()) ?? '';
  await expect(answer.getByTestId('pqrs-answer-vobo')).toHaveText('Pendiente');
  await expect(answer.getByTestId('pqrs-answer-send')).toHaveCount(0);
  await expect(page.getByTestId('record-links')).toContainText(`Respondido por${outgoingNumber}`);

  const href = (await outgoingLink.getAttribute('href')) ?? '';
  const [, recordId = '', formId = ''] = /\/record\/details\/([^/]+)\/([^/]+)/.exec(href) ?? [];
  await giveVobo({ record_id: recordId, form_id: formId });
  await page.reload();
  await expect(answer.getByTestId('pqrs-answer-vobo')).toHaveText('Dado');
  await answer.getByTestId('pqrs-answer-seal').press('Enter');
  await expect(answer.getByTestId('pqrs-answer-signed')).toHaveText('Sello de la empresa');

  await answer.getByTestId('pqrs-answer-send').press('Enter');
  const sending = page.getByRole('dialog', { name: 'Enviar la respuesta al peticionario' });
  await expect(sending.getByLabel('Solo la página de seguimiento')).toBeChecked();
  await expectNoAxeViolations(page, sending);
  await sending.getByTestId('pqrs-answer-send-dialog-confirm').press('Enter');
  await expect(answer.getByTestId('pqrs-answered')).toContainText('Respondida a tiempo');
  await expect(page.getByTestId('record-pqrs-facts')).toContainText('Respondida');
  await expectNoAxeViolations(page, answer.getByTestId('pqrs-answered'));

  // The outgoing radicado's detail links back to the PQRS it answers.
  await outgoingLink.click();
  await expect(page.getByTestId('record-links')).toContainText(`Responde a${filed.number}`);

  const person = await browser.newContext({ viewport: PHONE, isMobile: true, locale: 'es-CO' });
  const phone = await person.newPage();
  const query = new URLSearchParams({ number: filed.number, code: filed.tracking_code });
  await phone.goto(`/window/demo.co/tracking?${query}`);
  await phone.getByTestId('tracking-submit').click();
  const shown = phone.getByTestId('tracking-answer');
  await expect(shown.getByRole('heading')).toHaveText(`Respuesta ${outgoingNumber}`);
  await expect(shown).toContainText('Cordialmente, la oficina de correspondencia.');
  await expectNoAxeViolations(phone, shown);
  const download = phone.waitForEvent('download');
  await shown.getByRole('button', { name: 'Descargar la respuesta firmada' }).click();
  baseExpect((await download).suggestedFilename()).toBe(`${outgoingNumber}.pdf`);
  await person.close();
});
