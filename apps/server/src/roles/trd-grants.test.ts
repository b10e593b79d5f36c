import type { ErrorBody } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  companyWithAdmin,
  memberOfNewRole,
  useCompanyServer,
} from '../../test/test-server.ts';
import { levelEntry, trdNode } from '../../test/trd-grant-fixtures.ts';

const t = useCompanyServer('trd-grants.co');
const { asAdmin } = t;

let fund: string;
let section: string;
let seriesA: string;
let seriesB: string;
beforeAll(async () => {
  fund = await trdNode(t, 1, null, 'F1', 'Fondo central');
  section = await trdNode(t, 2, fund, 'S1', 'Gerencia');
  seriesA = await trdNode(t, 4, section, 'A', 'Actas');
  seriesB = await trdNode(t, 4, section, 'B', 'Contratos');
});

describe('TRD-level permissions in roles', () => {
  it('add staged levels, refuse what a level already has, and merge in what it lacks', async () => {
    const { role } = await memberOfNewRole(t, 2);
    const empty = await asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [levelEntry(seriesA, 4, fund, [])],
      },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().data).toEqual({
      'levels_trd_permissions.0.permissions': 'Seleccione al menos un permiso',
    });

    const added = await asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [
          levelEntry(seriesA, 4, fund, ['consult']),
          levelEntry(seriesB, 4, fund, ['consult', 'upload']),
        ],
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual([
      {
        level_uuid: seriesA,
        level: 4,
        background_uuid: fund,
        code: 'A',
        name: 'Actas',
        permissions: ['consult'],
      },
      expect.objectContaining({ level_uuid: seriesB, permissions: ['consult', 'upload'] }),
    ]);

    const hasConsult = await asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [levelEntry(seriesA, 4, fund, ['consult'])],
      },
    });
    expect(hasConsult.json()).toMatchObject({
      code: 10056,
      detail: 'El nivel A-Actas ya tiene el permiso de consultar.',
      data: {
        'levels_trd_permissions.0': 'El nivel A-Actas ya tiene el permiso de consultar.',
      },
    });
    const hasBoth = await asAdmin(
      api.trdGrants.add,
      {
        params: { id: role.id },
        body: { levels_trd_permissions: [levelEntry(seriesB, 4, fund, ['upload'])] },
      },
      { language: 'en' },
    );
    expect(hasBoth.json()).toMatchObject({
      code: 10055,
      detail: 'The level B-Contratos already has the consult and upload permissions.',
    });

    const merged = await asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [levelEntry(seriesA, 4, fund, ['consult', 'upload'])],
      },
    });
    expect(merged.json()[0]).toMatchObject({
      level_uuid: seriesA,
      permissions: ['consult', 'upload'],
    });

    const changed = await asAdmin(api.trdGrants.change, {
      params: { id: role.id, levelId: seriesA },
      body: {
        permissions: ['upload'],
      },
    });
    expect(changed.json()[0]).toMatchObject({ level_uuid: seriesA, permissions: ['upload'] });
    const hasUpload = await asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [levelEntry(seriesA, 4, fund, ['upload'])],
      },
    });
    expect(hasUpload.json<ErrorBody>().code).toBe(10057);
    const missing = await asAdmin(api.trdGrants.change, {
      params: { id: role.id, levelId: section },
      body: {
        permissions: ['consult'],
      },
    });
    expect(missing.json<ErrorBody>().code).toBe(10053);
  });

  it('refuse a level twice in one submission (10064, naming it) and save nothing of it', async () => {
    const { role } = await memberOfNewRole(t, 2);
    const twice = await asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [
          levelEntry(seriesA, 4, fund, ['consult']),
          levelEntry(section, 2, fund, ['consult']),
          levelEntry(section, 2, fund, ['upload']),
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 10064,
      detail: 'El nivel S1-Gerencia ya fue agregado.',
      data: { 'levels_trd_permissions.2': 'El nivel S1-Gerencia ya fue agregado.' },
    });
    expect((await asAdmin(api.trdGrants.list, { params: { id: role.id } })).json()).toEqual([]);

    const wrongFund = await asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [levelEntry(seriesA, 4, section, ['consult'])],
      },
    });
    expect(wrongFund.json()).toMatchObject({ code: 10054 });
    const wrongLevel = await asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [levelEntry(seriesA, 5, fund, ['consult'])],
      },
    });
    expect(wrongLevel.json()).toMatchObject({ code: 10054 });
  });

  it('stay inside the company: another company’s roles and levels are out of reach', async () => {
    const { role } = await memberOfNewRole(t, 2);
    const other = await companyWithAdmin(t.server, 'trd-grants-other.co');
    const asOther = callAs(t, () => other.adminToken);
    expect(
      (await asOther(api.trdGrants.list, { params: { id: role.id } })).json<ErrorBody>().code,
    ).toBe(10030);
    const otherRole = (await asOther(api.roles.create, { body: { name: 'Ajeno' } })).json();
    const foreignLevel = await asOther(api.trdGrants.add, {
      params: { id: otherRole.id },
      body: {
        levels_trd_permissions: [levelEntry(seriesA, 4, fund, ['consult'])],
      },
    });
    expect(foreignLevel.json<ErrorBody>().code).toBe(10054);
    expect((await asOther(api.trdGrants.tree)).json()).toEqual([]);
  });
});
