import type { DashboardDto } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { designForm, textbox, tokenWithFormGrant } from '../../test/form-fixtures.ts';
import {
  call,
  createUserWithPassword,
  login,
  memberOfNewRole,
  ownerQuery,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { levelEntry, trdNode } from '../../test/trd-grant-fixtures.ts';

const t = useCompanyServer('dashboard.co');

async function dashboardOf(token: string): Promise<DashboardDto> {
  const response = await call(t.server, 'GET', '/dashboard/summary/', { token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('dashboard', () => {
  it('counts the company users by status for those who may list users', async () => {
    await createUserWithPassword(t.server, t.company);
    const summary = await dashboardOf(t.company.adminToken);
    expect(summary.users).toEqual({
      total: 2,
      active: 2,
      locked: 0,
      inactive: 0,
      retired: 0,
      locked_by_expiry: 0,
    });
  });

  it('keeps the user counts from everyone else', async () => {
    const user = await createUserWithPassword(t.server, t.company, { user_type: 2 });
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    expect((await dashboardOf(token)).users).toBeNull();
  });

  it('charts filing per day over 30 days in the forms the reader may query, and keeps it from others', async () => {
    const file = (formId: string) =>
      t.asAdmin('POST', `/form/forms/${formId}/records/`, {
        subject: 'Solicitud de prueba',
        support_type: 2,
        document_date: '2026-01-15',
        values: {},
      });
    const queried = (await designForm(t.asAdmin, [textbox('Nota')])).form;
    const other = (await designForm(t.asAdmin, [textbox('Nota')])).form;
    for (const formId of [queried.id, queried.id, other.id]) {
      expect((await file(formId)).statusCode).toBe(201);
    }
    // One of the queried form's records was filed three days ago, in Bogotá's calendar.
    await ownerQuery(
      t.server,
      `UPDATE records SET created_at = now() - interval '3 days'
        WHERE id = (SELECT id FROM records WHERE form_id = $1 ORDER BY created_at LIMIT 1)`,
      [queried.id],
    );
    const bogotaDay = (daysAgo: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
        new Date(Date.now() - daysAgo * 86_400_000),
      );

    const admin = (await dashboardOf(t.company.adminToken)).records;
    expect(admin).toMatchObject({ forms: 2, records: 3 });
    expect(admin?.per_day).toHaveLength(30);
    expect(admin?.per_day.at(-1)).toEqual({ day: bogotaDay(0), count: 2 });
    expect(admin?.per_day.at(-4)).toEqual({ day: bogotaDay(3), count: 1 });
    expect(admin?.per_day.reduce((sum, day) => sum + day.count, 0)).toBe(3);

    const searcher = await tokenWithFormGrant(t, { form_id: queried.id, query: true });
    const seen = (await dashboardOf(searcher)).records;
    expect(seen).toMatchObject({ forms: 1, records: 2 });
    expect(seen?.per_day.at(-1)).toEqual({ day: bogotaDay(0), count: 1 });

    const filer = await tokenWithFormGrant(t, { form_id: other.id, file: true });
    expect((await dashboardOf(filer)).records).toBeNull();
  });

  it('counts the series in force the reader may consult, and is null for whom consults none', async () => {
    const fund = await trdNode(t, 1, null, '100', 'Fondo');
    const section = await trdNode(t, 2, fund, '110', 'Jurídica');
    const contracts = await trdNode(t, 4, section, '111', 'Contratos');
    await trdNode(t, 5, contracts, '111.1', 'Obra');
    await trdNode(t, 6, contracts, 'EXP-1', 'Puente');
    await trdNode(t, 4, section, '112', 'Procesos');
    const retired = await trdNode(t, 4, section, '113', 'Derogada');
    await ownerQuery(t.server, 'UPDATE trd_nodes SET status = 2 WHERE id = $1', [retired]);

    expect((await dashboardOf(t.company.adminToken)).trd).toEqual({ series: 3 });
    const { role, user } = await memberOfNewRole(t, 2);
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    expect((await dashboardOf(token)).trd).toBeNull();
    await t.asAdmin('POST', `/roles/${role.id}/levels-trd-permissions/`, {
      levels_trd_permissions: [levelEntry(contracts, 4, fund, ['consult'])],
    });
    const again = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    expect((await dashboardOf(again)).trd).toEqual({ series: 2 });
  });
});
