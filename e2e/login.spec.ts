import { expect, test } from '@playwright/test';
import { ADMIN, expectFitsPhone, expectNoAxeViolations, logOut, PHONE } from './support.ts';

/**
 * The login screen is drawn by the plain kit, without antd (docs/decisions.md 44): it must read,
 * answer the keyboard and mark its fields as the antd forms do.
 */
test('a person logs in with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  // The language button comes first, then the form.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('language-select')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('login-user-name')).toBeFocused();
  await page.keyboard.type(ADMIN.userName);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('login-password')).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Mostrar' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-password')).toHaveValue(ADMIN.password);
  await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Ocultar' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('login-submit')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await logOut(page);
});

test('the fields say what is missing, and each message goes once its field is typed in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('login-submit').click();
  const userName = page.getByTestId('login-user-name');
  const password = page.getByTestId('login-password');
  await expect(page.getByRole('alert')).toHaveText([
    '¡Este campo es obligatorio!',
    '¡Este campo es obligatorio!',
  ]);
  await expect(userName).toHaveAttribute('aria-invalid', 'true');
  await expect(userName).toHaveAccessibleDescription('¡Este campo es obligatorio!');
  await expectNoAxeViolations(page);

  await userName.fill('admin');
  await expect(userName).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('alert')).toHaveCount(1);
  await page.getByTestId('login-submit').click();
  await expect(userName).toHaveAccessibleDescription(/usuario@dominio/);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
});

test('on a phone the card spans the screen, and the language menu switches to French', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const card = await page.locator('section').boundingBox();
  expect(card?.width).toBeGreaterThan(350);
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  await page.getByTestId('language-select').click();
  await expect(page.getByTestId('language-select')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTitle('Français')).toBeHidden();
  await expect(page.getByTestId('language-select')).toBeFocused();
  await page.getByTestId('language-select').click();
  await page.getByTitle('Français', { exact: true }).click();
  await expect(page.getByTestId('login-submit')).toHaveText('Se connecter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  await expectNoAxeViolations(page);
});
