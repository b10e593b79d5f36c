import type { ErrorBody, ListDto, ListItemDto } from '@custodia/contracts';
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

const t = useCompanyServer('lists.co');

const { asAdmin } = t;

async function newList(name: string, parent: string | null = null): Promise<ListDto> {
  const response = await asAdmin(api.lists.create, { body: { name, parent_list_id: parent } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function newItem(listId: string, name: string, parent: string | null = null) {
  const response = await asAdmin(api.lists.createItem, {
    params: { id: listId },
    body: {
      name,
      parent_item_id: parent,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as ListItemDto;
}

describe('lists', () => {
  it('are created with an optional parent list, listed, searched and renamed', async () => {
    const departments = await newList('Departamentos');
    const cities = await newList('Ciudades', departments.id);
    expect(cities).toMatchObject({
      parent_list_id: departments.id,
      parent_list_name: 'Departamentos',
    });
    expect(
      (await asAdmin(api.lists.get, { params: { id: departments.id } })).json().children_count,
    ).toBe(1);
    const found = (await asAdmin(api.lists.list, { query: { name: 'ciudad' } })).json();
    expect(found.items.map((list: ListDto) => list.id)).toEqual([cities.id]);
    const renamed = await asAdmin(api.lists.update, {
      params: { id: cities.id },
      body: { name: 'Municipios' },
    });
    expect(renamed.json().name).toBe('Municipios');
    const duplicate = await asAdmin(api.lists.create, { body: { name: 'municipios' } });
    expect(duplicate.json()).toMatchObject({ code: 30091, data: { name: expect.any(String) } });
  });

  it('refuse a parent that is the list itself or one below it', async () => {
    const top = await newList('Nivel uno');
    const middle = await newList('Nivel dos', top.id);
    const bottom = await newList('Nivel tres', middle.id);
    for (const parent of [top.id, bottom.id]) {
      const response = await asAdmin(api.lists.update, {
        params: { id: top.id },
        body: { parent_list_id: parent },
      });
      expect(response.json<ErrorBody>().code).toBe(30092);
    }
    const unknown = await asAdmin(api.lists.create, {
      body: {
        name: 'Huérfana',
        parent_list_id: crypto.randomUUID(),
      },
    });
    expect(unknown.json<ErrorBody>().code).toBe(30092);
  });

  it('cannot inactivate a list that is the parent of others', async () => {
    const parent = await newList('Padre activo');
    const child = await newList('Hija', parent.id);
    const refused = await asAdmin(api.lists.update, {
      params: { id: parent.id },
      body: { status: 2 },
    });
    expect(refused.json<ErrorBody>().code).toBe(30093);
    expect(
      (await asAdmin(api.lists.update, { params: { id: child.id }, body: { status: 2 } })).json()
        .status,
    ).toBe(2);
    const inactive = (await asAdmin(api.lists.list, { query: { status: 2 } })).json();
    expect(inactive.items.map((list: ListDto) => list.id)).toContain(child.id);
  });
});

describe('list items', () => {
  it('hang from items of the parent list only, and filter by parent, name and state', async () => {
    const departments = await newList('Departamentos de Colombia');
    const cities = await newList('Ciudades de Colombia', departments.id);
    const antioquia = await newItem(departments.id, 'Antioquia');
    const cundinamarca = await newItem(departments.id, 'Cundinamarca');
    const medellin = await newItem(cities.id, 'Medellín', antioquia.id);
    await newItem(cities.id, 'Bogotá', cundinamarca.id);
    expect(medellin).toMatchObject({
      parent_item_id: antioquia.id,
      parent_item_name: 'Antioquia',
      active: true,
    });

    const wrongParent = await asAdmin(api.lists.createItem, {
      params: { id: cities.id },
      body: {
        name: 'Cali',
        parent_item_id: medellin.id,
      },
    });
    expect(wrongParent.json<ErrorBody>().code).toBe(30097);
    const noParentList = await asAdmin(api.lists.createItem, {
      params: { id: departments.id },
      body: {
        name: 'Valle',
        parent_item_id: antioquia.id,
      },
    });
    expect(noParentList.json<ErrorBody>().code).toBe(30097);

    const ofAntioquia = (
      await asAdmin(api.lists.items, {
        params: { id: cities.id },
        query: { parent_item_id: antioquia.id },
      })
    ).json();
    expect(ofAntioquia.items.map((item: ListItemDto) => item.name)).toEqual(['Medellín']);

    await asAdmin(api.lists.updateItem, {
      params: { id: cities.id, itemId: medellin.id },
      body: { active: false },
    });
    const active = (
      await asAdmin(api.lists.items, { params: { id: cities.id }, query: { active: 'true' } })
    ).json();
    expect(active.items.map((item: ListItemDto) => item.name)).toEqual(['Bogotá']);
    const byName = (
      await asAdmin(api.lists.items, { params: { id: cities.id }, query: { name: 'MEDE' } })
    ).json();
    expect(byName.count).toBe(1);
  });

  it('are unique by name within their list', async () => {
    const list = await newList('Colores');
    await newItem(list.id, 'Rojo');
    const duplicate = await asAdmin(api.lists.createItem, {
      params: { id: list.id },
      body: { name: 'ROJO' },
    });
    expect(duplicate.json<ErrorBody>().code).toBe(30096);
    const other = await newList('Otros colores');
    await newItem(other.id, 'Rojo');
  });

  it('answer 404 for an item of another list', async () => {
    const first = await newList('Primera lista');
    const second = await newList('Segunda lista');
    const item = await newItem(first.id, 'Uno');
    const response = await asAdmin(api.lists.item, { params: { id: second.id, itemId: item.id } });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().code).toBe(30095);
  });
});

describe('lists and their readers', () => {
  it('are read by anyone logged in, and tell each reader whether they may change them', async () => {
    const list = await newList('Prioridades');
    expect(list.abilities).toEqual({ edit: true, manageItems: true });
    const reader = await createUserWithPassword(t.server, t.company);
    const token = (await login(t.server, reader.user_name, USER_PASSWORD)).access;
    const read = await send(t.server, api.lists.get, { params: { id: list.id } }, { token });
    expect(read.json().abilities).toEqual({ edit: false, manageItems: false });
    const renamed = await send(
      t.server,
      api.lists.update,
      { params: { id: list.id }, body: { name: 'Otra' } },
      { token },
    );
    expect(renamed.statusCode).toBe(403);
  });
});

describe('lists across companies', () => {
  it('are never visible or changeable by another company', async () => {
    const list = await newList('Privada');
    const item = await newItem(list.id, 'Secreto');
    const other = await companyWithAdmin(t.server, 'otras-listas.co');
    const token = other.adminToken;
    expect((await send(t.server, api.lists.list, {}, { token })).json().count).toBe(0);
    const attempts = await Promise.all([
      send(t.server, api.lists.get, { params: { id: list.id } }, { token }),
      send(
        t.server,
        api.lists.update,
        { params: { id: list.id }, body: { name: 'Robada' } },
        { token },
      ),
      send(t.server, api.lists.items, { params: { id: list.id } }, { token }),
      send(
        t.server,
        api.lists.createItem,
        { params: { id: list.id }, body: { name: 'Intruso' } },
        { token },
      ),
      send(
        t.server,
        api.lists.updateItem,
        { params: { id: list.id, itemId: item.id }, body: { name: 'X' } },
        { token },
      ),
      send(
        t.server,
        api.lists.create,
        { body: { name: 'Hija ajena', parent_list_id: list.id } },
        { token },
      ),
    ]);
    expect(attempts.map((response) => response.json<ErrorBody>().code)).toEqual([
      30090, 30090, 30090, 30090, 30090, 30092,
    ]);
  });
});
