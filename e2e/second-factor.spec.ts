import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  adminApi,
  expectFitsPhone,
  expectNoAxeViolations,
  logIn,
  logOut,
  PHONE,
  person,
} from './support.ts';

const PASSWORD = 'Factor123!x';

/**
 * A code of the authenticator one step ahead: the step its setting-up took is never taken again,
 * and the server accepts the next one from now on, without the test waiting for the clock.
 */
const nextCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });

test('a person sets up an authenticator, signs in with its code, then with a recovery code', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const userName = `totp.${suffix}`;
  await person(
    request,
    await adminApi(request),
    { userName, password: PASSWORD, name: 'Tomás Otero' },
    String(Date.now()).slice(-8),
  );
  const login = `${userName}@demo.co`;

  await logIn(page, login, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-security').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seguridad de la cuenta' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Seguridad de la cuenta/);
  await expect(page.getByTestId('sessions').getByText('Esta sesión')).toBeVisible();

  await page.getByTestId('second-factor-enrol').click();
  await expect(page.getByTestId('second-factor-qr')).toBeVisible();
  const secret = (await page.getByTestId('second-factor-secret').innerText()).trim();
  await expectNoAxeViolations(page, page.getByTestId('second-factor-qr'));
  await page
    .getByTestId('second-factor-code')
    .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByTestId('second-factor-confirm').click();

  const codes = page.getByTestId('recovery-codes').locator('li');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().innerText()).trim();
  await page.getByTestId('recovery-codes-done').click();
  await expect(page.getByTestId('second-factor-state')).toContainText('Activo desde');
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logOut(page);

  // The password alone no longer opens a session: the code is asked on the same screen.
  await logIn(page, login, PASSWORD);
  await expect(page.getByTestId('login-code')).toBeFocused();
  await expectNoAxeViolations(page, page.getByTestId('login-code'));
  await page.getByTestId('login-code').fill(nextCode(secret));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await logOut(page);

  await logIn(page, login, PASSWORD);
  await page.getByTestId('login-code').fill(recoveryCode);
  await page.getByTestId('login-code-submit').click();
  await expect(page).toHaveURL('/dashboard');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-security').click();
  await expect(page.getByText('Le quedan 9 códigos de recuperación.')).toBeVisible();
  await logOut(page);

  // Used once: the same recovery code is refused on its field.
  await logIn(page, login, PASSWORD);
  await page.getByTestId('login-code').fill(recoveryCode);
  await page.getByTestId('login-code-submit').click();
  await expect(page.getByText('El código no es válido.', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a member of a role the company requires a factor of sets it up before any other screen', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const suffix = Date.now().toString(36);
  const userName = `required.${suffix}`;
  const userId = await person(
    request,
    api,
    { userName, password: PASSWORD, name: 'Rita Requerida' },
    String(Date.now()).slice(-8),
  );
  const role = await api.post('/roles/', { name: `Firmantes ${suffix}` });
  await api.post(`/roles/${role.id}/members/`, { users_uuid: [userId] });
  const policy = (data: object) =>
    request.put('/api/v1/company/second-factor/', { headers: api.headers, data });
  expect((await policy({ required_for: 'roles', role_ids: [role.id] })).ok()).toBe(true);
  try {
    await logIn(page, `${userName}@demo.co`, PASSWORD);
    await expect(page).toHaveURL('/second-factor/enrol');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configurar el segundo factor' }),
    ).toBeVisible();
    await expect(page.getByTestId('second-factor-qr')).toBeVisible();
    await expectNoAxeViolations(page, page.getByTestId('second-factor-qr'));
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page);
    const secret = (await page.getByTestId('second-factor-secret').innerText()).trim();
    await page.getByTestId('second-factor-code').fill(nextCode(secret));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
    await page.getByTestId('recovery-codes-done').click();
    await expect(page).toHaveURL('/dashboard');
  } finally {
    await policy({ required_for: 'none' });
  }
});
