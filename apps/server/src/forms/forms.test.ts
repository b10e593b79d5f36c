import type { ErrorBody, FormDto, FormInput } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import {
  companyWithAdmin,
  createUserWithPassword,
  login,
  memberOfNewRole,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('forms.co');

const { asAdmin } = t;

const settings = (name: string): FormInput => ({
  name,
  description: 'Correspondencia recibida',
  sequence_length: 4,
  sticker_type: 2,
  activate_workflow: true,
  attach_files_at_start: 'last',
});

async function newForm(name: string): Promise<FormDto> {
  const response = await asAdmin(api.forms.create, { body: settings(name) });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function addField(form: FormDto) {
  const response = await asAdmin(api.fields.create, {
    body: {
      form_id: form.id,
      label: 'Asunto',
      type_data: 'text',
      control_data: 'textbox',
    },
  });
  expect(response.statusCode).toBe(201);
}

describe('forms', () => {
  it('start as drafts with every option of the spec, and are listed and found by name', async () => {
    const form = await newForm('Radicación de entrada');
    expect(form).toMatchObject({
      status: 1,
      sequence_length: 4,
      sticker_type: 2,
      activate_workflow: true,
      unique_workflow: false,
      attach_files_at_start: 'last',
      fields_count: 0,
      // A draft is designed, not filed in: its records wait for activation.
      abilities: {
        view: true,
        edit: true,
        changeStatus: true,
        delete: true,
        designFields: true,
        file: false,
        query: true,
        viewFiles: true,
        searchLookup: true,
        list: true,
      },
    });
    const found = (await asAdmin(api.forms.list, { query: { name: 'entrada', status: 1 } })).json();
    expect(found.items.map((item: FormDto) => item.id)).toEqual([form.id]);
  });

  it('validate names, descriptions and the sequence length with their messages', async () => {
    const response = await asAdmin(api.forms.create, {
      raw: {
        body: {
          name: 'abc',
          description: 'ab',
          sequence_length: 11,
          sticker_type: 3,
        },
      },
    });
    expect(response.json()).toMatchObject({
      code: 30010,
      data: {
        name: 'Debe tener entre 5 y 250 caracteres',
        description: 'Debe tener entre 4 y 500 caracteres',
        sequence_length: 'Ingrese un número entre 1 y 10',
        sticker_type: 'El valor no es válido',
      },
    });
    await newForm('Nombre repetido');
    expect(
      (await asAdmin(api.forms.create, { body: settings('NOMBRE REPETIDO') })).json<ErrorBody>()
        .code,
    ).toBe(30021);
  });

  it('are edited, and activated only with at least one field', async () => {
    const form = await newForm('Peticiones');
    const edited = await asAdmin(api.forms.update, {
      params: { id: form.id },
      body: {
        ...settings('Peticiones, quejas y reclamos'),
        yearly_restart: true,
      },
    });
    expect(edited.json()).toMatchObject({
      name: 'Peticiones, quejas y reclamos',
      yearly_restart: true,
    });

    const empty = await asAdmin(api.forms.changeStatus, {
      params: { id: form.id },
      body: { status: 2 },
    });
    expect(empty.json<ErrorBody>().code).toBe(30022);
    await addField(form);
    const active = await asAdmin(api.forms.changeStatus, {
      params: { id: form.id },
      body: { status: 2 },
    });
    expect(active.json()).toMatchObject({ status: 2, fields_count: 1 });
    expect(
      (
        await asAdmin(api.forms.changeStatus, { params: { id: form.id }, body: { status: 3 } })
      ).json<FormDto>().status,
    ).toBe(3);
    const backToDraft = await asAdmin(api.forms.changeStatus, {
      params: { id: form.id },
      body: { status: 1 },
    });
    expect(backToDraft.json<ErrorBody>().code).toBe(30023);
  });

  it('are deleted unless a role grants them, and then free their name', async () => {
    const granted = await newForm('Con rol');
    const role = (
      await asAdmin(api.roles.create, { body: { name: 'Diseño de formularios' } })
    ).json();
    await asAdmin(api.roles.setAdminForms, {
      params: { id: role.id },
      body: {
        all_forms: false,
        forms_uuid: [granted.id],
      },
    });
    const refused = await asAdmin(api.forms.changeStatus, {
      params: { id: granted.id },
      body: { status: 4 },
    });
    expect(refused.json()).toMatchObject({
      code: 30082,
      detail:
        'El formulario está asignado a los roles Diseño de formularios y no se puede eliminar.',
    });

    const filedIn = await newForm('Con permisos de radicar');
    const filers = (await asAdmin(api.roles.create, { body: { name: 'Radicadores' } })).json();
    await asAdmin(api.roles.addFormGrant, {
      params: { id: filers.id },
      body: {
        form_id: filedIn.id,
        file: true,
      },
    });
    const stillGranted = await asAdmin(api.forms.changeStatus, {
      params: { id: filedIn.id },
      body: {
        status: 4,
      },
    });
    expect(stillGranted.json<ErrorBody>().code).toBe(30082);

    const form = await newForm('Para borrar');
    expect(
      (await asAdmin(api.forms.changeStatus, { params: { id: form.id }, body: { status: 4 } }))
        .statusCode,
    ).toBe(200);
    expect((await asAdmin(api.forms.get, { params: { id: form.id } })).json<ErrorBody>().code).toBe(
      30020,
    );
    await newForm('Para borrar');
  });

  it('are deleted with DELETE by the same rules as the status change, once', async () => {
    const named = await newForm('Borrado con rol');
    const role = (await asAdmin(api.roles.create, { body: { name: 'Diseño puntual' } })).json();
    await asAdmin(api.roles.setAdminForms, {
      params: { id: role.id },
      body: {
        all_forms: false,
        forms_uuid: [named.id],
      },
    });
    expect(
      (await asAdmin(api.forms.delete, { params: { id: named.id } })).json<ErrorBody>().code,
    ).toBe(30082);

    const form = await newForm('Borrado directo');
    const deleted = await asAdmin(api.forms.delete, { params: { id: form.id } });
    expect(deleted.statusCode).toBe(200);
    expect((await asAdmin(api.forms.get, { params: { id: form.id } })).json<ErrorBody>().code).toBe(
      30020,
    );
    expect(
      (await asAdmin(api.forms.delete, { params: { id: form.id } })).json<ErrorBody>().code,
    ).toBe(30020);
    const listed = (await asAdmin(api.forms.list, { query: { name: 'borrado' } })).json();
    expect(listed.items.map((item: FormDto) => item.name)).toEqual(['Borrado con rol']);
  });

  describe('designer levels', () => {
    async function designer(
      name: string,
      adminForms: { all_forms: boolean; forms_uuid: string[] },
    ) {
      const { role, user } = await memberOfNewRole(t, 2, name);
      await asAdmin(api.roles.setPermissions, {
        params: { id: role.id },
        body: {
          permissions: [],
          designer_forms: true,
          designer_workflows: false,
        },
      });
      await asAdmin(api.roles.setAdminForms, { params: { id: role.id }, body: adminForms });
      return (await login(t.server, user.user_name, USER_PASSWORD)).access;
    }

    it('keeps users without the designer-forms right out', async () => {
      const user = await createUserWithPassword(t.server, t.company, { user_type: 2 });
      const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
      expect((await send(t.server, api.forms.list, {}, { token })).statusCode).toBe(403);
    });

    it('lets a designer of all forms create and change any form', async () => {
      const token = await designer('Diseñadores totales', { all_forms: true, forms_uuid: [] });
      const created = await send(
        t.server,
        api.forms.create,
        { body: settings('Del diseñador') },
        { token },
      );
      expect(created.statusCode).toBe(201);
      const other = await newForm('Del administrador');
      const edited = await send(
        t.server,
        api.forms.update,
        { params: { id: other.id }, body: settings('Del administrador, editado') },
        { token },
      );
      expect(edited.json().name).toBe('Del administrador, editado');
    });

    it('keeps a restricted designer to the chosen forms, and creating none', async () => {
      const mine = await newForm('Elegido para el restringido');
      const theirs = await newForm('No elegido para el restringido');
      const token = await designer('Diseñadores restringidos', {
        all_forms: false,
        forms_uuid: [mine.id],
      });
      const listed = (await send(t.server, api.forms.list, {}, { token })).json();
      expect(listed.items.map((form: FormDto) => form.id)).toEqual([mine.id]);
      const created = await send(
        t.server,
        api.forms.create,
        { body: settings('Nuevo del restringido') },
        { token },
      );
      expect(created.statusCode).toBe(403);

      const field = await send(
        t.server,
        api.fields.create,
        { body: { form_id: mine.id, label: 'Asunto', type_data: 'text', control_data: 'textbox' } },
        { token },
      );
      expect(field.statusCode).toBe(201);
      const refused = await Promise.all([
        send(t.server, api.forms.get, { params: { id: theirs.id } }, { token }),
        send(
          t.server,
          api.forms.update,
          { params: { id: theirs.id }, body: settings('Ajeno') },
          { token },
        ),
        send(t.server, api.fields.list, { params: { id: theirs.id } }, { token }),
        send(
          t.server,
          api.fields.create,
          {
            body: {
              form_id: theirs.id,
              label: 'Asunto',
              type_data: 'text',
              control_data: 'textbox',
            },
          },
          { token },
        ),
      ]);
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
      expect((await asAdmin(api.forms.get, { params: { id: theirs.id } })).json().name).toBe(
        'No elegido para el restringido',
      );
    });
  });

  it('are never seen or changed by another company', async () => {
    const form = await newForm('Privado');
    const outsider = await companyWithAdmin(t.server, 'outsider-forms.co');
    const token = outsider.adminToken;
    expect((await send(t.server, api.forms.list, {}, { token })).json().count).toBe(0);
    const attempts = await Promise.all([
      send(t.server, api.forms.get, { params: { id: form.id } }, { token }),
      send(
        t.server,
        api.forms.update,
        { params: { id: form.id }, body: settings('Robado') },
        { token },
      ),
      send(
        t.server,
        api.forms.changeStatus,
        { params: { id: form.id }, body: { status: 4 } },
        { token },
      ),
    ]);
    expect(attempts.map((response) => response.json<ErrorBody>().code)).toEqual([
      30020, 30020, 30020,
    ]);
  });
});
