import { api, type MetricsDto } from '@custodia/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  type CallAs,
  callAs,
  companyWithAdmin,
  ownerQuery,
  send,
  useCompanyServer,
} from '../../test/test-server.ts';
import { windowProof } from '../../test/window.ts';

/** The PQRS metrics (issue 47 §4): by month of receipt in the company's zone, and by type. */
const t = useCompanyServer('metricas-pqrs.co');

type Answer = { in_time: boolean; days: number } | null;

/** Files a PQRS at a company's window, then moves it to when it was received and answered. */
async function pqrs(
  domain: string,
  asAdmin: CallAs,
  lawKind: string,
  receivedAt: string,
  answer: Answer,
) {
  const settings = (await asAdmin(api.pqrs.settings)).json();
  const type = settings.types.find((one) => one.law_kind === lawKind);
  const filed = await send(t.server, api.window.file, {
    params: { domain },
    body: {
      type_id: type?.id ?? '',
      subject: 'Solicitud de información',
      text: 'Solicito información sobre el estado de mi trámite del año pasado.',
      petitioner: null,
      consent: true,
      language: 'es',
      proof: await windowProof(t.server, domain),
    },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  // As answering writes them when the petitioner is notified (migration 066).
  await ownerQuery(
    t.server,
    `UPDATE pqrs_requests p
        SET received_at = $3::timestamptz,
            answered_at = CASE WHEN $4::boolean IS NULL THEN NULL
                               ELSE $3::timestamptz + make_interval(days => $5) END,
            answered_in_time = $4, answer_days = $5, state = CASE WHEN $4 IS NULL THEN p.state ELSE 'answered' END
       FROM records r JOIN tenants c ON c.id = r.tenant_id
      WHERE c.domain = $1 AND r.number = $2 AND p.tenant_id = r.tenant_id AND p.record_id = r.id`,
    [domain, filed.json().number, receivedAt, answer?.in_time ?? null, answer?.days ?? null],
  );
}

async function openWindow(asAdmin: CallAs, receiverId: string) {
  const form = (await designForm(asAdmin, [textbox('Observaciones')])).form;
  const opened = await asAdmin(api.pqrs.updateSettings, {
    body: {
      window_open: true,
      intake_form_id: form.id,
      receiver_id: receiverId,
      policy_text: 'Tratamos sus datos según la Ley 1581 de 2012.',
      ask_characterisation: false,
    },
  });
  expect(opened.statusCode).toBe(200);
}

const overview = async (year: number, language = 'en'): Promise<MetricsDto> =>
  (await t.asAdmin(api.metrics.overview, { query: { year } }, { language })).json();

beforeAll(async () => {
  const domain = t.company.domain;
  await openWindow(t.asAdmin, t.company.admin.user.id);
  // Bogotá is UTC−5: 23:30 on 31 March there is already 1 April in UTC, and 23:00 on
  // 31 December 2024 is already 2025.
  await pqrs(domain, t.asAdmin, 'petition', '2025-03-31T23:30:00-05:00', {
    in_time: false,
    days: 20,
  });
  await pqrs(domain, t.asAdmin, 'petition', '2025-03-15T09:00:00-05:00', {
    in_time: true,
    days: 8,
  });
  await pqrs(domain, t.asAdmin, 'complaint', '2025-03-10T10:00:00-05:00', {
    in_time: true,
    days: 5,
  });
  await pqrs(domain, t.asAdmin, 'petition', '2025-04-01T00:30:00-05:00', null);
  await pqrs(domain, t.asAdmin, 'petition', '2024-12-31T23:00:00-05:00', {
    in_time: true,
    days: 3,
  });
  // Another company's PQRS of the same month never counts in this one's figures.
  const other = await companyWithAdmin(t.server, 'otras-metricas-pqrs.co');
  const asOther = callAs({ server: t.server }, () => other.adminToken);
  await openWindow(asOther, other.admin.user.id);
  await pqrs(other.domain, asOther, 'petition', '2025-03-20T09:00:00-05:00', {
    in_time: false,
    days: 30,
  });
});

describe('the PQRS metrics', () => {
  it('count each month’s PQRS by type in the company’s zone: received, in time, late, average days', async () => {
    const figures = await overview(2025);
    expect(figures.pqrs.map(({ type_id: _, ...row }) => row)).toEqual([
      {
        month: 3,
        type_name: 'General petition',
        received: 2,
        answered_in_time: 1,
        answered_late: 1,
        average_days: 14,
      },
      {
        month: 3,
        type_name: 'Complaint',
        received: 1,
        answered_in_time: 1,
        answered_late: 0,
        average_days: 5,
      },
      {
        month: 4,
        type_name: 'General petition',
        received: 1,
        answered_in_time: 0,
        answered_late: 0,
        average_days: null,
      },
    ]);
    expect((await overview(2024)).pqrs).toMatchObject([
      { month: 12, received: 1, answered_in_time: 1, average_days: 3 },
    ]);
    expect((await overview(2023)).pqrs).toEqual([]);
  });

  it('name the law’s types in the reader’s language', async () => {
    const names = (await overview(2025, 'es')).pqrs.map((row) => row.type_name);
    expect(names).toEqual(['Petición general', 'Queja', 'Petición general']);
  });

  it('download as a spreadsheet with the screen’s rows', async () => {
    const response = await t.asAdmin(
      api.metrics.export,
      { query: { table: 'pqrs', year: 2025 } },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('PQRS by month and type');
    const rows = sheet.getSheetValues().slice(1);
    expect(rows).toEqual([
      [
        undefined,
        'Month',
        'Type',
        'Received',
        'Answered in time',
        'Answered late',
        'Average business days to answer',
      ],
      [undefined, '2025-03', 'General petition', 2, 1, 1, 14],
      [undefined, '2025-03', 'Complaint', 1, 1, 0, 5],
      [undefined, '2025-04', 'General petition', 1, 0, 0],
    ]);
  });
});
