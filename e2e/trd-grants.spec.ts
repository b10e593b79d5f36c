import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  adminApi,
  expand,
  expectNoAxeViolations,
  logIn,
  logInAsAdmin,
  recordWithFile,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

const member = { userName: 'lucia.archivo', password: 'Lucia123!x' };

/** Setup through the API, as the admin: a small tree and a standard user alone in a role. */
async function setUp(request: APIRequestContext) {
  const { headers, post } = await adminApi(request);
  const fund = await post('/trd/backgrounds/', { code: '700', name: 'Fondo' });
  const section = await post(`/trd/backgrounds/${fund.id}/sections/`, {
    parent_uuid: fund.id,
    code: '710',
    name: 'Jurídica',
  });
  for (const [code, name] of [
    ['711', 'Contratos'],
    ['712', 'Procesos'],
  ]) {
    const created = await post(`/trd/backgrounds/${fund.id}/series/`, {
      parent_uuid: section.id,
      code,
      name,
    });
    if (code === '711') contractsSeries = created.id;
  }
  const user = await post('/users/', {
    user_name: member.userName,
    first_name: 'Lucía',
    last_name: 'Archivo',
    document_type: 1,
    document_reference: 'E2ETRD001',
    email: 'lucia.archivo@example.com',
    phone: '3001112233',
    user_type: 2,
  });
  await request.patch(`/api/v1/users/${user.id}/new-password/`, {
    headers,
    data: { password: member.password, password_confirmation: member.password },
  });
  const role = await post('/roles/', { name: 'Consulta de contratos' });
  await post(`/roles/${role.id}/members/`, { users_uuid: [user.id] });
  return { role, headers };
}

type SetUp = Awaited<ReturnType<typeof setUp>>;

let roleId: string;
let contractsSeries: string;
let api: SetUp;
const series = '711-Contratos (Serie)';

/** The admin on the role's configuration, the level picker open on the series. */
async function stageSeries(page: Page): Promise<void> {
  await logInAsAdmin(page);
  await page.goto(`/user/roles/config/${roleId}/consulta-de-contratos`);
  await page.getByTestId('trd-grant-level').click();
  await expand(page, 'ant-select-tree', '700-Fondo (Fondo)');
  await expand(page, 'ant-select-tree', '710-Jurídica (Sección)');
  await page.getByTitle(series, { exact: true }).click();
  await page
    .getByTestId('trd-grant-permissions')
    .getByRole('checkbox', { name: 'Consultar' })
    .check();
  await page.getByTestId('trd-grant-stage').click();
  await expect(page.getByTestId('trd-grants-staged')).toContainText(series);
}

test('the admin stages consult on one series of the TRD and saves it in the role', async ({
  page,
  request,
}) => {
  api = await setUp(request);
  roleId = api.role.id;
  await stageSeries(page);
  await expectNoAxeViolations(page, page.getByTestId('trd-grants-staged'));
  await page.getByTestId('trd-grants-submit').click();
  await expect(page.getByTestId('trd-grants')).toContainText(series);
  await expect(page.getByTestId('trd-grants-staged')).toHaveCount(0);
});

test('a level that already has what is staged is refused by name and taken off the list', async ({
  page,
}) => {
  await stageSeries(page);
  await page.getByTestId('trd-grants-submit').click();
  const refusal = page.getByRole('dialog');
  await expect(refusal).toContainText('El nivel 711-Contratos ya tiene el permiso de consultar.');
  await refusal.getByRole('button', { name: 'Quitar de la lista' }).click();
  await expect(page.getByTestId('trd-grants-staged')).toHaveCount(0);
});

test('the member sees that series and the path to it, not the series beside it', async ({
  page,
}) => {
  await logIn(page, `${member.userName}@demo.co`, member.password);
  await page.getByTestId('menu-trd-consult').click();
  const tree = page.getByTestId('trd-consult-tree');
  await expect(tree).toContainText('700-Fondo (Fondo)');
  await expect(tree).toContainText('Solo ruta');
  await expand(page, 'ant-tree', '700-Fondo (Fondo)');
  await expand(page, 'ant-tree', '710-Jurídica (Sección)');
  const granted = tree.getByTestId('trd-consult-node').filter({ hasText: '711-Contratos' });
  await expect(granted).toContainText('Consultar');
  await expect(tree).not.toContainText('712-Procesos');
  await expectNoAxeViolations(page, tree);
});

test('a file of a record filed in a form publishing to the series is found in the explorer', async ({
  page,
  request,
}) => {
  const { record } = await recordWithFile(request, await adminApi(request), {
    form: 'Contratos de prestación',
    file: 'acta-de-inicio.txt',
    trd_path_id: contractsSeries,
  });

  await logInAsAdmin(page);
  await page.goto('/trd/consult');
  const tree = page.getByTestId('trd-consult-tree');
  await expand(page, 'ant-tree', '700-Fondo (Fondo)');
  await expand(page, 'ant-tree', '710-Jurídica (Sección)');
  await tree.getByTestId('trd-consult-node').filter({ hasText: '711-Contratos' }).click();
  const files = page.getByTestId('trd-level-files');
  await expect(files).toContainText('acta-de-inicio.txt');
  await expect(files).toContainText(record.number);
  await expectNoAxeViolations(page, files);
  await files.getByRole('link', { name: 'acta-de-inicio.txt' }).click();
  await expect(page.getByTestId('record-detail')).toContainText(`Radicado ${record.number}`);
});
