import type { FormDto, WorkflowDto } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  companyWithAdmin,
  login,
  memberOfNewRole,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('workflows.co');
const { asAdmin } = t;

async function newForm(name: string, options: Record<string, unknown> = {}): Promise<FormDto> {
  const response = await asAdmin('POST', '/form/forms/', {
    name,
    description: 'Correspondencia',
    sequence_length: 3,
    sticker_type: 1,
    activate_workflow: true,
    ...options,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function newWorkflow(name: string, formId: string): Promise<WorkflowDto> {
  const response = await asAdmin('POST', '/workflows/', {
    name,
    description: 'Trámite de prueba',
    form_id: formId,
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
    const found = (await asAdmin('GET', '/workflows/?name=PETICIONES&status=1')).json();
    expect(found.items.map((item: WorkflowDto) => item.id)).toEqual([workflow.id]);
    expect((await asAdmin('GET', '/workflows/?status=2')).json().count).toBe(0);
    expect((await asAdmin('GET', `/workflows/${workflow.id}/`)).json().name).toBe(
      'Atención de peticiones',
    );
  });

  it('validate name, description, form and the list filter with their messages', async () => {
    const response = await asAdmin('POST', '/workflows/', {
      name: 'abc',
      description: 'ab',
      form_id: 'not-a-form',
    });
    expect(response.json()).toMatchObject({
      code: 30010,
      data: {
        name: 'Debe tener entre 4 y 100 caracteres',
        description: 'Debe tener entre 4 y 150 caracteres',
        form_id: 'El valor no es válido',
      },
    });
    const long = await asAdmin('POST', '/workflows/', {
      name: 'x'.repeat(101),
      description: 'y'.repeat(151),
      form_id: form.id,
    });
    expect(Object.keys(long.json().data)).toEqual(['name', 'description']);
    const filter = await asAdmin('GET', '/workflows/?name=a');
    expect(filter.json()).toMatchObject({
      code: 30010,
      data: { name: 'Debe tener entre 2 y 100 caracteres' },
    });
  });

  it('have names unique in the company (50031), whatever the case', async () => {
    await newWorkflow('Nombre repetido', form.id);
    const again = await asAdmin(
      'POST',
      '/workflows/',
      { name: 'NOMBRE REPETIDO', description: 'Otra vez', form_id: form.id },
      'en',
    );
    expect(again.json()).toMatchObject({
      code: 50031,
      detail: 'A workflow with that name already exists.',
      data: { name: 'A workflow with that name already exists.' },
    });
  });

  it('belong only to forms that run workflows (50038)', async () => {
    const plain = await newForm('Sin flujos', { activate_workflow: false });
    const refused = await asAdmin('POST', '/workflows/', {
      name: 'Sobre un formulario sin flujos',
      description: 'No se puede',
      form_id: plain.id,
    });
    expect(refused.json()).toMatchObject({ code: 50038, data: { form_id: expect.any(String) } });
    const unknown = await asAdmin('POST', '/workflows/', {
      name: 'Sobre un formulario inexistente',
      description: 'No se puede',
      form_id: crypto.randomUUID(),
    });
    expect(unknown.json().code).toBe(50038);
    const choices = (await asAdmin('GET', '/workflows/form-choices/')).json();
    expect(choices.map((choice: { name: string }) => choice.name)).toContain('Peticiones');
    expect(choices.map((choice: { name: string }) => choice.name)).not.toContain('Sin flujos');
  });

  it('are renamed and described; their status moves only as spec §4 says', async () => {
    const workflow = await newWorkflow('Para editar', form.id);
    const edited = await asAdmin('PATCH', `/workflows/${workflow.id}/`, {
      name: 'Editado',
      description: 'Descripción nueva',
    });
    expect(edited.json()).toMatchObject({ name: 'Editado', description: 'Descripción nueva' });
    const rest = await asAdmin('PATCH', `/workflows/${workflow.id}/`, { status: 3 });
    expect(rest.json().code).toBe(50032);
    const noModel = await asAdmin('PATCH', `/workflows/${workflow.id}/`, { status: 2 });
    expect(noModel.json().code).toBe(50035);
    expect((await asAdmin('GET', `/workflows/${workflow.id}/`)).json().status).toBe(1);
  });

  it('write who changed what to the audit log', async () => {
    const workflow = await newWorkflow('Auditado', form.id);
    await asAdmin('PATCH', `/workflows/${workflow.id}/`, { name: 'Auditado y renombrado' });
    const entries = (await asAdmin('GET', '/audit/logs/?module=workflows&per_page=100')).json();
    const mine = entries.items.filter(
      (entry: { entity_id: string }) => entry.entity_id === workflow.id,
    );
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
      await asAdmin('PUT', `/roles/${role.id}/permissions/`, {
        permissions: [],
        designer_forms: false,
        designer_workflows: designerWorkflows,
      });
      await asAdmin('PUT', `/roles/${role.id}/admin-workflows/`, adminWorkflows);
      const session = await login(t.server, user.user_name, USER_PASSWORD);
      return { token: session.access, abilities: session.abilities };
    }

    it('lets a designer of all workflows create and change any workflow', async () => {
      const { token, abilities } = await designer('Diseño de todos los flujos', {
        all_workflows: true,
        workflows_uuid: [],
      });
      expect(abilities).toMatchObject({ 'workflow.list': true, 'workflow.create': true });
      const created = await call(t.server, 'POST', '/workflows/', {
        token,
        body: { name: 'Del diseñador', description: 'Propio', form_id: form.id },
      });
      expect(created.statusCode).toBe(201);
      const other = await newWorkflow('Del administrador', form.id);
      const edited = await call(t.server, 'PATCH', `/workflows/${other.id}/`, {
        token,
        body: { description: 'Cambiada por el diseñador' },
      });
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
      const listed = (await call(t.server, 'GET', '/workflows/', { token })).json();
      expect(listed.items.map((item: WorkflowDto) => item.id)).toEqual([mine.id]);
      const refused = await Promise.all([
        call(t.server, 'POST', '/workflows/', {
          token,
          body: { name: 'Nuevo restringido', description: 'No puede', form_id: form.id },
        }),
        call(t.server, 'GET', `/workflows/${theirs.id}/`, { token }),
        call(t.server, 'PATCH', `/workflows/${theirs.id}/`, { token, body: { name: 'Ajeno' } }),
      ]);
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403]);
      const edited = await call(t.server, 'PATCH', `/workflows/${mine.id}/`, {
        token,
        body: { name: 'Elegido y editado' },
      });
      expect(edited.json().name).toBe('Elegido y editado');
    });

    it('keeps standard users without the designer-workflows flag out, whatever their roles list', async () => {
      const { token, abilities } = await designer(
        'Sin el permiso de diseñar flujos',
        { all_workflows: true, workflows_uuid: [] },
        false,
      );
      expect(abilities).toMatchObject({ 'workflow.list': false, 'workflow.create': false });
      expect((await call(t.server, 'GET', '/workflows/', { token })).statusCode).toBe(403);
    });

    it('offers a role every workflow, and refuses it workflows that do not exist (10051)', async () => {
      const role = (await asAdmin('POST', '/roles/', { name: 'Flujos inventados' })).json();
      const choices = (await asAdmin('GET', `/roles/${role.id}/admin-workflows/`)).json();
      expect(choices.map((choice: { name: string }) => choice.name)).toContain(
        'Atención de peticiones',
      );
      const response = await asAdmin('PUT', `/roles/${role.id}/admin-workflows/`, {
        all_workflows: false,
        workflows_uuid: [crypto.randomUUID()],
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
    expect((await call(t.server, 'GET', '/workflows/', { token })).json().count).toBe(0);
    expect((await call(t.server, 'GET', '/workflows/form-choices/', { token })).json()).toEqual([]);
    const attempts = await Promise.all([
      call(t.server, 'GET', `/workflows/${workflow.id}/`, { token }),
      call(t.server, 'PATCH', `/workflows/${workflow.id}/`, { token, body: { name: 'Robado' } }),
    ]);
    expect(attempts.map((response) => response.json().code)).toEqual([50030, 50030]);
    const borrowed = await call(t.server, 'POST', '/workflows/', {
      token,
      body: { name: 'Con formulario ajeno', description: 'No puede', form_id: form.id },
    });
    expect(borrowed.json().code).toBe(50038);
    const role = (
      await call(t.server, 'POST', '/roles/', { token, body: { name: 'Ajena' } })
    ).json();
    const granted = await call(t.server, 'PUT', `/roles/${role.id}/admin-workflows/`, {
      token,
      body: { all_workflows: false, workflows_uuid: [workflow.id] },
    });
    expect(granted.json().code).toBe(10051);
    const choices = await call(t.server, 'GET', `/roles/${role.id}/admin-workflows/`, { token });
    expect(choices.json()).toEqual([]);
  });
});
