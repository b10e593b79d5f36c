import type { ErrorBody, RoleDto, UserDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import {
  companyWithAdmin,
  createUserWithPassword,
  login,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('roles.co');

const { asAdmin } = t;

async function newRole(name: string): Promise<RoleDto> {
  const response = await asAdmin(api.roles.create, { body: { name, description: 'Para pruebas' } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('roles', () => {
  it('are created, listed, renamed and refused when the name is taken', async () => {
    const role = await newRole('Gestores de usuarios');
    expect(role).toMatchObject({ name: 'Gestores de usuarios', members_count: 0, permissions: [] });
    const duplicate = await asAdmin(api.roles.create, { body: { name: 'GESTORES DE USUARIOS' } });
    expect(duplicate.json()).toMatchObject({ code: 10031, data: { name: expect.any(String) } });
    const listed = (await asAdmin(api.roles.list, { query: { name: 'gestores' } })).json();
    expect(listed.items.map((item: RoleDto) => item.id)).toEqual([role.id]);
    await asAdmin(api.roles.update, {
      params: { id: role.id },
      body: { description: 'Gestionan usuarios' },
    });
    const renamed = await asAdmin(api.roles.update, {
      params: { id: role.id },
      body: { name: 'Gestores' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Gestores', description: 'Gestionan usuarios' });
    const invalid = await asAdmin(api.roles.create, { body: { name: 'Rol <script>' } });
    expect(invalid.json<ErrorBody>().data?.name).toBe(
      'Use solo letras, números, espacios y los signos - _ . , :',
    );
  });

  it('take only active users as members, at most 50 at once, and cannot be deleted with members', async () => {
    const role = await newRole('Con miembros');
    const active = await createUserWithPassword(t.server, t.company);
    const inactive = await createUserWithPassword(t.server, t.company);
    await asAdmin(api.users.changeStatus, { params: { id: inactive.id }, body: { status: 3 } });

    const refused = await asAdmin(api.roles.addMembers, {
      params: { id: role.id },
      body: {
        users_uuid: [active.id, inactive.id],
      },
    });
    expect(refused.json<ErrorBody>().code).toBe(10032);
    const tooMany = await asAdmin(api.roles.addMembers, {
      params: { id: role.id },
      body: {
        users_uuid: Array.from({ length: 51 }, () => crypto.randomUUID()),
      },
    });
    expect(tooMany.json()).toMatchObject({
      code: 30010,
      data: { users_uuid: 'Seleccione como máximo 50' },
    });

    const added = await asAdmin(api.roles.addMembers, {
      params: { id: role.id },
      body: { users_uuid: [active.id] },
    });
    expect(added.statusCode).toBe(201);
    // The role answers that it can no longer be deleted, so the screen offers no delete.
    expect(added.json()).toMatchObject({ members_count: 1, abilities: { delete: false } });

    const candidates = (
      await asAdmin(api.roles.candidates, { params: { id: role.id }, query: { per_page: 100 } })
    ).json();
    const candidateIds = candidates.items.map((member: { id: string }) => member.id);
    expect(candidateIds).not.toContain(active.id);
    expect(candidateIds).not.toContain(inactive.id);

    const deletion = await asAdmin(api.roles.delete, { params: { id: role.id } });
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json<ErrorBody>().code).toBe(10049);

    const removed = await asAdmin(api.roles.removeMember, {
      params: { id: role.id, memberId: active.id },
    });
    expect(removed.json()).toMatchObject({ members_count: 0, abilities: { delete: true } });
    expect((await asAdmin(api.roles.delete, { params: { id: role.id } })).statusCode).toBe(200);
    expect((await asAdmin(api.roles.get, { params: { id: role.id } })).json<ErrorBody>().code).toBe(
      10030,
    );
  });

  it('grant their permissions to members from the next request, not the next login', async () => {
    const role = await newRole('Administra usuarios');
    const user = await createUserWithPassword(t.server, t.company, { user_type: 2 });
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    const listUsers = () => send(t.server, api.users.list, {}, { token: session.access });
    expect((await listUsers()).statusCode).toBe(403);

    await asAdmin(api.roles.addMembers, {
      params: { id: role.id },
      body: { users_uuid: [user.id] },
    });
    const granted = await asAdmin(api.roles.setPermissions, {
      params: { id: role.id },
      body: {
        permissions: [3],
        designer_forms: true,
        designer_workflows: false,
      },
    });
    expect(granted.json()).toMatchObject({ permissions: [3], designer_forms: true });
    expect((await listUsers()).statusCode).toBe(200);
    const refreshed = (
      await send(t.server, api.auth.session, {}, { token: session.access })
    ).json();
    expect(refreshed).toMatchObject({ roles_permissions: [3], designer_forms: true });

    await asAdmin(api.roles.setPermissions, {
      params: { id: role.id },
      body: {
        permissions: [],
        designer_forms: false,
        designer_workflows: false,
      },
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
      await asAdmin(api.roles.addMembers, {
        params: { id: role.id },
        body: { users_uuid: [user.id] },
      });
      await asAdmin(api.roles.setPermissions, {
        params: { id: role.id },
        body: {
          permissions: [...permissions],
          designer_forms: false,
          designer_workflows: role === second,
        },
      });
    }
    const form = (
      await asAdmin(api.forms.create, {
        body: {
          name: 'Diseñado por el rol',
          description: 'Para el rol',
          sequence_length: 4,
          sticker_type: 1,
        },
      })
    ).json();
    await asAdmin(api.roles.setAdminForms, {
      params: { id: first.id },
      body: {
        all_forms: false,
        forms_uuid: [form.id],
      },
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
      await send(
        t.server,
        api.forms.create,
        {
          body: {
            name: 'Formulario ajeno',
            description: 'Ajeno',
            sequence_length: 4,
            sticker_type: 1,
          },
        },
        { token: elsewhere.adminToken },
      )
    ).json();
    for (const id of [foreign.id, '00000000-0000-4000-8000-000000000001']) {
      const refused = await asAdmin(api.roles.setAdminForms, {
        params: { id: role.id },
        body: {
          all_forms: false,
          forms_uuid: [id],
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 10050,
        data: { forms_uuid: expect.any(String) },
      });
    }
    expect(
      (await asAdmin(api.roles.get, { params: { id: role.id } })).json().admin_forms.forms_uuid,
    ).toEqual([]);
  });

  it('give a query user nothing, whatever the role grants', async () => {
    const role = await newRole('Para consulta');
    const user = await createUserWithPassword(t.server, t.company, { user_type: 1 });
    await asAdmin(api.roles.addMembers, {
      params: { id: role.id },
      body: { users_uuid: [user.id] },
    });
    await asAdmin(api.roles.setPermissions, {
      params: { id: role.id },
      body: {
        permissions: [3, 4, 5],
        designer_forms: true,
        designer_workflows: true,
      },
    });
    const session = await login(t.server, user.user_name, USER_PASSWORD);
    expect(session).toMatchObject({ roles_permissions: [], designer_forms: false });
    expect((await send(t.server, api.users.list, {}, { token: session.access })).statusCode).toBe(
      403,
    );
  });

  it('write audit entries for every change', async () => {
    const role = await newRole('Auditado');
    const member: UserDto = await createUserWithPassword(t.server, t.company);
    await asAdmin(api.roles.addMembers, {
      params: { id: role.id },
      body: { users_uuid: [member.id] },
    });
    await asAdmin(api.roles.removeMember, { params: { id: role.id, memberId: member.id } });
    await asAdmin(api.roles.delete, { params: { id: role.id } });
    const log = (await asAdmin(api.audit.list, { query: { module: 'roles', per_page: 4 } })).json();
    expect(log.items.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'member_remove',
      'members_add',
      'create',
    ]);
  });
});
