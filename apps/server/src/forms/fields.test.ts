import type { ErrorBody, FieldDefinitionDto, FieldListPurpose, FormDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { type FieldBody, textbox, tokenWithFormGrant } from '../../test/form-fixtures.ts';
import { send, useCompanyServer } from '../../test/test-server.ts';

const t = useCompanyServer('fields.co');

const { asAdmin } = t;

let formCount = 0;
async function newForm(): Promise<FormDto> {
  formCount += 1;
  const response = await asAdmin(api.forms.create, {
    body: {
      name: `Formulario ${formCount}`,
      description: 'Para campos',
      sequence_length: 3,
      sticker_type: 1,
    },
  });
  return response.json();
}

async function addField(form: FormDto, definition: FieldBody) {
  return asAdmin(api.fields.create, { body: { form_id: form.id, ...definition } });
}

async function fieldOk(form: FormDto, definition: FieldBody) {
  const response = await addField(form, definition);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as FieldDefinitionDto;
}

describe('form fields', () => {
  it('are created with every control while the form is a draft, in order', async () => {
    const form = await newForm();
    const list = (await asAdmin(api.lists.create, { body: { name: 'Tipos de trámite' } })).json();
    const definitions: FieldBody[] = [
      textbox('Asunto', { required: true, len_min_chars: 4, len_max_chars: 200, sticker: true }),
      { label: 'Detalle', type_data: 'text', control_data: 'textarea' },
      { label: 'Tipo', type_data: 'text', control_data: 'combobox', item_link: list.id },
      { label: 'Instrucciones', type_data: 'text', control_data: 'label' },
      { label: 'Folios', type_data: 'integer', control_data: 'numeric', allowed_negative: false },
      { label: 'Vence', type_data: 'date', control_data: 'datepicker', show_pass_dates: true },
      { label: 'Cita', type_data: 'datetime', control_data: 'datetimepicker', edit_manually: true },
    ];
    for (const definition of definitions) await fieldOk(form, definition);
    const lockedList = await asAdmin(api.lists.update, {
      params: { id: list.id },
      body: { status: 2 },
    });
    expect(lockedList.json<ErrorBody>().code).toBe(30094);
    expect(
      (await asAdmin(api.lists.update, { params: { id: list.id }, body: { name: 'Trámites' } }))
        .statusCode,
    ).toBe(200);
    const listed = (
      await asAdmin(api.fields.list, { params: { id: form.id }, query: { per_page: 5 } })
    ).json();
    expect(listed).toMatchObject({ count: 7, pages: 2, has_records: false, edit_fields: true });
    expect(listed.items.map((field: FieldDefinitionDto) => [field.order, field.label])).toEqual([
      [1, 'Asunto'],
      [2, 'Detalle'],
      [3, 'Tipo'],
      [4, 'Instrucciones'],
      [5, 'Folios'],
    ]);
  });

  it('are refused with the contract rules and the form rules', async () => {
    const form = await newForm();
    const mismatch = await addField(form, {
      label: 'Mal',
      type_data: 'integer',
      control_data: 'textbox',
    });
    expect(mismatch.json()).toMatchObject({
      code: 30010,
      data: { control_data: expect.any(String) },
    });

    const inactive = (await asAdmin(api.lists.create, { body: { name: 'Lista inactiva' } })).json();
    await asAdmin(api.lists.update, { params: { id: inactive.id }, body: { status: 2 } });
    const withInactiveList = await addField(form, {
      label: 'Select',
      type_data: 'text',
      control_data: 'combobox',
      item_link: inactive.id,
    });
    expect(withInactiveList.json<ErrorBody>().code).toBe(30028);

    for (let index = 1; index <= 4; index += 1)
      await fieldOk(form, textbox(`Sticker ${index}`, { sticker: true }));
    expect(
      (await addField(form, textbox('Quinto', { sticker: true }))).json<ErrorBody>().code,
    ).toBe(30026);
  });

  it('can no longer be created, edited or deleted once the form is active', async () => {
    const form = await newForm();
    const field = await fieldOk(form, textbox('Único campo'));
    expect(field.abilities).toEqual({ edit: true, delete: true, move: true });
    expect(
      (
        await asAdmin(api.forms.changeStatus, { params: { id: form.id }, body: { status: 2 } })
      ).json<FormDto>().status,
    ).toBe(2);
    const [locked] = (await asAdmin(api.fields.list, { params: { id: form.id } })).json().items;
    expect(locked?.abilities).toEqual({ edit: false, delete: false, move: false });
    expect((await addField(form, textbox('Tarde'))).json<ErrorBody>().code).toBe(30024);
    expect(
      (
        await asAdmin(api.fields.update, { params: { id: field.id }, body: textbox('Cambio') })
      ).json<ErrorBody>().code,
    ).toBe(30024);
    const removal = await asAdmin(api.fields.delete, {
      params: { id: form.id, fieldId: field.id },
    });
    expect(removal.statusCode).toBe(400);
    expect(removal.json()).toMatchObject({
      code: 30024,
      detail:
        'Los campos solo se crean, editan o eliminan mientras el formulario está en borrador.',
    });
    expect((await asAdmin(api.fields.list, { params: { id: form.id } })).json().edit_fields).toBe(
      false,
    );
  });

  it('are edited and deleted in a draft, and the others close ranks', async () => {
    const form = await newForm();
    const first = await fieldOk(form, textbox('Uno'));
    const second = await fieldOk(form, textbox('Dos'));
    await fieldOk(form, textbox('Tres'));
    const edited = await asAdmin(api.fields.update, {
      params: { id: second.id },
      body: textbox('Dos bis', { required: true }),
    });
    expect(edited.json()).toMatchObject({ label: 'Dos bis', required: true, order: 2 });
    await asAdmin(api.fields.delete, { params: { id: form.id, fieldId: first.id } });
    const listed = (await asAdmin(api.fields.list, { params: { id: form.id } })).json();
    expect(listed.items.map((field: FieldDefinitionDto) => [field.label, field.order])).toEqual([
      ['Dos bis', 1],
      ['Tres', 2],
    ]);
  });

  it('move to another position, never to the one they have', async () => {
    const form = await newForm();
    const fields = [];
    for (const label of ['A', 'B', 'C', 'D']) fields.push(await fieldOk(form, textbox(label)));
    const moved = await asAdmin(api.fields.move, {
      params: { id: fields[3]?.id as string },
      body: { order: 1 },
    });
    expect(moved.json().order).toBe(1);
    const same = await asAdmin(api.fields.move, {
      params: { id: fields[3]?.id as string },
      body: { order: 1 },
    });
    expect(same.json()).toMatchObject({ code: 30027, data: { order: expect.any(String) } });
    const listed = (await asAdmin(api.fields.list, { params: { id: form.id } })).json();
    expect(listed.items.map((field: FieldDefinitionDto) => field.label)).toEqual([
      'D',
      'A',
      'B',
      'C',
    ]);
  });
});

describe('lookup fields', () => {
  async function lookupTarget() {
    const target = await newForm();
    const code = await fieldOk(target, textbox('Código', { required: true, unique: true }));
    const name = await fieldOk(target, textbox('Nombre', { required: true }));
    const optional = await fieldOk(target, textbox('Nota'));
    return { target, code, name, optional };
  }

  const lookup = (targetId: string, fieldIds: string[]): FieldBody => ({
    label: 'Tercero',
    type_data: 'text',
    control_data: 'lookup',
    form_lookup_name: targetId,
    form_lookup_fields: fieldIds,
  });

  it('point at two required text fields of another form, one of them unique', async () => {
    const { target, code, name, optional } = await lookupTarget();
    const form = await newForm();
    const notRequired = await addField(form, lookup(target.id, [code.id, optional.id]));
    expect(notRequired.json<ErrorBody>().code).toBe(30029);
    const itself = await addField(form, lookup(form.id, [code.id, name.id]));
    expect(itself.json<ErrorBody>().code).toBe(30029);
    const field = await fieldOk(form, lookup(target.id, [code.id, name.id]));
    expect(field.form_lookup_fields).toEqual([code.id, name.id]);
    expect(
      (await addField(form, lookup(target.id, [code.id, name.id]))).json<ErrorBody>().code,
    ).toBe(30030);
  });

  it('are refused when the two forms would look each other up', async () => {
    const first = await lookupTarget();
    const second = await lookupTarget();
    await fieldOk(first.target, lookup(second.target.id, [second.code.id, second.name.id]));
    const circular = await addField(
      second.target,
      lookup(first.target.id, [first.code.id, first.name.id]),
    );
    expect(circular.json<ErrorBody>().code).toBe(30031);
  });

  it('offer as targets only forms with two required text boxes, one unique, that do not look back', async () => {
    const good = await lookupTarget();
    const weak = await newForm();
    await fieldOk(weak, textbox('Solo uno', { required: true, unique: true }));
    const own = await lookupTarget();
    const backwards = await lookupTarget();
    await fieldOk(backwards.target, lookup(own.target.id, [own.code.id, own.name.id]));

    const targets = (
      await asAdmin(api.fields.lookupTargets, {
        params: { id: own.target.id },
        query: { per_page: 100 },
      })
    ).json();
    const ids = targets.items.map((target: { id: string }) => target.id);
    expect(ids).toContain(good.target.id);
    expect(ids).not.toContain(weak.id);
    expect(ids).not.toContain(own.target.id);
    expect(ids).not.toContain(backwards.target.id);

    const fields = (
      await asAdmin(api.fields.lookupFields, { params: { id: good.target.id } })
    ).json();
    expect(fields).toEqual([
      { id: good.code.id, label: 'Código', unique: true },
      { id: good.name.id, label: 'Nombre', unique: false },
    ]);
  });
});

describe('read to file or to search records', () => {
  const fieldsAs = (token: string, form: FormDto, permission: FieldListPurpose) =>
    send(t.server, api.fields.list, { params: { id: form.id }, query: { permission } }, { token });

  it('shows a filer the fields of an active form she may file in, without the hidden ones', async () => {
    const form = await newForm();
    await fieldOk(form, textbox('Asunto', { required: true }));
    await fieldOk(form, textbox('Control interno', { hide: true }));
    const filer = await tokenWithFormGrant(t, { form_id: form.id, file: true });
    const whileDraft = await fieldsAs(filer, form, 'file');
    expect(whileDraft.json<ErrorBody>().code).toBe(30032);

    await asAdmin(api.forms.changeStatus, { params: { id: form.id }, body: { status: 2 } });
    const listed = await fieldsAs(filer, form, 'file');
    expect(listed.json()).toMatchObject({ count: 1, edit_fields: false });
    expect(listed.json().items.map((field: FieldDefinitionDto) => field.label)).toEqual(['Asunto']);
    expect((await fieldsAs(filer, form, 'design')).statusCode).toBe(403);
    expect((await fieldsAs(filer, form, 'query')).statusCode).toBe(403);
  });

  it('shows a query user the fields to search by, hidden ones included, but never to file', async () => {
    const form = await newForm();
    await fieldOk(form, textbox('Asunto'));
    await fieldOk(form, textbox('Control interno', { hide: true }));
    await asAdmin(api.forms.changeStatus, { params: { id: form.id }, body: { status: 2 } });
    const reader = await tokenWithFormGrant(t, { form_id: form.id, query: true, file: true }, 1);
    const searched = await fieldsAs(reader, form, 'query');
    expect(searched.json().count).toBe(2);
    expect((await fieldsAs(reader, form, 'file')).statusCode).toBe(403);
    const stranger = await tokenWithFormGrant(t, {});
    expect((await fieldsAs(stranger, form, 'query')).statusCode).toBe(403);
  });
});
