import { expect, type Page, test } from '@playwright/test';
import { type DiagramSpec, oneTaskDiagram } from '../apps/server/test/diagrams.ts';
import { choose, expectFitsPhone, expectNoAxeViolations, logInAsAdmin, PHONE } from './support.ts';
import { adminWorkflowApi, createPerson, workflowSetting } from './workflow-support.ts';

test.describe.configure({ mode: 'serial' });

/** A review approved by management, whom the reviewer chooses, when the amount is high. */
const approvalDiagram: DiagramSpec = {
  nodes: {
    start: 'startEvent:Solicitud recibida',
    review: 'userTask:Revisar',
    decide: 'exclusiveGateway:¿Monto alto?',
    approve: 'userTask:Aprobación de gerencia',
    file: 'userTask:Archivar',
    end: 'endEvent:Fin',
  },
  flows: [
    'start>review',
    'review>decide',
    'decide>approve|Alto|[Valor] > 100',
    'decide>file|Bajo|[Valor] <= 100',
    'approve>end',
    'file>end',
  ],
};

/** The two records whose tasks the tests look for, among whatever else the admin holds. */
let numbers: string[] = [];
/** Three more, worked together in batch. */
const batchNumbers: string[] = [];
/** Two of low amounts, reviewed together in batch before a gateway. */
const lowNumbers: string[] = [];

test.beforeAll(async () => {
  const api = await adminWorkflowApi();
  const setting = await workflowSetting(api, {
    diagram: oneTaskDiagram,
    form: 'Solicitudes de la bandeja',
    workflow: 'Atención en la bandeja',
  });
  const first = await setting.startedProcess(10, 'Consulta de saldo');
  const second = await setting.startedProcess(20, 'Cambio de dirección');
  numbers = [first.record.number, second.record.number];
  for (const subject of ['Lote uno', 'Lote dos', 'Lote tres']) {
    batchNumbers.push((await setting.startedProcess(30, subject)).record.number);
  }
  const manager = await createPerson(api, 'Gerardo', 'Gerente', '5550077');
  const approval = await workflowSetting(api, {
    diagram: approvalDiagram,
    form: 'Solicitudes con aprobación',
    workflow: 'Aprobación por monto',
    chosenAt: { at: 'approve', people: [api.admin.id, manager.id] },
  });
  for (const amount of [20, 40]) {
    lowNumbers.push((await approval.startedProcess(amount)).record.number);
  }
});

/** The box showing only the two records' tasks, by subject. */
async function openBox(page: Page): Promise<void> {
  await page.goto(`/taskBox?numbers=${numbers.join(',')}&order_by=subject`);
  await expect(page.getByTestId('task-box-table')).toBeVisible();
}

const rows = (page: Page) => page.locator('[data-testid="task-box-table"] tr[data-row-key]');

test('a person finds a task by a counter, opens it by keyboard and completes it', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await openBox(page);
  await expect(rows(page)).toHaveCount(2);
  // Neither has been opened: both read in bold.
  await expect(rows(page).first()).toHaveClass(/task-box-unread/);

  // Just received, neither is overdue: the overdue counter finds none of them, on time both.
  await page.getByTestId('task-box-counter-overdue').click();
  await expect(page).toHaveURL(/deadline=overdue/);
  await expect(page.getByText('Ninguna tarea cumple los filtros.')).toBeVisible();
  const onTime = page.getByTestId('task-box-counter-on_time');
  await onTime.click();
  await expect(onTime).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('Cambio de dirección');
  await expect(rows(page).first()).toContainText('Atención en la bandeja');
  await expectNoAxeViolations(page, rows(page).first());

  // "?" lists the keys; "g" goes to the first task, "↓" to the next, Enter opens it.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog');
  await expect(help).toContainText('Atajos de teclado');
  await expectNoAxeViolations(page, help);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('g');
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/taskBox\/detail\/[0-9a-f-]+$/);
  await expect(page.getByTestId('process-record')).toContainText(numbers[0] as string);

  await page.getByTestId('task-complete').click();
  await page.getByTestId('task-complete-confirm').click();
  await expect(page.getByText('Tarea «Atender» completada.')).toBeVisible();
  await expect(page).toHaveURL('/taskBox');

  // The completed task left the box; the other is still there, opened by no one.
  await openBox(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Cambio de dirección');
});

test('the filters find several filing numbers and words of the subject', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/taskBox');
  await expect(page.getByTestId('task-box-table')).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByTestId('task-box-subject')).toBeFocused();
  await page.getByTestId('task-box-subject').fill('direccion');
  await page.getByTestId('task-box-search').click();
  await expect(page).toHaveURL(/subject=direccion/);
  await expect(rows(page).filter({ hasText: numbers[1] as string })).toHaveCount(1);
  await expectNoAxeViolations(page, page.getByTestId('task-box-table'));
});

test('the box as it is, columns included, is saved as a view and opened again', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await openBox(page);
  await page.getByTestId('task-box-columns-open').click();
  await page.getByTestId('task-box-columns').getByText('Remitente').click();
  await expect(page).toHaveURL(/hide=sender/);
  await expect(page.getByRole('columnheader', { name: 'Remitente' })).toHaveCount(0);

  await page.getByTestId('task-view-save').click();
  const dialog = page.getByRole('dialog');
  await page.getByTestId('task-view-name').fill('Solicitudes de la bandeja');
  await expectNoAxeViolations(page, dialog);
  await page.getByTestId('task-view-dialog-confirm').click();
  await expect(page.getByText('Vista «Solicitudes de la bandeja» guardada.')).toBeVisible();

  await page.goto('/taskBox');
  await expect(page.getByTestId('task-box-table')).toBeVisible();
  await choose(page, 'task-view-choose', 'Solicitudes de la bandeja');
  await expect(page).toHaveURL(/view=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'Remitente' })).toHaveCount(0);
  await expect(page.getByTestId('task-view-delete')).toBeVisible();
});

test('three tasks of one step are completed together, with one comment', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto(`/taskBox?numbers=${batchNumbers.join(',')}`);
  await expect(rows(page)).toHaveCount(3);
  // Selected by keyboard: "g" to the first row, x to select, ↓ to the next.
  await page.keyboard.press('g');
  for (const _ of batchNumbers) {
    await page.keyboard.press('x');
    await page.keyboard.press('ArrowDown');
  }
  await expect(page.getByTestId('task-box-selected')).toHaveText('3 tareas seleccionadas');
  await page.getByTestId('task-box-batch-complete').click();
  const wizard = page.getByRole('dialog');
  await expect(page.getByTestId('batch-verified')).toBeVisible();
  await expectNoAxeViolations(page, wizard);
  await page.getByTestId('batch-next').click();
  await expect(page.getByTestId('batch-current-step')).toHaveText('Atender');
  await page.getByTestId('batch-next').click();
  await page.getByTestId('batch-comment').fill('Atendidas en lote');
  await page.getByTestId('batch-next').click();
  // Once done, the batch is not verified again: its tasks are no longer in progress.
  const verified: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/task/process-batch/')) verified.push(sent.url());
  });
  await page.getByTestId('batch-complete').click();
  await expect(wizard).toBeHidden();
  await expect(page.getByText('Ninguna tarea cumple los filtros.')).toBeVisible();
  expect(verified).toEqual([]);
});

test("a batch whose records skip a step asks no one to give that step's task to", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto(`/taskBox?numbers=${lowNumbers.join(',')}`);
  await expect(rows(page)).toHaveCount(2);
  await page.keyboard.press('g');
  for (const _ of lowNumbers) {
    await page.keyboard.press('x');
    await page.keyboard.press('ArrowDown');
  }
  await page.getByTestId('task-box-batch-complete').click();
  const wizard = page.getByRole('dialog');
  await expect(page.getByTestId('batch-verified')).toBeVisible();
  await page.getByTestId('batch-next').click();
  // Both amounts are low: the process goes to "Archivar", never to management's approval.
  await expect(page.getByTestId('batch-current-step')).toHaveText('Revisar');
  await expect(wizard).toContainText('Archivar');
  await expect(wizard).not.toContainText('Aprobación de gerencia');
  await expect(page.getByTestId('batch-next-user')).toHaveCount(0);
  await expectNoAxeViolations(page, wizard);
  await page.getByTestId('batch-next').click();
  await page.getByTestId('batch-comment').fill('Revisadas en lote');
  await page.getByTestId('batch-next').click();
  await page.getByTestId('batch-complete').click();
  await expect(wizard).toBeHidden();
  // The admin files them too: both records wait there now.
  await expect(rows(page).filter({ hasText: 'Archivar' })).toHaveCount(2);
});

test('on a phone the task box fits the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await openBox(page);
  await expect(rows(page)).toHaveCount(1);
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, page.getByTestId('task-box-table'));
});
