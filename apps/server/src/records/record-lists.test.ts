import type {
  ErrorBody,
  FieldDefinitionDto,
  FormDto,
  QueryOf,
  RecordDto,
  RecordFormDto,
  RecordListDto,
} from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  combobox,
  datepicker,
  designForm,
  listWithItems,
  textbox,
  tokenWithFormGrant,
} from '../../test/form-fixtures.ts';
import {
  ADMIN_PASSWORD,
  callAs,
  companyWithAdmin,
  described,
  login,
  memberOfNewRole,
  ownerQuery,
  request,
  sendRequest,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('record-lists.co');
const { asAdmin } = t;

const as = (token: string) => callAs(t, () => token);

async function filed(
  form: FormDto,
  subject: string,
  values: Record<string, unknown> = {},
  token = t.company.adminToken,
): Promise<RecordDto> {
  const response = await as(token)(api.records.file, {
    params: { id: form.id },
    body: { subject, support_type: 1, document_date: '2026-02-01', values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function listOf(
  form: FormDto,
  query: QueryOf<typeof api.records.list> = {},
  token = t.company.adminToken,
) {
  const response = await as(token)(api.records.list, { params: { id: form.id }, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RecordListDto;
}

/** A form whose search fields are a code, a list field and a date; a note that is not one. */
let form: FormDto;
let field: Record<'code' | 'channel' | 'due' | 'note', FieldDefinitionDto>;
let mail: string;
/** Filed in this order, so the list shows them the other way round. */
let records: RecordDto[];

beforeAll(async () => {
  const list = await listWithItems(asAdmin, 'Canales de la lista', ['Correo']);
  mail = list.items.Correo as string;
  const designed = await designForm(asAdmin, [
    textbox('Código', { search_field: true }),
    combobox('Canal', list.id, { search_field: true }),
    datepicker('Vence', { search_field: true }),
    textbox('Nota'),
  ]);
  form = designed.form;
  const [code, channel, due, note] = designed.fields as FieldDefinitionDto[];
  field = { code, channel, due, note } as typeof field;
  records = [];
  for (const index of [1, 2, 3]) {
    records.push(
      await filed(form, `Solicitud ${index}`, {
        [field.code.id]: `C-${index}`,
        [field.channel.id]: mail,
        [field.due.id]: `2026-03-0${index}`,
        [field.note.id]: 'No se lista',
      }),
    );
  }
});

describe("a form's record list", () => {
  it("shows the newest first with its columns: the form's search fields, as a person reads them", async () => {
    const page = await listOf(form);
    expect(page).toMatchObject({
      count: 3,
      pages: 1,
      count_capped: false,
      form: { id: form.id, name: form.name, number: form.number },
      time_zone: 'America/Bogota',
    });
    expect(page.columns.map((column) => column.label)).toEqual(['Código', 'Canal', 'Vence']);
    expect(page.items.map((row) => row.number)).toEqual(
      records.map((record) => record.number).reverse(),
    );
    expect(page.items[0]).toMatchObject({
      id: records[2]?.id,
      subject: 'Solicitud 3',
      support_type: 1,
      status: 1,
      user_name: t.company.admin.user_name,
      values: {
        [field.code.id]: 'C-3',
        [field.channel.id]: 'Correo',
        [field.due.id]: '2026-03-03',
      },
      abilities: { view: true, edit: true, cancel: true, printSticker: true },
      matches: [],
    });
    expect(page.items[0]?.values).not.toHaveProperty(field.note.id);
  });

  it('pages with the page sizes of spec §9 and sorts by number either way', async () => {
    const second = await listOf(form, { per_page: 10, page: 2 });
    expect(second).toMatchObject({ count: 3, pages: 1, items: [] });
    const refused = await asAdmin(api.records.list, {
      params: { id: form.id },
      query: { per_page: 7 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 30010,
      data: { per_page: 'El valor no es válido' },
    });
    const byNumber = await listOf(form, { order_by: 'number', order: 'asc' });
    expect(byNumber.items.map((row) => row.number)).toEqual(records.map((record) => record.number));
    const descending = await listOf(form, { order_by: 'number' });
    expect(descending.items.map((row) => row.number)).toEqual(
      records.map((record) => record.number).reverse(),
    );
  });

  it("counts a whole form exactly from its counters, and a filter's matches up to 10,000", async () => {
    const { form: big } = await designForm(asAdmin, [textbox('Dato')]);
    // Filed in bulk as an import would, with the counter their numbers came from.
    await ownerQuery(
      t.server,
      `INSERT INTO records (tenant_id, form_id, number, subject, support_type, document_date,
                            created_by)
       SELECT f.tenant_id, f.id, f.number || '-20260101-' || n, 'Registro masivo ' || n, 1,
              date '2026-01-01', $2
         FROM forms f, generate_series(1, 10050) AS n WHERE f.id = $1`,
      [big.id, t.company.admin.user.id],
    );
    await ownerQuery(
      t.server,
      `INSERT INTO counters (tenant_id, scope, last)
       SELECT tenant_id, 'records:' || id, 10050 FROM forms WHERE id = $1`,
      [big.id],
    );
    expect(await listOf(big)).toMatchObject({ count: 10050, count_capped: false });
    const everything = await asAdmin(api.records.searchFilter, {
      params: { id: big.id },
      body: {
        criteria: [{ field: 'subject', operator: 'starts', value: 'registro' }],
      },
    });
    expect(everything.json()).toMatchObject({ count: 10000, count_capped: true });
  });

  it('keeps a cancelled record, marked, with what may still be done with it', async () => {
    const { form: other } = await designForm(asAdmin, [textbox('Dato')]);
    const record = await filed(other, 'Para anular');
    await asAdmin(api.records.cancel, {
      params: { id: other.id, recordId: record.id },
      body: {
        reason: 'Radicado por error',
      },
    });
    const [row] = (await listOf(other)).items;
    expect(row).toMatchObject({
      id: record.id,
      status: 2,
      abilities: { view: true, edit: false, cancel: false, printSticker: true },
    });
  });

  it('shows all records to those who query the form, their own to those who only file in it', async () => {
    const { form: shared } = await designForm(asAdmin, [textbox('Dato')]);
    const filer = await tokenWithFormGrant(t, { form_id: shared.id, file: true });
    const reader = await tokenWithFormGrant(t, { form_id: shared.id, query: true }, 1);
    const stranger = await tokenWithFormGrant(t, {});
    const theirs = await filed(shared, 'Del radicador', {}, filer);
    await filed(shared, 'Del administrador');
    const own = await listOf(shared, {}, filer);
    expect(own.items.map((row) => row.id)).toEqual([theirs.id]);
    expect(own).toMatchObject({ count: 1 });
    expect(own.items[0]?.abilities).toEqual({
      view: true,
      edit: true,
      cancel: true,
      printSticker: true,
      setExpedientPath: false,
      removeExpedientPath: false,
      startProcess: false,
      viewProcesses: false,
      createFreeTask: false,
    });
    const all = await listOf(shared, {}, reader);
    expect(all.count).toBe(2);
    expect(all.items.every((row) => !row.abilities.edit && row.abilities.view)).toBe(true);
    const refused = await as(stranger)(api.records.list, { params: { id: shared.id } });
    expect(refused.statusCode).toBe(403);
    const unknown = await asAdmin(api.records.list, { params: { id: crypto.randomUUID() } });
    expect(unknown.json<ErrorBody>().code).toBe(30020);
  });
});

describe('the forms of the record screens', () => {
  it('are those the person files in or queries, with the records they may read there', async () => {
    const { form: filedIn } = await designForm(asAdmin, [textbox('Dato')]);
    const { form: queried } = await designForm(asAdmin, [textbox('Dato')]);
    await designForm(asAdmin, [textbox('Ajeno')]);
    const { role, user } = await memberOfNewRole(t, 2);
    await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: {
        form_id: filedIn.id,
        file: true,
      },
    });
    await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: {
        form_id: queried.id,
        query: true,
      },
    });
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    await filed(filedIn, 'Radicado mío', {}, token);
    await filed(filedIn, 'De otro');
    await filed(queried, 'Primero');
    await filed(queried, 'Segundo');
    const forms: RecordFormDto[] = (await as(token)(api.records.forms)).json();
    expect(forms).toEqual([
      expect.objectContaining({
        id: filedIn.id,
        records_count: 1,
        count_capped: false,
        abilities: expect.objectContaining({ file: true, query: false, list: true }),
      }),
      expect.objectContaining({
        id: queried.id,
        records_count: 2,
        abilities: expect.objectContaining({ file: false, query: true, list: true }),
      }),
    ]);
    const everything: RecordFormDto[] = (await asAdmin(api.records.forms)).json();
    expect(everything.find((one) => one.id === form.id)?.records_count).toBe(3);
  });
});

describe('a record by its number', () => {
  it('is found in any form the person reads, and opens with its abilities', async () => {
    const [first] = records;
    const found = await asAdmin(api.records.byNumber, {
      params: { number: first?.number as string },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      id: first?.id,
      form_id: form.id,
      number: first?.number,
      abilities: { view: true },
    });
  });

  it('takes digits and hyphens only', async () => {
    for (const number of ['1-2026 0101', 'abc', '1_2', `${'1'.repeat(41)}`]) {
      const answer = await asAdmin(api.records.byNumber, {
        params: { number: encodeURIComponent(number) },
      });
      expect(answer.statusCode, number).toBe(400);
      expect(answer.json(), number).toMatchObject({
        code: 30010,
        data: { number: 'Use solo números y guiones, por ejemplo 1-20210512-0001' },
      });
    }
  });

  it('answers 30040 for a number nobody filed and for one the person may not read', async () => {
    expect(
      (
        await asAdmin(api.records.byNumber, { params: { number: '999-20260101-1' } })
      ).json<ErrorBody>().code,
    ).toBe(30040);
    const { form: shared } = await designForm(asAdmin, [textbox('Dato')]);
    const filer = await tokenWithFormGrant(t, { form_id: shared.id, file: true });
    const mine = await filed(shared, 'Del radicador', {}, filer);
    const other = await filed(shared, 'Del administrador');
    expect(
      (await as(filer)(api.records.byNumber, { params: { number: mine.number } })).statusCode,
    ).toBe(200);
    const hidden = await as(filer)(api.records.byNumber, { params: { number: other.number } });
    expect(hidden.json<ErrorBody>().code).toBe(30040);
    const stranger = await tokenWithFormGrant(t, {});
    expect(
      (await as(stranger)(api.records.byNumber, { params: { number: other.number } })).statusCode,
    ).toBe(403);
  });
});

describe('an ended session', () => {
  it('reads nothing, though the list, the query by number and the detail read ahead with it', async () => {
    const session = await login(t.server, `admin@${t.company.domain}`, ADMIN_PASSWORD);
    const [first] = records;
    expect((await listOf(form, {}, session.access)).items.length).toBeGreaterThan(0);
    expect((await as(session.access)(api.auth.logout)).statusCode).toBe(200);
    for (const read of [
      request(api.records.list, { params: { id: form.id } }),
      request(api.records.searchFilter, { params: { id: form.id }, body: { criteria: [] } }),
      request(api.records.byNumber, { params: { number: first?.number as string } }),
      request(api.records.get, { params: { id: form.id, recordId: first?.id as string } }),
    ]) {
      const answer = await sendRequest(t.server, read, { token: session.access });
      expect(answer.statusCode, described(read)).toBe(401);
      expect(answer.json<ErrorBody>().code, described(read)).toBe(10000);
    }
  });
});

describe('another company', () => {
  it('never sees these records, their forms or their numbers', async () => {
    const other = await companyWithAdmin(t.server, 'other-lists.co');
    const [first] = records;
    const asOther = as(other.adminToken);
    const list = await asOther(api.records.list, { params: { id: form.id } });
    expect(list.json<ErrorBody>().code).toBe(30020);
    const filter = await asOther(api.records.searchFilter, {
      params: { id: form.id },
      body: {
        criteria: [],
      },
    });
    expect(filter.json<ErrorBody>().code).toBe(30020);
    const byNumber = await asOther(api.records.byNumber, {
      params: { number: first?.number as string },
    });
    expect(byNumber.json<ErrorBody>().code).toBe(30040);
    const forms: RecordFormDto[] = (await asOther(api.records.forms)).json();
    expect(forms).toEqual([]);
  });
});
