import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DiagramSpec } from '../apps/server/test/diagrams.ts';
import { chooseFiles, expand, expectNoAxeViolations, logInAsAdmin } from './support.ts';
import { adminWorkflowApi, type WorkflowApi, workflowSetting } from './workflow-support.ts';

test.describe.configure({ mode: 'serial' });

/** A contract signed at its first step, then filed. */
const signingDiagram: DiagramSpec = {
  nodes: {
    start: 'startEvent:Contrato recibido',
    sign: 'userTask:Firmar contrato',
    file: 'userTask:Archivar contrato',
    end: 'endEvent:Fin',
  },
  flows: ['start>sign', 'sign>file', 'file>end'],
};

const suffix = Date.now().toString(36);
const fundLabel = `T${suffix}-Fondo de contratos (Fondo)`;
const sectionLabel = '400-Jurídica (Sección)';
const seriesLabel = '400.1-Contratos firmados (Serie)';

let api: WorkflowApi;
let setting: Awaited<ReturnType<typeof workflowSetting>>;
let directory: string;

async function pdf(title: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([400, 300]).drawText(title, { x: 30, y: 250, size: 16, font });
  return Buffer.from(await document.save());
}

/**
 * A TRD branch whose series is the form's publication path, with a directory beside it; the form
 * starts its processes with the record's last file, and its first step requests signatures.
 */
test.beforeAll(async () => {
  api = await adminWorkflowApi();
  const { send } = api;
  const fund = await send<{ id: string }>('post', '/trd/backgrounds/', {
    code: `T${suffix}`,
    name: 'Fondo de contratos',
  });
  const section = await send<{ id: string }>('post', `/trd/backgrounds/${fund.id}/sections/`, {
    parent_uuid: fund.id,
    code: '400',
    name: 'Jurídica',
  });
  const series = await send<{ id: string }>('post', `/trd/backgrounds/${fund.id}/series/`, {
    parent_uuid: section.id,
    code: '400.1',
    name: 'Contratos firmados',
  });
  await send('post', `/trd/backgrounds/${fund.id}/directories/`, {
    serie_subserie_uuid: series.id,
    directory_struct: ['Soportes'],
  });
  const below = await send<{ id: string; name: string }[]>(
    'get',
    `/trd/tree/role-permissions/?parent_id=${series.id}`,
  );
  directory = below.find((node) => node.name === 'Soportes')?.id as string;
  expect(directory, 'the directory of the series').toBeTruthy();
  setting = await workflowSetting(api, {
    diagram: signingDiagram,
    form: `Contratos con firma ${suffix}`,
    workflow: 'Firma de contratos',
    signAt: ['sign'],
    form_options: { trd_path_id: series.id, attach_files_at_start: 'last' },
  });
});

/** A record with a note and then its contract, and a process started on it: its first task. */
async function firstTaskOfNewProcess(): Promise<string> {
  const record = await setting.fileRecord(10);
  for (const file of [
    { name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('Nota de radicación') },
    { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: await pdf('Contrato') },
  ]) {
    const uploaded = await api.context.post(`/api/v1/file/form/${record.id}/`, {
      headers: api.headers,
      multipart: { form_uuid: setting.formId, subject: 'Documento del contrato', file },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  const process = await api.send<{ id: string }>(
    'post',
    '/workflows/process/',
    { workflow_id: setting.workflowId, form_id: setting.formId, record_id: record.id },
    201,
  );
  const { tasks } = await api.send<{ tasks: { id: string }[] }>(
    'get',
    `/workflows/process/${process.id}/`,
  );
  return tasks[0]?.id as string;
}

async function openTask(page: Page, taskId: string) {
  await logInAsAdmin(page);
  await page.goto(`/taskBox/detail/${taskId}`);
  const files = page.getByTestId('task-files');
  await expect(files).toBeVisible();
  return files;
}

test('the first task starts with the record’s last file, and its step requests signatures on it', async ({
  page,
}) => {
  const files = await openTask(page, await firstTaskOfNewProcess());
  await expect(files).toContainText('contrato.pdf');
  await expect(files).not.toContainText('nota.txt');
  await expectNoAxeViolations(page, files);

  await files.getByRole('button', { name: 'Solicitar firmas' }).click();
  const dialog = page.getByTestId('signature-request-dialog');
  await dialog.getByTestId('signature-description').fill('Firma del contrato en su trámite');
  await page.getByTestId('signatory-0-full_name').fill('Daniela Firmante');
  await page.getByTestId('signatory-0-email').fill('daniela.firmante@clientes.example');
  await page.getByTestId('signatory-0-document_number').fill('1020304070');
  await page.getByTestId('signatory-0-phone').fill('3001234570');
  await expectNoAxeViolations(page, dialog);
  await page.getByTestId('signature-request-dialog-confirm').click();
  await expect(page.getByText('Solicitud de firma enviada.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a file attached at the task goes to the TRD level its holder chooses', async ({ page }) => {
  const files = await openTask(page, await firstTaskOfNewProcess());
  await files.getByTestId('files-attach').click();
  const dialog = page.getByRole('dialog');
  await page.getByTestId('files-level').click();
  await expand(page, 'ant-select-tree', fundLabel);
  await expand(page, 'ant-select-tree', sectionLabel);
  await expand(page, 'ant-select-tree', seriesLabel);
  await page
    .locator('.ant-select-tree')
    .getByTitle(/Soportes/)
    .click();
  await chooseFiles(page, 'files-choose', [
    { name: 'anexo.txt', content: Buffer.from('Anexo del contrato') },
  ]);
  await page.getByLabel('Asunto de anexo.txt').fill('Anexo firmado');
  await expectNoAxeViolations(page, dialog);
  await page.getByTestId('files-send').click();
  await expect(files).toContainText('anexo.txt');

  const placed = await api.send<{ name: string }[]>('get', `/file/trd/?node_id=${directory}`);
  expect(placed.map((file) => file.name)).toContain('anexo.txt');
});
