import type { DashboardDto } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import {
  call,
  createUserWithPassword,
  login,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

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
});
