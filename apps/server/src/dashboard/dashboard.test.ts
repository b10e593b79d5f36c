import type { DashboardDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { companyDay } from '../../test/company-day.ts';
import { designForm, textbox, tokenWithFormGrant } from '../../test/form-fixtures.ts';
import { marksByTheClock } from '../../test/inbox.ts';
import { runningWorkflow, startedProcess } from '../../test/process-fixtures.ts';
import {
  type CompanyServer,
  callAs,
  companyWithAdmin,
  createUserWithPassword,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { levelEntry, trdNode } from '../../test/trd-grant-fixtures.ts';
import { foldMetrics } from '../metrics/index.ts';

const t = useCompanyServer('dashboard.co');

async function dashboardOf(token: string): Promise<DashboardDto> {
  const response = await send(t.server, api.dashboard.summary, {}, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('dashboard', () => {
  it('counts the company users by status for those who may list users', async () => {
    await createUserWithPassword(t.server, t.company);
    const summary = await dashboardOf(t.company.adminToken);
    expect(summary.users).toEqual({
      total: 2,
      active: 2,
      locked: 0,
      inactive: 0,
      retired: 0,
      locked_by_expiry: 0,
    });
  });

  it('keeps the user counts from everyone else', async () => {
    const user = await createUserWithPassword(t.server, t.company, { user_type: 2 });
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    expect((await dashboardOf(token)).users).toBeNull();
  });

  it('charts filing per day over 30 days in the forms the reader may query, and keeps it from others', async () => {
    const file = (formId: string) =>
      t.asAdmin(api.records.file, {
        params: { id: formId },
        body: {
          subject: 'Solicitud de prueba',
          support_type: 2,
          document_date: '2026-01-15',
          values: {},
        },
      });
    const queried = (await designForm(t.asAdmin, [textbox('Nota')])).form;
    const other = (await designForm(t.asAdmin, [textbox('Nota')])).form;
    for (const formId of [queried.id, queried.id, other.id]) {
      expect((await file(formId)).statusCode).toBe(201);
    }
    // One of the queried form's records was filed three days ago, in Bogotá's calendar.
    await ownerQuery(
      t.server,
      `UPDATE records SET created_at = now() - interval '3 days'
        WHERE id = (SELECT id FROM records WHERE form_id = $1 ORDER BY created_at LIMIT 1)`,
      [queried.id],
    );
    const bogotaDay = (daysAgo: number) => companyDay(new Date(Date.now() - daysAgo * 86_400_000));

    const admin = (await dashboardOf(t.company.adminToken)).records;
    expect(admin).toMatchObject({ forms: 2, records: 3 });
    expect(admin?.per_day).toHaveLength(30);
    expect(admin?.per_day.at(-1)).toEqual({ day: bogotaDay(0), count: 2 });
    expect(admin?.per_day.at(-4)).toEqual({ day: bogotaDay(3), count: 1 });
    expect(admin?.per_day.reduce((sum, day) => sum + day.count, 0)).toBe(3);

    // The total is the metrics' count: the same once the filings are folded into their days.
    await foldMetrics(t.server.app.platform);
    expect((await dashboardOf(t.company.adminToken)).records).toMatchObject({ records: 3 });

    const searcher = await tokenWithFormGrant(t, { form_id: queried.id, query: true });
    const seen = (await dashboardOf(searcher)).records;
    expect(seen).toMatchObject({ forms: 1, records: 2 });
    expect(seen?.per_day.at(-1)).toEqual({ day: bogotaDay(0), count: 1 });

    const filer = await tokenWithFormGrant(t, { form_id: other.id, file: true });
    expect((await dashboardOf(filer)).records).toBeNull();
  });

  it('counts the series in force the reader may consult, and is null for whom consults none', async () => {
    const fund = await trdNode(t, 1, null, '100', 'Fondo');
    const section = await trdNode(t, 2, fund, '110', 'Jurídica');
    const contracts = await trdNode(t, 4, section, '111', 'Contratos');
    await trdNode(t, 5, contracts, '111.1', 'Obra');
    await trdNode(t, 6, contracts, 'EXP-1', 'Puente');
    await trdNode(t, 4, section, '112', 'Procesos');
    const retired = await trdNode(t, 4, section, '113', 'Derogada');
    await ownerQuery(t.server, 'UPDATE trd_nodes SET status = 2 WHERE id = $1', [retired]);

    expect((await dashboardOf(t.company.adminToken)).trd).toEqual({ series: 3 });
    const { role, user } = await memberOfNewRole(t, 2);
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    expect((await dashboardOf(token)).trd).toBeNull();
    await t.asAdmin(api.trdGrants.add, {
      params: { id: role.id },
      body: {
        levels_trd_permissions: [levelEntry(contracts, 4, fund, ['consult'])],
      },
    });
    const again = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    expect((await dashboardOf(again)).trd).toEqual({ series: 2 });
  });

  describe("the reader's own tasks", () => {
    /** A free task given to a person 100 hours ago, due `dueInHours` from now (negative: overdue). */
    async function freeTask(company: CompanyServer, assigneeId: string, dueInHours: number) {
      const { form } = await designForm(company.asAdmin, [textbox('Nota')]);
      const record = (
        await company.asAdmin(api.records.file, {
          params: { id: form.id },
          body: {
            subject: 'Tarea libre',
            support_type: 2,
            document_date: '2026-01-15',
            values: {},
          },
        })
      ).json();
      const received = "now() - interval '100 hours'";
      const due = 'now() + make_interval(hours => $4)';
      const marks = marksByTheClock(received, due);
      await ownerQuery(
        company.server,
        `INSERT INTO free_tasks (tenant_id, form_id, record_id, subject, assignee_id,
                                 original_assignee_id, sender_id, received_at, due_at,
                                 orange_at, red_at)
         SELECT tenant_id, $1, $2, 'Revisar el soporte', $3, $3, $3,
                ${received}, ${due}, ${marks.orange}, ${marks.red}
           FROM users WHERE id = $3`,
        [form.id, record.id, assigneeId, dueInHours],
      );
    }

    it('counts them as the task box does and lists the five longest overdue, oldest first', async () => {
      const flow = await runningWorkflow(t);
      const started: { task: string; number: string }[] = [];
      for (let index = 0; index < 7; index += 1) {
        const { record, task } = await startedProcess(t, flow);
        started.push({ task: task.id, number: record.number });
      }
      // Six overdue, the first by 6 hours … the sixth by 1; the seventh with a tenth of its time left.
      for (const [index, { task }] of started.entries()) {
        const due = index < 6 ? index - 6 : 10;
        const marks = marksByTheClock(
          "now() - interval '90 hours'",
          'now() + make_interval(hours => $2)',
        );
        await ownerQuery(
          t.server,
          `UPDATE process_tasks SET received_at = now() - interval '90 hours',
                                    due_at = now() + make_interval(hours => $2),
                                    orange_at = ${marks.orange}, red_at = ${marks.red}
            WHERE id = $1`,
          [task, due],
        );
      }
      const clerk = await createUserWithPassword(t.server, t.company);
      await freeTask(t, clerk.id, -3);
      // Its time barely started: on time.
      await freeTask(t, t.company.admin.user.id, 5000);

      // Another company's overdue tasks never count.
      const other = await companyWithAdmin(t.server, 'otra-dashboard.co');
      const otherCompany: CompanyServer = {
        server: t.server,
        company: other,
        asAdmin: callAs(t, () => other.adminToken),
      };
      await freeTask(otherCompany, other.admin.user.id, -8);

      const admin = (await dashboardOf(t.company.adminToken)).tasks;
      expect(admin).toMatchObject({ total: 8, free: 1, due_soon: 1, overdue: 6 });
      expect(admin?.overdue_tasks.map((task) => task.record.number)).toEqual(
        started.slice(0, 5).map((task) => task.number),
      );
      expect(admin?.overdue_tasks[0]).toEqual({
        id: started[0]?.task,
        type: 'process',
        record: expect.objectContaining({ number: started[0]?.number }),
        subject: 'Solicitud de prueba',
        step: expect.objectContaining({ name: 'Revisar' }),
        due_at: expect.any(String),
      });

      const clerkToken = (await login(t.server, clerk.user_name, USER_PASSWORD)).access;
      const own = (await dashboardOf(clerkToken)).tasks;
      expect(own).toMatchObject({ total: 1, free: 1, due_soon: 0, overdue: 1 });
      expect(own?.overdue_tasks).toMatchObject([
        { type: 'free', subject: 'Revisar el soporte', step: null },
      ]);
      const theirs = (await dashboardOf(other.adminToken)).tasks;
      expect(theirs).toMatchObject({ total: 1, overdue: 1 });
    });

    it('are null for an API account, which holds none', async () => {
      const account = (
        await t.asAdmin(api.apiAccounts.create, { body: { name: 'Tablero ERP' } })
      ).json();
      const issued = await send(t.server, api.auth.token, {
        body: { user_name: account.user_name, password: account.password },
      });
      expect((await dashboardOf(issued.json().access)).tasks).toBeNull();
    });
  });
});
