import type {
  DocumentaryTypeDto,
  Endpoint,
  ErrorBody,
  FormInput,
  TrdNodeDetailDto,
  TrdNodeDto,
} from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { attached } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  type Answer,
  type Company,
  companyWithAdmin,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('trd.co');
const { asAdmin } = t;

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence}`;

async function created(response: Answer<Endpoint>): Promise<TrdNodeDetailDto> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TrdNodeDetailDto>();
}

const fund = (code = unique('F'), name = unique('Fondo')) =>
  asAdmin(api.trd.createFund, { body: { code, name } }).then(created);

/** What creates a node of each level below a fund, by the name its path gives the level. */
const creates = {
  sections: api.trd.createSection,
  subsections: api.trd.createSubsection,
  series: api.trd.createSeries,
  subseries: api.trd.createSubseries,
};

const child = (
  background: string,
  plural: keyof typeof creates,
  parent: string,
  extra: Record<string, unknown> = {},
) =>
  asAdmin(creates[plural], {
    params: { backgroundId: background },
    body: { parent_uuid: parent, code: unique('C'), name: unique('Nivel'), ...extra },
  });

/** A fund → section → series → subseries, each made through the API. */
async function branch() {
  const background = await fund();
  const section = await created(await child(background.id, 'sections', background.id));
  const series = await created(await child(background.id, 'series', section.id));
  const subseries = await created(await child(background.id, 'subseries', series.id));
  return { background, section, series, subseries };
}

const level = async (parent?: string): Promise<TrdNodeDto[]> => {
  const response = await asAdmin(api.trd.tree, { query: { parent_id: parent } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the TRD tree', () => {
  it('builds fund → section → subsection → series → subseries and opens one level at a time', async () => {
    const background = await fund('100', 'Fondo principal');
    expect(background).toMatchObject({ level: 1, parent_id: null, status: 1, retention: null });
    const section = await created(
      await child(background.id, 'sections', background.id, { code: '100.1', name: 'Gerencia' }),
    );
    const subsection = await created(await child(background.id, 'subsections', section.id));
    const series = await created(await child(background.id, 'series', subsection.id));
    const subseries = await created(await child(background.id, 'subseries', series.id));
    expect(subseries.path.map((node) => node.level)).toEqual([1, 2, 3, 4, 5]);
    expect(subseries.background_id).toBe(background.id);

    const funds = await level();
    expect(funds.find((node) => node.id === background.id)).toMatchObject({
      code: '100',
      name: 'Fondo principal',
      has_children: true,
      abilities: { edit: true, delete: true },
    });
    expect(await level(background.id)).toEqual([
      expect.objectContaining({ id: section.id, code: '100.1', level: 2, has_children: true }),
    ]);
    expect((await level(series.id)).map((node) => [node.id, node.has_children])).toEqual([
      [subseries.id, false],
    ]);
    const unknown = await asAdmin(api.trd.tree, { query: { parent_id: crypto.randomUUID() } });
    expect(unknown.json<ErrorBody>().code).toBe(20004);
  });

  it('hangs a series under a section too, and orders a level by code', async () => {
    const background = await fund();
    const section = await created(await child(background.id, 'sections', background.id));
    const later = await created(await child(background.id, 'series', section.id, { code: 'B2' }));
    const earlier = await created(await child(background.id, 'series', section.id, { code: 'a1' }));
    expect((await level(section.id)).map((node) => node.id)).toEqual([earlier.id, later.id]);
  });

  it('refuses a code or name taken among siblings, but allows them under another parent', async () => {
    const background = await fund();
    const first = await created(
      await child(background.id, 'sections', background.id, { code: 'S1', name: 'Jurídica' }),
    );
    const sameCode = await child(background.id, 'sections', background.id, { code: 's1' });
    expect(sameCode.statusCode).toBe(400);
    expect(sameCode.json()).toMatchObject({ code: 20000, data: { code: expect.any(String) } });
    const sameName = await child(background.id, 'sections', background.id, { name: 'JURÍDICA' });
    expect(sameName.json()).toMatchObject({ code: 20001, data: { name: expect.any(String) } });

    const other = await fund();
    await created(await child(other.id, 'sections', other.id, { code: 'S1', name: 'Jurídica' }));
    // Funds are siblings of each other.
    const fundTaken = await asAdmin(api.trd.createFund, {
      body: {
        code: background.code,
        name: unique('Otro'),
      },
    });
    expect(fundTaken.json<ErrorBody>().code).toBe(20000);

    const second = await created(await child(background.id, 'sections', background.id));
    const renamed = await asAdmin(api.trd.updateSection, {
      params: { backgroundId: background.id, id: second.id },
      body: { name: 'jurídica' },
    });
    expect(renamed.json<ErrorBody>().code).toBe(20001);
    expect(first.name).toBe('Jurídica');
  });

  it('requires code and name of 1–150 letters, digits, spaces and - _ . , :', async () => {
    const background = await fund();
    const illegal = await child(background.id, 'sections', background.id, { code: 'A/B' });
    expect(illegal.json()).toMatchObject({
      code: 30010,
      data: { code: 'Use solo letras, números, espacios y los signos - _ . , :' },
    });
    const inEnglish = await asAdmin(
      api.trd.createSection,
      {
        params: { backgroundId: background.id },
        body: { parent_uuid: background.id, code: 'ok', name: 'Nombre <script>' },
      },
      { language: 'en' },
    );
    expect(inEnglish.json<ErrorBody>().data).toEqual({
      name: 'Use only letters, digits, spaces and - _ . , :',
    });
    const empty = await child(background.id, 'sections', background.id, { name: '  ' });
    expect(empty.json<ErrorBody>().data?.name).toBeDefined();
    const long = await child(background.id, 'sections', background.id, { name: 'x'.repeat(151) });
    expect(long.json<ErrorBody>().code).toBe(30010);
    await created(await child(background.id, 'sections', background.id, { name: 'ñ'.repeat(150) }));
  });

  it('refuses a node under a parent of the wrong level, or outside the fund of the path', async () => {
    const { background, section, series, subseries } = await branch();
    const cases = [
      ['sections', series.id],
      ['subsections', background.id],
      ['series', background.id],
      ['series', subseries.id],
      ['subseries', section.id],
      ['subseries', subseries.id],
    ] as const;
    for (const [plural, parent] of cases) {
      const response = await child(background.id, plural, parent);
      expect(response.json(), `${plural} under ${parent}`).toMatchObject({
        code: 20003,
        data: { parent_uuid: expect.any(String) },
      });
    }
    const other = await fund();
    expect((await child(other.id, 'series', section.id)).json<ErrorBody>().code).toBe(20004);
    expect(
      (await child(background.id, 'sections', crypto.randomUUID())).json<ErrorBody>().code,
    ).toBe(20004);
  });

  it('edits a node through its level’s path only, and switches it inactive', async () => {
    const { background, section, series } = await branch();
    const edited = await asAdmin(api.trd.updateSection, {
      params: { backgroundId: background.id, id: section.id },
      body: {
        code: 'NUEVO',
        status: 2,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ code: 'NUEVO', status: 2, name: section.name });
    const wrongLevel = await asAdmin(api.trd.updateSection, {
      params: { backgroundId: background.id, id: series.id },
      body: { name: 'Otro' },
    });
    expect(wrongLevel.json<ErrorBody>().code).toBe(20004);
    const fundEdit = await asAdmin(api.trd.updateFund, {
      params: { id: background.id },
      body: {
        name: 'Fondo renombrado',
      },
    });
    expect(fundEdit.json().name).toBe('Fondo renombrado');
    const otherFund = await fund();
    const elsewhere = await asAdmin(api.trd.updateSeries, {
      params: { backgroundId: otherFund.id, id: series.id },
      body: { name: 'Otro' },
    });
    expect(elsewhere.json<ErrorBody>().code).toBe(20004);
  });
});

describe('the audit of the tree', () => {
  it('writes who created, changed and deleted each level, and what', async () => {
    const { background, section, series, subseries } = await branch();
    await asAdmin(api.trd.updateSection, {
      params: { backgroundId: background.id, id: section.id },
      body: {
        name: 'Sección auditada',
      },
    });
    expect(
      (await asAdmin(api.trd.deleteNode, { params: { id: subseries.id, level: '5' } })).statusCode,
    ).toBe(200);
    const audit = (id: string) =>
      ownerQuery<{ action: string; changes: Record<string, unknown> }>(
        t.server,
        `SELECT action, changes FROM audit_logs WHERE module = 'trd' AND entity_id = $1
          ORDER BY seq`,
        [id],
      );
    const ofSection = await audit(section.id);
    expect(ofSection.map((row) => row.action)).toEqual(['create', 'update']);
    expect(ofSection[0]?.changes).toMatchObject({
      code: section.code,
      name: section.name,
      parent: { id: background.id, name: background.name },
    });
    expect(ofSection[1]?.changes).toEqual({ name: { from: section.name, to: 'Sección auditada' } });
    const ofSubseries = await audit(subseries.id);
    expect(ofSubseries.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(ofSubseries[1]?.changes).toMatchObject({ code: subseries.code, name: subseries.name });
    expect((await audit(series.id)).map((row) => row.action)).toEqual(['create']);
  });
});

describe('retention of series and subseries', () => {
  it('keeps years, several dispositions, procedure, support, access class and documentary types', async () => {
    const { background, section } = await branch();
    const [acta, oficio] = (await Promise.all(
      ['Acta', 'Oficio'].map((name) =>
        asAdmin(api.documentaryTypes.create, { body: { name: unique(name) } }).then((r) =>
          r.json(),
        ),
      ),
    )) as [DocumentaryTypeDto, DocumentaryTypeDto];
    const retention = {
      office_years: 2,
      central_years: 8,
      dispositions: ['conservation', 'digitization'],
      procedure: 'Se digitaliza y se conserva en el archivo histórico.',
      support: 3,
      access_class: 2,
      documentary_types_uuid: [acta.id, oficio.id],
    };
    const series = await created(await child(background.id, 'series', section.id, retention));
    expect(series.retention).toMatchObject({
      office_years: 2,
      central_years: 8,
      dispositions: ['conservation', 'digitization'],
      support: 3,
      access_class: 2,
    });
    expect(series.retention?.documentary_types.map((type) => type.id).sort()).toEqual(
      [acta.id, oficio.id].sort(),
    );

    const changed = await asAdmin(api.trd.updateSeries, {
      params: { backgroundId: background.id, id: series.id },
      body: {
        dispositions: ['elimination'],
        office_years: 0,
        documentary_types_uuid: [oficio.id],
      },
    });
    expect(changed.json().retention).toMatchObject({
      office_years: 0,
      central_years: 8,
      dispositions: ['elimination'],
      documentary_types: [{ id: oficio.id }],
    });
    const read = (await asAdmin(api.trd.node, { params: { id: series.id } })).json();
    expect(read.retention?.procedure).toBe(retention.procedure);

    const bad = await child(background.id, 'subseries', series.id, { office_years: 101 });
    expect(bad.json()).toMatchObject({ code: 30010, data: { office_years: expect.any(String) } });
    const unknownType = await child(background.id, 'subseries', series.id, {
      documentary_types_uuid: [crypto.randomUUID()],
    });
    expect(unknownType.json<ErrorBody>().code).toBe(20010);
  });

  it('gives sections no retention, whatever is sent', async () => {
    const background = await fund();
    const section = await created(
      await child(background.id, 'sections', background.id, { office_years: 3 }),
    );
    expect(section.retention).toBeNull();
  });
});

describe('deleting a node', () => {
  it('removes a leaf for good, and refuses a node with sublevels', async () => {
    const { background, series, subseries } = await branch();
    const refused = await asAdmin(api.trd.deleteNode, { params: { id: series.id, level: '4' } });
    expect(refused.json<ErrorBody>().code).toBe(20005);
    const wrongLevel = await asAdmin(api.trd.deleteNode, {
      params: { id: subseries.id, level: '4' },
    });
    expect(wrongLevel.json<ErrorBody>().code).toBe(20004);
    const deleted = await asAdmin(api.trd.deleteNode, { params: { id: subseries.id, level: '5' } });
    expect(deleted.statusCode).toBe(200);
    expect(await level(series.id)).toEqual([]);
    expect(
      (await asAdmin(api.trd.node, { params: { id: subseries.id } })).json<ErrorBody>().code,
    ).toBe(20004);
    expect(
      (await asAdmin(api.trd.deleteNode, { params: { id: series.id, level: '4' } })).statusCode,
    ).toBe(200);
    expect((await level(background.id))[0]?.has_children).toBe(false);
  });

  it('refuses a node that holds files', async () => {
    const { subseries } = await branch();
    const { form } = await designForm(asAdmin, [textbox('Nota')]);
    const record = (
      await asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Con archivo',
          support_type: 1,
          document_date: '2026-01-15',
          values: {},
        },
      })
    ).json();
    const [file] = await attached(t.server, t.company.adminToken, record, [
      { name: 'Acta.txt', content: 'Acta de la reunión' },
    ]);
    await ownerQuery(
      t.server,
      'UPDATE record_files SET trd_node_id = $1, located_at = now() WHERE id = $2',
      [subseries.id, file?.id],
    );
    const refused = await asAdmin(api.trd.deleteNode, { params: { id: subseries.id, level: '5' } });
    expect(refused.json<ErrorBody>().code).toBe(20006);
  });

  it('names up to 10 forms publishing to it, and how many more', async () => {
    const { series, subseries } = await branch();
    const forms = [];
    for (let index = 1; index <= 12; index += 1) {
      const form = await asAdmin(api.forms.create, {
        body: {
          name: `Publica ${String(index).padStart(2, '0')}`,
          description: 'Publica en la subserie',
          sequence_length: 3,
          sticker_type: 1,
        },
      });
      forms.push(form.json().id as string);
    }
    for (const id of forms) {
      const form = (await asAdmin(api.forms.get, { params: { id } })).json();
      await asAdmin(api.forms.update, {
        params: { id },
        body: {
          name: form.name,
          description: form.description,
          sequence_length: form.sequence_length,
          sticker_type: form.sticker_type,
          trd_path_id: subseries.id,
        },
      });
    }
    const many = await asAdmin(api.trd.deleteNode, { params: { id: subseries.id, level: '5' } });
    expect(many.statusCode).toBe(400);
    const ten = Array.from({ length: 10 }, (_, i) => `Publica ${String(i + 1).padStart(2, '0')}`);
    expect(many.json()).toMatchObject({
      code: 20008,
      detail: `El nivel es la ruta de publicación de los formularios ${ten.join(', ')} y 2 más, y no se puede eliminar.`,
    });

    await ownerQuery(t.server, 'UPDATE forms SET trd_path_id = $1 WHERE id = ANY($2::uuid[])', [
      series.id,
      forms.slice(0, 2),
    ]);
    await ownerQuery(t.server, 'UPDATE forms SET trd_path_id = NULL WHERE id = ANY($1::uuid[])', [
      forms.slice(3),
    ]);
    const one = await asAdmin(
      api.trd.deleteNode,
      { params: { id: subseries.id, level: '5' } },
      { language: 'en' },
    );
    expect(one.json()).toMatchObject({
      code: 20007,
      detail: 'The level is the publication path of the forms Publica 03 and cannot be deleted.',
    });
    // A deleted form publishes nowhere: it does not hold the level.
    await ownerQuery(t.server, 'UPDATE forms SET status = 4 WHERE id = $1', [forms[2]]);
    expect(
      (await asAdmin(api.trd.deleteNode, { params: { id: subseries.id, level: '5' } })).statusCode,
    ).toBe(200);
  });
});

describe('a form’s publication path', () => {
  const settings = (extra: Partial<FormInput>): FormInput => ({
    name: unique('Formulario con ruta'),
    description: 'Publica en la TRD',
    sequence_length: 3,
    sticker_type: 1,
    ...extra,
  });

  it('is a series or subseries chosen in the form’s settings, kept until changed', async () => {
    const { section, series, subseries } = await branch();
    const made = await asAdmin(api.forms.create, { body: settings({ trd_path_id: subseries.id }) });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().trd_path).toEqual({
      id: subseries.id,
      level: 5,
      code: subseries.code,
      name: subseries.name,
    });
    const form = made.json();
    const body = {
      name: form.name,
      description: form.description,
      sequence_length: form.sequence_length,
      sticker_type: form.sticker_type,
    };
    // Left out, the path stays; null removes it.
    const kept = await asAdmin(api.forms.update, { params: { id: form.id }, body });
    expect(kept.json().trd_path?.id).toBe(subseries.id);
    const moved = await asAdmin(api.forms.update, {
      params: { id: form.id },
      body: {
        ...body,
        trd_path_id: series.id,
      },
    });
    expect(moved.json().trd_path?.level).toBe(4);
    const onSection = await asAdmin(api.forms.update, {
      params: { id: form.id },
      body: {
        ...body,
        trd_path_id: section.id,
      },
    });
    expect(onSection.json()).toMatchObject({
      code: 20009,
      data: { trd_path_id: expect.any(String) },
    });
    const unknown = await asAdmin(api.forms.create, {
      body: settings({ trd_path_id: crypto.randomUUID() }),
    });
    expect(unknown.json<ErrorBody>().code).toBe(20004);
    const cleared = await asAdmin(api.forms.update, {
      params: { id: form.id },
      body: { ...body, trd_path_id: null },
    });
    expect(cleared.json().trd_path).toBeNull();
  });
});

describe('who configures the tree', () => {
  let standard: string;
  let configurer: string;
  let query: string;
  beforeAll(async () => {
    const plain = await memberOfNewRole(t, 2);
    standard = (await login(t.server, plain.user.user_name, USER_PASSWORD)).access;
    const trd = await memberOfNewRole(t, 2);
    await asAdmin(api.roles.setPermissions, {
      params: { id: trd.role.id },
      body: {
        permissions: [1],
        designer_forms: false,
        designer_workflows: false,
      },
    });
    configurer = (await login(t.server, trd.user.user_name, USER_PASSWORD)).access;
    const reader = await memberOfNewRole(t, 1);
    await asAdmin(api.roles.setPermissions, {
      params: { id: reader.role.id },
      body: {
        permissions: [1],
        designer_forms: false,
        designer_workflows: false,
      },
    });
    query = (await login(t.server, reader.user.user_name, USER_PASSWORD)).access;
  });

  it('lets a standard user with the TRD configuration permission build it; others are refused', async () => {
    const made = await send(
      t.server,
      api.trd.createFund,
      { body: { code: unique('P'), name: unique('Permiso') } },
      { token: configurer },
    );
    expect(made.statusCode).toBe(201);
    // A fund takes no directories, and is renamed from its form, not as a directory.
    expect(made.json().abilities).toEqual({
      edit: true,
      delete: true,
      addDirectories: false,
      rename: false,
    });
    for (const token of [standard, query]) {
      const refused = await send(
        t.server,
        api.trd.createFund,
        { body: { code: unique('P'), name: unique('Permiso') } },
        { token },
      );
      expect(refused.json<ErrorBody>().code).toBe(10001);
      expect((await send(t.server, api.trd.tree, {}, { token })).json<ErrorBody>().code).toBe(
        10001,
      );
    }
    const session = (await send(t.server, api.auth.session, {}, { token: configurer })).json();
    expect(session.abilities).toMatchObject({
      'trd.configure': true,
      'documentaryType.manage': true,
    });
  });
});

describe('another company', () => {
  let other: Company;
  beforeAll(async () => {
    other = await companyWithAdmin(t.server, 'other-trd.co');
  });

  it('never sees, edits, deletes or builds under this company’s nodes', async () => {
    const { background, section, series } = await branch();
    const token = other.adminToken;
    const funds = (await send(t.server, api.trd.tree, {}, { token })).json();
    expect(funds).toEqual([]);
    const attempts = await Promise.all([
      send(t.server, api.trd.tree, { query: { parent_id: background.id } }, { token }),
      send(t.server, api.trd.node, { params: { id: section.id } }, { token }),
      send(
        t.server,
        api.trd.updateFund,
        { params: { id: background.id }, body: { name: 'X' } },
        { token },
      ),
      send(
        t.server,
        api.trd.updateSection,
        { params: { backgroundId: background.id, id: section.id }, body: { name: 'X' } },
        { token },
      ),
      send(
        t.server,
        api.trd.createSeries,
        {
          params: { backgroundId: background.id },
          body: { parent_uuid: section.id, code: 'X', name: 'X' },
        },
        { token },
      ),
      send(t.server, api.trd.deleteNode, { params: { id: series.id, level: '4' } }, { token }),
    ]);
    for (const response of attempts) expect(response.json<ErrorBody>().code).toBe(20004);
    // The same codes and names are free in another company.
    const own = await send(
      t.server,
      api.trd.createFund,
      { body: { code: background.code, name: background.name } },
      { token },
    );
    expect(own.statusCode).toBe(201);
    expect((await level(background.id)).length).toBe(1);
  });
});
