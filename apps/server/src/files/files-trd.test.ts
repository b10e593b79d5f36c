import type {
  BodyOf,
  ErrorBody,
  FormDto,
  RecordDto,
  RecordFileDto,
  RecordHistoryDto,
} from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newExpedient, trdBranch } from '../../test/expedient-fixtures.ts';
import { attached, pdfOf, uploadParts } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  companyWithAdmin,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { levelEntry, trdNode } from '../../test/trd-grant-fixtures.ts';

const t = useCompanyServer('archivo-trd.co');
const { asAdmin } = t;

let pdf: Buffer;
let branch: { background: string; section: string; series: string };
let form: FormDto;

beforeAll(async () => {
  pdf = await pdfOf(['Acta de inicio']);
  branch = await trdBranch(t);
  ({ form } = await designForm(asAdmin, [textbox('Referencia')]));
});

async function fileRecord(inForm = form): Promise<RecordDto> {
  const response = await asAdmin(api.records.file, {
    params: { id: inForm.id },
    body: {
      subject: 'Contrato de obra',
      support_type: 2,
      document_date: '2026-01-15',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Where each file sits in the tree, straight from the table. */
async function placements(ids: string[]) {
  return ownerQuery<{ id: string; trd_node_id: string | null; located: boolean }>(
    t.server,
    `SELECT id, trd_node_id, located_at IS NOT NULL AS located FROM record_files
      WHERE id = ANY($1::uuid[]) ORDER BY seq`,
    [ids],
  );
}

async function traceability(record: RecordDto): Promise<RecordHistoryDto> {
  const response = await asAdmin(api.records.history, {
    params: { id: record.form_id, recordId: record.id },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Directories under a parent (series, expedient or subdivision), by name. */
async function directories(parent: string, names: string[]): Promise<string[]> {
  const response = await asAdmin(api.expedients.createDirectories, {
    params: { backgroundId: branch.background },
    body: {
      serie_subserie_uuid: parent,
      directory_struct: names,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().items.map((item: { id: string }) => item.id);
}

const move = (file: string, destination: string, token = t.company.adminToken) =>
  send(
    t.server,
    api.files.moveInTrd,
    { params: { id: file }, body: { destination_uuid: destination } },
    { token },
  );

const uploadToLevel = (level: string, record: RecordDto, token = t.company.adminToken) =>
  send(
    t.server,
    api.files.uploadToLevel,
    {
      params: { levelId: level, id: record.id },
      body: uploadParts(record.form_id, [{ name: 'Acta.pdf', content: pdf }]),
    },
    { token },
  );

/** A standard user whose role grants these permissions on a node of the branch's fund. */
async function grantedOn(node: string, level: number, permissions: ('consult' | 'upload')[]) {
  const { role, user } = await memberOfNewRole(t, 2);
  const granted = await asAdmin(api.trdGrants.add, {
    params: { id: role.id },
    body: {
      levels_trd_permissions: [levelEntry(node, level as 4, branch.background, permissions)],
    },
  });
  expect(granted.statusCode, granted.body).toBeLessThan(300);
  return (await login(t.server, user.user_name, USER_PASSWORD)).access;
}

describe('files of a record whose form has a publication path', () => {
  it('are placed in that series from their upload, and the traceability says where', async () => {
    // A series of its own: files sitting in it keep directories from being made under it (20065).
    const path = await trdBranch(t);
    const placed = await designForm(asAdmin, [textbox('Referencia')], {
      trd_path_id: path.series,
    });
    const record = await fileRecord(placed.form);
    const files = await attached(t.server, t.company.adminToken, record, [
      { name: 'Contrato.pdf', content: pdf },
      { name: 'Póliza.pdf', content: pdf },
    ]);
    expect(await placements(files.map((file) => file.id))).toEqual(
      files.map((file) => ({ id: file.id, trd_node_id: path.series, located: true })),
    );
    const upload = (await traceability(record)).events.find((event) => event.action === 'upload');
    expect(upload?.changes).toEqual([
      {
        field: 'location',
        label: null,
        control: null,
        from: null,
        to: expect.stringMatching(/^SR\d+-Serie \d+$/),
      },
    ]);
  });

  it('stay outside the tree when the form has none', async () => {
    const record = await fileRecord();
    const [file] = await attached(t.server, t.company.adminToken, record, [
      { name: 'Suelto.pdf', content: pdf },
    ]);
    expect(await placements([file?.id as string])).toEqual([
      { id: file?.id, trd_node_id: null, located: false },
    ]);
    const upload = (await traceability(record)).events.find((event) => event.action === 'upload');
    expect(upload?.changes).toEqual([]);
  });
});

describe('moving a file in the TRD', () => {
  it('moves it into a directory, then a subdirectory, each move told in the traceability', async () => {
    const expedient = await newExpedient(t, branch, { name: 'Obra del puente' });
    const [directory] = await directories(expedient.id, ['Correspondencia', 'Actas']);
    const record = await fileRecord();
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'Oficio.pdf', content: pdf },
    ])) as [RecordFileDto];
    const moved = await move(file.id, directory as string);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: file.id, name: 'Oficio.pdf' });
    expect(await placements([file.id])).toEqual([
      { id: file.id, trd_node_id: directory, located: true },
    ]);
    const again = await move(file.id, directory as string);
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().code).toBe(20067);
    // Subdirectories are made by their own feature; here one is put in the table as it would be.
    const subdirectory = await trdNode(t, 9, directory as string, 'SUB-1', 'Enviados');
    expect((await move(file.id, subdirectory)).statusCode).toBe(200);
    const events = (await traceability(record)).events.filter((event) => event.action === 'move');
    expect(
      events.map((event) => [event.attachments, event.changes[0]?.from, event.changes[0]?.to]),
    ).toEqual([
      [['Oficio.pdf'], null, expect.stringMatching(/-Correspondencia$/)],
      [['Oficio.pdf'], expect.stringMatching(/-Correspondencia$/), 'SUB-1-Enviados'],
    ]);
  });

  it('refuses a destination that is not a directory or subdirectory, an unknown file or level', async () => {
    const record = await fileRecord();
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'Oficio.pdf', content: pdf },
    ])) as [RecordFileDto];
    const expedient = await newExpedient(t, branch);
    for (const node of [branch.series, branch.section, expedient.id]) {
      const refused = await move(file.id, node);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 20066,
        data: { destination_uuid: expect.any(String) },
      });
    }
    const [directory] = await directories(branch.series, ['Varios']);
    const unknownFile = await move('00000000-0000-4000-8000-000000000000', directory as string);
    expect([unknownFile.statusCode, unknownFile.json<ErrorBody>().code]).toEqual([404, 40001]);
    const unknownLevel = await move(file.id, '00000000-0000-4000-8000-000000000000');
    expect([unknownLevel.statusCode, unknownLevel.json<ErrorBody>().code]).toEqual([404, 20004]);
    const badBody = await move(file.id, 'no-uuid');
    expect(badBody.statusCode).toBe(400);
    await asAdmin(api.files.moveToTrash, {
      params: { id: file.id },
      body: { reason: 'Duplicado' },
    });
    const trashed = await move(file.id, directory as string);
    expect([trashed.statusCode, trashed.json<ErrorBody>().code]).toEqual([404, 40001]);
  });

  it('puts nothing into a closed expedient (20062)', async () => {
    const expedient = await newExpedient(t, branch);
    const [directory] = await directories(expedient.id, ['Anexos']);
    const [file] = (await attached(t.server, t.company.adminToken, await fileRecord(), [
      { name: 'Anexo.pdf', content: pdf },
    ])) as [RecordFileDto];
    const closed = await asAdmin(api.expedients.close, { params: { id: expedient.id } });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await move(file.id, directory as string);
    expect([refused.statusCode, refused.json<ErrorBody>().code]).toEqual([403, 20062]);
  });

  it('lets nothing a closed expedient holds be moved out, renamed or trashed', async () => {
    const expedient = await newExpedient(t, branch);
    const [inside, outside] = await directories(expedient.id, ['Actas', 'Otros']);
    const outsideDirectory = (await directories(branch.series, ['Suelto']))[0] as string;
    const [file] = (await attached(t.server, t.company.adminToken, await fileRecord(), [
      { name: 'Acta.pdf', content: pdf },
    ])) as [RecordFileDto];
    expect((await move(file.id, inside as string)).statusCode).toBe(200);
    expect((await asAdmin(api.expedients.close, { params: { id: expedient.id } })).statusCode).toBe(
      200,
    );
    for (const refused of [
      await move(file.id, outsideDirectory),
      await move(file.id, outside as string),
      await asAdmin(api.files.updateInTrd, {
        params: { id: file.id },
        body: { name: 'Otra.pdf', subject: 'Otra' },
      }),
      await asAdmin(api.files.moveToTrash, {
        params: { id: file.id },
        body: {
          reason: 'Sobra en el expediente',
        },
      }),
    ]) {
      expect([refused.statusCode, refused.json<ErrorBody>().code]).toEqual([403, 20062]);
    }
    const verified = (
      await asAdmin(api.expedients.verify, { params: { id: expedient.id } })
    ).json();
    expect(verified).toMatchObject({ intact: true });
  });

  it('does not restore from the trash a file whose expedient closed since it was trashed', async () => {
    const expedient = await newExpedient(t, branch);
    const [inside] = await directories(expedient.id, ['Borradores']);
    const [file] = (await attached(t.server, t.company.adminToken, await fileRecord(), [
      { name: 'Borrador.pdf', content: pdf },
    ])) as [RecordFileDto];
    expect((await move(file.id, inside as string)).statusCode).toBe(200);
    await asAdmin(api.files.moveToTrash, {
      params: { id: file.id },
      body: { reason: 'Versión descartada' },
    });
    expect((await asAdmin(api.expedients.close, { params: { id: expedient.id } })).statusCode).toBe(
      200,
    );
    const refused = await asAdmin(api.trash.act, {
      query: { action: 1 },
      body: { files: [file.id] },
    });
    expect([refused.statusCode, refused.json<ErrorBody>().code]).toEqual([403, 20062]);
    const trashed = await ownerQuery<{ trashed: boolean }>(
      t.server,
      'SELECT trashed_at IS NOT NULL AS trashed FROM record_files WHERE id = $1',
      [file.id],
    );
    expect(trashed).toEqual([{ trashed: true }]);
  });

  it('opens a placed file to whoever consults its level, without the form’s grant', async () => {
    const [directory] = await directories(branch.series, ['Consultables']);
    const [file] = (await attached(t.server, t.company.adminToken, await fileRecord(), [
      { name: 'Consultable.pdf', content: pdf },
    ])) as [RecordFileDto];
    expect((await move(file.id, directory as string)).statusCode).toBe(200);
    const beside = await asAdmin(api.trd.createSeries, {
      params: { backgroundId: branch.background },
      body: {
        parent_uuid: branch.section,
        code: 'SR-AL-LADO',
        name: 'Serie al lado',
      },
    });
    const consultsBeside = await grantedOn(beside.json().id, 4, ['consult']);
    const consults = await grantedOn(branch.series, 4, ['consult']);
    const listed = await send(
      t.server,
      api.trdGrants.levelFiles,
      { query: { node_id: directory as string } },
      { token: consults },
    );
    expect(listed.json()[0]?.abilities).toMatchObject({ view: true, edit: false });
    const content = await send(
      t.server,
      api.files.download,
      { params: { id: file.id } },
      { token: consults },
    );
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(pdf)).toBe(true);
    const refused = await send(
      t.server,
      api.files.download,
      { params: { id: file.id } },
      { token: consultsBeside },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('is for whoever may upload on the destination: an upload grant above it, not consult', async () => {
    const [directory] = await directories(branch.series, ['Recibidos']);
    const [file] = (await attached(t.server, t.company.adminToken, await fileRecord(), [
      { name: 'Recibo.pdf', content: pdf },
    ])) as [RecordFileDto];
    const consultOnly = await grantedOn(branch.series, 4, ['consult']);
    expect((await move(file.id, directory as string, consultOnly)).statusCode).toBe(403);
    const uploader = await grantedOn(branch.series, 4, ['upload']);
    expect((await move(file.id, directory as string, uploader)).statusCode).toBe(200);
  });

  it('never reaches another company: its file and its levels are not found', async () => {
    const [directory] = await directories(branch.series, ['Ajena']);
    const [file] = (await attached(t.server, t.company.adminToken, await fileRecord(), [
      { name: 'Propio.pdf', content: pdf },
    ])) as [RecordFileDto];
    const other = await companyWithAdmin(t.server, 'otra-trd.co');
    const foreignFile = await move(file.id, directory as string, other.adminToken);
    expect([foreignFile.statusCode, foreignFile.json<ErrorBody>().code]).toEqual([404, 40001]);
    expect(await placements([file.id])).toEqual([
      { id: file.id, trd_node_id: null, located: false },
    ]);
  });
});

describe('uploading straight to a TRD level', () => {
  it('places the files in the level for whoever may upload there, without the form right', async () => {
    const [directory] = await directories(branch.series, ['Radicados']);
    const record = await fileRecord();
    const consultOnly = await grantedOn(branch.series, 4, ['consult']);
    expect((await uploadToLevel(directory as string, record, consultOnly)).statusCode).toBe(403);
    const uploader = await grantedOn(branch.series, 4, ['upload']);
    const response = await uploadToLevel(directory as string, record, uploader);
    expect(response.statusCode, response.body).toBe(201);
    const [file] = response.json().items as RecordFileDto[];
    expect(file?.name).toBe('Acta.pdf');
    expect(await placements([file?.id as string])).toEqual([
      { id: file?.id, trd_node_id: directory, located: true },
    ]);
    const upload = (await traceability(record)).events.find((event) => event.action === 'upload');
    expect(upload?.changes[0]?.to).toMatch(/-Radicados$/);
  });

  it('lists the files of one upload in the order they were sent, on the level and on the record', async () => {
    const [directory] = (await directories(branch.series, ['En orden'])) as [string];
    const record = await fileRecord();
    // Placed in one transaction, the files share their time on the level; on PGlite, whose clock
    // counts milliseconds, often their filing time too.
    const names = ['Oficio.pdf', 'Anexo.pdf', 'Acta.pdf'];
    const response = await asAdmin(api.files.uploadToLevel, {
      params: { levelId: directory, id: record.id },
      body: uploadParts(
        record.form_id,
        names.map((name) => ({ name, content: pdf })),
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    const onLevel = await asAdmin(api.trdGrants.levelFiles, { query: { node_id: directory } });
    expect(onLevel.json().map((file) => file.name)).toEqual(names);
    const onRecord = await asAdmin(api.files.list, { params: { id: record.id } });
    expect(onRecord.json().items.map((file: RecordFileDto) => file.name)).toEqual(names);
  });

  it('refuses a closed expedient, an unknown level and another company', async () => {
    const expedient = await newExpedient(t, branch);
    const record = await fileRecord();
    await asAdmin(api.expedients.close, { params: { id: expedient.id } });
    const closed = await uploadToLevel(expedient.id, record);
    expect([closed.statusCode, closed.json<ErrorBody>().code]).toEqual([403, 20062]);
    const unknown = await uploadToLevel('00000000-0000-4000-8000-000000000000', record);
    expect([unknown.statusCode, unknown.json<ErrorBody>().code]).toEqual([404, 20004]);
    const other = await companyWithAdmin(t.server, 'otra-carga-trd.co');
    const foreign = await uploadToLevel(branch.series, record, other.adminToken);
    expect(foreign.statusCode).toBe(404);
  });
});

describe("editing a file's data in the TRD", () => {
  const edit = (
    file: string,
    body: BodyOf<typeof api.files.updateInTrd>,
    token = t.company.adminToken,
  ) => send(t.server, api.files.updateInTrd, { params: { id: file }, body }, { token });

  it('renames it and gives it a documentary type of the company, for whoever may upload there', async () => {
    const type = (
      await asAdmin(api.documentaryTypes.create, { body: { name: 'Oficio remisorio' } })
    ).json();
    const [directory] = await directories(branch.series, ['Editados']);
    const record = await fileRecord();
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'Borrador.pdf', content: pdf },
    ])) as [RecordFileDto];
    const outside = await edit(file.id, { name: 'Final.pdf', subject: 'Oficio final' });
    expect([outside.statusCode, outside.json<ErrorBody>().code]).toEqual([404, 40001]);
    await move(file.id, directory as string);
    const unknownType = await edit(file.id, {
      name: 'Final.pdf',
      subject: 'Oficio final',
      documentary_type_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownType.statusCode).toBe(404);
    expect(unknownType.json()).toMatchObject({
      code: 20010,
      data: { documentary_type_id: expect.any(String) },
    });
    const consultOnly = await grantedOn(branch.series, 4, ['consult']);
    const body = { name: 'Final.pdf', subject: 'Oficio final', documentary_type_id: type.id };
    expect((await edit(file.id, body, consultOnly)).statusCode).toBe(403);
    const uploader = await grantedOn(branch.series, 4, ['upload']);
    const edited = await edit(file.id, body, uploader);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Final.pdf',
      subject: 'Oficio final',
      documentary_type_id: type.id,
    });
    const [entry] = await ownerQuery<{ changes: Record<string, unknown> }>(
      t.server,
      `SELECT changes FROM audit_logs WHERE module = 'files' AND action = 'update' AND entity_id = $1`,
      [record.id],
    );
    expect(entry?.changes).toMatchObject({
      name: { from: 'Borrador.pdf', to: 'Final.pdf' },
      documentary_type: { from: null, to: 'Oficio remisorio' },
    });
    const other = await companyWithAdmin(t.server, 'otra-edicion-trd.co');
    const foreign = await edit(file.id, body, other.adminToken);
    expect([foreign.statusCode, foreign.json<ErrorBody>().code]).toEqual([404, 40001]);
  });
});
