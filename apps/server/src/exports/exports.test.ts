import type {
  ErrorBody,
  ExportDto,
  FieldDefinitionDto,
  FormDto,
  RecordDto,
  RecordFilterInput,
  RecordListDto,
} from '@custodia/contracts';
import { api, type QueryOf } from '@custodia/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox, tokenWithFormGrant } from '../../test/form-fixtures.ts';
import { companyWithAdmin, ownerQuery, send, useCompanyServer } from '../../test/test-server.ts';
import { exportRecordsJob } from './exports.service.ts';

const t = useCompanyServer('exports.co');
const { asAdmin } = t;

let form: FormDto;
let fields: Record<'code' | 'channel' | 'due', FieldDefinitionDto>;
let items: Record<'mail' | 'window', string>;

async function fileRecord(values: Record<string, unknown>, data: Record<string, unknown> = {}) {
  const response = await asAdmin(api.records.file, {
    params: { id: form.id },
    body: {
      subject: 'Solicitud exportada',
      support_type: 1,
      document_date: '2026-01-15',
      values,
      ...data,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as RecordDto;
}

const requestExport = (
  formId = form.id,
  query: QueryOf<typeof api.exports.create> = {},
  token = t.company.adminToken,
  filter?: RecordFilterInput,
) => send(t.server, api.exports.create, { params: { id: formId }, query, body: filter }, { token });

/** The numbers of the records a person's list of the form shows with this filter. */
async function listed(formId: string, filter: RecordFilterInput): Promise<string[]> {
  const list = await asAdmin(api.records.searchFilter, {
    params: { id: formId },
    query: { per_page: 50 },
    body: filter,
  });
  return (list.json() as RecordListDto).items.map((row) => row.number);
}

const history = async (token = t.company.adminToken): Promise<ExportDto[]> =>
  (await send(t.server, api.exports.list, {}, { token })).json().items;

const download = (id: string, token = t.company.adminToken) =>
  send(t.server, api.exports.download, { params: { id } }, { token });

/** The rows of an XLSX, each as its cells' texts, empty cells as null. */
async function sheetRows(bytes: Buffer): Promise<(string | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: (string | null)[][] = [];
  const sheet = workbook.worksheets[0];
  sheet?.eachRow((row) => {
    const cells = Array.from({ length: sheet.columnCount }, (_, at) => row.getCell(at + 1).value);
    rows.push(cells.map((value) => (value == null ? null : String(value))));
  });
  return rows;
}

/** Lets the job runner finish what is queued, as the worker would within a second. */
const runJobs = () => t.server.app.jobs.runDue();

/** Marks every export of the company done, so the next test starts with none in progress. */
const settle = () =>
  ownerQuery(
    t.server,
    'UPDATE record_exports SET status = 3, finished_at = now() WHERE status = 1',
  );

beforeAll(async () => {
  const list = (
    await asAdmin(api.lists.create, { body: { name: 'Canales de exportación' } })
  ).json();
  const item = async (name: string) =>
    (await asAdmin(api.lists.createItem, { params: { id: list.id }, body: { name } })).json()
      .id as string;
  items = { mail: await item('Correo'), window: await item('Ventanilla') };
  const designed = await designForm(asAdmin, [
    textbox('Código'),
    { label: 'Canal', type_data: 'text', control_data: 'combobox', item_link: list.id },
    { label: 'Vence', type_data: 'date', control_data: 'datepicker' },
  ]);
  form = designed.form;
  const [code, channel, due] = designed.fields as FieldDefinitionDto[];
  fields = { code, channel, due } as typeof fields;
});

describe('exporting a form’s records', () => {
  it('builds an XLSX in the background with every record as a person reads it', async () => {
    const first = await fileRecord({
      [fields.code.id]: 'E-1',
      [fields.channel.id]: items.mail,
      [fields.due.id]: '2030-03-01',
    });
    const second = await fileRecord(
      { [fields.channel.id]: items.window },
      { subject: 'Segunda solicitud', support_type: 2 },
    );
    const asked = await requestExport(form.id, { time_zone: 'UTC' });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: 1, record_count: 2, rows_written: 0 });
    await runJobs();
    const [done] = await history();
    expect(done).toMatchObject({ id: asked.json().id, status: 2, rows_written: 2, expired: false });
    expect(Date.parse(done?.expires_at ?? '') - Date.parse(done?.finished_at ?? '')).toBe(
      7 * 86_400_000,
    );
    const file = await download(done?.id as string);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const utc = (record: RecordDto) => {
      const at = new Date(record.created_at);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
    };
    const user = t.company.admin.user.user_name;
    expect(await sheetRows(file.rawPayload)).toEqual([
      [
        'Número',
        'Fecha de radicación (UTC)',
        'Radicador',
        'Asunto',
        'Tipo de soporte',
        'Estado',
        'Fecha del documento',
        'Código',
        'Canal',
        'Vence',
      ],
      [
        first.number,
        utc(first),
        user,
        'Solicitud exportada',
        'Físico',
        'Vigente',
        '15/01/2026',
        'E-1',
        'Correo',
        '01/03/2030',
      ],
      [
        second.number,
        utc(second),
        user,
        'Segunda solicitud',
        'Electrónico',
        'Vigente',
        '15/01/2026',
        null,
        'Ventanilla',
        null,
      ],
    ]);
    const [entry] = await ownerQuery<{ changes: unknown }>(
      t.server,
      `SELECT changes FROM audit_logs WHERE module = 'exports' AND entity_id = $1`,
      [form.id],
    );
    expect(entry?.changes).toEqual({ form: { id: form.id, name: form.name }, record_count: 2 });
  });

  it('writes headings in the caller’s language and refuses an unknown time zone', async () => {
    const asked = await send(
      t.server,
      api.exports.create,
      { params: { id: form.id } },
      { token: t.company.adminToken, language: 'en' },
    );
    await runJobs();
    const [header] = await sheetRows((await download(asked.json().id)).rawPayload);
    expect(header?.slice(0, 3)).toEqual(['Number', 'Filed at (America/Bogota)', 'Filed by']);
    expect(
      (await requestExport(form.id, { time_zone: 'Mars/Olympus' })).json<ErrorBody>().code,
    ).toBe(30010);
  });

  it("writes filing times in the company's time zone, which the heading names", async () => {
    const { form: late } = await designForm(asAdmin, [textbox('Nota')]);
    const filed = await asAdmin(api.records.file, {
      params: { id: late.id },
      body: {
        subject: 'Radicado de medianoche',
        support_type: 1,
        document_date: '2026-11-26',
        values: {},
      },
    });
    // Just before midnight in Bogotá: the next day already in UTC.
    await ownerQuery(t.server, 'UPDATE records SET created_at = $2 WHERE id = $1', [
      filed.json().id,
      '2026-11-27T04:58:01.647Z',
    ]);
    const asked: ExportDto = (
      await send(
        t.server,
        api.exports.create,
        { params: { id: late.id } },
        { token: t.company.adminToken, language: 'en' },
      )
    ).json();
    await ownerQuery(t.server, 'UPDATE record_exports SET created_at = $2 WHERE id = $1', [
      asked.id,
      '2026-11-27T04:59:00Z',
    ]);
    await runJobs();
    const file = await download(asked.id);
    const [header, row] = await sheetRows(file.rawPayload);
    expect(header?.[1]).toBe('Filed at (America/Bogota)');
    expect(row?.[1]).toBe('26/11/2026 23:58');
    expect(decodeURIComponent(file.headers['content-disposition'] as string)).toContain(
      `${late.name} 26-11-2026.xlsx`,
    );
  });

  it('allows 3 exports in progress a company, and refuses the 4th (30106)', async () => {
    for (let at = 0; at < 3; at += 1) expect((await requestExport()).statusCode).toBe(202);
    const fourth = await requestExport();
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toMatchObject({ code: 30106 });
    await runJobs();
    expect((await requestExport()).statusCode).toBe(202);
    await runJobs();
  });

  it('refuses a form of more than 2,000 records (30105)', async () => {
    const { form: big } = await designForm(asAdmin, [textbox('Nota')]);
    await ownerQuery(
      t.server,
      `INSERT INTO records (tenant_id, form_id, number, subject, support_type, document_date, created_by)
       SELECT f.tenant_id, f.id, 'G-' || g, 'Carga masiva', 1, '2026-01-01', $2
         FROM forms f, generate_series(1, 2001) g WHERE f.id = $1`,
      [big.id, t.company.admin.user.id],
    );
    const refused = await requestExport(big.id);
    expect(refused.json()).toMatchObject({
      code: 30105,
      detail:
        'Una exportación puede tener como máximo 2000 registros: la lista tiene más. Acótela con el filtro.',
    });
    // The limit counts the filtered list: G-1, G-10…G-19, G-100…G-199, G-1000…G-1999.
    const narrowed = await requestExport(big.id, {}, t.company.adminToken, {
      criteria: [{ field: 'number', operator: 'starts', value: 'G-1' }],
    });
    expect(narrowed.statusCode, narrowed.body).toBe(202);
    expect(narrowed.json()).toMatchObject({ record_count: 1111 });
    await settle();
  });

  it('takes exactly the records of the person’s filtered list: criteria and full-text search', async () => {
    const { form: letters } = await designForm(asAdmin, [textbox('Remitente')]);
    const file = async (subject: string) =>
      (
        await asAdmin(api.records.file, {
          params: { id: letters.id },
          body: {
            subject,
            support_type: 1,
            document_date: '2026-01-15',
          },
        })
      ).json() as RecordDto;
    await file('Queja por ruido nocturno');
    const claims = [await file('Reclamo de facturación'), await file('Reclamo por demora')];
    await file('Petición de copia');
    const exported = async (filter: RecordFilterInput) => {
      const asked = await requestExport(letters.id, {}, t.company.adminToken, filter);
      expect(asked.statusCode, asked.body).toBe(202);
      await runJobs();
      const rows = await sheetRows((await download(asked.json().id)).rawPayload);
      return rows.slice(1).map((row) => row[0]);
    };
    const byCriterion: RecordFilterInput = {
      criteria: [{ field: 'subject', operator: 'starts', value: 'reclamo' }],
    };
    expect((await exported(byCriterion)).sort()).toEqual(
      claims.map((record) => record.number).sort(),
    );
    expect((await exported(byCriterion)).sort()).toEqual(
      (await listed(letters.id, byCriterion)).sort(),
    );
    const bySearch: RecordFilterInput = {
      text: 'reclamo',
      criteria: [
        { field: 'subject', operator: 'contains', value: 'demora' },
        { field: 'subject', operator: 'ends', value: 'nocturno' },
      ],
      join: 'or',
    };
    const searched = await listed(letters.id, bySearch);
    expect(searched).toEqual([claims[1]?.number]);
    expect((await exported(bySearch)).sort()).toEqual(searched.sort());
    const refused = await requestExport(letters.id, {}, t.company.adminToken, {
      criteria: [{ field: 'filed_on', operator: 'contains', value: 'x' }],
    });
    expect(refused.json()).toMatchObject({ code: 30010 });
  });

  it('marks an export failed, keeping no file, when writing it fails', async () => {
    const { storage } = t.server.app.platform;
    const put = storage.put.bind(storage);
    storage.put = async () => {
      throw new Error('the store is down');
    };
    const asked = (await requestExport()).json();
    await runJobs().finally(() => {
      storage.put = put;
    });
    expect((await history()).find((item) => item.id === asked.id)?.status).toBe(3);
    expect((await download(asked.id)).json<ErrorBody>().code).toBe(40002);
    await settle();
  });

  it('writes the file of a build run again over the one an interrupted attempt left', async () => {
    const asked = (await requestExport()).json();
    const [row] = await ownerQuery<{ tenant_id: string }>(
      t.server,
      'SELECT tenant_id FROM record_exports WHERE id = $1',
      [asked.id],
    );
    const tenantId = row?.tenant_id as string;
    // An attempt that wrote its file and died before its job's transaction committed.
    const left = await exportRecordsJob.prepare?.(
      t.server.app.platform,
      { exportId: asked.id },
      tenantId,
    );
    await runJobs();
    const [done] = await ownerQuery<{ storage_key: string }>(
      t.server,
      'SELECT storage_key FROM record_exports WHERE id = $1',
      [asked.id],
    );
    expect(done?.storage_key).toBe(left?.key);
    expect(done?.storage_key).toBe(`${tenantId}/exports/${asked.id}.xlsx`);
    expect((await download(asked.id)).statusCode).toBe(200);
  });
});

describe('who may export and download', () => {
  it('lets a reader of the form export it, and nobody else download their file', async () => {
    const reader = await tokenWithFormGrant(t, { form_id: form.id, query: true }, 1);
    const filer = await tokenWithFormGrant(t, { form_id: form.id, file: true });
    const forms = await send(t.server, api.exports.forms, {}, { token: reader });
    expect(forms.json()).toEqual([{ id: form.id, name: form.name }]);
    const asked = await requestExport(form.id, {}, reader);
    expect(asked.statusCode).toBe(202);
    expect((await requestExport(form.id, {}, filer)).statusCode).toBe(403);
    expect((await send(t.server, api.exports.list, {}, { token: filer })).statusCode).toBe(403);
    expect((await download(asked.json().id, reader)).json<ErrorBody>().code).toBe(40002);
    await runJobs();
    expect((await download(asked.json().id, reader)).statusCode).toBe(200);
    expect((await download(asked.json().id)).json<ErrorBody>().code).toBe(40002);
    expect((await history()).some((item) => item.id === asked.json().id)).toBe(false);
    const other = await companyWithAdmin(t.server, 'otra-exportadora.co');
    expect((await download(asked.json().id, other.adminToken)).json<ErrorBody>().code).toBe(40002);
    expect((await requestExport(form.id, {}, other.adminToken)).json<ErrorBody>().code).toBe(30020);
  });

  it('keeps a file 7 days: then it is gone and the history says so', async () => {
    const asked = (await requestExport()).json();
    await runJobs();
    await ownerQuery(
      t.server,
      `UPDATE record_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [asked.id],
    );
    await ownerQuery(
      t.server,
      `UPDATE jobs SET run_at = now() - interval '1 minute'
        WHERE kind = 'expireExport' AND payload ->> 'exportId' = $1`,
      [asked.id],
    );
    await runJobs();
    expect((await history()).find((item) => item.id === asked.id)?.expired).toBe(true);
    expect((await download(asked.id)).json<ErrorBody>().code).toBe(40002);
    const [row] = await ownerQuery<{ storage_key: string }>(
      t.server,
      'SELECT storage_key FROM record_exports WHERE id = $1',
      [asked.id],
    );
    expect(await t.server.app.platform.storage.exists(row?.storage_key as string)).toBe(false);
  });
});
