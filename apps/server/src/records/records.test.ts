import type {
  ErrorBody,
  FieldDefinitionDto,
  FormDto,
  QueryOf,
  RecordDto,
} from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyDay } from '../../test/company-day.ts';
import { combobox, designForm, textbox, tokenWithFormGrant } from '../../test/form-fixtures.ts';
import {
  callAs,
  companyWithAdmin,
  ownerQuery,
  send,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('records.co');

const { asAdmin } = t;

/** Today as the company's record numbers write it. */
const bogotaDay = (): string => companyDay().replaceAll('-', '');

const header = { subject: 'Solicitud de prueba', support_type: 2, document_date: '2026-01-15' };

function fileIn(form: FormDto, values: Record<string, unknown>, token?: string) {
  const body = { ...header, values };
  return token
    ? send(t.server, api.records.file, { params: { id: form.id }, body }, { token })
    : asAdmin(api.records.file, { params: { id: form.id }, body });
}

async function filed(form: FormDto, values: Record<string, unknown>): Promise<RecordDto> {
  const response = await fileIn(form, values);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A directory of senders: two required text boxes, the document one unique, as a lookup needs. */
let directory: { form: FormDto; name: FieldDefinitionDto; document: FieldDefinitionDto };

beforeAll(async () => {
  const { form, fields } = await designForm(asAdmin, [
    textbox('Nombre', { required: true }),
    textbox('Documento', { required: true, unique: true }),
  ]);
  directory = {
    form,
    name: fields[0] as FieldDefinitionDto,
    document: fields[1] as FieldDefinitionDto,
  };
});

describe('filing records', () => {
  it('numbers each record form-day-consecutive, padded to the form, one consecutive per form', async () => {
    const { form, fields } = await designForm(
      asAdmin,
      [
        textbox('Asunto interno'),
        { label: 'Folios', type_data: 'integer', control_data: 'numeric' },
      ],
      { sequence_length: 3 },
    );
    const [subject, pages] = fields as [FieldDefinitionDto, FieldDefinitionDto];
    const first = await filed(form, { [subject.id]: ' Radicado uno ', [pages.id]: '007' });
    expect(first.number).toBe(`${form.number}-${bogotaDay()}-001`);
    expect(first).toMatchObject({
      form_id: form.id,
      status: 1,
      subject: 'Solicitud de prueba',
      support_type: 2,
      document_date: '2026-01-15',
      user_name: t.company.admin.user_name,
      values: { [subject.id]: 'Radicado uno', [pages.id]: '7' },
    });
    expect((await filed(form, {})).number).toBe(`${form.number}-${bogotaDay()}-002`);
    const other = await designForm(asAdmin, [textbox('Otro')]);
    expect(other.form.number).toBeGreaterThan(form.number);
    expect((await filed(other.form, {})).number).toBe(`${other.form.number}-${bogotaDay()}-0001`);

    const listed = (await asAdmin(api.forms.get, { params: { id: form.id } })).json();
    expect(listed.records_count).toBe(2);
    const fieldList = (await asAdmin(api.fields.list, { params: { id: form.id } })).json();
    expect(fieldList.has_records).toBe(true);
    const audit = (await asAdmin(api.audit.list, { query: { module: 'records' } })).json();
    expect(audit.items[0]).toMatchObject({ action: 'file', entity_id: expect.any(String) });
  });

  it('keeps counting past the padding: the tenth record of a one-digit form is number 10', async () => {
    const { form } = await designForm(asAdmin, [textbox('Nota')], { sequence_length: 1 });
    const numbers: string[] = [];
    for (let filing = 0; filing < 10; filing += 1) numbers.push((await filed(form, {})).number);
    expect(numbers.at(8)).toBe(`${form.number}-${bogotaDay()}-9`);
    expect(numbers.at(9)).toBe(`${form.number}-${bogotaDay()}-10`);
  });

  it('gives concurrent filings distinct numbers', async () => {
    const { form } = await designForm(asAdmin, [textbox('Nota')]);
    const numbers = await Promise.all(
      Array.from({ length: 6 }, async () => (await filed(form, {})).number.split('-')[2]),
    );
    expect(numbers.sort()).toEqual(['0001', '0002', '0003', '0004', '0005', '0006']);
  });

  it('files once per Idempotency-Key: a doubled or retried filing gets the first record', async () => {
    const { form } = await designForm(asAdmin, [textbox('Nota')]);
    const fileWithKey = (key: string) =>
      send(
        t.server,
        api.records.file,
        { params: { id: form.id }, body: { ...header, values: {} } },
        { token: t.company.adminToken, headers: { 'idempotency-key': key } },
      );
    const doubled = await Promise.all([
      fileWithKey('click-1'),
      fileWithKey('click-1'),
      fileWithKey('click-1'),
    ]);
    const retried = await fileWithKey('click-1');
    const numbers = [...doubled, retried].map((response) => response.json().number);
    expect(new Set(numbers).size).toBe(1);
    expect((await fileWithKey('click-2')).json().number).not.toBe(numbers[0]);
    const listed = await ownerQuery(t.server, 'SELECT 1 FROM records WHERE form_id = $1', [
      form.id,
    ]);
    expect(listed).toHaveLength(2);
    const other = await designForm(asAdmin, [textbox('Otra nota')]);
    const elsewhere = await send(
      t.server,
      api.records.file,
      { params: { id: other.form.id }, body: { ...header, values: {} } },
      { token: t.company.adminToken, headers: { 'idempotency-key': 'click-1' } },
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json<ErrorBody>().code).toBe(500012);
  });

  it('refuses an Idempotency-Key sent again with another body (422), creating nothing', async () => {
    const { form } = await designForm(asAdmin, [textbox('Nota')]);
    const fileWithSubject = (subject: string) =>
      send(
        t.server,
        api.records.file,
        { params: { id: form.id }, body: { ...header, subject, values: {} } },
        { token: t.company.adminToken, headers: { 'idempotency-key': 'same-key-other-body' } },
      );
    const first = await fileWithSubject('Primera petición');
    expect(first.statusCode, first.body).toBe(201);
    const other = await fileWithSubject('Otra petición');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 500012 });
    expect(other.body).not.toContain(first.json().id);
    // The first call's repeat still gets its answer.
    expect((await fileWithSubject('Primera petición')).json().id).toBe(first.json().id);
    const filed = await ownerQuery(t.server, 'SELECT 1 FROM records WHERE form_id = $1', [form.id]);
    expect(filed).toHaveLength(1);
  });

  it('refuses what the form does not accept, naming each field, and stores nothing', async () => {
    const list = (await asAdmin(api.lists.create, { body: { name: 'Canales de prueba' } })).json();
    const item = (
      await asAdmin(api.lists.createItem, { params: { id: list.id }, body: { name: 'Correo' } })
    ).json();
    const retired = (
      await asAdmin(api.lists.createItem, { params: { id: list.id }, body: { name: 'Fax' } })
    ).json();
    await asAdmin(api.lists.updateItem, {
      params: { id: list.id, itemId: retired.id },
      body: { active: false },
    });
    const { form, fields } = await designForm(asAdmin, [
      textbox('Código', { required: true, unique: true, len_min_chars: 3 }),
      {
        label: 'Canal',
        type_data: 'text',
        control_data: 'combobox',
        item_link: list.id,
        required: true,
      },
      { label: 'Folios', type_data: 'integer', control_data: 'numeric' },
    ]);
    const [code, channel, pages] = fields as [
      FieldDefinitionDto,
      FieldDefinitionDto,
      FieldDefinitionDto,
    ];

    const invalid = await asAdmin(
      api.records.file,
      {
        params: { id: form.id },
        body: {
          subject: 'No',
          document_date: '2026-02-30',
          values: { [code.id]: 'AB', [pages.id]: '1.5' },
        },
      },
      { language: 'en' },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 30010,
      data: {
        subject: 'Must be between 4 and 1000 characters',
        support_type: 'This field is required!',
        document_date: 'Enter a valid date',
        [`values.${code.id}`]: 'Must be between 3 and 1000 characters',
        [`values.${channel.id}`]: 'Select an option',
        [`values.${pages.id}`]: 'Enter a whole number, without decimals or a + sign',
      },
    });

    const unavailable = await fileIn(form, { [code.id]: 'ABC', [channel.id]: retired.id });
    expect(unavailable.json()).toMatchObject({
      code: 30035,
      data: { [`values.${channel.id}`]: 'La opción elegida ya no está disponible: elija otra.' },
    });
    await filed(form, { [code.id]: 'ABC', [channel.id]: item.id });
    const taken = await fileIn(form, { [code.id]: 'ABC', [channel.id]: item.id });
    expect(taken.json()).toMatchObject({
      code: 30034,
      data: { [`values.${code.id}`]: 'Este valor ya existe en otro radicado' },
    });
    expect((await asAdmin(api.forms.get, { params: { id: form.id } })).json().records_count).toBe(
      1,
    );
  });

  it('takes a child list item only under the parent item chosen in the form (30035)', async () => {
    const listWith = async (name: string, items: [string, string | null][], parent?: string) => {
      const list = (
        await asAdmin(api.lists.create, { body: { name, parent_list_id: parent } })
      ).json();
      const ids: Record<string, string> = {};
      for (const [item, parentItem] of items) {
        const created = await asAdmin(api.lists.createItem, {
          params: { id: list.id },
          body: {
            name: item,
            parent_item_id: parentItem,
          },
        });
        ids[item] = created.json().id;
      }
      return { id: list.id as string, ids };
    };
    const topics = await listWith('Temas de prueba', [
      ['Movilidad', null],
      ['Ambiente', null],
    ]);
    const subtopics = await listWith(
      'Subtemas de prueba',
      [
        ['Vías', topics.ids.Movilidad ?? null],
        ['Ruido', topics.ids.Ambiente ?? null],
      ],
      topics.id,
    );
    const { form, fields } = await designForm(asAdmin, [
      combobox('Subtema', subtopics.id),
      combobox('Tema', topics.id),
    ]);
    const [subtopic, topic] = fields as [FieldDefinitionDto, FieldDefinitionDto];
    expect(subtopic.item_link_parent).toBe(topics.id);
    expect(topic.item_link_parent).toBeNull();

    const mismatch = await fileIn(form, {
      [topic.id]: topics.ids.Movilidad,
      [subtopic.id]: subtopics.ids.Ruido,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      code: 30035,
      detail: 'La opción elegida ya no está disponible: elija otra.',
      data: { [`values.${subtopic.id}`]: 'No corresponde a la opción elegida en Tema' },
    });
    const withoutTopic = await fileIn(form, { [subtopic.id]: subtopics.ids.Ruido });
    expect(withoutTopic.json<ErrorBody>().code).toBe(30035);
    const record = await filed(form, {
      [topic.id]: topics.ids.Ambiente,
      [subtopic.id]: subtopics.ids.Ruido,
    });
    expect(record.values[subtopic.id]).toBe(subtopics.ids.Ruido);
    // A form without the parent list's field offers, and takes, every item of the child list.
    const alone = await designForm(asAdmin, [combobox('Subtema suelto', subtopics.id)]);
    await filed(alone.form, {
      [(alone.fields[0] as FieldDefinitionDto).id]: subtopics.ids.Vías,
    });
  });

  it('lets two filings race for one unique value and keeps only one', async () => {
    const { form, fields } = await designForm(asAdmin, [textbox('Placa', { unique: true })]);
    const plate = (fields[0] as FieldDefinitionDto).id;
    const answers = await Promise.all([1, 2, 3].map(() => fileIn(form, { [plate]: 'XYZ123' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('is for active forms, by the roles that grant filing', async () => {
    const draft = await designForm(asAdmin, [textbox('Borrador')], { draft: true });
    expect((await fileIn(draft.form, {})).json<ErrorBody>().code).toBe(30032);

    const { form } = await designForm(asAdmin, [textbox('Ventanilla')]);
    const filer = await tokenWithFormGrant(t, { form_id: form.id, file: true });
    expect((await fileIn(form, {}, filer)).statusCode).toBe(201);
    const reader = await tokenWithFormGrant(t, { form_id: form.id, query: true });
    expect((await fileIn(form, {}, reader)).statusCode).toBe(403);
    const queryUser = await tokenWithFormGrant(t, { form_id: form.id, file: true, query: true }, 1);
    expect((await fileIn(form, {}, queryUser)).statusCode).toBe(403);
  });

  it('keeps each company to its own forms and records', async () => {
    const { form } = await designForm(asAdmin, [textbox('Privado')]);
    const outsider = await companyWithAdmin(t.server, 'outsider-records.co');
    expect((await fileIn(form, {}, outsider.adminToken)).json<ErrorBody>().code).toBe(30020);
    const search = await send(
      t.server,
      api.records.searchLookup,
      { params: { id: form.id } },
      { token: outsider.adminToken },
    );
    expect(search.json<ErrorBody>().code).toBe(30020);
  });

  it('keeps a form with records from deletion and its fields from removal', async () => {
    const { form, fields } = await designForm(asAdmin, [textbox('Conservado')]);
    await filed(form, {});
    const deleted = await asAdmin(api.forms.changeStatus, {
      params: { id: form.id },
      body: { status: 4 },
    });
    expect(deleted.json()).toMatchObject({ code: 30033 });
    expect(
      (await asAdmin(api.forms.delete, { params: { id: form.id } })).json<ErrorBody>().code,
    ).toBe(30033);
    expect(
      (await asAdmin(api.forms.get, { params: { id: form.id } })).json().abilities,
    ).toMatchObject({
      delete: false,
      file: true,
    });
    const field = fields[0] as FieldDefinitionDto;
    const removed = await asAdmin(api.fields.delete, {
      params: { id: form.id, fieldId: field.id },
    });
    expect(removed.json()).toMatchObject({ code: 30033 });
    const listed = (await asAdmin(api.fields.list, { params: { id: form.id } })).json();
    expect(listed.count).toBe(1);
    expect(listed.items[0]?.abilities.delete).toBe(false);
  });
});

describe('lookup records', () => {
  let holder: { form: FormDto; lookup: FieldDefinitionDto };

  beforeAll(async () => {
    const { form, fields } = await designForm(asAdmin, [
      {
        label: 'Remitente',
        type_data: 'text',
        control_data: 'lookup',
        form_lookup_name: directory.form.id,
        form_lookup_fields: [directory.name.id, directory.document.id],
        required: true,
      },
    ]);
    holder = { form, lookup: fields[0] as FieldDefinitionDto };
    for (let index = 1; index <= 7; index += 1) {
      await filed(directory.form, {
        [directory.name.id]: index === 7 ? 'Acme Ltda' : `Persona ${index}`,
        [directory.document.id]: `90012${index}`,
      });
    }
  });

  const search = (query: QueryOf<typeof api.records.searchLookup> = {}, token?: string) =>
    send(
      t.server,
      api.records.searchLookup,
      { params: { id: holder.form.id }, query },
      { token: token ?? t.company.adminToken },
    );

  it('pages the looked-up records 5 at a time with the two shown values, searched by number or value, accents aside', async () => {
    const first = (await search()).json();
    expect(first).toMatchObject({
      form_lookup_name: directory.form.name,
      form_lookup_fields: [
        { id: directory.name.id, label: 'Nombre' },
        { id: directory.document.id, label: 'Documento' },
      ],
      count: 7,
      pages: 2,
    });
    expect(first.records).toHaveLength(5);
    expect(first.records[0]).toMatchObject({
      value: 'Acme Ltda | 900127',
      values: ['Acme Ltda', '900127'],
    });
    expect((await search({ page: 2 })).json().records).toHaveLength(2);
    const found = (await search({ search: 'acme' })).json();
    expect(found.records.map((record: { value: string }) => record.value)).toEqual([
      'Acme Ltda | 900127',
    ]);
    expect((await search({ search: '100%' })).json().count).toBe(0);
    const folded = (await search({ search: 'ACMÉ' })).json();
    expect(folded.records.map((record: { value: string }) => record.value)).toEqual([
      'Acme Ltda | 900127',
    ]);
    expect((await search({ search: '900123' })).json().count).toBe(1);
    expect((await search({ search: `${directory.form.number}-` })).json().count).toBe(7);
  });

  it('finds a part inside a value, follows an edit, leaves out a cancelled record, and counts a page past the last', async () => {
    const valuesOf = async (query: QueryOf<typeof api.records.searchLookup>) =>
      (await search(query)).json().records.map((record: { value: string }) => record.value);
    const supplier = await filed(directory.form, {
      [directory.name.id]: 'Distribuidora Ñandú S.A.S.',
      [directory.document.id]: '800456789',
    });
    expect(await valuesOf({ search: '4567' })).toEqual(['Distribuidora Ñandú S.A.S. | 800456789']);
    expect(await valuesOf({ search: 'nandu' })).toEqual(['Distribuidora Ñandú S.A.S. | 800456789']);
    // Two characters hold no trigram: the form's records are walked instead.
    expect((await search({ search: '45' })).json().count).toBe(1);
    const renamed = await asAdmin(api.records.edit, {
      params: { formId: directory.form.id, id: supplier.id },
      body: {
        ...header,
        values: {
          [directory.name.id]: 'Comercializadora Norte',
          [directory.document.id]: '800456789',
        },
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await valuesOf({ search: 'nandu' })).toEqual([]);
    expect(await valuesOf({ search: 'norte' })).toEqual(['Comercializadora Norte | 800456789']);
    expect((await search({ search: 'norte', page: 3 })).json()).toMatchObject({
      count: 1,
      records: [],
    });
    const cancelled = await asAdmin(api.records.cancel, {
      params: { id: directory.form.id, recordId: supplier.id },
      body: { reason: 'Proveedor retirado del directorio' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await search({ search: 'norte' })).json().count).toBe(0);
  });

  it("never finds another company's records, whatever their values", async () => {
    const other = await companyWithAdmin(t.server, 'otra-busqueda.co');
    const otherDirectory = await designForm(
      callAs(t, () => other.adminToken),
      [
        textbox('Nombre', { required: true, unique: true }),
        textbox('Documento', { required: true }),
      ],
    );
    const [name, document] = otherDirectory.fields as FieldDefinitionDto[];
    const foreign = await send(
      t.server,
      api.records.file,
      {
        params: { id: otherDirectory.form.id },
        body: {
          ...header,
          values: { [name?.id as string]: 'Acme Ltda', [document?.id as string]: '900127' },
        },
      },
      { token: other.adminToken },
    );
    expect(foreign.statusCode, foreign.body).toBe(201);
    expect((await search({ search: 'acme' })).json().count).toBe(1);
  });

  it('files a record pointing at a looked-up record, and only at one of that form', async () => {
    const acme = (await search({ search: 'acme' })).json().records[0];
    const record = await filed(holder.form, { [holder.lookup.id]: acme?.uuid });
    expect(record.values[holder.lookup.id]).toBe(acme?.uuid);
    const stranger = await fileIn(holder.form, { [holder.lookup.id]: record.id });
    expect(stranger.json<ErrorBody>().code).toBe(30035);
  });

  it('is offered to those who fill the form, not to others', async () => {
    const filer = await tokenWithFormGrant(t, { form_id: holder.form.id, file: true });
    expect((await search({}, filer)).json().count).toBe(7);
    const outsider = await tokenWithFormGrant(t, { form_id: directory.form.id, query: true });
    expect((await search({}, outsider)).statusCode).toBe(403);
    const plain = await designForm(asAdmin, [textbox('Sin consulta')]);
    const none = await asAdmin(api.records.searchLookup, { params: { id: plain.form.id } });
    expect(none.json<ErrorBody>().code).toBe(30036);
  });
});
