import type { ErrorBody, FormDto, WorkflowDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyWithAdmin,
  login,
  memberOfNewRole,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('workflows.co');
const { asAdmin } = t;

async function newForm(name: string, options: Record<string, unknown> = {}): Promise<FormDto> {
  const response = await asAdmin(api.forms.create, {
    body: {
      name,
      description: 'Correspondencia',
      sequence_length: 3,
      sticker_type: 1,
      activate_workflow: true,
      ...options,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function newWorkflow(name: string, formId: string): Promise<WorkflowDto> {
  const response = await asAdmin(api.workflows.create, {
    body: {
      name,
      description: 'Trámite de prueba',
      form_id: formId,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

let form: FormDto;
beforeAll(async () => {
  form = await newForm('Peticiones');
});

describe('workflows', () => {
  it('start as drafts of a form, by their creator, and are listed and found by name and status', async () => {
    const workflow = await newWorkflow('Atención de peticiones', form.id);
    expect(workflow).toMatchObject({
      name: 'Atención de peticiones',
      status: 1,
      form: { id: form.id, name: 'Peticiones' },
      created_by: { id: t.company.admin.user.id, name: 'Administrador Company workflows.co' },
      model_version: null,
      model: null,
      steps_count: 0,
      abilities: {
        view: true,
        edit: true,
        changeStatus: true,
        designModel: true,
        deleteModel: false,
        configureSteps: true,
        start: false,
      },
    });
    const found = (
      await asAdmin(api.workflows.list, { query: { name: 'PETICIONES', status: 1 } })
    ).json();
    expect(found.items.map((item: WorkflowDto) => item.id)).toEqual([workflow.id]);
    expect((await asAdmin(api.workflows.list, { query: { status: 2 } })).json().count).toBe(0);
    expect((await asAdmin(api.workflows.get, { params: { id: workflow.id } })).json().name).toBe(
      'Atención de peticiones',
    );
  });

  it('validate name, description, form and the list filter with their messages', async () => {
    const response = await asAdmin(api.workflows.create, {
      body: {
        name: 'abc',
        description: 'ab',
        form_id: 'not-a-form',
      },
    });
    expect(response.json()).toMatchObject({
      code: 30010,
      data: {
        name: 'Debe tener entre 4 y 100 caracteres',
        description: 'Debe tener entre 4 y 150 caracteres',
        form_id: 'El valor no es válido',
      },
    });
    const long = await asAdmin(api.workflows.create, {
      body: {
        name: 'x'.repeat(101),
        description: 'y'.repeat(151),
        form_id: form.id,
      },
    });
    expect(Object.keys(long.json<ErrorBody>().data ?? {})).toEqual(['name', 'description']);
    const filter = await asAdmin(api.workflows.list, { query: { name: 'a' } });
    expect(filter.json()).toMatchObject({
      code: 30010,
      data: { name: 'Debe tener entre 2 y 100 caracteres' },
    });
  });

  it('have names unique in the company (50031), whatever the case', async () => {
    await newWorkflow('Nombre repetido', form.id);
    const again = await asAdmin(
      api.workflows.create,
      { body: { name: 'NOMBRE REPETIDO', description: 'Otra vez', form_id: form.id } },
      { language: 'en' },
    );
    expect(again.json()).toMatchObject({
      code: 50031,
      detail: 'A workflow with that name already exists.',
      data: { name: 'A workflow with that name already exists.' },
    });
  });

  it('belong only to forms that run workflows (50038)', async () => {
    const plain = await newForm('Sin flujos', { activate_workflow: false });
    const refused = await asAdmin(api.workflows.create, {
      body: {
        name: 'Sobre un formulario sin flujos',
        description: 'No se puede',
        form_id: plain.id,
      },
    });
    expect(refused.json()).toMatchObject({ code: 50038, data: { form_id: expect.any(String) } });
    const unknown = await asAdmin(api.workflows.create, {
      body: {
        name: 'Sobre un formulario inexistente',
        description: 'No se puede',
        form_id: crypto.randomUUID(),
      },
    });
    expect(unknown.json<ErrorBody>().code).toBe(50038);
    const choices = (await asAdmin(api.workflows.formChoices)).json();
    expect(choices.map((choice: { name: string }) => choice.name)).toContain('Peticiones');
    expect(choices.map((choice: { name: string }) => choice.name)).not.toContain('Sin flujos');
  });

  it('are renamed and described; their status moves only as spec §4 says', async () => {
    const workflow = await newWorkflow('Para editar', form.id);
    const edited = await asAdmin(api.workflows.update, {
      params: { id: workflow.id },
      body: {
        name: 'Editado',
        description: 'Descripción nueva',
      },
    });
    expect(edited.json()).toMatchObject({ name: 'Editado', description: 'Descripción nueva' });
    const rest = await asAdmin(api.workflows.update, {
      params: { id: workflow.id },
      body: { status: 3 },
    });
    expect(rest.json<ErrorBody>().code).toBe(50032);
    const noModel = await asAdmin(api.workflows.update, {
      params: { id: workflow.id },
      body: { status: 2 },
    });
    expect(noModel.json<ErrorBody>().code).toBe(50035);
    expect((await asAdmin(api.workflows.get, { params: { id: workflow.id } })).json().status).toBe(
      1,
    );
  });

  it('write who changed what to the audit log', async () => {
    const workflow = await newWorkflow('Auditado', form.id);
    await asAdmin(api.workflows.update, {
      params: { id: workflow.id },
      body: { name: 'Auditado y renombrado' },
    });
    const entries = (
      await asAdmin(api.audit.list, { query: { module: 'workflows', per_page: 100 } })
    ).json();
    const mine = entries.items.filter((entry) => entry.entity_id === workflow.id);
    expect(
      mine.map((entry: { action: string; changes: unknown }) => [entry.action, entry.changes]),
    ).toEqual([
      ['update', { name: { from: 'Auditado', to: 'Auditado y renombrado' } }],
      [
        'create',
        {
          name: 'Auditado',
          description: 'Trámite de prueba',
          form: { id: form.id, name: 'Peticiones' },
        },
      ],
    ]);
  });

  describe('designer levels (spec §2, §6)', () => {
    async function designer(
      name: string,
      adminWorkflows: { all_workflows: boolean; workflows_uuid: string[] },
      designerWorkflows = true,
    ) {
      const { role, user } = await memberOfNewRole(t, 2, name);
      await asAdmin(api.roles.setPermissions, {
        params: { id: role.id },
        body: {
          permissions: [],
          designer_forms: false,
          designer_workflows: designerWorkflows,
        },
      });
      await asAdmin(api.roles.setAdminWorkflows, { params: { id: role.id }, body: adminWorkflows });
      const session = await login(t.server, user.user_name, USER_PASSWORD);
      return { token: session.access, abilities: session.abilities };
    }

    it('lets a designer of all workflows create and change any workflow', async () => {
      const { token, abilities } = await designer('Diseño de todos los flujos', {
        all_workflows: true,
        workflows_uuid: [],
      });
      expect(abilities).toMatchObject({ 'workflow.list': true, 'workflow.create': true });
      const created = await send(
        t.server,
        api.workflows.create,
        { body: { name: 'Del diseñador', description: 'Propio', form_id: form.id } },
        { token },
      );
      expect(created.statusCode).toBe(201);
      const other = await newWorkflow('Del administrador', form.id);
      const edited = await send(
        t.server,
        api.workflows.update,
        { params: { id: other.id }, body: { description: 'Cambiada por el diseñador' } },
        { token },
      );
      expect(edited.json().description).toBe('Cambiada por el diseñador');
    });

    it('keeps a restricted designer to the chosen workflows, creating none', async () => {
      const mine = await newWorkflow('Elegido', form.id);
      const theirs = await newWorkflow('No elegido', form.id);
      const { token, abilities } = await designer('Diseño restringido de flujos', {
        all_workflows: false,
        workflows_uuid: [mine.id],
      });
      expect(abilities).toMatchObject({ 'workflow.list': true, 'workflow.create': false });
      const listed = (await send(t.server, api.workflows.list, {}, { token })).json();
      expect(listed.items.map((item: WorkflowDto) => item.id)).toEqual([mine.id]);
      const refused = await Promise.all([
        send(
          t.server,
          api.workflows.create,
          { body: { name: 'Nuevo restringido', description: 'No puede', form_id: form.id } },
          { token },
        ),
        send(t.server, api.workflows.get, { params: { id: theirs.id } }, { token }),
        send(
          t.server,
          api.workflows.update,
          { params: { id: theirs.id }, body: { name: 'Ajeno' } },
          { token },
        ),
      ]);
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403]);
      const edited = await send(
        t.server,
        api.workflows.update,
        { params: { id: mine.id }, body: { name: 'Elegido y editado' } },
        { token },
      );
      expect(edited.json().name).toBe('Elegido y editado');
    });

    it('keeps standard users without the designer-workflows flag out, whatever their roles list', async () => {
      const { token, abilities } = await designer(
        'Sin el permiso de diseñar flujos',
        { all_workflows: true, workflows_uuid: [] },
        false,
      );
      expect(abilities).toMatchObject({ 'workflow.list': false, 'workflow.create': false });
      expect((await send(t.server, api.workflows.list, {}, { token })).statusCode).toBe(403);
    });

    it('offers a role every workflow, and refuses it workflows that do not exist (10051)', async () => {
      const role = (
        await asAdmin(api.roles.create, { body: { name: 'Flujos inventados' } })
      ).json();
      const choices = (await asAdmin(api.roles.workflows, { params: { id: role.id } })).json();
      expect(choices.map((choice: { name: string }) => choice.name)).toContain(
        'Atención de peticiones',
      );
      const response = await asAdmin(api.roles.setAdminWorkflows, {
        params: { id: role.id },
        body: {
          all_workflows: false,
          workflows_uuid: [crypto.randomUUID()],
        },
      });
      expect(response.json()).toMatchObject({
        code: 10051,
        data: { workflows_uuid: expect.any(String) },
      });
    });
  });

  it('are never seen or changed by another company', async () => {
    const workflow = await newWorkflow('Privado', form.id);
    const outsider = await companyWithAdmin(t.server, 'outsider-workflows.co');
    const token = outsider.adminToken;
    expect((await send(t.server, api.workflows.list, {}, { token })).json().count).toBe(0);
    expect((await send(t.server, api.workflows.formChoices, {}, { token })).json()).toEqual([]);
    const attempts = await Promise.all([
      send(t.server, api.workflows.get, { params: { id: workflow.id } }, { token }),
      send(
        t.server,
        api.workflows.update,
        { params: { id: workflow.id }, body: { name: 'Robado' } },
        { token },
      ),
    ]);
    expect(attempts.map((response) => response.json<ErrorBody>().code)).toEqual([50030, 50030]);
    const borrowed = await send(
      t.server,
      api.workflows.create,
      { body: { name: 'Con formulario ajeno', description: 'No puede', form_id: form.id } },
      { token },
    );
    expect(borrowed.json<ErrorBody>().code).toBe(50038);
    const role = (
      await send(t.server, api.roles.create, { body: { name: 'Ajena' } }, { token })
    ).json();
    const granted = await send(
      t.server,
      api.roles.setAdminWorkflows,
      { params: { id: role.id }, body: { all_workflows: false, workflows_uuid: [workflow.id] } },
      { token },
    );
    expect(granted.json<ErrorBody>().code).toBe(10051);
    const choices = await send(
      t.server,
      api.roles.workflows,
      { params: { id: role.id } },
      { token },
    );
    expect(choices.json()).toEqual([]);
  });
});
