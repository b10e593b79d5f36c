import type { ApiAccountSecretDto, ErrorBody } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import {
  createUserWithPassword,
  login,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('api.co');

const { asAdmin } = t;

async function newAccount(name: string): Promise<ApiAccountSecretDto> {
  const response = await asAdmin(api.apiAccounts.create, { body: { name } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

function token(userName: string, password: string) {
  return send(t.server, api.auth.token, { body: { user_name: userName, password } });
}

describe('third-party accounts', () => {
  it('get a generated strong password once and use it to obtain an API token', async () => {
    const account = await newAccount('Integración ERP');
    expect(account.user_name).toBe('api.integracion.erp@api.co');
    expect(account.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9])\S{20,}$/);
    const listed = (await asAdmin(api.apiAccounts.list)).json();
    expect(listed.items).toEqual([expect.not.objectContaining({ password: expect.anything() })]);

    const issued = await token(account.user_name, account.password);
    expect(issued.statusCode).toBe(200);
    const health = await send(t.server, api.auth.session, {}, { token: issued.json().access });
    expect(health.json().user_name).toBe(account.user_name);
  });

  it('cannot log in to the web app, and people cannot get API tokens', async () => {
    const account = await newAccount('Sin web');
    const web = await send(t.server, api.auth.login, {
      body: { user_name: account.user_name, password: account.password },
    });
    expect(web.statusCode).toBe(403);
    expect(web.json<ErrorBody>().code).toBe(10039);
    const person = await token('admin@api.co', 'Admin123!');
    expect(person.json<ErrorBody>().code).toBe(10040);
  });

  it('regenerating the password ends the old one and its tokens', async () => {
    const account = await newAccount('Rotación');
    const old = (await token(account.user_name, account.password)).json().access;
    const regenerated = await asAdmin(api.apiAccounts.regeneratePassword, {
      params: { id: account.id },
    });
    const { password } = regenerated.json();
    expect(password).not.toBe(account.password);
    expect((await send(t.server, api.auth.session, {}, { token: old })).statusCode).toBe(401);
    expect((await token(account.user_name, account.password)).json<ErrorBody>().code).toBe(10046);
    expect((await token(account.user_name, password)).statusCode).toBe(200);
  });

  it('gets roles like a user and acts with their permissions', async () => {
    const account = await newAccount('Con rol');
    const role = (await asAdmin(api.roles.create, { body: { name: 'Integraciones' } })).json();
    const candidates = (
      await asAdmin(api.roles.candidates, { params: { id: role.id }, query: { name: 'con rol' } })
    ).json();
    expect(candidates.items).toEqual([
      expect.objectContaining({ id: account.id, is_api_account: true }),
    ]);
    await asAdmin(api.roles.addMembers, {
      params: { id: role.id },
      body: { users_uuid: [account.id] },
    });
    await asAdmin(api.roles.setPermissions, {
      params: { id: role.id },
      body: {
        permissions: [3],
        designer_forms: false,
        designer_workflows: false,
      },
    });
    const access = (await token(account.user_name, account.password)).json().access;
    expect((await send(t.server, api.users.list, {}, { token: access })).statusCode).toBe(200);
    expect(
      (await asAdmin(api.apiAccounts.list, { query: { name: 'con' } })).json().items[0]?.roles,
    ).toEqual(['Integraciones']);
  });

  it('are kept out of the user list and can be deactivated', async () => {
    const account = await newAccount('Desactivable');
    const users = (await asAdmin(api.users.list, { query: { per_page: 1000 } })).json();
    expect(users.items.some((user: { id: string }) => user.id === account.id)).toBe(false);
    await asAdmin(api.apiAccounts.changeStatus, {
      params: { id: account.id },
      body: { status: 3 },
    });
    expect((await token(account.user_name, account.password)).json<ErrorBody>().code).toBe(10048);
  });

  it('are listed for standard users but created and managed only by admins', async () => {
    await newAccount('Visible');
    const user = await createUserWithPassword(t.server, t.company, { user_type: 2 });
    const standard = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    const listed = await send(t.server, api.apiAccounts.list, {}, { token: standard });
    expect(listed.statusCode).toBe(200);
    // The list says what each reader may do with an account: the web offers nothing more.
    expect(listed.json().items[0]?.abilities).toEqual({ manage: false });
    expect((await asAdmin(api.apiAccounts.list)).json().items[0]?.abilities).toEqual({
      manage: true,
    });
    const create = await send(
      t.server,
      api.apiAccounts.create,
      { body: { name: 'No permitido' } },
      { token: standard },
    );
    expect(create.statusCode).toBe(403);
    const duplicate = await asAdmin(api.apiAccounts.create, { body: { name: 'visible' } });
    expect(duplicate.json<ErrorBody>().code).toBe(10038);
  });
});
