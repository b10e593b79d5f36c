import type {
  ConfigPermission,
  ErrorBody,
  MetricsDto,
  MetricsFormsDto,
  MetricsYearsDto,
  RecordFileDto,
  TaskOutcomeDto,
} from '@custodia/contracts';
import { api } from '@custodia/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { runningWorkflow, startedProcess } from '../../test/process-fixtures.ts';
import {
  companyWithAdmin,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { foldMetrics } from './index.ts';

const t = useCompanyServer('metricas.co');
const { asAdmin } = t;

/** The company's current year, as the screens take it by default (Bogotá). */
const thisYear = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'America/Bogota', year: 'numeric' }).format(new Date()),
);

const fold = () => foldMetrics(t.server.app.platform);
const overview = async (token = t.company.adminToken): Promise<MetricsDto> =>
  (await send(t.server, api.metrics.overview, {}, { token })).json();

let formId: string;
let otherFormId: string;

async function file(form = formId) {
  const filed = await asAdmin(api.records.file, {
    params: { id: form },
    body: {
      subject: 'Solicitud de métricas',
      support_type: 2,
      document_date: '2026-01-15',
      values: {},
    },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  return filed.json() as { id: string; form_id: string };
}

/** The session of a standard user whose one role grants one configuration permission. */
async function tokenWith(permission: ConfigPermission): Promise<string> {
  const { role, user } = await memberOfNewRole(t, 2);
  await asAdmin(api.roles.setPermissions, {
    params: { id: role.id },
    body: {
      permissions: [permission],
      designer_forms: false,
      designer_workflows: false,
    },
  });
  return (await login(t.server, user.user_name, USER_PASSWORD)).access;
}

beforeAll(async () => {
  formId = (await designForm(asAdmin, [textbox('Nota')])).form.id;
  otherFormId = (await designForm(asAdmin, [textbox('Detalle')])).form.id;
});

describe('who reads the metrics', () => {
  it('admins and holders of permission 7; anyone else is refused with 10001', async () => {
    const holder = await tokenWith(7);
    const other = await tokenWith(6);
    expect((await send(t.server, api.metrics.overview, {}, { token: holder })).statusCode).toBe(
      200,
    );
    const refused = await send(t.server, api.metrics.years, {}, { token: other });
    expect([refused.statusCode, refused.json<ErrorBody>().code]).toEqual([403, 10001]);
    expect((await send(t.server, api.metrics.overview)).statusCode).toBe(401);
  });

  it('refuses a year or a table it does not know with 30010, naming the field', async () => {
    const year = await asAdmin(api.metrics.overview, { raw: { query: { year: 'veinte' } } });
    expect([
      year.statusCode,
      year.json<ErrorBody>().code,
      Object.keys(year.json<ErrorBody>().data ?? {}),
    ]).toEqual([400, 30010, ['year']]);
    const table = await asAdmin(api.metrics.export, { raw: { query: { table: 'secret' } } });
    expect([
      table.statusCode,
      table.json<ErrorBody>().code,
      Object.keys(table.json<ErrorBody>().data ?? {}),
    ]).toEqual([400, 30010, ['table']]);
  });
});

describe('records, files and storage', () => {
  it('counts filings and cancellations per month, form and year once folded, and says when', async () => {
    const before = await overview();
    const first = await file();
    await file();
    await file(otherFormId);
    await asAdmin(api.records.cancel, {
      params: { id: formId, recordId: first.id },
      body: {
        reason: 'Radicado por error',
      },
    });
    // Nothing moves until the fold: the screens read only the rollups.
    expect((await overview()).months).toEqual(before.months);
    await fold();
    const after = await overview();
    expect(Date.parse(after.folded_at as string)).toBeGreaterThan(Date.now() - 60_000);
    const month = (dto: MetricsDto) =>
      dto.months.reduce(
        (sum, row) => ({
          records: sum.records + row.records,
          cancelled: sum.cancelled + row.cancelled,
        }),
        { records: 0, cancelled: 0 },
      );
    expect(month(after)).toEqual({
      records: month(before).records + 3,
      cancelled: month(before).cancelled + 1,
    });
    const forms: MetricsFormsDto = (
      await asAdmin(api.metrics.forms, { query: { year: thisYear } })
    ).json();
    expect(forms.forms.find((row) => row.form_id === formId)).toMatchObject({
      records: 2,
      cancelled: 1,
    });
    expect(forms.forms.find((row) => row.form_id === otherFormId)?.records).toBe(1);
    const years: MetricsYearsDto = (await asAdmin(api.metrics.years)).json();
    expect(years.years.find((row) => row.year === thisYear)?.records).toBe(month(after).records);
  });

  it('follows files and versions into and out of the trash, the trash apart', async () => {
    await fold();
    const before = (await overview()).storage;
    const record = await file();
    const pdf = await pdfOf(['Anexo']);
    const [kept, trashed] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'anexo.pdf', content: pdf },
      { name: 'otro.pdf', content: pdf },
    ])) as [RecordFileDto, RecordFileDto];
    const second = await pdfOf(['Anexo revisado']);
    const version = await asAdmin(api.files.addVersion, {
      params: { id: kept.id },
      body: [{ file: 'file', filename: 'anexo.pdf', content: second }],
    });
    expect(version.statusCode, version.body).toBe(201);
    await asAdmin(api.files.moveToTrash, {
      params: { id: trashed.id },
      body: { reason: 'Duplicado' },
    });
    await fold();
    const moved = await overview();
    expect(moved.storage.bytes - before.bytes).toBe(pdf.length + second.length);
    expect(moved.storage.trash_bytes - before.trash_bytes).toBe(pdf.length);
    expect(moved.months.reduce((sum, row) => sum + row.files, 0)).toBeGreaterThanOrEqual(2);
    await asAdmin(api.trash.act, { query: { action: 1 }, body: { files: [trashed.id] } });
    await fold();
    const restored = (await overview()).storage;
    expect(restored.bytes - before.bytes).toBe(2 * pdf.length + second.length);
    expect(restored.trash_bytes).toBe(before.trash_bytes);
  });

  it('puts the storage figure right at its daily check against the stored files', async () => {
    await fold();
    const right = (await overview()).storage.bytes;
    await ownerQuery(
      t.server,
      `INSERT INTO metric_days (tenant_id, kind, day, subject_id, step_id, user_id, bucket, count, amount)
       SELECT id, 'storage.live', '2000-01-01', $2, $2, $2, 0, 0, 12345 FROM tenants WHERE domain = $1`,
      ['metricas.co', '00000000-0000-0000-0000-000000000000'],
    );
    await fold();
    // Checked less than a day ago: the drift stays until the next check.
    expect((await overview()).storage.bytes).toBe(right + 12345);
    await ownerQuery(t.server, 'UPDATE metric_folds SET storage_checked_at = NULL');
    await fold();
    await fold();
    const checked = (await overview()).storage;
    expect(checked.bytes).toBe(right);
    expect(checked.corrected_bytes).toBe(12345);
    expect(Date.parse(checked.checked_at as string)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('processes and tasks', () => {
  it('counts processes started and completed, and tasks on time per step and person', async () => {
    const flow = await runningWorkflow(t);
    const { task } = await startedProcess(t, flow, { amount: 10 });
    const complete = (id: string) =>
      asAdmin(api.processes.complete, { params: { id }, body: { status: 2 } });
    let next: string | undefined = task.id;
    while (next) {
      const outcome = await complete(next);
      expect(outcome.statusCode, outcome.body).toBe(200);
      next = (outcome.json() as TaskOutcomeDto).created[0]?.id;
    }
    await fold();
    const dto = await overview();
    const months = dto.months.reduce(
      (sum, row) => ({
        started: sum.started + row.processes_started,
        completed: sum.completed + row.processes_completed,
      }),
      { started: 0, completed: 0 },
    );
    expect(months).toEqual({ started: 1, completed: 1 });
    const steps = dto.steps.filter((step) => step.workflow_id === flow.workflowId);
    expect(steps.map((step) => [step.step_name, step.on_time, step.late]).sort()).toEqual([
      ['Responder', 1, 0],
      ['Revisar', 1, 0],
    ]);
    expect(steps.every((step) => step.median_seconds >= 0)).toBe(true);
    expect(dto.people.filter((row) => row.workflow_id === flow.workflowId)).toHaveLength(2);
    expect(new Set(dto.people.map((row) => row.user_id))).toEqual(
      new Set([t.company.admin.user.id]),
    );
  });
});

describe('the spreadsheets', () => {
  it('downloads each table with its headings in the reader language', async () => {
    await fold();
    const response = await asAdmin(
      api.metrics.export,
      { query: { table: 'forms', year: thisYear } },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Records by form');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Form', 'Records', 'Cancelled']);
    const forms: MetricsFormsDto = (
      await asAdmin(api.metrics.forms, { query: { year: thisYear } })
    ).json();
    expect(sheet.rowCount).toBe(1 + forms.forms.length);
    expect(sheet.getRow(2).getCell(2).value).toBe(forms.forms[0]?.records);
    for (const table of ['months', 'years', 'steps', 'people'] as const) {
      const other = await asAdmin(api.metrics.export, { query: { table } });
      expect(other.statusCode, table).toBe(200);
    }
  });
});

describe('tenant isolation', () => {
  it("never shows one company's figures to another", async () => {
    const other = await companyWithAdmin(t.server, 'otras-metricas.co');
    await fold();
    const theirs = await overview(other.adminToken);
    expect(theirs.months.every((row) => row.records === 0 && row.files === 0)).toBe(true);
    expect([theirs.storage.bytes, theirs.steps, theirs.people]).toEqual([0, [], []]);
    const years = await send(t.server, api.metrics.years, {}, { token: other.adminToken });
    expect(years.json().years).toEqual([]);
    const forms = await send(t.server, api.metrics.forms, {}, { token: other.adminToken });
    expect(forms.json().forms).toEqual([]);
    expect((await overview()).storage.bytes).toBeGreaterThan(0);
  });
});
