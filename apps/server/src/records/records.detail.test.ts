import type {
  ErrorBody,
  FieldDefinitionDto,
  FormDto,
  RecordDetailDto,
  RecordDto,
  RecordHistoryDto,
} from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
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

const t = useCompanyServer('record-detail.co');
const { asAdmin } = t;

const header = { subject: 'Solicitud de prueba', support_type: 2, document_date: '2026-01-15' };

const as = (token: string) => callAs(t, () => token);

type RecordKey = { form_id: string; id: string };

/** How the record endpoints name one record: by its form and its id. */
const ofRecord = (record: RecordKey) => ({ id: record.form_id, recordId: record.id });

/**
 * The four endpoints of one record (detail, edit, cancel, traceability), the changes sending
 * `body` and the reads `bodyOfReads`, whatever their schemas declare.
 */
const everyEndpointOf = (record: RecordKey, body: unknown, bodyOfReads?: unknown) => [
  request(api.records.get, { params: ofRecord(record), raw: { body: bodyOfReads } }),
  request(api.records.edit, {
    params: { formId: record.form_id, id: record.id },
    raw: { body },
  }),
  request(api.records.cancel, { params: ofRecord(record), raw: { body } }),
  request(api.records.history, { params: ofRecord(record), raw: { body: bodyOfReads } }),
];

async function filed(
  form: FormDto,
  values: Record<string, unknown>,
  token = t.company.adminToken,
): Promise<RecordDto> {
  const response = await as(token)(api.records.file, {
    params: { id: form.id },
    body: { ...header, values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function detail(record: RecordDto, token = t.company.adminToken): Promise<RecordDetailDto> {
  const response = await as(token)(api.records.get, { params: ofRecord(record) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * An edit as the edit screen sends it: the record's data and values, some of them changed. Sent
 * raw: the changes include fields the schema does not declare and values it refuses.
 */
function edit(
  record: RecordDto,
  changes: { values?: Record<string, unknown>; [key: string]: unknown },
  token = t.company.adminToken,
) {
  const { values, ...data } = changes;
  return as(token)(api.records.edit, {
    params: { formId: record.form_id, id: record.id },
    raw: {
      body: {
        subject: record.subject,
        support_type: record.support_type,
        document_date: record.document_date,
        ...data,
        values: { ...record.values, ...values },
      },
    },
  });
}

const cancel = (record: RecordDto, reason: string, token = t.company.adminToken) =>
  as(token)(api.records.cancel, { params: ofRecord(record), body: { reason } });

async function auditOf(record: RecordDto, action: string) {
  const rows = await ownerQuery<{
    changes: Record<string, unknown>;
    user_name: string;
    entity_name: string;
  }>(
    t.server,
    `SELECT changes, user_name, entity_name FROM audit_logs
      WHERE entity_type = 'record' AND entity_id = $1 AND action = $2 ORDER BY seq`,
    [record.id, action],
  );
  return rows;
}

/**
 * A form with a text box (unique), a select on a list, a lookup into a directory, a date that
 * refuses past days and a hidden field: every kind of value a record's detail reads differently.
 */
let form: FormDto;
let field: Record<'code' | 'channel' | 'sender' | 'due' | 'notes', FieldDefinitionDto>;
let items: Record<'mail' | 'window' | 'fax', string>;
let acme: RecordDto;
/** Files a sender in the directory the lookup reads. */
let fileSender: (name: string, document: string) => Promise<RecordDto>;

beforeAll(async () => {
  const list = (await asAdmin(api.lists.create, { body: { name: 'Canales del detalle' } })).json();
  const item = async (name: string) =>
    (await asAdmin(api.lists.createItem, { params: { id: list.id }, body: { name } })).json()
      .id as string;
  items = { mail: await item('Correo'), window: await item('Ventanilla'), fax: await item('Fax') };
  const directory = await designForm(asAdmin, [
    textbox('Nombre', { required: true }),
    textbox('Documento', { required: true, unique: true }),
  ]);
  const [name, document] = directory.fields as [FieldDefinitionDto, FieldDefinitionDto];
  fileSender = (senderName, senderDocument) =>
    filed(directory.form, { [name.id]: senderName, [document.id]: senderDocument });
  acme = await fileSender('Acme Ltda', '900123');
  const designed = await designForm(asAdmin, [
    textbox('Código', { unique: true }),
    { label: 'Canal', type_data: 'text', control_data: 'combobox', item_link: list.id },
    {
      label: 'Remitente',
      type_data: 'text',
      control_data: 'lookup',
      form_lookup_name: directory.form.id,
      form_lookup_fields: [name.id, document.id],
    },
    { label: 'Vence', type_data: 'date', control_data: 'datepicker', show_pass_dates: true },
    { label: 'Notas internas', type_data: 'text', control_data: 'textarea', hide: true },
  ]);
  form = designed.form;
  const [code, channel, sender, due, notes] = designed.fields as FieldDefinitionDto[];
  field = { code, channel, sender, due, notes } as typeof field;
});

describe('a record in detail', () => {
  it('shows every datum, the values as read, the filer, and what the admin may do', async () => {
    const record = await filed(form, {
      [field.code.id]: 'D-1',
      [field.channel.id]: items.mail,
      [field.sender.id]: acme.id,
      [field.due.id]: '2030-03-01',
    });
    expect(record.abilities).toEqual({
      view: true,
      edit: true,
      cancel: true,
      printSticker: true,
      setExpedientPath: true,
      removeExpedientPath: true,
      startProcess: true,
      viewProcesses: true,
      createFreeTask: false,
    });
    const shown = await detail(record);
    expect(shown).toMatchObject({
      id: record.id,
      number: record.number,
      status: 1,
      subject: 'Solicitud de prueba',
      support_type: 2,
      document_date: '2026-01-15',
      created_at: record.created_at,
      user_name: t.company.admin.user_name,
      filer_name: `${t.company.admin.user.first_name} ${t.company.admin.user.last_name}`,
      updated_at: null,
      cancellation: null,
      time_zone: 'America/Bogota',
      form: { id: form.id, name: form.name, number: form.number },
      values: record.values,
      shown_values: {
        [field.code.id]: 'D-1',
        [field.channel.id]: 'Correo',
        [field.sender.id]: 'Acme Ltda | 900123',
        [field.due.id]: '2030-03-01',
      },
      abilities: {
        view: true,
        edit: true,
        cancel: true,
        printSticker: true,
        setExpedientPath: true,
      },
    });
    // Every field of the form, hidden ones included, in the form's order.
    expect(shown.fields.map((one) => one.label)).toEqual([
      'Código',
      'Canal',
      'Remitente',
      'Vence',
      'Notas internas',
    ]);
  });

  it('answers 30040 for a record that is not of the form, and 30020 for an unknown form', async () => {
    const record = await filed(form, {});
    const other = await designForm(asAdmin, [textbox('Otro')]);
    const elsewhere = { form_id: other.form.id, id: record.id };
    for (const endpointCall of everyEndpointOf(elsewhere, { reason: 'Error' })) {
      const answer = await sendRequest(t.server, endpointCall, { token: t.company.adminToken });
      expect(answer.json<ErrorBody>().code, described(endpointCall)).toBe(30040);
      expect(answer.statusCode).toBe(404);
    }
    const unknown = { form_id: crypto.randomUUID(), id: record.id };
    expect(
      (await asAdmin(api.records.get, { params: ofRecord(unknown) })).json<ErrorBody>().code,
    ).toBe(30020);
  });
});

describe('editing a record', () => {
  it('changes its data and values, never its number or filing time, and audits only what changed', async () => {
    const record = await filed(form, {
      [field.code.id]: 'E-1',
      [field.channel.id]: items.mail,
      [field.due.id]: '2030-03-01',
    });
    const answer = await edit(record, {
      subject: 'Asunto corregido',
      number: '1-20000101-9999',
      created_at: '2000-01-01T00:00:00Z',
      values: { [field.channel.id]: items.window },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const edited: RecordDetailDto = answer.json();
    expect(edited).toMatchObject({
      number: record.number,
      created_at: record.created_at,
      subject: 'Asunto corregido',
      values: { [field.code.id]: 'E-1', [field.channel.id]: items.window },
      shown_values: { [field.channel.id]: 'Ventanilla' },
    });
    expect(edited.updated_at).not.toBeNull();
    expect(await detail(record)).toMatchObject({ subject: 'Asunto corregido' });

    const [audit] = await auditOf(record, 'edit');
    expect(audit?.entity_name).toBe(record.number);
    expect(audit?.changes).toEqual({
      form: { id: form.id, name: form.name },
      subject: { from: 'Solicitud de prueba', to: 'Asunto corregido' },
      values: { [field.channel.id]: { from: items.mail, to: items.window } },
    });

    // Sending the record back as it is changes nothing and writes nothing.
    expect((await edit({ ...record, ...edited }, {})).statusCode).toBe(200);
    expect(await auditOf(record, 'edit')).toHaveLength(1);
  });

  it('is checked by the filing schema, field by field', async () => {
    const record = await filed(form, {});
    const refused = await edit(record, {
      subject: 'No',
      support_type: 7,
      values: { [field.channel.id]: 'not-an-id' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 30010,
      data: {
        subject: 'Debe tener entre 4 y 1000 caracteres',
        support_type: '¡Este campo es obligatorio!',
        [`values.${field.channel.id}`]: expect.any(String),
      },
    });
  });

  it('re-checks unique values against the other records in force, not against itself', async () => {
    const first = await filed(form, { [field.code.id]: 'U-1' });
    const second = await filed(form, { [field.code.id]: 'U-2' });
    expect((await edit(first, { subject: 'Mismo código' })).statusCode).toBe(200);
    const taken = await edit(second, { values: { [field.code.id]: 'U-1' } });
    expect(taken.json()).toMatchObject({
      code: 30034,
      data: { [`values.${field.code.id}`]: 'Este valor ya existe en otro radicado' },
    });
    // A cancelled record gives its value back.
    expect((await cancel(first, 'Radicado por error')).statusCode).toBe(200);
    expect((await edit(second, { values: { [field.code.id]: 'U-1' } })).statusCode).toBe(200);
  });

  it('re-checks list items and looked-up records: a retired item or a cancelled record is refused', async () => {
    const record = await filed(form, { [field.channel.id]: items.fax });
    const list = field.channel.item_link as string;
    await asAdmin(api.lists.updateItem, {
      params: { id: list, itemId: items.fax },
      body: { active: false },
    });
    const retired = await edit(record, { subject: 'Otro asunto' });
    expect(retired.json()).toMatchObject({
      code: 30035,
      data: {
        [`values.${field.channel.id}`]: 'La opción elegida ya no está disponible: elija otra.',
      },
    });
    const chosen = await edit(record, { values: { [field.channel.id]: items.mail } });
    expect(chosen.statusCode).toBe(200);

    const sender = await fileSender('Beta SAS', '800555');
    const pointed = await edit(chosen.json(), { values: { [field.sender.id]: sender.id } });
    expect(pointed.json().shown_values[field.sender.id]).toBe('Beta SAS | 800555');
    await cancel(sender, 'Remitente duplicado');
    const gone = await edit(pointed.json(), { subject: 'Asunto nuevo' });
    expect(gone.json()).toMatchObject({ code: 30035 });
    expect(gone.json<ErrorBody>().data).toHaveProperty(`values.${field.sender.id}`);
  });

  it('keeps a date that has become past, and refuses choosing another past one', async () => {
    const record = await filed(form, { [field.due.id]: '2030-03-01' });
    await ownerQuery(
      t.server,
      `UPDATE records SET field_values = field_values || jsonb_build_object($2::text, '2020-03-01')
        WHERE id = $1`,
      [record.id, field.due.id],
    );
    const stored = { ...record, values: { ...record.values, [field.due.id]: '2020-03-01' } };
    expect((await edit(stored, { subject: 'Fecha conservada' })).statusCode).toBe(200);
    const moved = await edit(stored, { values: { [field.due.id]: '2020-03-02' } });
    expect(moved.json()).toMatchObject({
      code: 30010,
      data: { [`values.${field.due.id}`]: expect.any(String) },
    });
  });

  it('keeps the values of fields the edit form does not show', async () => {
    const record = await filed(form, { [field.code.id]: 'H-1' });
    await ownerQuery(
      t.server,
      `UPDATE records SET field_values = field_values || jsonb_build_object($2::text, 'Nota')
        WHERE id = $1`,
      [record.id, field.notes.id],
    );
    const answer = await edit(record, {
      subject: 'Sin tocar la nota',
      values: { [field.notes.id]: 'Intento de cambio' },
    });
    expect(answer.json().values[field.notes.id]).toBe('Nota');
  });
});

describe('cancelling a record', () => {
  it('needs a reason of 4 to 1000 characters', async () => {
    const record = await filed(form, {});
    for (const reason of ['', 'Ya', 'x'.repeat(1001)]) {
      const answer = await cancel(record, reason);
      expect(answer.json()).toMatchObject({ code: 30010, data: { reason: expect.any(String) } });
    }
    expect((await detail(record)).status).toBe(1);
  });

  it('marks it cancelled with the reason, who and when; it stays readable and takes no more changes', async () => {
    const record = await filed(form, { [field.code.id]: 'C-1' });
    const answer = await cancel(record, '  Radicado dos veces  ');
    expect(answer.statusCode, answer.body).toBe(200);
    const cancelled: RecordDetailDto = answer.json();
    expect(cancelled).toMatchObject({
      status: 2,
      number: record.number,
      cancellation: {
        reason: 'Radicado dos veces',
        user_name: t.company.admin.user_name,
        full_name: `${t.company.admin.user.first_name} ${t.company.admin.user.last_name}`,
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
      abilities: { view: true, edit: false, cancel: false, printSticker: true },
    });
    expect(await detail(record)).toMatchObject({ status: 2, cancellation: cancelled.cancellation });

    expect((await edit(record, { subject: 'Tarde' })).json<ErrorBody>().code).toBe(30041);
    expect((await cancel(record, 'Otra vez')).json<ErrorBody>().code).toBe(30041);
    const toEdit = await asAdmin(api.records.get, {
      params: ofRecord(record),
      query: { action: 'edit' },
    });
    expect(toEdit.json<ErrorBody>().code).toBe(30041);
    const [audit] = await auditOf(record, 'cancel');
    expect(audit?.entity_name).toBe(record.number);
    expect(audit?.changes).toEqual({
      form: { id: form.id, name: form.name },
      reason: 'Radicado dos veces',
      status: { from: 1, to: 2 },
    });
  });

  it('is final in the database too: a cancelled record refuses any update', async () => {
    const record = await filed(form, {});
    await cancel(record, 'Anulado para la prueba');
    await expect(
      ownerQuery(t.server, "UPDATE records SET subject = 'Cambio' WHERE id = $1", [record.id]),
    ).rejects.toThrow(/cancelled/);
  });
});

describe('who may read, edit and cancel a record', () => {
  /** A standard user in a role of their own granting `grant` on the form. */
  async function member(grant: { file?: boolean; query?: boolean }, userType: 1 | 2 = 2) {
    const { role, user } = await memberOfNewRole(t, userType);
    await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: { form_id: form.id, ...grant },
    });
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    return { role, user, token };
  }

  it('lets its filer read, edit and cancel it while they may file in the form', async () => {
    const filer = await member({ file: true });
    const record = await filed(form, {}, filer.token);
    expect(record.abilities).toEqual({
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
    expect((await detail(record, filer.token)).abilities).toEqual(record.abilities);
    expect((await edit(record, { subject: 'Corregido' }, filer.token)).statusCode).toBe(200);
    expect(
      (await as(filer.token)(api.records.history, { params: ofRecord(record) })).statusCode,
    ).toBe(200);

    // Another filer of the same form may not touch it.
    const colleague = await member({ file: true });
    for (const answer of [
      await as(colleague.token)(api.records.get, { params: ofRecord(record) }),
      await edit(record, { subject: 'Ajeno' }, colleague.token),
      await cancel(record, 'Ajeno', colleague.token),
      await as(colleague.token)(api.records.history, { params: ofRecord(record) }),
    ]) {
      expect(answer.json<ErrorBody>().code).toBe(10001);
    }

    // Without the filing grant the filer no longer corrects nor reads what they filed.
    await asAdmin(api.roles.changeFormGrant, {
      params: { id: filer.role.id },
      body: {
        form_id: form.id,
        file: false,
      },
    });
    expect((await edit(record, { subject: 'Sin permiso' }, filer.token)).statusCode).toBe(403);
    expect((await as(filer.token)(api.records.get, { params: ofRecord(record) })).statusCode).toBe(
      403,
    );
    expect((await cancel(record, 'Sin permiso', filer.token)).statusCode).toBe(403);
  });

  it('lets those who query the form read it and its history, not change it', async () => {
    const record = await filed(form, {});
    for (const reader of [await member({ query: true }), await member({ query: true }, 1)]) {
      expect((await detail(record, reader.token)).abilities).toEqual({
        view: true,
        edit: false,
        cancel: false,
        printSticker: true,
        setExpedientPath: false,
        removeExpedientPath: false,
        startProcess: false,
        viewProcesses: false,
        createFreeTask: false,
      });
      const asReader = as(reader.token);
      expect((await asReader(api.records.history, { params: ofRecord(record) })).statusCode).toBe(
        200,
      );
      expect(
        (await asReader(api.records.get, { params: ofRecord(record), query: { action: 'edit' } }))
          .statusCode,
      ).toBe(403);
      expect((await edit(record, { subject: 'Lectura' }, reader.token)).statusCode).toBe(403);
      expect((await cancel(record, 'Lectura', reader.token)).statusCode).toBe(403);
    }
  });

  it('keeps each company to its own records', async () => {
    const record = await filed(form, {});
    const outsider = await companyWithAdmin(t.server, 'outsider-detail.co');
    const body = { reason: 'Ajeno', ...header };
    for (const endpointCall of everyEndpointOf(record, body, body)) {
      const answer = await sendRequest(t.server, endpointCall, { token: outsider.adminToken });
      expect(answer.json<ErrorBody>().code, described(endpointCall)).toBe(30020);
    }
    expect((await detail(record)).status).toBe(1);
  });
});

describe("a record's traceability", () => {
  it('tells the filing, each edit with the fields it changed as read, and the cancellation', async () => {
    const record = await filed(form, {
      [field.channel.id]: items.mail,
      [field.due.id]: '2030-03-01',
    });
    await edit(record, {
      subject: 'Asunto corregido',
      support_type: 1,
      values: { [field.channel.id]: items.window, [field.code.id]: 'T-1' },
    });
    await cancel(record, 'Radicado en el formulario equivocado');
    const answer = await asAdmin(api.records.history, { params: ofRecord(record) });
    expect(answer.statusCode, answer.body).toBe(200);
    const history: RecordHistoryDto = answer.json();
    const admin = {
      user_name: t.company.admin.user_name,
      full_name: `${t.company.admin.user.first_name} ${t.company.admin.user.last_name}`,
    };
    expect(history).toMatchObject({
      record: { id: record.id, number: record.number, status: 2 },
      form_name: form.name,
      time_zone: 'America/Bogota',
    });
    expect(history.events).toEqual([
      {
        action: 'file',
        ...admin,
        at: expect.any(String),
        changes: [],
        attachments: [],
        reason: null,
      },
      {
        action: 'edit',
        ...admin,
        at: expect.any(String),
        attachments: [],
        reason: null,
        changes: [
          {
            field: 'subject',
            label: null,
            control: null,
            from: 'Solicitud de prueba',
            to: 'Asunto corregido',
          },
          { field: 'support_type', label: null, control: null, from: '2', to: '1' },
          { field: field.code.id, label: 'Código', control: 'textbox', from: null, to: 'T-1' },
          {
            field: field.channel.id,
            label: 'Canal',
            control: 'combobox',
            from: 'Correo',
            to: 'Ventanilla',
          },
        ],
      },
      {
        action: 'cancel',
        ...admin,
        at: expect.any(String),
        changes: [],
        attachments: [],
        reason: 'Radicado en el formulario equivocado',
      },
    ]);
    const times = history.events.map((event) => event.at);
    expect([...times].sort()).toEqual(times);
  });
});
