import {
  api,
  type DiagramSavedDto,
  diagramRules,
  type ErrorBody,
  errorCatalogue,
  type WorkflowDto,
} from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bpmn, type DiagramSpec, ruleDiagrams, validDiagram } from '../../test/diagrams.ts';
import { companyWithAdmin, send, useCompanyServer } from '../../test/test-server.ts';
import { configureEveryStep, uploadDiagram } from '../../test/workflow-fixtures.ts';

const t = useCompanyServer('diagrams.co');
const { asAdmin } = t;

/** The upload as the company's admin, or as the caller the options name. */
const upload = (
  workflowId: string,
  xml: string,
  options: { token?: string; size?: number; language?: string } = {},
) => uploadDiagram(t.server, options.token ?? t.company.adminToken, workflowId, xml, options);

let formId: string;
let unique = 0;

async function newWorkflow(): Promise<WorkflowDto> {
  unique += 1;
  const response = await asAdmin(api.workflows.create, {
    body: {
      name: `Flujo ${unique}`,
      description: 'Diagramas de prueba',
      form_id: formId,
    },
  });
  return response.json();
}

beforeAll(async () => {
  const form = await asAdmin(api.forms.create, {
    body: {
      name: 'Solicitudes',
      description: 'Solicitudes',
      sequence_length: 3,
      sticker_type: 1,
      activate_workflow: true,
    },
  });
  formId = form.json().id;
});

describe('workflow diagrams', () => {
  it('are saved with 5015, versioned, and served as XML at their address without a session until superseded', async () => {
    const workflow = await newWorkflow();
    const xml = bpmn(validDiagram);
    const saved = await upload(workflow.id, xml);
    expect(saved.statusCode).toBe(201);
    const first: DiagramSavedDto = saved.json();
    expect(first).toMatchObject({
      code: 5015,
      detail: 'Diagrama guardado.',
      workflow: { model_version: 1, abilities: { deleteModel: true } },
    });
    const served = await t.server.app.inject({
      method: 'GET',
      url: `/api/v1/workflows/models/${first.workflow.model}/`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toBe(xml);

    const again = (await upload(workflow.id, xml, { language: 'en' })).json();
    expect(again).toMatchObject({ detail: 'Diagram saved.', workflow: { model_version: 2 } });
    expect(again.workflow.model).not.toBe(first.workflow.model);
    const older = await t.server.app.inject({
      method: 'GET',
      url: `/api/v1/workflows/models/${first.workflow.model}/`,
    });
    // No process runs the first version: its address stops answering once superseded.
    expect(older.statusCode).toBe(404);
    expect(older.json().code).toBe(10002);
  });

  describe('refuse every diagram that breaks a rule of spec §5, storing nothing', () => {
    let workflow: WorkflowDto;
    beforeAll(async () => {
      workflow = await newWorkflow();
    });

    for (const [rule, { breaks }] of Object.entries(ruleDiagrams)) {
      const error = diagramRules[rule as keyof typeof diagramRules];
      const code = errorCatalogue[error].code;
      it(`${rule}: ${code}`, async () => {
        const refused = await upload(workflow.id, bpmn(breaks));
        expect(refused.statusCode).toBe(400);
        const body = refused.json();
        expect(Object.keys(body.data).some((key) => key.startsWith(`${code}:`))).toBe(true);
        expect(typeof body.detail).toBe('string');
        const stored = (await asAdmin(api.workflows.get, { params: { id: workflow.id } })).json();
        expect(stored.model_version).toBeNull();
      });
    }
  });

  it('list every issue in the caller language, each naming its element', async () => {
    const workflow = await newWorkflow();
    const broken: DiagramSpec = {
      ...validDiagram,
      nodes: { ...validDiagram.nodes, review: 'userTask', loose: 'manualTask:Suelta' },
    };
    const refused = (await upload(workflow.id, bpmn(broken), { language: 'en' })).json();
    expect(refused).toEqual({
      code: 500023,
      detail: '“review”: the element needs a name.',
      data: {
        '500023:review': '“review”: the element needs a name.',
        '500026:loose': '“Suelta”: the element is not connected.',
      },
    });
  });

  it('refuse a file that is not BPMN (50044), a size that does not match (50045), no file (30010)', async () => {
    const workflow = await newWorkflow();
    expect((await upload(workflow.id, 'not a diagram')).json().code).toBe(50044);
    const xml = bpmn(validDiagram);
    const short = await upload(workflow.id, xml, { size: 10 });
    expect(short.json()).toMatchObject({ code: 50045, data: { size: expect.any(String) } });
    const empty = await t.server.app.inject({
      method: 'POST',
      url: `/api/v1/workflows/file-config/${workflow.id}/`,
      headers: {
        authorization: `Bearer ${t.company.adminToken}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="size"\r\n\r\n12\r\n--x--\r\n',
    });
    expect(empty.json()).toMatchObject({ code: 30010, data: { file: expect.any(String) } });
  });

  it('are changed in a draft or inactive workflow, frozen while active, deleted only in a draft', async () => {
    const workflow = await newWorkflow();
    expect(
      (await asAdmin(api.workflows.deleteModel, { params: { id: workflow.id } })).json<ErrorBody>()
        .code,
    ).toBe(50043);
    await upload(workflow.id, bpmn(validDiagram));
    const deleted = await asAdmin(api.workflows.deleteModel, { params: { id: workflow.id } });
    expect(deleted.json()).toMatchObject({ model_version: null, model: null });

    await upload(workflow.id, bpmn(validDiagram));
    await configureEveryStep(t, workflow.id);
    expect(
      (
        await asAdmin(api.workflows.update, { params: { id: workflow.id }, body: { status: 2 } })
      ).json().status,
    ).toBe(2);
    expect((await upload(workflow.id, bpmn(validDiagram))).json().code).toBe(50033);
    await asAdmin(api.workflows.update, { params: { id: workflow.id }, body: { status: 3 } });
    const resaved = (await upload(workflow.id, bpmn(validDiagram))).json();
    expect(resaved.workflow).toMatchObject({ status: 3, model_version: 2 });
    expect(
      (await asAdmin(api.workflows.deleteModel, { params: { id: workflow.id } })).json<ErrorBody>()
        .code,
    ).toBe(50034);
  });

  it('write their saves and deletions to the audit log', async () => {
    const workflow = await newWorkflow();
    await upload(workflow.id, bpmn(validDiagram));
    await asAdmin(api.workflows.deleteModel, { params: { id: workflow.id } });
    const entries = (
      await asAdmin(api.audit.list, { query: { module: 'workflows', per_page: 100 } })
    ).json();
    const mine = entries.items.filter((entry) => entry.entity_id === workflow.id);
    expect(
      mine.map((entry: { action: string; changes: unknown }) => [entry.action, entry.changes]),
    ).toEqual([
      ['model_delete', { version: 1 }],
      ['model_save', { version: 1 }],
      ['create', expect.any(Object)],
    ]);
  });

  it('are never served, saved or deleted across companies', async () => {
    const workflow = await newWorkflow();
    const saved: DiagramSavedDto = (await upload(workflow.id, bpmn(validDiagram))).json();
    const outsider = await companyWithAdmin(t.server, 'outsider-diagrams.co');
    const token = outsider.adminToken;
    expect((await upload(workflow.id, bpmn(validDiagram), { token })).json().code).toBe(50030);
    expect(
      (
        await send(t.server, api.workflows.deleteModel, { params: { id: workflow.id } }, { token })
      ).json<ErrorBody>().code,
    ).toBe(50030);
    const outsiderId = (await send(t.server, api.company.get, {}, { token })).json().id;
    const secret = (saved.workflow.model as string).split('.')[1];
    const swapped = await t.server.app.inject({
      method: 'GET',
      url: `/api/v1/workflows/models/${outsiderId}.${secret}/`,
    });
    expect(swapped.statusCode).toBe(404);
    const unknown = await t.server.app.inject({
      method: 'GET',
      url: `/api/v1/workflows/models/${crypto.randomUUID()}.${'A'.repeat(43)}/`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
