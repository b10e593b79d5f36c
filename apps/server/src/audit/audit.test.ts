import { describe, expect, it } from 'vitest';
import {
  call,
  createUserWithPassword,
  login,
  ownerQuery,
  USER_PASSWORD,
  useCompanyServer,
  userInput,
} from '../../test/test-server.ts';

const t = useCompanyServer('audit.co');

const { asAdmin } = t;

describe('audit log', () => {
  it('records every mutation with who, what and the changes, newest first', async () => {
    const created = await call(t.server, 'POST', '/users/', {
      token: t.company.adminToken,
      body: userInput({ first_name: 'Auditada' }),
    });
    const user = created.json();
    await call(t.server, 'PATCH', `/users/${user.id}/status/`, {
      token: t.company.adminToken,
      body: { status: 3 },
    });
    const log = (await asAdmin('GET', '/audit/logs/?module=users&per_page=2')).json();
    expect(log.items).toMatchObject([
      { action: 'status', entity_id: user.id, changes: { status: { from: 1, to: 3 } } },
      { action: 'create', entity_id: user.id, user_name: 'admin@audit.co' },
    ]);
    expect(log.items[1].changes.first_name).toEqual({ from: undefined, to: 'Auditada' });
  });

  it('filters by action, user and a date range of at most 30 days', async () => {
    const byAction = (await asAdmin('GET', '/audit/logs/?action=login')).json();
    expect(byAction.items.every((entry: { action: string }) => entry.action === 'login')).toBe(
      true,
    );
    const byUser = (
      await asAdmin('GET', `/audit/logs/?user_id=${t.company.admin.user.id}&per_page=100`)
    ).json();
    expect(byUser.count).toBeGreaterThan(0);
    expect(
      byUser.items.every((entry: { user_id: string }) => entry.user_id === t.company.admin.user.id),
    ).toBe(true);

    const now = new Date();
    const from = new Date(now.getTime() - 3_600_000).toISOString();
    const inRange = await asAdmin('GET', `/audit/logs/?from=${from}&to=${now.toISOString()}`);
    expect(inRange.json().count).toBeGreaterThan(0);
    const tooLong = await asAdmin(
      'GET',
      `/audit/logs/?from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe(500006);
  });

  it('is readable only by administrators', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    expect((await call(t.server, 'GET', '/audit/logs/', { token })).statusCode).toBe(403);
    expect((await call(t.server, 'POST', '/audit/verify/', { token })).statusCode).toBe(403);
  });
});

describe('hash chain', () => {
  it('is intact after normal use and can be neither updated nor deleted by the application', async () => {
    const verified = (await asAdmin('POST', '/audit/verify/')).json();
    expect(verified.intact).toBe(true);
    expect(verified.checked).toBeGreaterThan(3);
    await expect(
      t.server.app.services.asApp((tx) => tx.query("UPDATE audit_logs SET action = 'nothing'")),
    ).rejects.toThrow();
    await expect(
      t.server.app.services.asApp((tx) => tx.query('DELETE FROM audit_logs')),
    ).rejects.toThrow();
  });

  it('detects a row edited behind the application’s back', async () => {
    const [target] = await ownerQuery<{ seq: string }>(
      t.server,
      "SELECT seq FROM audit_logs WHERE user_name = 'admin@audit.co' ORDER BY seq LIMIT 1 OFFSET 1",
    );
    await ownerQuery(t.server, 'ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update');
    await ownerQuery(
      t.server,
      `UPDATE audit_logs SET changes = '{"forged": true}' WHERE user_name = 'admin@audit.co' AND seq = $1`,
      [target?.seq],
    );
    await ownerQuery(t.server, 'ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update');
    const verified = (await asAdmin('POST', '/audit/verify/')).json();
    expect(verified).toMatchObject({ intact: false, broken_at: Number(target?.seq) });
  });
});
