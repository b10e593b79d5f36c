import { expect, test } from '@playwright/test';
import {
  choose,
  expectNoAxeViolations,
  linkMailedTo,
  logIn,
  logInAsAdminOnScreen,
  logOut,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

const person = {
  userName: 'laura.rios',
  fullName: 'Laura Ríos',
  email: 'laura.rios@example.com',
  password: 'Laura123!',
  newPassword: 'Nueva456$',
};
const login = `${person.userName}@demo.co`;

test('the admin creates a user and sets her password', async ({ page }) => {
  await logInAsAdminOnScreen(page);
  await page.getByTestId('menu-users-create').click();
  await expect(page).toHaveURL('/user/create');
  await expectNoAxeViolations(page);

  await page.getByTestId('user-form-user-name').fill(person.userName);
  await page.getByTestId('user-form-first-name').fill('Laura');
  await page.getByTestId('user-form-last-name').fill('Ríos');
  await choose(page, 'user-form-document-type', 'Cédula de ciudadanía');
  await page.getByTestId('user-form-document-reference').fill('1020304050');
  await page.getByTestId('user-form-email').fill(person.email);
  await page.getByTestId('user-form-phone').fill('3001234567');
  await choose(page, 'user-form-user-type', 'Estándar');
  await page.getByTestId('user-form-submit').click();
  await expect(page.getByText('Usuario creado')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/user/list');
  const row = page.getByRole('row', { name: new RegExp(person.userName) });
  await expect(row).toContainText(person.fullName);
  await row.getByTestId('user-status').click();
  await expectNoAxeViolations(page, page.getByTestId('new-password'));
  await page.getByTestId('new-password').fill(person.password);
  await page.getByTestId('new-password-confirmation').fill(person.password);
  await page.getByTestId('admin-password-submit').click();
  await expect(page.getByText('Contraseña asignada.')).toBeVisible();
  await expectNoAxeViolations(page);
  await logOut(page);
});

test('the new user logs in and is kept out of user administration', async ({ page }) => {
  await logIn(page, login, person.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('header-user-name')).toHaveText(person.fullName);
  await expectNoAxeViolations(page);
  await expect(page.getByTestId('menu-users-list')).toHaveCount(0);
  await page.goto('/user/list');
  await expect(page).toHaveURL('/dashboard');
  await logOut(page);
});

test('forgot password: the e-mailed link sets a new password', async ({ page }) => {
  const asked = new Date(Date.now() - 1000);
  await page.goto('/');
  await page.getByTestId('login-forgot').click();
  await expectNoAxeViolations(page, page.getByTestId('recover-email'));
  await page.getByTestId('recover-email').fill(login);
  await page.getByTestId('recover-submit').click();
  await expect(page.getByTestId('recover-sent')).toBeVisible();
  await expectNoAxeViolations(page);

  const link = await linkMailedTo(person.email, asked);
  expect(new URL(link).pathname).toBe('/restablecimiento-de-contrasena');
  await page.goto(link);
  await expectNoAxeViolations(page, page.getByTestId('new-password'));
  await page.getByTestId('new-password').fill(person.newPassword);
  await page.getByTestId('new-password-confirmation').fill(person.newPassword);
  await page.getByTestId('password-link-submit').click();
  await expect(page.getByText('Su contraseña quedó asignada')).toBeVisible();
  await expectNoAxeViolations(page);

  // The link served once: opened again, it says so before anything is typed.
  await page.goto(link);
  await expect(
    page.getByText('El enlace ya no sirve: se usó, expiró o no es válido.'),
  ).toBeVisible();
  await expect(page.getByTestId('request-new-link')).toBeVisible();
  await expect(page.getByTestId('new-password')).toHaveCount(0);

  await logIn(page, login, person.password);
  await expect(page.getByRole('dialog', { name: 'Datos incorrectos' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await logIn(page, login, person.newPassword);
  await expect(page).toHaveURL('/dashboard');
  await logOut(page);
});

test('three wrong passwords lock the account', async ({ page }) => {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await logIn(page, login, 'Wrong123!');
    await expect(page.getByRole('dialog', { name: 'Datos incorrectos' })).toBeVisible();
    await page.getByRole('button', { name: 'Aceptar' }).click();
  }
  await logIn(page, login, 'Wrong123!');
  const locked = page.getByRole('dialog', { name: 'Cuenta bloqueada' });
  await expect(locked).toBeVisible();
  await expect(locked).toContainText('Contacte al administrador');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Aceptar' }).click();

  await logIn(page, login, person.newPassword);
  await expect(page.getByRole('dialog', { name: 'Cuenta bloqueada' })).toBeVisible();
});

test('only an administrator unlocks the account', async ({ page }) => {
  await logInAsAdminOnScreen(page);
  await page.goto('/user/list');
  const row = page.getByRole('row', { name: new RegExp(person.userName) });
  await expect(row).toContainText('Bloqueado');
  await expectNoAxeViolations(page);
  await row.getByTestId('user-status').click();
  await choose(page, 'user-status-select', 'Activo');
  await page.getByTestId('user-status-submit').click();
  await expect(page.getByText('Estado actualizado.')).toBeVisible();
  await expect(page.getByTestId('user-current-status')).toHaveText('Activo');
  await expectNoAxeViolations(page);
  await logOut(page);

  await logIn(page, login, person.newPassword);
  await expect(page).toHaveURL('/dashboard');
});
