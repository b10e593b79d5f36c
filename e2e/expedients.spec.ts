import fs from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, expectAccessible, logInAsAdmin } from './support.ts';

type Branch = { fund: string; series: string; headers: Record<string, string> };

/** A fund → section → series of the demo company's TRD, built through the API as the admin. */
async function series(request: APIRequestContext): Promise<Branch> {
  const session = await request.post('/api/v1/auth/login/', {
    data: { user_name: ADMIN.userName, password: ADMIN.password },
  });
  const headers = { authorization: `Bearer ${(await session.json()).access}` };
  const created = async (url: string, data: Record<string, unknown>) => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).id as string;
  };
  const suffix = Date.now().toString(36);
  const fund = await created('/api/v1/trd/backgrounds/', {
    code: `E${suffix}`,
    name: `Fondo ${suffix}`,
  });
  const section = await created(`/api/v1/trd/backgrounds/${fund}/sections/`, {
    parent_uuid: fund,
    code: '100',
    name: 'Gerencia',
  });
  const contracts = await created(`/api/v1/trd/backgrounds/${fund}/series/`, {
    parent_uuid: section,
    code: '100.1',
    name: 'Contratos',
    office_years: 2,
    central_years: 8,
  });
  return { fund, series: contracts, headers };
}

test('an archivist opens an expedient, closes it and downloads its electronic index', async ({
  page,
  request,
}) => {
  const branch = await series(request);
  const number = `CTO-${Date.now().toString(36)}`;
  await logInAsAdmin(page);

  await page.goto(`/trd/expedient/${branch.series}/${branch.fund}`);
  await page.getByTestId('expedient-form-number').fill(number);
  await page.getByTestId('expedient-form-name').fill('Contrato de obra');
  await page.getByTestId('expedient-form-subject').fill('Construcción de la sede');
  await expectAccessible(page);
  await page.getByTestId('expedient-form-submit').click();

  await expect(page.getByText(`${number} · Contrato de obra`)).toBeVisible();
  await expect(page.getByTestId('expedient-status')).toHaveText('Abierto');
  await expectAccessible(page, page.getByTestId('expedient-files'));

  await page.getByTestId('expedient-close').click();
  await page.getByTestId('expedient-close-confirm').click();
  await expect(page.getByTestId('expedient-status')).toHaveText('Cerrado');
  await expect(page.getByTestId('expedient-index-hash')).toContainText(/[0-9a-f]{64}/);
  await expect(page.getByTestId('expedient-close')).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('expedient-index-xml').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`indice-${number}.xml`);
  const xml = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(xml).toContain(`<numero>${number}</numero>`);

  await page.getByTestId('expedient-verify').click();
  await expect(page.getByTestId('expedient-verify-result')).toContainText('íntegro');
});

test('the consultation finds an expedient from the side menu by its number', async ({
  page,
  request,
}) => {
  const branch = await series(request);
  const number = `LIC-${Date.now().toString(36)}`;
  const created = await request.post(`/api/v1/trd/backgrounds/${branch.fund}/expedients/`, {
    headers: branch.headers,
    data: { serie_subserie_uuid: branch.series, number, name: 'Licencia', opened_on: '2026-01-15' },
  });
  expect(created.status()).toBe(201);
  await logInAsAdmin(page);
  await page.getByTestId('menu-expedient-consult').click();
  const search = page.getByTestId('expedients-search-number').locator('input');
  await search.fill(number);
  await search.press('Enter');
  await page.getByTestId(`expedient-open-${number}`).click();
  await expect(page.getByTestId('expedient-status')).toHaveText('Abierto');
  await page.getByTestId('expedient-back').click();
  await expect(page.getByTestId(`expedient-open-${number}`)).toBeVisible();
  await expectAccessible(page);
  // Its configurers also see which closed expedients are due to leave an archive.
  await page.getByTestId('expedients-due').click();
  await expect(page.getByTestId('expedients-due-stage')).toBeVisible();
  await expectAccessible(page);
});
