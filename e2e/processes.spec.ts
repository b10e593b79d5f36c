import { expect, type Locator, type Page, test } from '@playwright/test';
import type { DiagramSpec } from '../apps/server/test/diagrams.ts';
import {
  choose,
  chooseFiles,
  expectFitsPhone,
  expectNoAxeViolations,
  logInAsAdmin,
  PHONE,
} from './support.ts';
import {
  adminWorkflowApi,
  createPerson,
  type WorkflowApi,
  workflowSetting,
} from './workflow-support.ts';

test.describe.configure({ mode: 'serial' });

/**
 * A request reviewed, then approved when its amount is high or filed when it is not: the gateway's
 * conditions read the record's "Valor".
 */
const amountDiagram: DiagramSpec = {
  nodes: {
    start: 'startEvent:Solicitud recibida',
    review: 'userTask:Revisar',
    decide: 'exclusiveGateway:¿Monto alto?',
    approve: 'userTask:Aprobar',
    file: 'userTask:Archivar',
    end: 'endEvent:Fin',
  },
  flows: [
    'start>review',
    'review>decide',
    'decide>approve|Alto|[Valor] > 100',
    'decide>file|Bajo|[Valor] <= 100',
    'approve>end',
    'file>end',
  ],
};

type Task = { id: string; status: number; step: { element_id: string } };

let api: WorkflowApi;
let admin: WorkflowApi['admin'];
/** The other person tasks are reassigned to. */
let colleague: { id: string; name: string };
let setting: Awaited<ReturnType<typeof workflowSetting>>;
let formId: string;

/** The setting the tests share: the workflow of the diagram above, and a colleague to reassign to. */
async function setUp(): Promise<void> {
  api = await adminWorkflowApi();
  admin = api.admin;
  colleague = await createPerson(api, 'Camila', 'Revisora', '5550031');
  setting = await workflowSetting(api, {
    diagram: amountDiagram,
    form: 'Solicitudes con trámite',
    workflow: 'Trámite de solicitudes',
    trashAt: ['approve'],
  });
  formId = setting.formId;
}

/** Completes, through the API, the process's open task at the step drawn as `element`. */
async function completeThroughApi(processId: string, element: string): Promise<void> {
  const { tasks } = await api.send<{ tasks: Task[] }>('get', `/workflows/process/${processId}/`);
  const task = tasks.find(
    (candidate) => candidate.step.element_id === element && candidate.status === 1,
  );
  expect(task, `an open task at ${element}`).toBeTruthy();
  await api.send('patch', `/workflows/process-task/${task?.id}/status/`, { status: 2 });
}

const processPath = (processId: string) => `/process/detail/${formId}/${processId}`;

/** A step of the live map, drawn once the diagram is shown. */
function step(page: Page, element: string): Locator {
  return page.locator(`[data-testid="process-map"] .djs-element[data-element-id="${element}"]`);
}

async function openProcess(page: Page, processId: string): Promise<void> {
  await page.goto(processPath(processId));
  await expect(page.getByTestId('process-map')).toHaveAttribute('data-ready', 'true');
}

/**
 * The reads of a task sent from now on (its detail, its dialogs' choices): once an action has
 * taken the task from the person, none is due, since each would be refused beside the success.
 */
function readsOfTask(page: Page): string[] {
  const taskId = new URL(page.url()).pathname.split('/').at(-1) as string;
  const reads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && sent.url().includes(taskId)) reads.push(sent.url());
  });
  return reads;
}

/** Back in the task box after leaving a task, with no refusal beside the success. */
async function backInTheBoxUnrefused(page: Page, reads: string[]): Promise<void> {
  await expect(page).toHaveURL('/taskBox');
  await expect(page.getByTestId('task-box-table')).toBeVisible();
  expect(reads).toEqual([]);
  await expect(page.getByText(/ya no está (a su cargo|en curso)/)).toHaveCount(0);
}

test.beforeAll(async () => {
  await setUp();
});

test('the admin starts a process from the record and lands on its live map', async ({ page }) => {
  const record = await setting.fileRecord(150);
  await logInAsAdmin(page);
  await page.goto(`/record/details/${record.id}/${formId}`);
  await expect(page.getByTestId('record-processes')).toContainText(
    'El radicado no tiene procesos.',
  );
  await expectNoAxeViolations(page, page.getByTestId('record-processes'));

  await page.getByTestId('process-start').click();
  const dialog = page.getByRole('dialog');
  // The form's only active workflow comes chosen.
  await expect(dialog.getByTestId('process-start-workflow')).toContainText(
    'Trámite de solicitudes',
  );
  await expectNoAxeViolations(page, dialog);
  await page.getByTestId('process-start-dialog-confirm').click();

  await expect(page).toHaveURL(new RegExp(`/process/detail/${formId}/[0-9a-f-]+$`));
  await expect(page.getByTestId('process-status')).toHaveText('En curso');
  await expect(page.getByTestId('process-header')).toContainText('Trámite de solicitudes');
  await expect(page.getByTestId('process-record')).toContainText(record.number);
  await expect(page.getByTestId('process-map')).toHaveAttribute('data-ready', 'true');
  await expect(step(page, 'start')).toHaveClass(/process-step-done/);
  await expect(step(page, 'review')).toHaveClass(/process-step-active/);
  const waiting = page.locator('.process-waiting');
  await expect(waiting).toContainText(admin.name);
  await expect(waiting).toContainText('A tiempo');
  await expectNoAxeViolations(page, page.getByTestId('process-tasks'));

  // The record lists it, and so does its workflow traceability.
  await page.getByTestId('process-record').click();
  const listed = page.getByTestId('record-processes');
  await expect(listed).toContainText('Trámite de solicitudes');
  await expect(listed).toContainText(`Revisar: ${admin.name}`);
  await page.getByTestId('record-workflow-traceability').click();
  await expect(page).toHaveURL(`/traceability/workflow/${formId}/${record.id}`);
  const traced = page.getByTestId('workflow-traceability');
  await expect(traced.getByTestId('process-status')).toHaveText('En curso');
  await expectNoAxeViolations(page, traced);
  await traced.getByTestId('process-link').click();
  await expect(page).toHaveURL(new RegExp(`/process/detail/${formId}/`));
});

test('the holder completes a task after confirming; the gateway picks the branch and the map moves on', async ({
  page,
}) => {
  const process = await setting.startedProcess(150);
  await logInAsAdmin(page);
  await openProcess(page, process.id);
  await page.getByTestId('process-open-task').click();
  await expect(page).toHaveURL(/\/taskBox\/detail\//);
  await expect(page.getByTestId('task-record-values')).toContainText('150');
  await expect(page.getByTestId('task-deadline')).toContainText('A tiempo');
  await expectNoAxeViolations(page, page.getByTestId('task-actions'));

  // A file attached at the task goes to its record and stays listed with the task.
  await page.getByTestId('files-attach').click();
  await chooseFiles(page, 'files-choose', [
    { name: 'cotizacion.txt', content: Buffer.from('Cotización del proveedor') },
  ]);
  await page.getByLabel('Asunto de cotizacion.txt').fill('Cotización recibida');
  await page.getByTestId('files-send').click();
  await expect(page.getByTestId('task-files')).toContainText('cotizacion.txt');
  await expectNoAxeViolations(page, page.getByTestId('task-files'));

  await page.getByTestId('task-complete').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('¿Completar la tarea «Revisar»?');
  await expectNoAxeViolations(page, confirm);
  await page.getByTestId('task-complete-confirm').click();
  await expect(page.getByText('Tarea «Revisar» completada.')).toBeVisible();

  // The amount is over 100: the process waits at "Aprobar", and "Archivar" never runs.
  // Spec §4: done with the task, the person is back in the task box.
  await expect(page).toHaveURL('/taskBox');
  await openProcess(page, process.id);
  await expect(step(page, 'review')).toHaveClass(/process-step-done/);
  await expect(step(page, 'approve')).toHaveClass(/process-step-active/);
  await expect(step(page, 'file')).not.toHaveClass(/process-step-/);
  const tasks = page.getByTestId('process-tasks');
  await expect(tasks.getByRole('row', { name: /Revisar/ })).toContainText('Completada');
  await expect(tasks.getByRole('row', { name: /Aprobar/ })).toContainText('En curso');
  await expectNoAxeViolations(page, tasks);
});

test('a task sent back to an earlier step reopens it for whoever completed it', async ({
  page,
}) => {
  const process = await setting.startedProcess(150);
  await completeThroughApi(process.id, 'review');
  await logInAsAdmin(page);
  await openProcess(page, process.id);
  await expect(step(page, 'approve')).toHaveClass(/process-step-active/);
  await page.getByTestId('process-open-task').click();

  await page.getByTestId('task-return').click();
  const dialog = page.getByRole('dialog');
  // The one step to go back to, chosen with the keyboard once the choices have come.
  const back = dialog.getByRole('combobox', { name: 'Paso al que vuelve' });
  await expect(async () => {
    await back.focus();
    await back.press('ArrowDown');
    await back.press('Enter');
    await expect(dialog.getByTestId('task-return-step')).toContainText(`Revisar: ${admin.name}`, {
      timeout: 1_000,
    });
  }).toPass();
  await page.getByTestId('task-return-reason').fill('Falta la cotización del proveedor');
  await expectNoAxeViolations(page, dialog);
  const reads = readsOfTask(page);
  await page.getByTestId('task-return-dialog-confirm').click();
  await expect(page.getByText('Tarea devuelta al paso anterior.')).toBeVisible();

  // Spec §4: done with the task, the person is back in the task box, the task not read again.
  await backInTheBoxUnrefused(page, reads);
  await openProcess(page, process.id);
  await expect(step(page, 'review')).toHaveClass(/process-step-active/);
  await expect(step(page, 'approve')).not.toHaveClass(/process-step-active/);
  // "Revisar" is visited a second time.
  await expect(
    page.locator('.djs-overlays[data-container-id="review"] .process-visits'),
  ).toHaveText('2');
  const tasks = page.getByTestId('process-tasks');
  await expect(tasks.getByRole('row', { name: /Aprobar/ })).toContainText(
    'Falta la cotización del proveedor',
  );
  await expect(tasks.getByRole('row', { name: /Devolución/ })).toContainText('En curso');
});

test('a step that allows it moves a file of the process to the trash, with a reason', async ({
  page,
}) => {
  const process = await setting.startedProcess(150);
  const { tasks } = await api.send<{ tasks: Task[] }>('get', `/workflows/process/${process.id}/`);
  const attached = await api.context.post(`/api/v1/file/task/${tasks[0]?.id}/form/${formId}/`, {
    headers: api.headers,
    multipart: {
      form_uuid: formId,
      subject: 'Borrador',
      file: { name: 'borrador.txt', mimeType: 'text/plain', buffer: Buffer.from('Borrador') },
    },
  });
  expect(attached.status(), await attached.text()).toBe(201);
  await completeThroughApi(process.id, 'review');
  await logInAsAdmin(page);
  await openProcess(page, process.id);
  await page.getByTestId('process-open-task').click();

  // "Aprobar" may move to the trash what the process gathered, the review's draft included.
  const files = page.getByTestId('task-files');
  await expect(files).toContainText('Archivos del proceso');
  await files.getByRole('button', { name: 'Enviar a la papelera' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motivo').fill('Borrador sin firmar');
  await expectNoAxeViolations(page, dialog);
  await dialog.getByRole('button', { name: 'Enviar a la papelera' }).click();
  await expect(page.getByText('borrador.txt está en la papelera.')).toBeVisible();
  await expect(files).not.toContainText('borrador.txt');
  await expectNoAxeViolations(page, files);
});

test('a task reassigned goes to the chosen person, with the reason', async ({ page }) => {
  const process = await setting.startedProcess(50);
  await logInAsAdmin(page);
  await openProcess(page, process.id);
  await page.getByTestId('process-open-task').click();

  await page.getByTestId('task-reassign').click();
  const dialog = page.getByRole('dialog');
  await choose(page, 'task-reassign-user', colleague.name);
  await page.getByTestId('task-reassign-reason').fill('Vacaciones del revisor');
  await expectNoAxeViolations(page, dialog);
  const reads = readsOfTask(page);
  await page.getByTestId('task-reassign-dialog-confirm').click();
  await expect(page.getByText(`Tarea reasignada a ${colleague.name}.`)).toBeVisible();

  // Spec §4: done with the task, the person is back in the task box, the task not read again.
  await backInTheBoxUnrefused(page, reads);
  await openProcess(page, process.id);
  const tasks = page.getByTestId('process-tasks');
  await expect(tasks.getByRole('row', { name: /Reasignada/ })).toContainText(colleague.name);
  await expect(page.locator('.process-waiting')).toContainText(colleague.name);
  // The task is no longer the admin's to open.
  await expect(page.getByTestId('process-open-task')).toHaveCount(0);
});

test('a comment is added on the open task, then the process is interrupted with a reason', async ({
  page,
}) => {
  const process = await setting.startedProcess(50);
  await logInAsAdmin(page);
  await openProcess(page, process.id);

  await page.getByTestId('process-comment-text').fill('Se revisa el lunes');
  await page.getByTestId('process-comment-submit').click();
  await expect(page.getByTestId('process-comments')).toContainText('Se revisa el lunes');

  await page.getByTestId('process-interrupt').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('ningún paso posterior se ejecutará');
  // Too short a reason is refused before anything is sent.
  await page.getByTestId('process-interrupt-reason').fill('No');
  await page.getByTestId('process-interrupt-dialog-confirm').click();
  await expect(dialog).toContainText('Debe tener entre 4 y 1000 caracteres');
  await page.getByTestId('process-interrupt-reason').fill('El solicitante desistió');
  await expectNoAxeViolations(page, dialog);
  await page.getByTestId('process-interrupt-dialog-confirm').click();
  await expect(page.getByText(`Proceso ${process.number} interrumpido.`)).toBeVisible();

  await expect(page.getByTestId('process-status')).toHaveText('Interrumpido');
  await expect(page.getByTestId('process-header')).toContainText('El solicitante desistió');
  await expect(page.getByTestId('process-interrupt')).toHaveCount(0);
  // A closed task takes no more comments.
  await expect(page.getByTestId('process-comment-form')).toHaveCount(0);
  await expectNoAxeViolations(page, page.getByTestId('process-events'));
});

test('on a phone the process and its task fit the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const process = await setting.startedProcess(150);
  await logInAsAdmin(page);
  await openProcess(page, process.id);
  await expect(step(page, 'review')).toHaveClass(/process-step-active/);
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, page.getByTestId('process-tasks'));

  await page.getByTestId('process-open-task').click();
  await expect(page.getByTestId('task-complete')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, page.getByTestId('task-actions'));
});

test('a user who holds a task is inactivated once the admin has reassigned it, with a reason', async ({
  page,
}) => {
  const holder = await createPerson(api, 'Tobias', 'Pendiente', '5550032');
  const process = await setting.startedProcess(150);
  const { tasks, record } = await api.send<{ tasks: Task[]; record: { number: string } }>(
    'get',
    `/workflows/process/${process.id}/`,
  );
  await api.send('post', `/workflows/process-task/${tasks[0]?.id}/reassign/`, {
    user_uuid: holder.id,
    reason: 'Revisión a cargo de Tobias',
  });

  await logInAsAdmin(page);
  await page.goto(`/user/edit/status/${holder.id}`);
  await expect(page.getByTestId('held-tasks-notice')).toContainText(
    'El usuario tiene 1 tarea pendiente',
  );
  const held = page.getByTestId('held-tasks-table');
  const row = held.getByRole('row', { name: /Revisar/ });
  await expect(row).toContainText('Trámite de solicitudes');
  await expect(row).toContainText(record.number);
  await expect(row.getByTestId('task-deadline')).toContainText('A tiempo');
  await expect(row.getByTestId('held-task-link')).toHaveAttribute(
    'href',
    `/taskBox/detail/${tasks[0]?.id}`,
  );
  await expectNoAxeViolations(page, page.getByTestId('held-tasks'));

  // While the task is still theirs, the server refuses to inactivate them, on the status field.
  await choose(page, 'user-status-select', 'Inactivo');
  await page.getByTestId('user-status-submit').click();
  await expect(
    page.locator('.ant-form-item-explain-error', { hasText: 'El usuario tiene tareas pendientes' }),
  ).toBeVisible();

  // On a phone the list and its form stay within the screen.
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page);
  await expectNoAxeViolations(page, page.getByTestId('held-tasks'));
  await page.setViewportSize({ width: 1280, height: 720 });

  // The picker searches on the server, which lists a page of people: the admin is looked up.
  await page.getByRole('combobox', { name: 'Nuevo responsable' }).fill(admin.name);
  await choose(page, 'held-tasks-holder', admin.name);
  await page.getByTestId('held-tasks-reason').fill('Tobias deja la compañía');
  await page.getByTestId('held-tasks-submit').click();
  await expect(page.getByText('Tareas reasignadas.')).toBeVisible();
  await expect(page.getByTestId('held-tasks')).toHaveCount(0);
  await expect(page.getByTestId('held-tasks-notice')).toHaveCount(0);

  await page.getByTestId('user-status-submit').click();
  await expect(page.getByText('Estado actualizado.')).toBeVisible();
  await expect(page.getByTestId('user-current-status')).toHaveText('Inactivo');

  // The task waits on the admin now, with the reason it was given.
  await openProcess(page, process.id);
  await expect(page.locator('.process-waiting')).toContainText(admin.name);
  await expect(page.getByTestId('process-tasks')).toContainText('Tobias deja la compañía');
});

/**
 * A request scored at its review, then approved when the score is enough and sent back to the
 * applicant when it is not: the gateway reads the score the review's data form asked for.
 */
const scoreDiagram: DiagramSpec = {
  nodes: {
    start: 'startEvent:Solicitud recibida',
    score: 'userTask:Calificar',
    decide: 'exclusiveGateway:¿Puntaje suficiente?',
    approve: 'userTask:Aprobar',
    reject: 'userTask:Devolver al solicitante',
    end: 'endEvent:Fin',
  },
  flows: [
    'start>score',
    'score>decide',
    'decide>approve|Suficiente|[Puntaje] >= 60',
    'decide>reject|Insuficiente|[Puntaje] < 60',
    'approve>end',
    'reject>end',
  ],
};

test('a step fills its data form: the required field is asked for, and the gateway reads it', async ({
  page,
}) => {
  const scored = await workflowSetting(api, {
    diagram: scoreDiagram,
    form: 'Solicitudes calificadas',
    workflow: 'Calificación de solicitudes',
    dataForm: { at: 'score', form: 'Calificación técnica', label: 'Puntaje' },
  });
  // The record's own amount is low: only the score can send it to "Aprobar".
  const process = await scored.startedProcess(10);
  await logInAsAdmin(page);
  await page.goto(`/process/detail/${scored.formId}/${process.id}`);
  await page.getByTestId('process-open-task').click();
  const filled = page.getByTestId('task-data-form');
  await expect(filled).toContainText('Calificación técnica');
  await expect(filled.getByLabel('Puntaje')).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('task-actions'));

  // Without the score, completing is refused at the field before anything is asked.
  await page.getByTestId('task-complete').click();
  await expect(filled).toContainText('¡Este campo es obligatorio!');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page, page.getByTestId('task-actions'));

  await filled.getByLabel('Puntaje').fill('75');
  await page.getByTestId('task-complete').click();
  await page.getByTestId('task-complete-confirm').click();
  await expect(page.getByText('Tarea «Calificar» completada.')).toBeVisible();
  await expect(page).toHaveURL('/taskBox');

  await page.goto(`/process/detail/${scored.formId}/${process.id}`);
  await expect(page.getByTestId('process-map')).toHaveAttribute('data-ready', 'true');
  await expect(step(page, 'approve')).toHaveClass(/process-step-active/);
  await expect(step(page, 'reject')).not.toHaveClass(/process-step-/);
  const tasks = page.getByTestId('process-tasks');
  await expect(tasks.getByRole('row', { name: /Aprobar/ })).toContainText('En curso');
});

test("the next step's responsible is asked only when the record's values lead to that step", async ({
  page,
}) => {
  const chosen = await workflowSetting(api, {
    diagram: amountDiagram,
    form: 'Solicitudes con aprobación elegida',
    workflow: 'Aprobación elegida',
    chosenAt: { at: 'approve', people: [admin.id, colleague.id] },
  });
  const low = await chosen.startedProcess(50);
  const high = await chosen.startedProcess(500);
  await logInAsAdmin(page);
  const nextUser = page.getByTestId('task-next-user');

  // A low amount goes to "Archivar", whose responsible is the step's: nothing to choose.
  await page.goto(`/process/detail/${chosen.formId}/${low.id}`);
  await page.getByTestId('process-open-task').click();
  await expect(page.getByTestId('task-complete')).toBeVisible();
  await expect(nextUser).toHaveCount(0);
  await page.getByTestId('task-complete').click();
  await page.getByTestId('task-complete-confirm').click();
  await expect(page.getByText('Tarea «Revisar» completada.')).toBeVisible();
  await expect(page).toHaveURL('/taskBox');

  // A high one goes to "Aprobar": whom it goes to is asked, and needed.
  await page.goto(`/process/detail/${chosen.formId}/${high.id}`);
  await page.getByTestId('process-open-task').click();
  await expect(page.getByTestId('task-actions')).toContainText(
    'Responsable del paso siguiente Aprobar',
  );
  await page.getByTestId('task-complete').click();
  await expect(page.getByTestId('task-complete-form')).toContainText('¡Este campo es obligatorio!');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await choose(page, 'task-next-user', colleague.name);
  await expectNoAxeViolations(page, page.getByTestId('task-actions'));
  await page.getByTestId('task-complete').click();
  await page.getByTestId('task-complete-confirm').click();
  await expect(page.getByText('Tarea «Revisar» completada.')).toBeVisible();
  await page.goto(`/process/detail/${chosen.formId}/${high.id}`);
  await expect(page.locator('.process-waiting')).toContainText(colleague.name);
});

test("the responsible of a step the data form decides is asked once the form's values lead there", async ({
  page,
}) => {
  const scored = await workflowSetting(api, {
    diagram: scoreDiagram,
    form: 'Solicitudes con puntaje y aprobación elegida',
    workflow: 'Calificación con aprobación elegida',
    dataForm: { at: 'score', form: 'Calificación para aprobar', label: 'Puntaje' },
    chosenAt: { at: 'approve', people: [admin.id, colleague.id] },
  });
  const process = await scored.startedProcess(10);
  await logInAsAdmin(page);
  await page.goto(`/process/detail/${scored.formId}/${process.id}`);
  await page.getByTestId('process-open-task').click();
  const filled = page.getByTestId('task-data-form');
  const nextUser = page.getByTestId('task-next-user');
  await expect(filled.getByLabel('Puntaje')).toBeVisible();
  // No score yet: where the process goes is not known, so no responsible is asked.
  await expect(nextUser).toHaveCount(0);

  await filled.getByLabel('Puntaje').fill('75');
  await expect(page.getByTestId('task-actions')).toContainText(
    'Responsable del paso siguiente Aprobar',
  );
  await expect(nextUser).toBeVisible();
  await expectNoAxeViolations(page, page.getByTestId('task-actions'));
  // A low score sends it back to the applicant, whose step gives it to its own responsible.
  await filled.getByLabel('Puntaje').fill('40');
  await expect(nextUser).toHaveCount(0);
  await page.getByTestId('task-complete').click();
  await page.getByTestId('task-complete-confirm').click();
  await expect(page.getByText('Tarea «Calificar» completada.')).toBeVisible();
  await expect(page).toHaveURL('/taskBox');

  await page.goto(`/process/detail/${scored.formId}/${process.id}`);
  await expect(page.getByTestId('process-map')).toHaveAttribute('data-ready', 'true');
  await expect(step(page, 'reject')).toHaveClass(/process-step-active/);
});

/** One person's step: what a workflow filing starts needs, and no more. */
const oneStepDiagram: DiagramSpec = {
  nodes: { start: 'startEvent:Radicada', work: 'userTask:Atender', end: 'endEvent:Fin' },
  flows: ['start>work', 'work>end'],
};

test('starting a process where the form has two workflows asks which, as a field left empty', async ({
  page,
}) => {
  const two = await workflowSetting(api, {
    diagram: oneStepDiagram,
    form: 'Solicitudes de dos trámites',
    workflow: 'Trámite corto',
  });
  await two.addWorkflow('Trámite largo', oneStepDiagram);
  const record = await two.fileRecord(20);
  await logInAsAdmin(page);
  await page.goto(`/record/details/${record.id}/${two.formId}`);
  await page.getByTestId('process-start').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('process-start-workflow')).toBeVisible();
  await page.getByTestId('process-start-dialog-confirm').click();
  await expect(dialog).toContainText('¡Este campo es obligatorio!');
  await expect(dialog).not.toContainText('El valor no es válido');
  await expectNoAxeViolations(page, dialog);
  await choose(page, 'process-start-workflow', 'Trámite largo');
  await page.getByTestId('process-start-dialog-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/process/detail/${two.formId}/`));
  await expect(page.getByTestId('process-header')).toContainText('Trámite largo');
});

/**
 * Fills the filing screen with a record's own data and its amount; the Enter that closes the date
 * picker files it, as the keyboard does.
 */
async function fillAndFile(page: Page, subject: string): Promise<void> {
  await page.getByLabel('Asunto', { exact: true }).fill(subject);
  await page.getByText('Físico', { exact: true }).click();
  await page.getByLabel('Valor').fill('20');
  await page.getByLabel('Fecha del documento').fill('15/01/2026');
  await page.getByLabel('Fecha del documento').press('Enter');
}

/** The record just filed, opened at its detail, where its processes are listed. */
async function openFiled(page: Page): Promise<Locator> {
  await expect(page.getByTestId('record-filed')).toContainText(/Radicado \d+-\d{8}-\d+/);
  await page.getByTestId('record-filed-view').click();
  return page.getByTestId('record-processes');
}

test('filing a form that starts its workflow asks which one when there are two, and starts it', async ({
  page,
}) => {
  const chosen = await workflowSetting(api, {
    diagram: oneStepDiagram,
    form: 'Radicación con elección',
    workflow: 'Atención ordinaria',
    mandatoryStart: true,
  });
  await chosen.addWorkflow('Atención prioritaria', oneStepDiagram);
  await logInAsAdmin(page);
  await page.goto(`/record/create/${chosen.formId}`);
  await expect(page.getByTestId('record-file-workflow')).toBeVisible();
  await expect(page.getByText('Al radicar empieza el flujo de trabajo')).toHaveCount(0);

  // Filing without choosing is refused at the choice.
  await fillAndFile(page, 'Solicitud urgente');
  const choice = page.getByTestId('record-form').locator('.ant-form-item', {
    has: page.getByTestId('record-file-workflow'),
  });
  await expect(choice).toContainText('Flujo de trabajo que inicia');
  await expect(choice).toContainText('¡Este campo es obligatorio!');
  await expectNoAxeViolations(page, page.getByTestId('record-form'));
  await choose(page, 'record-file-workflow', 'Atención prioritaria');
  await page.getByTestId('record-file-submit').click();

  const processes = await openFiled(page);
  await expect(processes).toContainText('Atención prioritaria');
  await expect(processes).toContainText(`Atender: ${admin.name}`);
  await expect(processes).not.toContainText('Atención ordinaria');
});

test('filing a form with one workflow that starts with filing starts it without asking', async ({
  page,
}) => {
  const direct = await workflowSetting(api, {
    diagram: oneStepDiagram,
    form: 'Radicación directa',
    workflow: 'Atención directa',
    mandatoryStart: true,
  });
  await logInAsAdmin(page);
  await page.goto(`/record/create/${direct.formId}`);
  await expect(
    page.getByText('Al radicar empieza el flujo de trabajo «Atención directa».'),
  ).toBeVisible();
  await expect(page.getByTestId('record-file-workflow')).toHaveCount(0);
  await expectNoAxeViolations(page, page.getByTestId('record-form'));

  await fillAndFile(page, 'Solicitud corriente');
  const processes = await openFiled(page);
  await expect(processes).toContainText('Atención directa');
  await expect(processes).toContainText(`Atender: ${admin.name}`);
});
