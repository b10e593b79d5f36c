import { expect, type Page, test } from '@playwright/test';
import {
  expectFitsPhone,
  expectNoAxeViolations,
  logInAsAdmin,
  logInAsAdminOnScreen,
  logOut,
  PHONE,
} from './support.ts';

test('the demo admin logs in in Spanish and sees the shell', async ({ page }) => {
  await logInAsAdminOnScreen(page);
  await expect(page.getByTestId('header-user-name')).toHaveText('Administrador Demo S.A.S.');
  await expect(page.getByTestId('header-domain')).toContainText('demo.co');
  await expect(page.getByTestId('footer-version')).toContainText('1.175.0');
  await expect(page.getByTestId('menu-users')).toBeVisible();
  await expect(page.getByTestId('dashboard-users-total')).toContainText(/\d+/);
  await expectNoAxeViolations(page);
  await logOut(page);
});

test('a visitor is sent to the login page from a protected screen', async ({ page }) => {
  await page.goto('/user/list');
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a logged-in user is sent to the dashboard from the login-only screens', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/user/recoverpassword');
  await expect(page).toHaveURL('/dashboard');
  await expectNoAxeViolations(page, page.getByTestId('dashboard-welcome'));
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expectNoAxeViolations(page);
  await page.getByTestId('not-found-home').click();
  await expect(page).toHaveURL('/');
});

test('the language chosen at login is kept', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-select').click();
  await page.getByTitle('English', { exact: true }).click();
  await expect(page.getByTestId('login-submit')).toHaveText(/log in/i);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByTestId('login-submit')).toHaveText(/log in/i);
  await page.getByTestId('language-select').click();
  await page.getByTitle('Español', { exact: true }).click();
  await expect(page.getByTestId('login-submit')).toHaveText(/ingresar|iniciar/i);
});

/** The screen's name: the browser tab says it, and it is the page's one h1, said once. */
async function expectScreen(page: Page, name: string): Promise<void> {
  await expect(page).toHaveTitle(`${name} · Custodia`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main').getByText(name, { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
}

test('every screen is named in the browser tab and by one h1', async ({ page }) => {
  await page.goto('/');
  await expectScreen(page, 'Iniciar sesión');
  await page.getByTestId('login-forgot').click();
  await expectScreen(page, 'Recuperar contraseña');
  await page.goto('/no/such/screen');
  await expectScreen(page, 'Página no encontrada');

  await logInAsAdmin(page);
  await expectScreen(page, 'Inicio');
  await page.getByTestId('menu-users-list').click();
  await expectScreen(page, 'Usuarios');
  await page.getByTestId('menu-roles').click();
  await expectScreen(page, 'Roles');
  await page.getByTestId('menu-forms-create').click();
  await expectScreen(page, 'Crear formulario');
  await page.getByTestId('menu-audit-logs').click();
  await expectScreen(page, 'Registros de auditoría');
});

test('a list of one says "1 registro"', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/user/list?name=admin%40demo.co');
  await expect(page.getByRole('row', { name: /admin@demo\.co/ })).toBeVisible();
  await expect(page.getByText('1 registro', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a 1366 px screen every list shows all its columns without scrolling', async ({ page }) => {
  test.slow(); // seventeen screens
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
    '/record/list/forms',
    '/record/list/form',
    '/taskBox/free',
    '/trash',
    '/export-data',
    '/workflow/list',
    '/documentary-types/list',
    '/trd/expedients/consultation',
    '/trd/expedients/due',
    '/reports/signatures',
  ];
  for (const path of lists) {
    await page.goto(path);
    await expect(page.getByRole('columnheader').last()).toBeVisible();
    // The widths that count are those of the rows, once they are in.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const headers = await page.getByRole('columnheader').all();
    expect(headers.length, path).toBeGreaterThan(2);
    await expectNoAxeViolations(page);
    // The status and the row actions come last: in full view means no column hides to the right.
    for (const [index, header] of headers.entries()) {
      await expect(header, `${path}, column ${index + 1}`).toBeInViewport({ ratio: 1 });
    }
  }
});

test('on a 1366 px screen the side menu shows every entry whole, in Spanish and in French', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await logInAsAdmin(page);
  const menu = page.getByRole('menu').first();
  /** The entries whose text runs past their box, cut by an ellipsis. */
  const cut = () =>
    menu.evaluate((list) =>
      [...list.querySelectorAll('.ant-menu-item, .ant-menu-submenu-title')]
        .filter((entry) => entry.scrollWidth > entry.clientWidth)
        .map((entry) => entry.textContent),
    );
  await expect(menu.getByRole('link', { name: 'Consultar estructura documental' })).toBeVisible();
  expect(await cut()).toEqual([]);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-language-fr').click();
  await expect(
    menu.getByRole('link', { name: 'Consulter la structure documentaire' }),
  ).toBeVisible();
  expect(await cut()).toEqual([]);
  await expectNoAxeViolations(page);
});

test('on a phone the side menu is a drawer that a choice closes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.getByTestId('menu-open').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('menu-users-list')).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByTestId('menu-users-list').click();
  await expect(page).toHaveURL('/user/list');
  await expect(drawer).toBeHidden();

  // The screen has the phone's whole width; the wide table scrolls sideways in its card, the page not.
  const main = await page.getByRole('main').boundingBox();
  expect(main?.width).toBeGreaterThan(360);
  await expect(page.getByRole('row', { name: /admin@demo\.co/ })).toBeVisible();
  const table = await page.getByRole('table').boundingBox();
  expect(table?.width).toBeGreaterThan(390);
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);
});

test('the language menu closes once a language is chosen', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByTestId('user-menu').click();
  // In the menu itself, not in a submenu that opens on hover and reopened under the pointer.
  await expect(page.getByTestId('user-menu-language-en')).toBeVisible();
  await page.getByTestId('user-menu-language-en').click();
  await expect(page.getByTestId('dashboard-welcome')).toContainText('Welcome');
  await expect(page.getByTestId('user-menu-language-fr')).toBeHidden();
  await expectNoAxeViolations(page);
});

test("a message opens below the header, clear of the user's name", async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-users-list').click();
  await page
    .getByRole('row', { name: /admin@demo\.co/ })
    .getByTestId('user-edit')
    .click();
  await page.getByTestId('user-form-submit').click();
  const message = page.getByText('Usuario actualizado.');
  await expect(message).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
  // The message slides in from above: where it settles is what the person reads.
  await expect
    .poll(async () => (await message.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(headerBottom);
  await expectNoAxeViolations(page, message);
});
