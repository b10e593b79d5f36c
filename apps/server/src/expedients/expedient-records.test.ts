import type {
  ErrorBody,
  ExpedientFilesDto,
  FormDto,
  RecordDetailDto,
  RecordDto,
  RecordFileDto,
  RecordHistoryDto,
  RelatedRecordDto,
} from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newExpedient, trdBranch } from '../../test/expedient-fixtures.ts';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
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
import { levelEntry } from '../../test/trd-grant-fixtures.ts';

const t = useCompanyServer('expedientes-radicados.co');
const { asAdmin } = t;

let pdf: Buffer;
let branch: { background: string; section: string; series: string };
/** A form whose files are published to the branch's series. */
let form: FormDto;

beforeAll(async () => {
  pdf = await pdfOf(['Acta de inicio']);
  branch = await trdBranch(t);
  ({ form } = await designForm(asAdmin, [textbox('Referencia')], { trd_path_id: branch.series }));
});

async function fileRecord(token = t.company.adminToken): Promise<RecordDto> {
  const response = await send(
    t.server,
    api.records.file,
    {
      params: { id: form.id },
      body: { subject: 'Contrato de obra', support_type: 2, document_date: '2026-01-15' },
    },
    { token },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const setPath = (record: { id: string }, expedient: string, token = t.company.adminToken) =>
  send(
    t.server,
    api.expedientRecords.setPath,
    { params: { id: record.id }, body: { expedient_uuid: expedient } },
    { token },
  );

const removePath = (record: { id: string }, token = t.company.adminToken) =>
  send(t.server, api.expedientRecords.removePath, { params: { id: record.id } }, { token });

async function detail(record: RecordDto, token = t.company.adminToken): Promise<RecordDetailDto> {
  const response = await send(
    t.server,
    api.records.get,
    { params: { id: form.id, recordId: record.id } },
    { token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Where each file sits in the tree, straight from the table. */
async function placements(ids: string[]) {
  const rows = await ownerQuery<{ trd_node_id: string | null }>(
    t.server,
    'SELECT trd_node_id FROM record_files WHERE id = ANY($1::uuid[]) ORDER BY created_at, id',
    [ids],
  );
  return rows.map((row) => row.trd_node_id);
}

async function traceability(record: RecordDto): Promise<RecordHistoryDto> {
  const response = await asAdmin(api.records.history, {
    params: { id: form.id, recordId: record.id },
  });
  return response.json();
}

async function related(expedient: string, token = t.company.adminToken) {
  return send(t.server, api.expedientRecords.related, { params: { id: expedient } }, { token });
}

describe('placing a record in an expedient (spec §6 set expedient path)', () => {
  it('takes its files into the expedient, whose index, related records and the traceability show it', async () => {
    const expedient = await newExpedient(t, branch, { name: 'Obra del puente' });
    const record = await fileRecord();
    const files = (await attached(t.server, t.company.adminToken, record, [
      { name: 'Contrato.pdf', content: pdf },
      { name: 'Póliza.pdf', content: pdf },
    ])) as RecordFileDto[];
    const ids = files.map((file) => file.id);
    expect(await placements(ids)).toEqual([branch.series, branch.series]);
    expect((await detail(record)).abilities).toMatchObject({
      setExpedientPath: true,
      removeExpedientPath: true,
    });

    const placed = await setPath(record, expedient.id);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toEqual({
      id: expedient.id,
      number: expedient.number,
      name: 'Obra del puente',
      status: 1,
      abilities: { read: true, edit: true, close: true, verify: true, relateRecords: true },
    });
    expect(await placements(ids)).toEqual([expedient.id, expedient.id]);
    expect((await detail(record)).expedient).toEqual(placed.json());
    const index: ExpedientFilesDto = (
      await asAdmin(api.expedients.files, { params: { id: expedient.id } })
    ).json();
    expect(index.items.map((entry) => entry.name)).toEqual(['Contrato.pdf', 'Póliza.pdf']);
    const list = (await related(expedient.id)).json();
    expect(list.count).toBe(1);
    expect(list.items[0] as RelatedRecordDto).toMatchObject({
      id: record.id,
      number: record.number,
      form_name: form.name,
      subject: 'Contrato de obra',
      status: 1,
      abilities: { view: true },
    });

    // Placing it again where it is changes nothing; a file attached later joins the expedient.
    expect((await setPath(record, expedient.id)).statusCode).toBe(200);
    const [later] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'Acta.pdf', content: pdf },
    ])) as RecordFileDto[];
    expect(await placements([later?.id as string])).toEqual([expedient.id]);

    const events = (await traceability(record)).events;
    const link = events.filter((event) => event.action === 'link');
    expect(link.map((event) => event.changes)).toEqual([
      [
        {
          field: 'expedient',
          label: null,
          control: null,
          from: null,
          to: `${expedient.number}-Obra del puente`,
        },
      ],
    ]);
    const moves = events.filter((event) => event.action === 'move');
    expect(moves.map((event) => [event.attachments, event.changes[0]?.to])).toEqual([
      [['Contrato.pdf'], `${expedient.number}-Obra del puente`],
      [['Póliza.pdf'], `${expedient.number}-Obra del puente`],
    ]);
  });

  it('refuses another expedient naming the one it is in, a closed one, a cancelled record, unknown ids', async () => {
    const first = await newExpedient(t, branch);
    const second = await newExpedient(t, branch);
    const record = await fileRecord();
    expect((await setPath(record, first.id)).statusCode).toBe(200);
    const elsewhere = await setPath(record, second.id);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      code: 20068,
      detail: expect.stringContaining(`${first.number}-${first.name}`),
      data: { expedient_uuid: expect.any(String) },
    });

    const closed = await newExpedient(t, branch);
    await asAdmin(api.expedients.close, { params: { id: closed.id } });
    const other = await fileRecord();
    const refused = await setPath(other, closed.id);
    expect([refused.statusCode, refused.json<ErrorBody>().code]).toEqual([403, 20062]);

    const cancelled = await fileRecord();
    await asAdmin(api.records.cancel, {
      params: { id: form.id, recordId: cancelled.id },
      body: {
        reason: 'Radicado por error',
      },
    });
    const notInForce = await setPath(cancelled, second.id);
    expect([notInForce.statusCode, notInForce.json<ErrorBody>().code]).toEqual([400, 30041]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const noExpedient = await setPath(other, unknown);
    expect([noExpedient.statusCode, noExpedient.json<ErrorBody>().code]).toEqual([404, 20060]);
    const noRecord = await setPath({ id: unknown }, second.id);
    expect([noRecord.statusCode, noRecord.json<ErrorBody>().code]).toEqual([404, 30040]);
    expect((await setPath(other, 'no-uuid')).statusCode).toBe(400);
  });
});

describe('taking a record out of its expedient (spec §6 remove expedient path)', () => {
  it('returns its files to the form’s publication path and says so; nothing leaves a closed one', async () => {
    const expedient = await newExpedient(t, branch);
    const record = await fileRecord();
    const files = (await attached(t.server, t.company.adminToken, record, [
      { name: 'Oficio.pdf', content: pdf },
    ])) as RecordFileDto[];
    const ids = files.map((file) => file.id);
    await setPath(record, expedient.id);

    const removed = await removePath(record);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await placements(ids)).toEqual([branch.series]);
    expect((await detail(record)).expedient).toBeNull();
    expect((await related(expedient.id)).json().count).toBe(0);
    const unlink = (await traceability(record)).events.find((event) => event.action === 'unlink');
    expect(unlink?.changes[0]).toMatchObject({ field: 'expedient', to: null });
    const again = await removePath(record);
    expect([again.statusCode, again.json<ErrorBody>().code]).toEqual([404, 20069]);

    await setPath(record, expedient.id);
    await asAdmin(api.expedients.close, { params: { id: expedient.id } });
    expect((await detail(record)).expedient?.abilities.relateRecords).toBe(false);
    const frozen = await removePath(record);
    expect([frozen.statusCode, frozen.json<ErrorBody>().code]).toEqual([403, 20062]);
    expect(await placements(ids)).toEqual([expedient.id]);
    // A record in a closed expedient takes no more files: they would enter the expedient.
    const upload = await send(
      t.server,
      api.files.upload,
      { params: { id: record.id }, raw: {} },
      { token: t.company.adminToken },
    );
    expect(upload.statusCode).toBe(403);
  });
});

describe('who places records in expedients (decision 55)', () => {
  /** A standard user whose role queries the form and holds these grants on the series. */
  async function archivist(permissions: ('consult' | 'upload')[]) {
    const { role, user } = await memberOfNewRole(t, 2);
    await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: { form_id: form.id, query: true },
    });
    const granted = await asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [levelEntry(branch.series, 4, branch.background, permissions)],
      },
    });
    expect(granted.statusCode, granted.body).toBeLessThan(300);
    return (await login(t.server, user.user_name, USER_PASSWORD)).access;
  }

  it('lets whoever reads the record and uploads on the expedient’s level, and no one else', async () => {
    const expedient = await newExpedient(t, branch);
    const elsewhere = await newExpedient(t, await trdBranch(t));
    const uploader = await archivist(['upload', 'consult']);
    const consulter = await archivist(['consult']);
    const record = await fileRecord();

    expect((await detail(record, consulter)).abilities.setExpedientPath).toBe(false);
    expect((await setPath(record, expedient.id, consulter)).statusCode).toBe(403);
    expect((await setPath(record, elsewhere.id, uploader)).statusCode).toBe(403);
    expect((await detail(record, uploader)).abilities.setExpedientPath).toBe(true);
    expect((await setPath(record, expedient.id, uploader)).statusCode).toBe(200);
    expect((await related(expedient.id, consulter)).statusCode).toBe(200);
    expect((await related(elsewhere.id, consulter)).statusCode).toBe(403);
    expect((await removePath(record, consulter)).statusCode).toBe(403);
    expect((await removePath(record, uploader)).statusCode).toBe(200);
  });

  it('never reaches a record or an expedient of another company', async () => {
    const expedient = await newExpedient(t, branch);
    const record = await fileRecord();
    const other = await companyWithAdmin(t.server, 'otra-expedientes-radicados.co');
    const foreignRecord = await setPath(record, expedient.id, other.adminToken);
    expect([foreignRecord.statusCode, foreignRecord.json<ErrorBody>().code]).toEqual([404, 30040]);
    const foreignList = await related(expedient.id, other.adminToken);
    expect([foreignList.statusCode, foreignList.json<ErrorBody>().code]).toEqual([404, 20060]);
    expect((await removePath(record, other.adminToken)).statusCode).toBe(404);
  });
});
