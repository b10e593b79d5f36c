import { expect, test } from '@playwright/test';
import { logInAsAdmin, logOut } from './support.ts';

test('the demo admin logs in in Spanish and sees the shell', async ({ page }) => {
  await logInAsAdmin(page);
  await expect(page.getByTestId('header-user-name')).toHaveText('Administrador Demo S.A.S.');
  await expect(page.getByTestId('header-domain')).toContainText('demo.co');
  await expect(page.getByTestId('footer-version')).toContainText('1.175.0');
  await expect(page.getByTestId('menu-users')).toBeVisible();
  await expect(page.getByTestId('dashboard-users-total')).toContainText(/\d+/);
  await logOut(page);
});

test('a visitor is sent to the login page from a protected screen', async ({ page }) => {
  await page.goto('/user/list');
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

test('a logged-in user is sent to the dashboard from the login-only screens', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/user/recoverpassword');
  await expect(page).toHaveURL('/dashboard');
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page.getByTestId('not-found-title')).toBeVisible();
  await page.getByTestId('not-found-home').click();
  await expect(page).toHaveURL('/');
});

test('the language chosen at login is kept', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-select').click();
  await page.getByTitle('English', { exact: true }).click();
  await expect(page.getByTestId('login-submit')).toHaveText(/log in/i);
  await page.reload();
  await expect(page.getByTestId('login-submit')).toHaveText(/log in/i);
  await page.getByTestId('language-select').click();
  await page.getByTitle('Español', { exact: true }).click();
  await expect(page.getByTestId('login-submit')).toHaveText(/ingresar|iniciar/i);
});

test('a list of one says "1 registro"', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/user/list?name=admin%40demo.co');
  await expect(page.getByRole('row', { name: /admin@demo\.co/ })).toBeVisible();
  await expect(page.getByText('1 registro', { exact: true })).toBeVisible();
});

test('on a 1366 px screen every list shows all its columns without scrolling', async ({ page }) => {
  test.slow(); // seven screens
  await page.setViewportSize({ width: 1366, height: 768 });
  await logInAsAdmin(page);
  const lists = [
    '/user/list',
    '/user/roles',
    '/user/workgroup',
    '/user/Third-party-accounts',
    '/formsdesigner/list',
    '/formsdesigner/consultlist',
    '/audit/logs',
  ];
  for (const path of lists) {
    await page.goto(path);
    await expect(page.getByRole('columnheader').last()).toBeVisible();
    // The widths that count are those of the rows, once they are in.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const headers = await page.getByRole('columnheader').all();
    expect(headers.length, path).toBeGreaterThan(2);
    // The status and the row actions come last: in full view means no column hides to the right.
    for (const [index, header] of headers.entries()) {
      await expect(header, `${path}, column ${index + 1}`).toBeInViewport({ ratio: 1 });
    }
  }
});
