import { datePartsIn } from '@custodia/contracts';
import { expect, type Page, test } from '@playwright/test';
import {
  adminApi,
  choose,
  expectNoAxeViolations,
  logIn,
  logInAsAdmin,
  logInAsAdminOnScreen,
  logOut,
  person,
  settledRows,
  USER_MANAGER,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

const manager = USER_MANAGER;

async function pickMember(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(name);
  await expectNoAxeViolations(page, page.getByTestId('member-candidate').filter({ hasText: name }));
  await page.getByTestId('member-candidate').filter({ hasText: name }).click();
  await page.keyboard.press('Escape');
}

test('the admin creates a role with the user-manager permission and adds a standard user', async ({
  page,
  request,
}) => {
  await person(request, await adminApi(request), manager, '7770011');

  await logInAsAdminOnScreen(page);
  await page.getByTestId('menu-roles').click();
  await expectNoAxeViolations(page, page.getByTestId('roles-create'));
  await page.getByTestId('roles-create').click();
  await expectNoAxeViolations(page, page.getByTestId('role-form-name'));
  await page.getByTestId('role-form-name').fill('Gestión de usuarios');
  await page.getByTestId('role-form-submit').click();
  await expect(page.getByText('Rol creado')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByTestId('role-permission-3').check();
  await page.getByTestId('role-permissions-save').click();
  await expect(page.getByText('Configuración guardada.')).toBeVisible();

  await page.goto('/user/roles');
  const row = page.getByRole('row', { name: /Gestión de usuarios/ });
  await expectNoAxeViolations(page, row);
  await row.getByTestId('role-members').click();
  await expectNoAxeViolations(page, page.getByTestId('member-picker'));
  await pickMember(page, 'member-picker', `${manager.name}`);
  await page.getByTestId('members-add').click();
  await expect(page.getByTestId('members-table')).toContainText(manager.login);
  await expectNoAxeViolations(page);
  await logOut(page);
});

test('the audit log names the role, its member and the permission given, in Spanish', async ({
  page,
}) => {
  await logInAsAdminOnScreen(page);
  await page.goto('/audit/logs');
  await choose(page, 'audit-filter-module', 'Roles');
  // The period is read on the company's clock, as the log shows its times (decision 79).
  const { day, month, year } = datePartsIn(new Date(), 'America/Bogota');
  const today = `${day}/${month}/${year}`;
  // The period's label names its first date; the second keeps the picker's own name.
  const start = page.getByRole('textbox', { name: 'Periodo' });
  const end = page.getByRole('textbox', { name: 'Fecha final' });
  await start.click();
  await page.keyboard.type(today);
  await page.keyboard.press('Enter');
  await expect(end).toBeFocused();
  await page.keyboard.type(today);
  await page.keyboard.press('Enter');
  await expect(end).toHaveValue(`${today} 23:59`);
  await expectNoAxeViolations(page);

  const rows = await settledRows(page);
  await expect(rows.filter({ hasText: 'Miembros agregados al rol' })).toContainText(
    'Rol Gestión de usuarios',
  );
  await rows
    .filter({ hasText: 'Miembros agregados al rol' })
    .getByTestId('audit-entry-detail')
    .click();
  const drawer = page.getByTestId('audit-entry-drawer');
  await expect(drawer).toContainText('Rol Gestión de usuarios');
  await expect(drawer.getByTestId('audit-change')).toHaveText([`Miembros: ${manager.name}`]);
  await expectNoAxeViolations(page, drawer);
  await page.keyboard.press('Escape');

  await rows
    .filter({ hasText: 'Cambio de permisos de configuración' })
    .getByTestId('audit-entry-detail')
    .click();
  await expect(drawer.getByTestId('audit-change')).toHaveText([
    'Permisos de configuración: agregados: Administrador de usuarios',
  ]);
  await page.keyboard.press('Escape');

  // The member's history names what each entry was about, and shows codes by their meaning.
  await page.goto('/user/list');
  await page
    .getByRole('row', { name: new RegExp(manager.userName) })
    .getByTestId('user-log')
    .click();
  const created = page.getByRole('row', { name: /Creación del usuario/ });
  await expect(created).toContainText(`Usuario ${manager.name}`);
  await expect(created).toContainText('Tipo de usuario: Estándar');
  await expectNoAxeViolations(page, created);
  await logOut(page);
});

test('the member manages users but not roles', async ({ page }) => {
  await logIn(page, manager.login, manager.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('menu-users-list')).toBeVisible();
  await expect(page.getByTestId('menu-roles')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByTestId('menu-users-create').click();
  await page.getByTestId('user-form-user-name').fill('creado.por.gestor');
  await page.getByTestId('user-form-first-name').fill('Creado');
  await page.getByTestId('user-form-last-name').fill('Gestor');
  await choose(page, 'user-form-document-type', 'Cédula de ciudadanía');
  await page.getByTestId('user-form-document-reference').fill('777888999');
  await page.getByTestId('user-form-email').fill('creado.gestor@example.com');
  await page.getByTestId('user-form-phone').fill('3007778899');
  await choose(page, 'user-form-user-type', 'Consulta');
  await page.getByTestId('user-form-submit').click();
  await expect(page.getByText('Usuario creado')).toBeVisible();

  await page.goto('/user/roles');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('access-refused')).toHaveText(
    'No tiene permiso para abrir «Roles».',
  );
  await logOut(page);
});

test('a work group with one member refuses activation', async ({ page, request }) => {
  await person(
    request,
    await adminApi(request),
    { userName: 'solo.miembro', name: 'Solo Miembro' },
    '7770012',
  );
  await logInAsAdminOnScreen(page);
  await page.getByTestId('menu-work-groups').click();
  await expectNoAxeViolations(page, page.getByTestId('work-groups-create'));
  await page.getByTestId('work-groups-create').click();
  await expectNoAxeViolations(page, page.getByTestId('work-group-form-name'));
  await page.getByTestId('work-group-form-name').fill('Ventanilla única');
  await pickMember(page, 'work-group-form-members', 'Solo Miembro');
  await page.getByTestId('work-group-form-submit').click();

  await page.goto('/user/workgroup');
  await page
    .getByRole('row', { name: /Ventanilla única/ })
    .getByTestId('work-group-members')
    .click();
  await expect(page.getByTestId('work-group-members-count')).toHaveText('1');
  await expectNoAxeViolations(page);
  await page.getByTestId('work-group-activate').click();
  await expect(page.getByText('Un grupo activo debe tener al menos 2 miembros.')).toBeVisible();
  await expectNoAxeViolations(page);
  await logOut(page);
});

test('a third-party account logs in through the API with its generated password', async ({
  page,
  request,
}) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-api-accounts').click();
  await expectNoAxeViolations(page, page.getByTestId('api-accounts-create'));
  await page.getByTestId('api-accounts-create').click();
  await expectNoAxeViolations(page, page.getByTestId('api-account-form-name'));
  await page.getByTestId('api-account-form-name').fill('Integración contable');
  await page.getByTestId('api-account-form-submit').click();
  const password = (await page.getByTestId('api-account-password').textContent()) ?? '';
  expect(password.length).toBeGreaterThanOrEqual(20);
  await expectNoAxeViolations(page);
  await page.getByTestId('api-account-password-close').click();
  await expect(page.getByRole('row', { name: /Integración contable/ })).toContainText(
    'api.integracion.contable@demo.co',
  );
  await expectNoAxeViolations(page);

  const token = await request.post('/api/v1/auth/token/', {
    data: { user_name: 'api.integracion.contable@demo.co', password },
  });
  expect(token.status()).toBe(200);
  const web = await request.post('/api/v1/auth/login/', {
    data: { user_name: 'api.integracion.contable@demo.co', password },
  });
  expect((await web.json()).code).toBe(10039);
});
