import type { StepDto, WorkflowDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { bpmn, type DiagramSpec, validDiagram } from './diagrams.ts';
import type { CompanyServer, TestServer } from './test-server.ts';

/** Spec §7's upload: multipart with the file and its size (given, or the file's own). */
export function uploadDiagram(
  server: TestServer,
  token: string,
  workflowId: string,
  xml: string,
  options: { size?: number; language?: string } = {},
) {
  const boundary = 'diagram-boundary';
  const bytes = Buffer.from(xml);
  return server.app.inject({
    method: 'POST',
    url: `/api/v1/workflows/file-config/${workflowId}/`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="size"\r\n\r\n${options.size ?? bytes.length}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="diagram.bpmn"\r\nContent-Type: application/xml\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

let unique = 0;

/** A draft workflow of the form, made by the company's admin. */
export async function newWorkflow(t: CompanyServer, formId: string): Promise<WorkflowDto> {
  unique += 1;
  const response = await t.asAdmin(api.workflows.create, {
    body: {
      name: `Flujo de prueba ${unique}`,
      description: 'Pasos de prueba',
      form_id: formId,
    },
  });
  return response.json();
}

/** A form whose records run workflows. */
export async function workflowForm(t: CompanyServer, name: string): Promise<string> {
  const response = await t.asAdmin(api.forms.create, {
    body: {
      name,
      description: 'Con flujos de trabajo',
      sequence_length: 3,
      sticker_type: 1,
      activate_workflow: true,
    },
  });
  return response.json().id;
}

/** The workflow's steps once the diagram is saved, by element id. */
export async function savedSteps(
  t: CompanyServer,
  workflowId: string,
  diagram: DiagramSpec = validDiagram,
): Promise<Record<string, StepDto>> {
  const saved = await uploadDiagram(t.server, t.company.adminToken, workflowId, bpmn(diagram));
  if (saved.statusCode !== 201) throw new Error(`diagram refused: ${saved.body}`);
  const steps: StepDto[] = (
    await t.asAdmin(api.workflowSteps.list, { params: { id: workflowId } })
  ).json();
  return Object.fromEntries(steps.map((step) => [step.element_id, step]));
}

/** Gives every task of the workflow the admin as its one responsible, so it may be activated. */
export async function configureEveryStep(t: CompanyServer, workflowId: string): Promise<void> {
  const steps: StepDto[] = (
    await t.asAdmin(api.workflowSteps.list, { params: { id: workflowId } })
  ).json();
  for (const step of steps.filter((candidate) => candidate.configurable)) {
    const body = { workflow_id: workflowId, step_id: step.id };
    if (step.type === 'send_task') {
      await t.asAdmin(api.workflowSteps.setSendTaskConfig, {
        params: { id: workflowId, stepId: step.id },
        body: {
          recipients: ['avisos@example.com'],
          body: 'Su solicitud avanza.',
          notification_user_uuid: t.company.admin.user.id,
        },
      });
    } else {
      await t.asAdmin(api.workflowSteps.setSingleResponsible, {
        body: {
          ...body,
          user_uuid: t.company.admin.user.id,
        },
      });
    }
  }
}
