import { expect, type Page, test } from '@playwright/test';
import { oneTaskDiagram } from '../apps/server/test/diagrams.ts';
import { choose, expectNoAxeViolations, logInAsAdmin } from './support.ts';
import { filedThroughApi } from './window-support.ts';
import { adminWorkflowApi, workflowSetting } from './workflow-support.ts';

test.describe.configure({ mode: 'serial' });

let formId: string;
/** The role whose members the company names its PQRS supervisors. */
const supervisors = `Supervisores de PQRS ${Date.now()}`;

/**
 * The demo company's window files into a form whose workflow starts on filing, in the admin's
 * name: each PQRS lands in the admin's task box.
 */
test.beforeAll(async () => {
  const api = await adminWorkflowApi();
  const setting = await workflowSetting(api, {
    diagram: oneTaskDiagram,
    form: `PQRS con flujo ${Date.now()}`,
    workflow: 'Atención de PQRS',
    mandatoryStart: true,
  });
  formId = setting.formId;
  await api.send('put', '/pqrs/settings/', {
    window_open: true,
    intake_form_id: formId,
    receiver_id: api.admin.id,
    policy_text: 'Demo S.A.S. trata sus datos personales para responder su solicitud.',
    ask_characterisation: false,
  });
  await api.send('post', '/roles/', { name: supervisors }, 201);
  await api.context.dispose();
});

const rowOf = (page: Page, number: string) =>
  page.locator('[data-testid="task-box-table"] tr[data-row-key]').filter({ hasText: number });

test('the legal due date shows in the task box beside the step’s deadline, and sorts the box', async ({
  page,
}) => {
  const { number } = await filedThroughApi(page.request);
  await logInAsAdmin(page);
  await page.goto(`/taskBox?numbers=${number}&order_by=legal_due_at`);
  const table = page.getByTestId('task-box-table');
  await expect(table.getByRole('columnheader', { name: 'Plazo legal (PQRS)' })).toBeVisible();
  const row = rowOf(page, number);
  // Two deadlines, each with its colour and the words for it: the step's and the law's.
  await expect(row.getByTestId('task-deadline')).toHaveCount(2);
  await expect(row.getByTestId('task-deadline').nth(1)).toHaveAttribute('data-colour', 'green');
  await expect(table.getByRole('columnheader', { name: 'Plazo legal (PQRS)' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expectNoAxeViolations(page, row);

  // The filters narrow by where the PQRS stands against the law's term.
  await page.keyboard.press('/');
  await choose(page, 'task-box-legal-deadline', 'A tiempo');
  await page.getByTestId('task-box-search').press('Enter');
  await expect(page).toHaveURL(/legal_deadline=on_time/);
  await expect(rowOf(page, number)).toBeVisible();
});

test('the office remits a PQRS it is not competent for from its record, by keyboard', async ({
  page,
}) => {
  const { number } = await filedThroughApi(page.request);
  await logInAsAdmin(page);
  await page.goto(`/taskBox?numbers=${number}`);
  await rowOf(page, number).getByTestId('task-box-open').click();
  await page.getByTestId('process-record').click();
  const panel = page.getByTestId('record-pqrs');
  await expect(panel).toContainText('Solicito copia del contrato de arrendamiento del local.');

  await panel.getByTestId('pqrs-remit').press('Enter');
  const dialog = page.getByTestId('pqrs-remit-dialog');
  await expect(dialog).toContainText('dentro de los cinco días hábiles');
  await page
    .getByLabel('Entidad competente', { exact: true })
    .fill('Superintendencia de Industria y Comercio');
  await page.keyboard.press('Tab');
  await page.keyboard.type('contactenos@sic.gov.co');
  await page.keyboard.press('Tab');
  await page.keyboard.type('El contrato lo custodia la Superintendencia, no la empresa.');
  await expectNoAxeViolations(page, dialog);
  await page.getByTestId('pqrs-remit-dialog-confirm').press('Enter');
  await expect(page.getByText('Se remitió la PQRS y se avisó al peticionario.')).toBeVisible();
  await expect(panel).toContainText('Remitida a otra entidad');
  await expect(panel).toContainText(
    'A Superintendencia de Industria y Comercio (contactenos@sic.gov.co)',
  );
  await expect(panel.getByTestId('task-deadline')).toHaveCount(0);
  await expect(panel.getByTestId('pqrs-remit')).toHaveCount(0);
  await expectNoAxeViolations(page, panel);
});

test('an admin names the PQRS supervisors, when they hear of one due, and that overdue ones escalate', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/company/pqrs');
  const days = page.getByTestId('pqrs-due-soon-days');
  await expect(days).toHaveValue('3');
  await choose(page, 'pqrs-supervisor-role', supervisors);
  await days.fill('5');
  await page.getByLabel('Pasar las tareas de una PQRS vencida a un supervisor').press('Space');
  await expectNoAxeViolations(page, page.getByTestId('pqrs-notices-save'));
  await page.getByTestId('pqrs-notices-save').press('Enter');
  await expect(page.getByText('Se guardaron los avisos.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('pqrs-due-soon-days')).toHaveValue('5');
  await expect(
    page.getByLabel('Pasar las tareas de una PQRS vencida a un supervisor'),
  ).toBeChecked();
  await expect(
    page.locator('.ant-form-item').filter({ hasText: 'Rol de supervisores de PQRS' }),
  ).toContainText(supervisors);
});
