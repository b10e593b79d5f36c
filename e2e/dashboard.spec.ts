import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin } from './support.ts';

test('the dashboard shows the company filing: its forms, its records and a bar for each of 30 days', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const card = page.getByTestId('dashboard-records-records');
  await expect(card).toBeVisible();
  // The demo company has its two active forms and the senders' directory filed at start.
  await expect(page.getByTestId('dashboard-records-forms')).toContainText('2');
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
