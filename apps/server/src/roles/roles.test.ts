import type { RoleDto, UserDto } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import {
  call,
  companyWithAdmin,
  createUserWithPassword,
  login,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('roles.co');

const { asAdmin } = t;

async function newRole(name: string): Promise<RoleDto> {
  const response = await asAdmin('POST', '/roles/', { name, description: 'Para pruebas' });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('roles', () => {
  it('are created, listed, renamed and refused when the name is taken', async () => {
    const role = await newRole('Gestores de usuarios');
    expect(role).toMatchObject({ name: 'Gestores de usuarios', members_count: 0, permissions: [] });
    const duplicate = await asAdmin('POST', '/roles/', { name: 'GESTORES DE USUARIOS' });
    expect(duplicate.json()).toMatchObject({ code: 10031, data: { name: expect.any(String) } });
    const listed = (await asAdmin('GET', '/roles/?name=gestores')).json();
    expect(listed.items.map((item: RoleDto) => item.id)).toEqual([role.id]);
    await asAdmin('PATCH', `/roles/${role.id}/`, { description: 'Gestionan usuarios' });
    const renamed = await asAdmin('PATCH', `/roles/${role.id}/`, { name: 'Gestores' });
    expect(renamed.json()).toMatchObject({ name: 'Gestores', description: 'Gestionan usuarios' });
    const invalid = await asAdmin('POST', '/roles/', { name: 'Rol <script>' });
    expect(invalid.json().data.name).toBe(
      'Use solo letras, números, espacios y los signos - _ . , :',
    );
  });

  it('take only active users as members, at most 50 at once, and cannot be deleted with members', async () => {
    const role = await newRole('Con miembros');
    const active = await createUserWithPassword(t.server, t.company);
    const inactive = await createUserWithPassword(t.server, t.company);
    await asAdmin('PATCH', `/users/${inactive.id}/status/`, { status: 3 });

    const refused = await asAdmin('POST', `/roles/${role.id}/members/`, {
      users_uuid: [active.id, inactive.id],
    });
    expect(refused.json().code).toBe(10032);
    const tooMany = await asAdmin('POST', `/roles/${role.id}/members/`, {
      users_uuid: Array.from({ length: 51 }, () => crypto.randomUUID()),
    });
    expect(tooMany.json()).toMatchObject({
      code: 30010,
      data: { users_uuid: 'Seleccione como máximo 50' },
    });

    const added = await asAdmin('POST', `/roles/${role.id}/members/`, { users_uuid: [active.id] });
    expect(added.statusCode).toBe(201);
    // The role answers that it can no longer be deleted, so the screen offers no delete.
    expect(added.json()).toMatchObject({ members_count: 1, abilities: { delete: false } });

    const candidates = (await asAdmin('GET', `/roles/${role.id}/users/?per_page=100`)).json();
    const candidateIds = candidates.items.map((member: { id: string }) => member.id);
    expect(candidateIds).not.toContain(active.id);
    expect(candidateIds).not.toContain(inactive.id);

    const deletion = await asAdmin('DELETE', `/roles/${role.id}/`);
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json().code).toBe(10049);

    const removed = await asAdmin('DELETE', `/roles/${role.id}/members/${active.id}/`);
    expect(removed.json()).toMatchObject({ members_count: 0, abilities: { delete: true } });
    expect((await asAdmin('DELETE', `/roles/${role.id}/`)).statusCode).toBe(200);
    expect((await asAdmin('GET', `/roles/${role.id}/`)).json().code).toBe(10030);
  });

  it('grant their permissions to members from the next request, not the next login', async () => {
    const role = await newRole('Administra usuarios');
    const user = await createUserWithPassword(t.server, t.company, { user_type: 2 });
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    const listUsers = () => call(t.server, 'GET', '/users/', { token: session.access });
    expect((await listUsers()).statusCode).toBe(403);

    await asAdmin('POST', `/roles/${role.id}/members/`, { users_uuid: [user.id] });
    const granted = await asAdmin('PUT', `/roles/${role.id}/permissions/`, {
      permissions: [3],
      designer_forms: true,
      designer_workflows: false,
    });
    expect(granted.json()).toMatchObject({ permissions: [3], designer_forms: true });
    expect((await listUsers()).statusCode).toBe(200);
    const refreshed = (
      await call(t.server, 'GET', '/auth/session/', { token: session.access })
    ).json();
    expect(refreshed).toMatchObject({ roles_permissions: [3], designer_forms: true });

    await asAdmin('PUT', `/roles/${role.id}/permissions/`, {
      permissions: [],
      designer_forms: false,
      designer_workflows: false,
    });
    expect((await listUsers()).statusCode).toBe(403);
  });

  it('give a user the union of the permissions of their roles', async () => {
    const first = await newRole('Primero');
    const second = await newRole('Segundo');
    const user = await createUserWithPassword(t.server, t.company, { user_type: 2 });
    for (const [role, permissions] of [
      [first, [4, 3]],
      [second, [5, 3]],
    ] as const) {
      await asAdmin('POST', `/roles/${role.id}/members/`, { users_uuid: [user.id] });
      await asAdmin('PUT', `/roles/${role.id}/permissions/`, {
        permissions,
        designer_forms: false,
        designer_workflows: role === second,
      });
    }
    const form = (
      await asAdmin('POST', '/form/forms/', {
        name: 'Diseñado por el rol',
        description: 'Para el rol',
        sequence_length: 4,
        sticker_type: 1,
      })
    ).json();
    await asAdmin('PUT', `/roles/${first.id}/admin-forms/`, {
      all_forms: false,
      forms_uuid: [form.id],
    });
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    expect(session).toMatchObject({
      roles_permissions: [3, 4, 5],
      designer_workflows: true,
      admin_forms: { all_forms: false, forms_uuid: [form.id] },
    });
  });

  it('let designers be given only forms of their own company', async () => {
    const role = await newRole('Diseño ajeno');
    const elsewhere = await companyWithAdmin(t.server, 'elsewhere.co');
    const foreign = (
      await call(t.server, 'POST', '/form/forms/', {
        token: elsewhere.adminToken,
        body: {
          name: 'Formulario ajeno',
          description: 'Ajeno',
          sequence_length: 4,
          sticker_type: 1,
        },
      })
    ).json();
    for (const id of [foreign.id, '00000000-0000-4000-8000-000000000001']) {
      const refused = await asAdmin('PUT', `/roles/${role.id}/admin-forms/`, {
        all_forms: false,
        forms_uuid: [id],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 10050,
        data: { forms_uuid: expect.any(String) },
      });
    }
    expect((await asAdmin('GET', `/roles/${role.id}/`)).json().admin_forms.forms_uuid).toEqual([]);
  });

  it('give a query user nothing, whatever the role grants', async () => {
    const role = await newRole('Para consulta');
    const user = await createUserWithPassword(t.server, t.company, { user_type: 1 });
    await asAdmin('POST', `/roles/${role.id}/members/`, { users_uuid: [user.id] });
    await asAdmin('PUT', `/roles/${role.id}/permissions/`, {
      permissions: [3, 4, 5],
      designer_forms: true,
      designer_workflows: true,
    });
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    expect(session).toMatchObject({ roles_permissions: [], designer_forms: false });
    expect((await call(t.server, 'GET', '/users/', { token: session.access })).statusCode).toBe(
      403,
    );
  });

  it('write audit entries for every change', async () => {
    const role = await newRole('Auditado');
    const member: UserDto = await createUserWithPassword(t.server, t.company);
    await asAdmin('POST', `/roles/${role.id}/members/`, { users_uuid: [member.id] });
    await asAdmin('DELETE', `/roles/${role.id}/members/${member.id}/`);
    await asAdmin('DELETE', `/roles/${role.id}/`);
    const log = (await asAdmin('GET', '/audit/logs/?module=roles&per_page=4')).json();
    expect(log.items.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'member_remove',
      'members_add',
      'create',
    ]);
  });
});
