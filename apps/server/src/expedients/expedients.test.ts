import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  api,
  type ErrorBody,
  type ExpedientDto,
  type ExpedientFilesDto,
  type ExpedientNodeDto,
  type FormDto,
  type QueryOf,
  type RecordDto,
  type TrdNodeDto,
  type VerifyDto,
} from '@custodia/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyDay } from '../../test/company-day.ts';
import { newExpedient, placeFiles, trdBranch } from '../../test/expedient-fixtures.ts';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  callAs,
  companyWithAdmin,
  createUserWithPassword,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { levelEntry } from '../../test/trd-grant-fixtures.ts';
import { textOf } from '../files/files.text.ts';
import { inTenant, system } from '../platform/work.ts';
import { ensureNodeAcceptsFiles } from '../trd/index.ts';

const t = useCompanyServer('expedientes.co');
const { asAdmin } = t;

/** What the expedients' list is asked by (its filters and page). */
type ExpedientQuery = QueryOf<typeof api.expedients.list>;

let form: FormDto;

beforeAll(async () => {
  ({ form } = await designForm(asAdmin, [textbox('Referencia')]));
});

async function recordWithFiles(files: { name: string; content: Buffer | string }[]) {
  const response = await asAdmin(api.records.file, {
    params: { id: form.id },
    body: {
      subject: 'Soportes del expediente',
      support_type: 2,
      document_date: '2026-01-15',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const record: RecordDto = response.json();
  return attached(t.server, t.company.adminToken, record, files);
}

async function tenantId(): Promise<string> {
  const [tenant] = await ownerQuery<{ id: string }>(
    t.server,
    'SELECT id FROM tenants WHERE domain = $1',
    [t.company.domain],
  );
  return tenant?.id as string;
}

const close = (id: string) => asAdmin(api.expedients.close, { params: { id } });

describe('creating and editing expedients', () => {
  it('creates one under a series with its number, name, subject and opening date, open', async () => {
    const branch = await trdBranch(t);
    const created = await newExpedient(t, branch, { number: 'CTO-001', name: 'Contrato 001' });
    const read: ExpedientDto = (
      await asAdmin(api.expedients.get, { params: { id: created.id } })
    ).json();
    expect(read).toMatchObject({
      number: 'CTO-001',
      name: 'Contrato 001',
      subject: 'Contrato de prestación de servicios',
      opened_on: '2026-01-15',
      status: 1,
      closed_at: null,
      series_id: branch.series,
      background_id: branch.background,
      office_due_on: null,
      abilities: { edit: true, close: true, verify: true },
    });
  });

  it('keeps numbers unique in the company and names unique among siblings', async () => {
    const first = await trdBranch(t);
    const second = await trdBranch(t);
    await newExpedient(t, first, { number: 'UNI-1', name: 'Único' });
    const sameNumber = await asAdmin(api.expedients.create, {
      params: { backgroundId: second.background },
      body: {
        serie_subserie_uuid: second.series,
        number: 'uni-1',
        name: 'Otro nombre',
        opened_on: '2026-02-01',
      },
    });
    expect(sameNumber.statusCode).toBe(400);
    expect(sameNumber.json()).toMatchObject({ code: 20061, data: { number: expect.any(String) } });
    const sameName = await asAdmin(api.expedients.create, {
      params: { backgroundId: first.background },
      body: {
        serie_subserie_uuid: first.series,
        number: 'UNI-2',
        name: 'ÚNICO',
        opened_on: '2026-02-01',
      },
    });
    expect(sameName.json()).toMatchObject({ code: 20001, data: { name: expect.any(String) } });
    // The same name under another series is another sibling set.
    await newExpedient(t, second, { number: 'UNI-3', name: 'Único' });
  });

  it('refuses a parent that is not a series or subseries of the fund in the path', async () => {
    const branch = await trdBranch(t);
    const other = await trdBranch(t);
    const body = (parent: string) => ({
      serie_subserie_uuid: parent,
      number: `P-${parent.slice(0, 8)}`,
      name: 'Padre inválido',
      opened_on: '2026-02-01',
    });
    for (const [background, parent] of [
      [branch.background, branch.section],
      [branch.background, other.series],
      [branch.background, crypto.randomUUID()],
    ] as const) {
      const refused = await asAdmin(api.expedients.create, {
        params: { backgroundId: background },
        body: body(parent),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 20063,
        data: { serie_subserie_uuid: expect.any(String) },
      });
    }
  });

  it('refuses names beyond 150 characters and a missing opening date', async () => {
    const branch = await trdBranch(t);
    const refused = await asAdmin(api.expedients.create, {
      params: { backgroundId: branch.background },
      raw: {
        body: {
          serie_subserie_uuid: branch.series,
          number: 'LARGO',
          name: 'x'.repeat(151),
        },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().code).toBe(30010);
    expect(Object.keys(refused.json<ErrorBody>().data ?? {}).sort()).toEqual(['name', 'opened_on']);
  });

  it('edits number, name, subject and date while open, and audits the change', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    const edited = await asAdmin(api.expedients.update, {
      params: { backgroundId: branch.background, id: expedient.id },
      body: { name: 'Renombrado', subject: 'Nuevo asunto', opened_on: '2026-03-01' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Renombrado',
      subject: 'Nuevo asunto',
      opened_on: '2026-03-01',
      number: expedient.number,
    });
    const [audit] = await ownerQuery<{ changes: Record<string, unknown> }>(
      t.server,
      `SELECT changes FROM audit_logs WHERE entity_id = $1 AND action = 'update'`,
      [expedient.id],
    );
    expect(audit?.changes).toMatchObject({ name: { from: expedient.name, to: 'Renombrado' } });
  });
});

describe('closing', () => {
  it('sets the closing date and the retention dates, and freezes the expedient for good, undeletable', async () => {
    const branch = await trdBranch(t, { officeYears: 2, centralYears: 8 });
    const expedient = await newExpedient(t, branch);
    const closed = await close(expedient.id);
    expect(closed.statusCode, closed.body).toBe(200);
    const dto: ExpedientDto = closed.json();
    expect(dto.status).toBe(2);
    const closedOn = new Date(dto.closed_at as string);
    // Bogotá's day of closing, 2 and 2 + 8 years later.
    const day = companyDay(closedOn);
    const year = Number(day.slice(0, 4));
    expect(dto.office_due_on).toBe(`${year + 2}${day.slice(4)}`);
    expect(dto.central_due_on).toBe(`${year + 10}${day.slice(4)}`);
    expect(dto.abilities).toEqual({
      read: true,
      edit: false,
      close: false,
      verify: true,
      relateRecords: false,
    });

    for (const refused of [
      await close(expedient.id),
      await asAdmin(api.expedients.update, {
        params: { backgroundId: branch.background, id: expedient.id },
        body: {
          name: 'Tarde',
        },
      }),
      await asAdmin(api.expedients.createSubdivisions, {
        params: { backgroundId: branch.background },
        body: {
          expedient_uuid: expedient.id,
          subdivision_struct: ['Tarde'],
        },
      }),
      await asAdmin(api.expedients.createDirectories, {
        params: { backgroundId: branch.background },
        body: {
          serie_subserie_uuid: expedient.id,
          directory_struct: ['Tarde'],
        },
      }),
      await asAdmin(api.trd.deleteNode, { params: { id: expedient.id, level: '6' } }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe(20062);
    }
  });

  it('tells the file features that a closed expedient, and what lies in it, accepts no file', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    const [subdivision] = (
      await asAdmin(api.expedients.createSubdivisions, {
        params: { backgroundId: branch.background },
        body: {
          expedient_uuid: expedient.id,
          subdivision_struct: ['Precontractual'],
        },
      })
    ).json().items as [ExpedientNodeDto];
    const tenant = await tenantId();
    const accepts = (node: string) =>
      inTenant(t.server.app.platform, { tenantId: tenant, actor: system, language: 'es' }, (work) =>
        ensureNodeAcceptsFiles(work, node),
      );
    await expect(accepts(subdivision.id)).resolves.toMatchObject({ id: subdivision.id });
    await expect(accepts(branch.series)).resolves.toMatchObject({ id: branch.series });
    await close(expedient.id);
    for (const node of [expedient.id, subdivision.id]) {
      await expect(accepts(node)).rejects.toMatchObject({ code: 20062, status: 403 });
    }
    await expect(accepts(branch.series)).resolves.toMatchObject({ id: branch.series });
  });

  it('lists expedients due for transfer or disposition by their retention', async () => {
    const due = await trdBranch(t, { officeYears: 0, centralYears: 0 });
    const later = await trdBranch(t, { officeYears: 1, centralYears: 0 });
    const dueNow = await newExpedient(t, due);
    const notYet = await newExpedient(t, later);
    const stillOpen = await newExpedient(t, due);
    await close(dueNow.id);
    await close(notYet.id);
    for (const stage of ['transfer', 'disposition'] as const) {
      const page = (await asAdmin(api.expedients.due, { query: { stage, per_page: 1000 } })).json();
      const ids = page.items.map((item: ExpedientDto) => item.id);
      expect(ids).toContain(dueNow.id);
      expect(ids).not.toContain(notYet.id);
      expect(ids).not.toContain(stillOpen.id);
    }
  });
});

describe('subdivisions and directories', () => {
  it('creates subdivisions from a list of names and renames one with its base', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    const created = await asAdmin(api.expedients.createSubdivisions, {
      params: { backgroundId: branch.background },
      body: {
        expedient_uuid: expedient.id,
        subdivision_struct: ['Precontractual', 'Contractual', 'Poscontractual'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const items = created.json().items;
    expect(items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Contractual',
      'Poscontractual',
      'Precontractual',
    ]);
    expect(items.every((item: { level: number; parent_id: string }) => item.level === 7)).toBe(
      true,
    );

    const target = items.find((item) => item.name === 'Precontractual') as ExpedientNodeDto;
    const renamed = await asAdmin(api.expedients.updateSubdivision, {
      params: { backgroundId: branch.background, id: target.id },
      body: { base_subdivision_uuid: expedient.id, name: 'Etapa precontractual' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: target.id, name: 'Etapa precontractual' });
    const wrongBase = await asAdmin(api.expedients.updateSubdivision, {
      params: { backgroundId: branch.background, id: target.id },
      body: { base_subdivision_uuid: branch.series, name: 'Otra' },
    });
    expect(wrongBase.statusCode).toBe(404);
    expect(wrongBase.json().code).toBe(20004);
    const taken = await asAdmin(api.expedients.updateSubdivision, {
      params: { backgroundId: branch.background, id: target.id },
      body: { base_subdivision_uuid: expedient.id, name: 'contractual' },
    });
    expect(taken.json().code).toBe(20001);
  });

  it('refuses a list that repeats a name or names an existing sibling, creating none of it', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    const repeated = await asAdmin(api.expedients.createSubdivisions, {
      params: { backgroundId: branch.background },
      body: {
        expedient_uuid: expedient.id,
        subdivision_struct: ['Uno', 'uno'],
      },
    });
    expect(repeated.json<ErrorBody>().code).toBe(20001);
    await asAdmin(api.expedients.createSubdivisions, {
      params: { backgroundId: branch.background },
      body: { expedient_uuid: expedient.id, subdivision_struct: ['Uno'] },
    });
    const existing = await asAdmin(api.expedients.createSubdivisions, {
      params: { backgroundId: branch.background },
      body: {
        expedient_uuid: expedient.id,
        subdivision_struct: ['Dos', 'Uno'],
      },
    });
    expect(existing.json<ErrorBody>().code).toBe(20001);
    const [{ count } = { count: '' }] = await ownerQuery<{ count: string }>(
      t.server,
      'SELECT count(*) FROM trd_nodes WHERE parent_id = $1',
      [expedient.id],
    );
    expect(Number(count)).toBe(1);
  });

  it('creates directories under a series, an expedient or a subdivision, not under a section', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    for (const parent of [branch.series, expedient.id]) {
      const created = await asAdmin(api.expedients.createDirectories, {
        params: { backgroundId: branch.background },
        body: {
          serie_subserie_uuid: parent,
          directory_struct: ['Correspondencia', 'Actas'],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().items).toHaveLength(2);
    }
    const section = await asAdmin(api.expedients.createDirectories, {
      params: { backgroundId: branch.background },
      body: {
        serie_subserie_uuid: branch.section,
        directory_struct: ['Correspondencia'],
      },
    });
    expect(section.json<ErrorBody>().code).toBe(20063);
    const [directory] = (
      await asAdmin(api.expedients.createDirectories, {
        params: { backgroundId: branch.background },
        body: {
          serie_subserie_uuid: branch.series,
          directory_struct: ['Otros'],
        },
      })
    ).json().items as [ExpedientNodeDto];
    const renamed = await asAdmin(api.expedients.updateDirectory, {
      params: { backgroundId: branch.background, id: directory.id },
      body: {
        base_directory_uuid: branch.series,
        name: 'Varios',
      },
    });
    expect(renamed.json()).toMatchObject({ name: 'Varios', level: 8 });
  });

  it('creates subdirectories under a directory, renamed like directories, never in a closed expedient', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    const [directory] = (
      await asAdmin(api.expedients.createDirectories, {
        params: { backgroundId: branch.background },
        body: { serie_subserie_uuid: expedient.id, directory_struct: ['Actas'] },
      })
    ).json().items as [ExpedientNodeDto];
    const created = await asAdmin(api.expedients.createDirectories, {
      params: { backgroundId: branch.background },
      body: {
        serie_subserie_uuid: directory.id,
        directory_struct: ['Enviadas', 'Recibidas'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [sent] = created.json().items as [ExpedientNodeDto];
    expect(created.json().items.map((node: { level: number; name: string }) => node)).toMatchObject(
      [
        { level: 9, name: 'Enviadas', parent_id: directory.id },
        { level: 9, name: 'Recibidas', parent_id: directory.id },
      ],
    );
    const again = await asAdmin(api.expedients.createDirectories, {
      params: { backgroundId: branch.background },
      body: {
        serie_subserie_uuid: directory.id,
        directory_struct: ['Enviadas'],
      },
    });
    expect(again.json<ErrorBody>().code).toBe(20001);
    const underSubdirectory = await asAdmin(api.expedients.createDirectories, {
      params: { backgroundId: branch.background },
      body: {
        serie_subserie_uuid: sent.id,
        directory_struct: ['Más hondo'],
      },
    });
    expect(underSubdirectory.json<ErrorBody>().code).toBe(20063);
    const renamed = await asAdmin(api.expedients.updateDirectory, {
      params: { backgroundId: branch.background, id: sent.id },
      body: {
        base_directory_uuid: directory.id,
        name: 'Despachadas',
      },
    });
    expect(renamed.json()).toMatchObject({ name: 'Despachadas', level: 9 });
    await asAdmin(api.expedients.close, { params: { id: expedient.id } });
    const closed = await asAdmin(api.expedients.createDirectories, {
      params: { backgroundId: branch.background },
      body: {
        serie_subserie_uuid: directory.id,
        directory_struct: ['Tardías'],
      },
    });
    expect([closed.statusCode, closed.json<ErrorBody>().code]).toEqual([403, 20062]);
  });

  it('creates no subdivision or directory where files already sit', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    const [file] = await recordWithFiles([{ name: 'acta.txt', content: 'Acta de inicio' }]);
    await placeFiles(t, expedient.id, [file?.id as string]);
    const subdivisions = await asAdmin(api.expedients.createSubdivisions, {
      params: { backgroundId: branch.background },
      body: {
        expedient_uuid: expedient.id,
        subdivision_struct: ['Nueva'],
      },
    });
    expect(subdivisions.statusCode).toBe(400);
    expect(subdivisions.json()).toMatchObject({
      code: 20065,
      data: { expedient_uuid: expect.any(String) },
    });
    const directories = await asAdmin(api.expedients.createDirectories, {
      params: { backgroundId: branch.background },
      body: {
        serie_subserie_uuid: expedient.id,
        directory_struct: ['Nuevo'],
      },
    });
    expect(directories.json<ErrorBody>().code).toBe(20065);
  });
  it('tells on the tree where directories may be made and what renamed, as the refusals judge', async () => {
    const branch = await trdBranch(t);
    const [empty, holding, closing] = [
      await newExpedient(t, branch),
      await newExpedient(t, branch),
      await newExpedient(t, branch),
    ];
    const [file] = await recordWithFiles([{ name: 'acta.txt', content: 'Acta de inicio' }]);
    await placeFiles(t, holding.id, [file?.id as string]);
    const [inClosed] = (
      await asAdmin(api.expedients.createDirectories, {
        params: { backgroundId: branch.background },
        body: { serie_subserie_uuid: closing.id, directory_struct: ['Actas'] },
      })
    ).json().items as [ExpedientNodeDto];
    await close(closing.id);
    const abilitiesUnder = async (parent: string) =>
      Object.fromEntries(
        (await asAdmin(api.trd.tree, { query: { parent_id: parent } }))
          .json()
          .map((node: TrdNodeDto) => [node.id, node.abilities]),
      );
    const section = (await abilitiesUnder(branch.background))[branch.section];
    expect(section).toMatchObject({ addDirectories: false, rename: false });
    expect((await abilitiesUnder(branch.section))[branch.series]).toMatchObject({
      addDirectories: true,
      rename: false,
    });
    const expedients = await abilitiesUnder(branch.series);
    expect(expedients[empty.id]).toMatchObject({ addDirectories: true });
    expect(expedients[holding.id]).toMatchObject({ addDirectories: false });
    expect(expedients[closing.id]).toMatchObject({ addDirectories: false });
    expect((await abilitiesUnder(closing.id))[inClosed.id]).toMatchObject({
      addDirectories: false,
      rename: false,
    });
    const [inOpen] = (
      await asAdmin(api.expedients.createDirectories, {
        params: { backgroundId: branch.background },
        body: { serie_subserie_uuid: empty.id, directory_struct: ['Actas'] },
      })
    ).json().items as [ExpedientNodeDto];
    expect((await abilitiesUnder(empty.id))[inOpen.id]).toMatchObject({
      addDirectories: true,
      rename: true,
    });
    const refused = await asAdmin(api.expedients.createDirectories, {
      params: { backgroundId: branch.background },
      body: {
        serie_subserie_uuid: holding.id,
        directory_struct: ['Nuevo'],
      },
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      expect.objectContaining({ code: 20065, data: { serie_subserie_uuid: expect.any(String) } }),
    ]);
  });
});

describe('consultation', () => {
  it('finds expedients by number, name, subject, series and status, a page at a time', async () => {
    const branch = await trdBranch(t);
    const other = await trdBranch(t);
    const a = await newExpedient(t, branch, { number: 'CONS-A1', name: 'Licencia ambiental' });
    const b = await newExpedient(t, branch, {
      number: 'CONS-B2',
      name: 'Permiso',
      subject: 'Vertimientos al río',
    });
    const c = await newExpedient(t, other, { number: 'CONS-C3', name: 'Licencia de obra' });
    await close(b.id);
    const ids = async (query: ExpedientQuery) =>
      (await asAdmin(api.expedients.list, { query: { per_page: 100, ...query } }))
        .json()
        .items.map((item: ExpedientDto) => item.id);
    expect(await ids({ number: 'cons-' })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ name: 'licencia' })).toEqual([a.id, c.id]);
    expect(await ids({ subject: 'río' })).toEqual([b.id]);
    expect(await ids({ series: branch.series })).toEqual([a.id, b.id]);
    expect(await ids({ series: branch.section, number: 'CONS' })).toEqual([a.id, b.id]);
    expect(await ids({ number: 'CONS', status: 2 })).toEqual([b.id]);
    const page = (
      await asAdmin(api.expedients.list, { query: { number: 'CONS-', per_page: 2, page: 2 } })
    ).json();
    expect(page).toMatchObject({ count: 3, pages: 2 });
    expect(page.items.map((item: ExpedientDto) => item.id)).toEqual([c.id]);
  });

  it('finds a name or subject by any part of it, case aside, as last edited, % and _ as written', async () => {
    const branch = await trdBranch(t);
    const a = await newExpedient(t, branch, {
      number: 'PARTE-1',
      name: 'Obra_norte pública',
      subject: 'Avance 100% de obra',
    });
    const b = await newExpedient(t, branch, {
      number: 'PARTE-2',
      name: 'Obra norte privada',
      subject: 'Avance 1000 de entrega',
    });
    const ids = async (query: ExpedientQuery) =>
      (await asAdmin(api.expedients.list, { query: { per_page: 100, number: 'parte-', ...query } }))
        .json()
        .items.map((item: ExpedientDto) => item.id);
    expect(await ids({ name: 'OBRA' })).toEqual([a.id, b.id]);
    expect(await ids({ name: 'obra_norte' })).toEqual([a.id]);
    expect(await ids({ subject: '100%' })).toEqual([a.id]);
    expect(await ids({ subject: 'avance', name: 'privada' })).toEqual([b.id]);
    const edited = await asAdmin(api.expedients.update, {
      params: { backgroundId: branch.background, id: b.id },
      body: { name: 'Obra_norte privada', subject: 'Entrega final' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ids({ name: 'obra_norte' })).toEqual([a.id, b.id]);
    expect(await ids({ subject: 'avance' })).toEqual([a.id]);
    expect(await ids({ subject: 'entrega' })).toEqual([b.id]);
  });

  it('finds for others only what lies below a level their roles let them consult', async () => {
    const granted = await trdBranch(t);
    const beside = await trdBranch(t);
    const inside = await newExpedient(t, granted, { number: 'VISTA-1' });
    const outside = await newExpedient(t, beside, { number: 'VISTA-2' });
    for (const userType of [1, 2] as const) {
      const { role, user } = await memberOfNewRole(t, userType);
      const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
      const get = callAs(t, () => token);
      const found = async () =>
        (await get(api.expedients.list, { query: { number: 'VISTA-' } }))
          .json()
          .items.map((e: ExpedientDto) => e.id);
      expect(await found()).toEqual([]);
      const added = await asAdmin(api.trdGrants.add, {
        params: { id: role.id },
        body: {
          levels_trd_permissions: [levelEntry(granted.series, 4, granted.background, ['consult'])],
        },
      });
      expect(added.statusCode, added.body).toBe(200);
      const again = (await login(t.server, user.user_name, USER_PASSWORD)).access;
      const read = callAs(t, () => again);
      const list = (await read(api.expedients.list, { query: { number: 'VISTA-' } })).json();
      expect(list.items.map((e: ExpedientDto) => e.id)).toEqual([inside.id]);
      expect(list.items[0]?.abilities).toMatchObject({ read: true, edit: false, close: false });
      expect((await read(api.expedients.get, { params: { id: inside.id } })).statusCode).toBe(200);
      expect((await read(api.expedients.files, { params: { id: inside.id } })).statusCode).toBe(
        200,
      );
      for (const endpoint of [api.expedients.get, api.expedients.files, api.expedients.indexXml]) {
        const answer = await read(endpoint, { params: { id: outside.id } });
        expect(answer.statusCode, endpoint.path).toBe(403);
      }
      const refused = await send(
        t.server,
        api.expedients.close,
        { params: { id: inside.id } },
        { token: again },
      );
      expect(refused.statusCode).toBe(403);
    }
    const all = (await asAdmin(api.expedients.list, { query: { number: 'VISTA-' } })).json();
    expect(all.items.map((e: ExpedientDto) => e.id)).toEqual([inside.id, outside.id]);
  });

  it('shows the menu entry as the company says', async () => {
    const session = (await asAdmin(api.auth.session)).json();
    expect(session.expedient_consult).toBe(true);
    expect(session.abilities['expedient.consult']).toBe(true);
    await ownerQuery(t.server, 'UPDATE tenants SET expedient_consult = false WHERE domain = $1', [
      t.company.domain,
    ]);
    expect((await asAdmin(api.auth.session)).json().expedient_consult).toBe(false);
    await ownerQuery(t.server, 'UPDATE tenants SET expedient_consult = true WHERE domain = $1', [
      t.company.domain,
    ]);
  });
});

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('the electronic index', () => {
  it('lists the documents in order with their pages, hashes and types; frozen and hashed at closing', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch, { number: 'IDX-1', name: 'Índice' });
    const [subdivision] = (
      await asAdmin(api.expedients.createSubdivisions, {
        params: { backgroundId: branch.background },
        body: {
          expedient_uuid: expedient.id,
          subdivision_struct: ['Contractual'],
        },
      })
    ).json().items as [ExpedientNodeDto];
    const contract = await pdfOf(['Uno', 'Dos', 'Tres']);
    const [pdf, note] = await recordWithFiles([
      { name: 'contrato.pdf', content: contract },
      { name: 'nota.txt', content: 'Nota interna' },
    ]);
    const [type] = await ownerQuery<{ id: string }>(
      t.server,
      `INSERT INTO documentary_types (tenant_id, name, created_by)
       VALUES ($1, 'Contrato', $2) RETURNING id`,
      [await tenantId(), t.company.admin.user.id],
    );
    await ownerQuery(t.server, 'UPDATE record_files SET documentary_type_id = $1 WHERE id = $2', [
      type?.id,
      pdf?.id,
    ]);
    await placeFiles(t, subdivision.id, [pdf?.id as string]);
    await placeFiles(t, expedient.id, [note?.id as string]);

    const open: ExpedientFilesDto = (
      await asAdmin(api.expedients.files, { params: { id: expedient.id } })
    ).json();
    expect(open.frozen).toBe(false);
    expect(open.items).toMatchObject([
      {
        position: 1,
        name: 'contrato.pdf',
        documentary_type: 'Contrato',
        sha256: sha256(contract),
        first_page: 1,
        last_page: 3,
        format: 'application/pdf',
        size: contract.length,
        origin: 1,
      },
      {
        position: 2,
        name: 'nota.txt',
        documentary_type: null,
        first_page: 4,
        last_page: 4,
        sha256: sha256('Nota interna'),
      },
    ]);

    const closed: ExpedientDto = (await close(expedient.id)).json();
    expect(closed.index_sha256).toMatch(/^[0-9a-f]{64}$/);
    const [audit] = await ownerQuery<{ changes: Record<string, unknown> }>(
      t.server,
      `SELECT changes FROM audit_logs WHERE entity_id = $1 AND module = 'expedients' AND action = 'close'`,
      [expedient.id],
    );
    expect(audit?.changes).toMatchObject({ index_sha256: closed.index_sha256, size: 2 });

    // A file placed behind the rules' back after closing does not enter the frozen index.
    const [late] = await recordWithFiles([{ name: 'tarde.txt', content: 'Tarde' }]);
    await placeFiles(t, expedient.id, [late?.id as string]);
    const frozen: ExpedientFilesDto = (
      await asAdmin(api.expedients.files, { params: { id: expedient.id } })
    ).json();
    expect(frozen.frozen).toBe(true);
    expect(frozen.items).toEqual(open.items);

    const xml = await asAdmin(api.expedients.indexXml, { params: { id: expedient.id } });
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toContain('indice-IDX-1.xml');
    expect(xml.body).toContain(`<valorHuella>${sha256(contract)}</valorHuella>`);
    expect(xml.body).toContain(`<huellaIndice>${closed.index_sha256}</huellaIndice>`);
    expect(xml.body).toContain('<numero>IDX-1</numero>');
    const pdfIndex = await asAdmin(api.expedients.indexPdf, { params: { id: expedient.id } });
    expect(pdfIndex.headers['content-type']).toBe('application/pdf');
    expect(pdfIndex.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("prints the PDF's times in the company's time zone, which it names", async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch, { number: 'IDX-TZ', name: 'Horas' });
    const [file] = await recordWithFiles([{ name: 'acta.txt', content: 'Acta' }]);
    await placeFiles(t, expedient.id, [file?.id as string]);
    await close(expedient.id);
    // Just before midnight in Bogotá: the next day already in UTC.
    await ownerQuery(t.server, 'UPDATE expedients SET closed_at = $2 WHERE node_id = $1', [
      expedient.id,
      '2026-11-27T04:58:01.647Z',
    ]);
    await ownerQuery(
      t.server,
      'UPDATE expedient_index_entries SET created_at = $2, added_at = $3 WHERE expedient_id = $1',
      [expedient.id, '2026-11-27T03:10:00Z', '2026-11-27T04:30:00Z'],
    );
    const pdf = await asAdmin(api.expedients.indexPdf, { params: { id: expedient.id } });
    const text = await textOf(pdf.rawPayload, 'application/pdf');
    expect(text).toContain('Fecha de cierre: 26/11/2026 23:58');
    expect(text).toContain('Zona horaria: hora estándar de Colombia (America/Bogota)');
    expect(text).toContain('Fecha de creación: 15/01/2026');
    expect(text).toContain('26/11/2026 22:10 26/11/2026 23:30');
    expect(text).not.toContain('2026-11-27');
  });

  it('verifies: intact, then names the document whose bytes changed and an index tampered with', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch);
    const [first, second] = await recordWithFiles([
      { name: 'uno.txt', content: 'Primero' },
      { name: 'dos.txt', content: 'Segundo' },
    ]);
    await placeFiles(t, expedient.id, [first?.id as string, second?.id as string]);
    await close(expedient.id);
    const verify = async (): Promise<VerifyDto> =>
      (await asAdmin(api.expedients.verify, { params: { id: expedient.id } })).json();
    const intact = await verify();
    expect(intact).toMatchObject({ intact: true, index_intact: true });
    expect(intact.computed_index_sha256).toBe(intact.index_sha256);
    expect(intact.documents.map((document) => document.state)).toEqual(['intact', 'intact']);

    const [version] = await ownerQuery<{ storage_key: string }>(
      t.server,
      'SELECT storage_key FROM file_versions WHERE file_id = $1',
      [second?.id],
    );
    fs.writeFileSync(
      path.join(t.server.dataDir, 'files', version?.storage_key as string),
      'Segundo, alterado',
    );
    const changed = await verify();
    expect(changed).toMatchObject({ intact: false, index_intact: true });
    expect(changed.documents[1]).toMatchObject({
      name: 'dos.txt',
      state: 'changed',
      expected_sha256: sha256('Segundo'),
      actual_sha256: sha256('Segundo, alterado'),
    });
    expect(changed.documents[0]?.state).toBe('intact');

    await ownerQuery(
      t.server,
      `UPDATE expedient_index_entries SET name = 'otro.txt' WHERE expedient_id = $1 AND position = 1`,
      [expedient.id],
    );
    const tampered = await verify();
    expect(tampered.index_intact).toBe(false);
    expect(tampered.computed_index_sha256).not.toBe(tampered.index_sha256);
  });
});

describe('the FUID inventory of a series', () => {
  it('lists its expedients in opening order with dates, pages, support and notes', async () => {
    const branch = await trdBranch(t);
    await asAdmin(api.trd.updateSeries, {
      params: { backgroundId: branch.background, id: branch.series },
      body: {
        support: 2,
      },
    });
    const later = await newExpedient(t, branch, {
      number: 'FUID-2',
      name: 'Segundo',
      opened_on: '2026-03-01',
    });
    const first = await newExpedient(t, branch, {
      number: 'FUID-1',
      name: 'Primero',
      subject: 'Obra civil',
      opened_on: '2026-01-10',
    });
    const [contract] = await recordWithFiles([
      { name: 'contrato.pdf', content: await pdfOf(['Uno', 'Dos']) },
    ]);
    await placeFiles(t, first.id, [contract?.id as string]);
    const closed: ExpedientDto = (await close(first.id)).json();
    const response = await asAdmin(api.expedients.fuid, { params: { id: branch.series } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = (workbook.worksheets[0]?.getSheetValues() ?? [])
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    // Days as every document prints them, dd/MM/yyyy, the closing on the company's day.
    const closedOn = companyDay(new Date(closed.closed_at as string))
      .split('-')
      .reverse()
      .join('/');
    expect(rows).toEqual([
      [
        'N.º de orden',
        'Código',
        'Nombre de la unidad documental',
        'Fecha inicial',
        'Fecha final',
        'Unidad de conservación',
        'N.º de folios',
        'Soporte',
        'Notas',
      ],
      [
        '1',
        'FUID-1',
        'Primero',
        '10/01/2026',
        closedOn,
        'Expediente electrónico',
        '2',
        'Electrónico',
        'Obra civil',
      ],
      [
        '2',
        later.number,
        'Segundo',
        '01/03/2026',
        undefined,
        'Expediente electrónico',
        '0',
        'Electrónico',
        'Contrato de prestación de servicios',
      ],
    ]);
    const section = await asAdmin(api.expedients.fuid, { params: { id: branch.section } });
    expect(section.statusCode).toBe(404);
  });
});

describe('rights and companies', () => {
  it('lets TRD configurators work and refuses other standard users', async () => {
    const branch = await trdBranch(t);
    const { role, user } = await memberOfNewRole(t, 2);
    await asAdmin(api.roles.setPermissions, {
      params: { id: role.id },
      body: {
        permissions: [1],
        designer_forms: false,
        designer_workflows: false,
      },
    });
    const configurator = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    const plain = await createUserWithPassword(t.server, t.company);
    const standard = (await login(t.server, plain.user_name, USER_PASSWORD)).access;
    const body = (number: string) => ({
      serie_subserie_uuid: branch.series,
      number,
      name: number,
      opened_on: '2026-01-15',
    });
    const create = (number: string, token: string) =>
      send(
        t.server,
        api.expedients.create,
        { params: { backgroundId: branch.background }, body: body(number) },
        { token },
      );
    const made = await create('ROL-1', configurator);
    expect(made.statusCode, made.body).toBe(201);
    const refused = await create('ROL-2', standard);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().code).toBe(10001);
  });

  it('never shows or changes another company’s expedients', async () => {
    const branch = await trdBranch(t);
    const expedient = await newExpedient(t, branch, { number: 'AJENO-1' });
    const other = await companyWithAdmin(t.server, 'otra-expedientes.co');
    const as = callAs(t, () => other.adminToken);
    for (const response of [
      await as(api.expedients.get, { params: { id: expedient.id } }),
      await as(api.expedients.files, { params: { id: expedient.id } }),
      await as(api.expedients.indexXml, { params: { id: expedient.id } }),
      await as(api.expedients.close, { params: { id: expedient.id } }),
      await as(api.expedients.verify, { params: { id: expedient.id } }),
      await as(api.expedients.update, {
        params: { backgroundId: branch.background, id: expedient.id },
        body: {
          name: 'Robado',
        },
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().code).toBe(20060);
    }
    for (const response of [
      await as(api.expedients.create, {
        params: { backgroundId: branch.background },
        body: {
          serie_subserie_uuid: branch.series,
          number: 'AJENO-2',
          name: 'Ajeno',
          opened_on: '2026-01-15',
        },
      }),
      await as(api.expedients.createSubdivisions, {
        params: { backgroundId: branch.background },
        body: {
          expedient_uuid: expedient.id,
          subdivision_struct: ['Ajena'],
        },
      }),
      await as(api.expedients.createDirectories, {
        params: { backgroundId: branch.background },
        body: {
          serie_subserie_uuid: branch.series,
          directory_struct: ['Ajeno'],
        },
      }),
    ]) {
      expect(response.json<ErrorBody>().code).toBe(20063);
    }
    for (const query of [{ number: 'AJENO' }, { name: expedient.name }, { subject: 'contrato' }]) {
      const found = await as(api.expedients.list, { query });
      expect(found.json().items, JSON.stringify(query)).toEqual([]);
    }
    expect((await as(api.expedients.due, { query: { stage: 'transfer' } })).json().items).toEqual(
      [],
    );
    const fuid = await as(api.expedients.fuid, { params: { id: branch.series } });
    expect(fuid.json<ErrorBody>().code).toBe(20004);
  });
});
