import { expect, test } from '@playwright/test';
import { expectFitsPhone, expectNoAxeViolations, logInAsAdmin, PHONE } from './support.ts';

const title = 'Trabajos en segundo plano fallidos';
const none = 'No hay trabajos fallidos.';

test('an admin opens the failed background jobs from the menu and finds none', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-background-jobs').click();
  await expect(page).toHaveURL('/background-jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · Custodia`);
  await expect(page.getByText(none)).toBeVisible();
  await expectNoAxeViolations(page, page.getByText(none));
});

test('on a phone the screen opens from the menu drawer and keeps to its width', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.getByTestId('menu-open').click();
  await page.getByRole('dialog').getByTestId('menu-background-jobs').click();
  await expect(page.getByText(none)).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, page.getByText(none));
});
