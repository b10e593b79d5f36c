import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, choose, expectNoAxeViolations, logInAsAdmin } from './support.ts';

/**
 * The screens the other specs pass by, scanned with axe-core for WCAG 2.2 AA (issue 10, point 22):
 * together with the scans in every other spec, each screen of the app is checked at least once.
 */
test.describe.configure({ mode: 'serial' });

test('a link without its token, the missing-file screen and the password renewal', async ({
  page,
}) => {
  await page.goto('/nueva-contrasena');
  await expectNoAxeViolations(page, page.getByRole('link', { name: 'Solicitar un nuevo enlace' }));

  await logInAsAdmin(page);
  await page.goto('/file-not-found');
  await expectNoAxeViolations(page, page.getByRole('heading', { level: 1 }));
  await page.goto('/renew-password');
  await expectNoAxeViolations(page, page.getByTestId('current-password'));
});

test('the edit screens of a user, a role, a work group, a form and a list item', async ({
  page,
  request,
}) => {
  const { headers } = await adminApi(request);
  const role = await request.post('/api/v1/roles/', { headers, data: { name: 'Archivo central' } });
  expect(role.status()).toBe(201);
  const group = await request.post('/api/v1/users/work-groups/', {
    headers,
    data: { name: 'Correspondencia' },
  });
  expect(group.status()).toBe(201);
  const user = await request.post('/api/v1/users/', {
    headers,
    data: {
      user_name: 'sofia.archivo',
      first_name: 'Sofía',
      last_name: 'Archivo',
      document_type: 1,
      document_reference: '5550001',
      email: 'sofia.archivo@example.com',
      phone: '3005550001',
      user_type: 2,
    },
  });
  expect(user.status()).toBe(201);

  await logInAsAdmin(page);
  await page.getByTestId('menu-users-list').click();
  const admin = page.getByRole('row', { name: new RegExp(ADMIN.userName) });
  await admin.getByTestId('user-edit').click();
  await expectNoAxeViolations(page, page.getByTestId('user-form-first-name'));
  // The history of a new user: the admin's own holds ids too long to wrap (issue 10, point 18).
  await page.goto(`/user/log/${(await user.json()).id}`);
  await expectNoAxeViolations(page, page.getByRole('row').nth(1));

  await page.getByTestId('menu-users-list').click();
  await page.getByTestId('users-search').locator('input').fill('nadie se llama así');
  await page.getByTestId('users-search').locator('input').press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(ADMIN.userName) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByTestId('menu-roles').click();
  await page
    .getByRole('row', { name: /Archivo central/ })
    .getByTestId('role-edit')
    .click();
  await page.getByTestId('role-form-name').fill('');
  await page.getByTestId('role-form-submit').click();
  await expect(page.getByTestId('role-form-name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByTestId('menu-work-groups').click();
  await page
    .getByRole('row', { name: /Correspondencia/ })
    .getByTestId('work-group-edit')
    .click();
  await expectNoAxeViolations(page, page.getByTestId('work-group-form-name'));

  await page.getByTestId('menu-forms-list').click();
  await page
    .getByRole('row', { name: /Solicitudes PQRS/ })
    .getByTestId('form-edit')
    .click();
  await expectNoAxeViolations(page, page.getByTestId('form-form-name'));

  await page.getByTestId('menu-lists-consult').click();
  await page
    .getByRole('row', { name: /Tipos de solicitud/ })
    .getByTestId('list-items')
    .click();
  await page.getByRole('row', { name: /Queja/ }).getByTestId('item-edit').click();
  await expectNoAxeViolations(page, page.getByTestId('item-form-name'));
});

test('the audit log, filtered, with an entry opened', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByTestId('menu-audit-logs').click();
  await expectNoAxeViolations(page, page.getByTestId('audit-filter-module'));
  await choose(page, 'audit-filter-module', 'Roles');
  await expectNoAxeViolations(page, page.getByTestId('audit-entry-detail').first());
  await page.getByTestId('audit-entry-detail').first().click();
  await expectNoAxeViolations(page, page.getByTestId('audit-entry-drawer'));
});
