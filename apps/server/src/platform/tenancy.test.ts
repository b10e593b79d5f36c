import type { ErrorBody, UserDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Company,
  callAs,
  companyWithAdmin,
  createUserWithPassword,
  send,
  startTestServer,
  type TestServer,
  userInput,
} from '../../test/test-server.ts';
import { asApp, inTenant, system } from './work.ts';

const asSystem = (tenantId: string) => ({ tenantId, actor: system, language: 'es' as const });

let server: TestServer;
let first: Company;
let second: Company;
let firstUser: UserDto;

beforeAll(async () => {
  server = await startTestServer();
  first = await companyWithAdmin(server, 'first.co');
  second = await companyWithAdmin(server, 'second.co');
  firstUser = await createUserWithPassword(server, first);
});
afterAll(() => server.close());

describe('tenant isolation through the API', () => {
  it('shows a company only its own users', async () => {
    const list = (
      await send(server, api.users.list, { query: { per_page: 100 } }, { token: second.adminToken })
    ).json();
    expect(list.items.map((user: UserDto) => user.user_name)).toEqual(['admin@second.co']);
    const dashboard = (
      await send(server, api.dashboard.summary, {}, { token: second.adminToken })
    ).json();
    expect(dashboard.users?.total).toBe(1);
  });

  it('answers “not found” for every read or change of another company’s user, and changes nothing', async () => {
    const token = second.adminToken;
    const id = firstUser.id;
    const before = (
      await send(server, api.users.get, { params: { id } }, { token: first.adminToken })
    ).json();
    const attempts = await Promise.all([
      send(server, api.users.get, { params: { id } }, { token }),
      send(server, api.users.update, { params: { id }, body: { phone: '3110000000' } }, { token }),
      send(server, api.users.changeStatus, { params: { id }, body: { status: 3 } }, { token }),
      send(
        server,
        api.users.setPassword,
        { params: { id }, body: { password: 'Hijack123!', password_confirmation: 'Hijack123!' } },
        { token },
      ),
      send(server, api.users.logs, { params: { id } }, { token }),
      send(server, api.users.avatar, { params: { id } }, { token }),
    ]);
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().code).toBe(10004);
    }
    const unchanged = (
      await send(server, api.users.get, { params: { id } }, { token: first.adminToken })
    ).json();
    expect(unchanged).toEqual(before);
  });

  it('keeps audit entries, the chain check and company settings per company', async () => {
    const audit = (
      await send(server, api.audit.list, { query: { per_page: 100 } }, { token: second.adminToken })
    ).json();
    expect(
      audit.items.every(
        (entry: { user_name: string | null }) => entry.user_name !== 'admin@first.co',
      ),
    ).toBe(true);
    expect(audit.items.some((entry) => entry.entity_id === firstUser.id)).toBe(false);
    const company = (await send(server, api.company.get, {}, { token: second.adminToken })).json();
    expect(company.domain).toBe('second.co');
    await send(
      server,
      api.company.update,
      { body: { password_expiration_days: 30 } },
      { token: second.adminToken },
    );
    expect(
      (await send(server, api.company.get, {}, { token: first.adminToken })).json()
        .password_expiration_days,
    ).toBe(90);
  });

  it('creates users of the same name in two companies without conflict', async () => {
    const input = userInput({ user_name: 'same.name' });
    expect(
      (await send(server, api.users.create, { body: input }, { token: first.adminToken }))
        .statusCode,
    ).toBe(201);
    expect(
      (await send(server, api.users.create, { body: input }, { token: second.adminToken }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a token whose company prefix was swapped for another company', async () => {
    const secondId = (await send(server, api.company.get, {}, { token: second.adminToken })).json()
      .id;
    const secret = first.adminToken.split('.')[1];
    const swapped = await send(server, api.users.list, {}, { token: `${secondId}.${secret}` });
    expect(swapped.statusCode).toBe(401);
  });
});

describe('tenant isolation of roles, work groups and third-party accounts', () => {
  it('never shows or lets another company change them, nor use its users as members', async () => {
    const asFirst = callAs({ server }, () => first.adminToken);
    const role = (await asFirst(api.roles.create, { body: { name: 'Rol de la primera' } })).json();
    await asFirst(api.roles.addMembers, {
      params: { id: role.id },
      body: { users_uuid: [firstUser.id] },
    });
    const group = (
      await asFirst(api.workGroups.create, { body: { name: 'Grupo de la primera' } })
    ).json();
    const account = (
      await asFirst(api.apiAccounts.create, { body: { name: 'Cuenta de la primera' } })
    ).json();

    const token = second.adminToken;
    const lists = await Promise.all(
      [api.roles.list, api.workGroups.list, api.apiAccounts.list].map((endpoint) =>
        send(server, endpoint, {}, { token }).then((r) => r.json()),
      ),
    );
    for (const list of lists) expect(list.count).toBe(0);

    const attempts = await Promise.all([
      send(server, api.roles.get, { params: { id: role.id } }, { token }),
      send(
        server,
        api.roles.update,
        { params: { id: role.id }, body: { name: 'Robado' } },
        { token },
      ),
      send(
        server,
        api.roles.removeMember,
        { params: { id: role.id, memberId: firstUser.id } },
        { token },
      ),
      send(server, api.roles.members, { params: { id: role.id } }, { token }),
      send(
        server,
        api.roles.setPermissions,
        {
          params: { id: role.id },
          body: { permissions: [3], designer_forms: true, designer_workflows: true },
        },
        { token },
      ),
      send(server, api.workGroups.get, { params: { id: group.id } }, { token }),
      send(
        server,
        api.workGroups.update,
        { params: { id: group.id }, body: { name: 'Robado' } },
        { token },
      ),
      send(server, api.workGroups.candidates, { params: { id: group.id } }, { token }),
      send(server, api.apiAccounts.regeneratePassword, { params: { id: account.id } }, { token }),
      send(
        server,
        api.apiAccounts.changeStatus,
        { params: { id: account.id }, body: { status: 3 } },
        { token },
      ),
    ]);
    for (const response of attempts) expect(response.statusCode).toBe(404);

    const ownRole = (
      await send(server, api.roles.create, { body: { name: 'Propio' } }, { token })
    ).json();
    const borrowed = await send(
      server,
      api.roles.addMembers,
      { params: { id: ownRole.id }, body: { users_uuid: [firstUser.id] } },
      { token },
    );
    expect(borrowed.json<ErrorBody>().code).toBe(10032);
    const still = (
      await send(server, api.roles.get, { params: { id: role.id } }, { token: first.adminToken })
    ).json();
    expect(still).toMatchObject({ name: 'Rol de la primera', members_count: 1, permissions: [] });
  });
});

describe('row-level security in the database', () => {
  it('returns no tenant rows to the application role when no company is set', async () => {
    const rows = await asApp(server.app.platform, 'es', async ({ tx }) => ({
      users: await tx.query('SELECT * FROM users'),
      sessions: await tx.query('SELECT * FROM sessions'),
      audit: await tx.query('SELECT * FROM audit_logs'),
      tokens: await tx.query('SELECT * FROM password_tokens'),
      roles: await tx.query('SELECT * FROM roles'),
      roleMembers: await tx.query('SELECT * FROM role_members'),
      groups: await tx.query('SELECT * FROM work_groups'),
      groupMembers: await tx.query('SELECT * FROM work_group_members'),
    }));
    expect(Object.values(rows).every((table) => table.length === 0)).toBe(true);
  });

  it('returns only the set company’s rows even when the SQL asks for all', async () => {
    const firstId = (await send(server, api.company.get, {}, { token: first.adminToken })).json()
      .id;
    const names = await inTenant(server.app.platform, asSystem(firstId), ({ tx }) =>
      tx.query<{ user_name: string }>('SELECT user_name FROM users'),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((row) => row.user_name.endsWith('@first.co'))).toBe(true);
  });

  it('refuses to write a row for another company', async () => {
    const firstId = (await send(server, api.company.get, {}, { token: first.adminToken })).json()
      .id;
    const secondId = (await send(server, api.company.get, {}, { token: second.adminToken })).json()
      .id;
    await expect(
      inTenant(server.app.platform, asSystem(firstId), ({ tx }) =>
        tx.query(
          `INSERT INTO users (tenant_id, user_name, first_name, last_name, document_type,
                              document_reference, email, phone, user_type)
           VALUES ($1, 'intruder@second.co', 'In', 'Truder', 1, 'X99999', 'x@x.co', '30000000', 3)`,
          [secondId],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('runs application queries as a role that is neither owner, superuser nor BYPASSRLS', async () => {
    const [role] = await asApp(server.app.platform, 'es', ({ tx }) =>
      tx.query<{ rolsuper: boolean; rolbypassrls: boolean; owns: boolean }>(
        `SELECT r.rolsuper, r.rolbypassrls,
                EXISTS (SELECT 1 FROM pg_tables WHERE tableowner = current_user) AS owns
           FROM pg_roles r WHERE r.rolname = current_user`,
      ),
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, owns: false });
  });
});
