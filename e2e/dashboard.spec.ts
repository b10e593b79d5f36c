import { expect, test } from '@playwright/test';
import { oneTaskDiagram } from '../apps/server/test/diagrams.ts';
import { expectNoAxeViolations, logInAsAdmin } from './support.ts';
import { adminWorkflowApi, workflowSetting } from './workflow-support.ts';

test('the dashboard shows the company filing: its forms, its records and a bar for each of 30 days', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const card = page.getByTestId('dashboard-records-records');
  await expect(card).toBeVisible();
  // The demo company has its two active forms and the senders' directory filed at start; the
  // browser tests that ran before may have added forms of their own.
  const forms = page.getByTestId('dashboard-records-forms');
  await expect(forms).toContainText(/\d/);
  expect(
    Number((await forms.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, '')),
  ).toBeGreaterThanOrEqual(2);
  expect(
    Number((await card.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, '')),
  ).toBeGreaterThan(0);
  const chart = page.getByRole('img', { name: 'Radicados por día en los últimos 30 días' });
  const bars = chart.locator('rect');
  await expect(bars).toHaveCount(30);
  await expectNoAxeViolations(page);
  expect(Number(await bars.last().getAttribute('data-count'))).toBeGreaterThan(0);

  // Read without a pointer: the days at either end, the total, and the busiest day.
  const counts = await Promise.all((await bars.all()).map((bar) => bar.getAttribute('data-count')));
  const total = counts.reduce((sum, count) => sum + Number(count), 0);
  const busiest = Math.max(...counts.map(Number));
  const today = (await bars.last().locator('title').textContent())?.split(':')[0] ?? '';
  await expect(page.getByTestId('dashboard-filing-range')).toContainText(today);
  await expect(page.getByTestId('dashboard-filing-summary')).toHaveText(
    new RegExp(`^${total} radicados? en estos 30 días; el día con más: .+ \\(${busiest}\\)$`),
  );
});

test("the dashboard shows the person's task figures, each opening the task box on what it counts, and the menu counts the unread", async ({
  page,
}) => {
  const api = await adminWorkflowApi();
  const setting = await workflowSetting(api, {
    diagram: oneTaskDiagram,
    form: 'Solicitudes del tablero',
    workflow: 'Flujo del tablero',
  });
  const process = await setting.startedProcess(10, 'Pedido que espera en el tablero');
  const { tasks } = await api.send<{ tasks: { id: string }[] }>(
    'get',
    `/workflows/process/${process.id}/`,
  );
  await logInAsAdmin(page);

  const total = page.getByTestId('dashboard-tasks-total');
  await expect(total).toBeVisible();
  const figure = async (testId: string) =>
    Number(
      (await page.getByTestId(testId).locator('.ant-statistic-content-value').innerText()).replace(
        /\D/g,
        '',
      ),
    );
  expect(await figure('dashboard-tasks-total')).toBeGreaterThan(0);
  for (const field of ['free', 'due_soon', 'overdue']) {
    await expect(page.getByTestId(`dashboard-tasks-${field}`)).toBeVisible();
  }
  await expect(page.getByTestId('dashboard-tasks-overdue')).toHaveAttribute(
    'href',
    '/taskBox?deadline=overdue',
  );
  await expect(page.getByTestId('dashboard-tasks-due_soon')).toHaveAttribute(
    'href',
    '/taskBox?deadline=due_soon',
  );
  await expect(
    page
      .getByTestId('dashboard-overdue-tasks')
      .or(page.getByTestId('dashboard-tasks-none-overdue')),
  ).toBeVisible();
  await expect(page.getByTestId('dashboard-trd-series')).toBeVisible();

  // The task just given is unread: the menu's task box says how many wait, in words too.
  const entry = page.getByTestId('menu-task-box');
  const unread = Number(
    (await page.getByTestId('menu-task-box-count').innerText()).replace(/\D/g, ''),
  );
  expect(unread).toBeGreaterThan(0);
  // Its name starts with what is seen (WCAG 2.5.3, checked by the scan below).
  await expect(entry).toHaveAccessibleName(/^Bandeja de tareas \d+ tareas? sin leer$/);
  await expectNoAxeViolations(page);

  await page.getByTestId('dashboard-tasks-total').click();
  await expect(page).toHaveURL('/taskBox');

  // Once the task is opened, back in the box the badge counts one fewer.
  await page.goto(`/taskBox/detail/${tasks[0]?.id}`);
  await expect(page.getByTestId('task-detail')).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL('/taskBox');
  const left = page.getByTestId('menu-task-box-count');
  if (unread === 1) await expect(left).toHaveCount(0);
  else await expect(left).toHaveText(String(unread - 1));
});
