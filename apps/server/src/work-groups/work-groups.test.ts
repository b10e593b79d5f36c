import type { ErrorBody, UserDto, WorkGroupDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { useCompanyServer, userInput } from '../../test/test-server.ts';
import { inTenant, system } from '../platform/work.ts';
import { nextAssignee } from './work-groups.service.ts';

const t = useCompanyServer('groups.co');

const { asAdmin } = t;

async function users(count: number): Promise<UserDto[]> {
  const created: UserDto[] = [];
  for (let index = 0; index < count; index += 1) {
    created.push((await asAdmin(api.users.create, { body: userInput() })).json());
  }
  return created;
}

async function newGroup(name: string, members: UserDto[] = [], consecutive = false) {
  const response = await asAdmin(api.workGroups.create, {
    body: {
      name,
      consecutive_assignment: consecutive,
      members_uuid: members.map((member) => member.id),
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as WorkGroupDto;
}

describe('work groups', () => {
  it('start active with two members or more, inactive with fewer, and refuse activation below two', async () => {
    const [first, second] = await users(2);
    const full = await newGroup('Grupo completo', [first as UserDto, second as UserDto]);
    expect(full).toMatchObject({ status: 1, members_count: 2 });

    const lonely = await newGroup('Grupo de uno', [first as UserDto]);
    expect(lonely.status).toBe(2);
    const activation = await asAdmin(api.workGroups.update, {
      params: { id: lonely.id },
      body: { status: 1 },
    });
    expect(activation.statusCode).toBe(400);
    expect(activation.json<ErrorBody>().code).toBe(10058);

    await asAdmin(api.workGroups.addMembers, {
      params: { id: lonely.id },
      body: { users_uuid: [second?.id as string] },
    });
    expect(
      (
        await asAdmin(api.workGroups.update, { params: { id: lonely.id }, body: { status: 1 } })
      ).json().status,
    ).toBe(1);
  });

  it('never let an active group drop below two members', async () => {
    const members = await users(3);
    const group = await newGroup('Tres miembros', members);
    const [first, second, third] = members as [UserDto, UserDto, UserDto];
    expect(
      (await asAdmin(api.workGroups.removeMember, { params: { id: group.id, memberId: first.id } }))
        .statusCode,
    ).toBe(200);
    const refused = await asAdmin(api.workGroups.removeMember, {
      params: { id: group.id, memberId: second.id },
    });
    expect(refused.json<ErrorBody>().code).toBe(10058);
    const listed = (await asAdmin(api.workGroups.members, { params: { id: group.id } })).json();
    expect(listed.items.map((member) => member.id).sort()).toEqual([second.id, third.id].sort());

    await asAdmin(api.workGroups.update, { params: { id: group.id }, body: { status: 2 } });
    expect(
      (
        await asAdmin(api.workGroups.removeMember, {
          params: { id: group.id, memberId: second.id },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('write an audit entry for each change, naming the group and what changed, and none for a refused one', async () => {
    const [first, second, third] = (await users(3)) as [UserDto, UserDto, UserDto];
    const group = await newGroup('Grupo auditado', [first, second]);
    await asAdmin(api.workGroups.update, {
      params: { id: group.id },
      body: { name: 'Grupo revisado' },
    });
    await asAdmin(api.workGroups.addMembers, {
      params: { id: group.id },
      body: { users_uuid: [third.id] },
    });
    await asAdmin(api.workGroups.removeMember, { params: { id: group.id, memberId: first.id } });
    const refused = await asAdmin(api.workGroups.removeMember, {
      params: { id: group.id, memberId: second.id },
    });
    expect(refused.json<ErrorBody>().code).toBe(10058);

    const log = (
      await asAdmin(api.audit.list, { query: { module: 'work_groups', per_page: 4 } })
    ).json();
    expect(log.items).toMatchObject([
      {
        action: 'member_remove',
        entity_id: group.id,
        entity_name: 'Grupo revisado',
        changes: { member: { id: first.id } },
      },
      { action: 'members_add', entity_id: group.id, changes: { members: [{ id: third.id }] } },
      {
        action: 'update',
        entity_id: group.id,
        changes: { name: { from: 'Grupo auditado', to: 'Grupo revisado' } },
      },
      { action: 'create', entity_id: group.id },
    ]);
  });

  it('refuse a duplicate or too short name, inactive members and more than 50 members', async () => {
    await newGroup('Nombre único');
    expect(
      (await asAdmin(api.workGroups.create, { body: { name: 'nombre único' } })).json<ErrorBody>()
        .code,
    ).toBe(10035);
    expect((await asAdmin(api.workGroups.create, { body: { name: 'abc' } })).json()).toMatchObject({
      code: 30010,
      data: { name: 'Debe tener entre 4 y 50 caracteres' },
    });
    const [inactive] = await users(1);
    await asAdmin(api.users.changeStatus, {
      params: { id: inactive?.id as string },
      body: { status: 4 },
    });
    const withRetired = await asAdmin(api.workGroups.create, {
      body: {
        name: 'Con retirado',
        members_uuid: [inactive?.id as string],
      },
    });
    expect(withRetired.json<ErrorBody>().code).toBe(10032);

    const big = await newGroup('Grupo grande', await users(49));
    const [one, two] = await users(2);
    const overflow = await asAdmin(api.workGroups.addMembers, {
      params: { id: big.id },
      body: {
        users_uuid: [one?.id as string, two?.id as string],
      },
    });
    expect(overflow.json<ErrorBody>().code).toBe(10059);
    const fifty = await asAdmin(api.workGroups.addMembers, {
      params: { id: big.id },
      body: {
        users_uuid: [one?.id as string],
      },
    });
    expect(fifty.json().members_count).toBe(50);
  });

  it('offer only active users who are not members yet as candidates', async () => {
    const [member, free, retired] = await users(3);
    await asAdmin(api.users.changeStatus, {
      params: { id: retired?.id as string },
      body: { status: 4 },
    });
    const group = await newGroup('Candidatos', [member as UserDto]);
    const candidates = (
      await asAdmin(api.workGroups.candidates, {
        params: { id: group.id },
        query: { per_page: 1000 },
      })
    ).json();
    const ids = candidates.items.map((candidate) => candidate.id);
    expect(ids).toContain(free?.id);
    expect(ids).not.toContain(member?.id);
    expect(ids).not.toContain(retired?.id);

    const forNewGroup = (
      await asAdmin(api.workGroups.newCandidates, { query: { per_page: 1000 } })
    ).json();
    const newIds = forNewGroup.items.map((candidate) => candidate.id);
    expect(newIds).toEqual(expect.arrayContaining([member?.id, free?.id]));
    expect(newIds).not.toContain(retired?.id);
  });

  it('never take or offer a query user as a member: a group hands its members work (10032)', async () => {
    const [member] = await users(1);
    const reader = (await asAdmin(api.users.create, { body: userInput({ user_type: 1 }) })).json();
    const created = await asAdmin(api.workGroups.create, {
      body: {
        name: 'Con lector',
        members_uuid: [member?.id as string, reader.id],
      },
    });
    expect(created.json()).toMatchObject({ code: 10032, data: { users_uuid: expect.any(String) } });
    const group = await newGroup('Sin lectores', [member as UserDto]);
    const added = await asAdmin(api.workGroups.addMembers, {
      params: { id: group.id },
      body: {
        users_uuid: [reader.id],
      },
    });
    expect(added.json<ErrorBody>().code).toBe(10032);
    const pages = [
      await asAdmin(api.workGroups.candidates, {
        params: { id: group.id },
        query: { per_page: 1000 },
      }),
      await asAdmin(api.workGroups.newCandidates, { query: { per_page: 1000 } }),
    ];
    for (const page of pages) {
      expect(page.json().items.map((candidate) => candidate.id)).not.toContain(reader.id);
    }
  });
});

describe('consecutive assignment', () => {
  it('hands work to active members in turn, skipping inactive ones, and wraps around', async () => {
    const members = await users(3);
    const [ana, ben, cata] = members as [UserDto, UserDto, UserDto];
    const group = await newGroup('En turnos', members, true);
    const companyId = (await asAdmin(api.company.get)).json().id;
    const assign = () =>
      inTenant(
        t.server.app.platform,
        { tenantId: companyId, actor: system, language: 'es' },
        (work) => nextAssignee(work, group.id),
      );

    expect([await assign(), await assign(), await assign(), await assign()]).toEqual([
      ana.id,
      ben.id,
      cata.id,
      ana.id,
    ]);
    await asAdmin(api.users.changeStatus, { params: { id: ben.id }, body: { status: 3 } });
    expect([await assign(), await assign()]).toEqual([cata.id, ana.id]);
  });

  it('skips a member made a query user since they joined', async () => {
    const members = await users(3);
    const [ana, ben, cata] = members as [UserDto, UserDto, UserDto];
    const group = await newGroup('Turnos sin lectores', members, true);
    const companyId = (await asAdmin(api.company.get)).json().id;
    const assign = () =>
      inTenant(
        t.server.app.platform,
        { tenantId: companyId, actor: system, language: 'es' },
        (work) => nextAssignee(work, group.id),
      );
    expect(await assign()).toBe(ana.id);
    const made = await asAdmin(api.users.update, {
      params: { id: ben.id },
      body: { user_type: 1 },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect([await assign(), await assign()]).toEqual([cata.id, ana.id]);
  });

  it('refuses when no member is active', async () => {
    const members = await users(2);
    const group = await newGroup('Sin activos', members, true);
    for (const member of members)
      await asAdmin(api.users.changeStatus, { params: { id: member.id }, body: { status: 3 } });
    const companyId = (await asAdmin(api.company.get)).json().id;
    await expect(
      inTenant(
        t.server.app.platform,
        { tenantId: companyId, actor: system, language: 'es' },
        (work) => nextAssignee(work, group.id),
      ),
    ).rejects.toMatchObject({ code: 10036 });
  });

  it('gives two simultaneous assignments different turns', async () => {
    const members = await users(2);
    const group = await newGroup('Simultáneos', members, true);
    const companyId = (await asAdmin(api.company.get)).json().id;
    const assigned = await Promise.all(
      [1, 2].map(() =>
        inTenant(
          t.server.app.platform,
          { tenantId: companyId, actor: system, language: 'es' },
          (work) => nextAssignee(work, group.id),
        ),
      ),
    );
    expect(new Set(assigned).size).toBe(2);
  });
});
