import fs from 'node:fs';
import {
  allConfigPermissions,
  api,
  type BodyOf,
  type CalendarDto,
  type CalendarPreviewDto,
  type CalendarSettingsInput,
  DurationUnit,
  datePartsIn,
  type ErrorBody,
  type ProcessDetailDto,
  translate,
} from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningWorkflow,
  runningWorkflow,
  startedProcess,
} from '../../test/process-fixtures.ts';
import {
  type Company,
  companyWithAdmin,
  described,
  login,
  memberOfNewRole,
  ownerQuery,
  request,
  send,
  sendRequest,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { inTenant, system } from '../platform/work.ts';
import { colombianHolidays } from './holidays.ts';
import { dueDate, loadCalendar } from './index.ts';

const t = useCompanyServer('calendar.co');

const thisYear = Number(datePartsIn(new Date(), 'America/Bogota').year);

const settings = (changes: Partial<CalendarSettingsInput> = {}): CalendarSettingsInput => ({
  time_zone: 'America/Bogota',
  working_days: [1, 2, 3, 4, 5],
  working_hours: [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
  ...changes,
});

async function tenantOf(company: Company): Promise<string> {
  const [tenant] = await ownerQuery<{ id: string }>(
    t.server,
    'SELECT id FROM tenants WHERE domain = $1',
    [company.domain],
  );
  return tenant?.id as string;
}

async function calendarOf(token: string, year?: number): Promise<CalendarDto> {
  const response = await send(t.server, api.calendar.get, { query: { year } }, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The calendar's audit entries of one action, newest first. */
async function auditOf(action: string) {
  const log = await t.asAdmin(api.audit.list, {
    query: { module: 'calendar', action: action, per_page: 50 },
  });
  return log.json().items;
}

const es = (code: number) => translate('es', `errors.${code}`);

describe('the business calendar', () => {
  let tenantId: string;
  beforeAll(async () => {
    tenantId = await tenantOf(t.company);
  });

  it('comes with a new company: Monday to Friday, 8 to 12 and 1 to 5, and this year’s holidays', async () => {
    const calendar = await calendarOf(t.company.adminToken);
    expect(calendar).toEqual({
      time_zone: 'America/Bogota',
      working_days: [1, 2, 3, 4, 5],
      working_hours: settings().working_hours,
      year: thisYear,
      non_working_days: colombianHolidays(thisYear),
      abilities: { edit: true },
    });
  });

  it('is made on first need for a company older than it, in its time zone, with three years of holidays', async () => {
    const older = await companyWithAdmin(t.server, 'older-calendar.co');
    const olderId = await tenantOf(older);
    await ownerQuery(t.server, 'DELETE FROM non_working_days WHERE tenant_id = $1', [olderId]);
    await ownerQuery(t.server, 'DELETE FROM business_calendars WHERE tenant_id = $1', [olderId]);
    await ownerQuery(t.server, "UPDATE tenants SET time_zone = 'America/Lima' WHERE id = $1", [
      olderId,
    ]);

    const made = await calendarOf(older.adminToken);
    expect(made.time_zone).toBe('America/Lima');
    expect(made.working_days).toEqual([1, 2, 3, 4, 5]);
    for (const year of [thisYear, thisYear + 1, thisYear + 2]) {
      expect((await calendarOf(older.adminToken, year)).non_working_days).toEqual(
        colombianHolidays(year),
      );
    }
    expect((await calendarOf(older.adminToken, thisYear + 3)).non_working_days).toEqual([]);
  });

  it('adds a new year’s holidays once it comes near, never one an admin removed', async () => {
    const removed = colombianHolidays(thisYear + 1)[0]?.date as string;
    expect(
      (await t.asAdmin(api.calendar.removeNonWorkingDay, { params: { date: removed } })).statusCode,
    ).toBe(200);
    // As if the calendar had been made a year ago: the year after next is not seeded yet.
    await ownerQuery(
      t.server,
      'DELETE FROM non_working_days WHERE tenant_id = $1 AND extract(year FROM day) = $2',
      [tenantId, thisYear + 2],
    );
    await ownerQuery(
      t.server,
      'UPDATE business_calendars SET holidays_through = $2 WHERE tenant_id = $1',
      [tenantId, thisYear + 1],
    );

    expect((await calendarOf(t.company.adminToken, thisYear + 2)).non_working_days).toEqual(
      colombianHolidays(thisYear + 2),
    );
    const nextYear = await calendarOf(t.company.adminToken, thisYear + 1);
    expect(nextYear.non_working_days.map((day) => day.date)).not.toContain(removed);
    expect(nextYear.non_working_days).toHaveLength(colombianHolidays(thisYear + 1).length - 1);
  });

  it('names the days seeded before the holidays were stored by the law: migration 063 finds them by name and date', async () => {
    const older = await companyWithAdmin(t.server, 'seeded-before.co');
    const olderId = await tenantOf(older);
    await ownerQuery(t.server, 'DELETE FROM non_working_days WHERE tenant_id = $1', [olderId]);
    // As date-holidays named them, and a day of the company's own under a holiday's name.
    const seeded = [
      ['2025-06-02', 'La Asunción'],
      ['2025-06-30', 'Sagrado Corazón de Jesús'],
      ['2025-08-18', 'Asunción'],
      ['2025-12-25', 'Navidad'],
      ['2025-12-24', 'Navidad'],
    ];
    await ownerQuery(
      t.server,
      `INSERT INTO non_working_days (tenant_id, day, name)
       SELECT $1, day, name FROM unnest($2::date[], $3::text[]) AS d(day, name)`,
      [olderId, seeded.map(([day]) => day), seeded.map(([, name]) => name)],
    );
    const migration = fs.readFileSync(
      new URL('../../migrations/064_holidays_by_law.sql', import.meta.url),
      'utf8',
    );
    const updates = migration
      .replace(/^--.*$/gm, '')
      .split(';')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await ownerQuery(t.server, statement);

    expect((await calendarOf(older.adminToken, 2025)).non_working_days).toEqual([
      { date: '2025-06-02', name: 'Ascensión del Señor', holidays: ['ascension'] },
      {
        date: '2025-06-30',
        name: 'Sagrado Corazón de Jesús / San Pedro y San Pablo',
        holidays: ['sacred_heart', 'saints_peter_and_paul'],
      },
      { date: '2025-08-18', name: 'Asunción de la Virgen', holidays: ['assumption'] },
      { date: '2025-12-24', name: 'Navidad', holidays: [] },
      { date: '2025-12-25', name: 'Navidad', holidays: ['christmas'] },
    ]);
  });

  it('refuses working hours out of order, overlapping, empty, too many or not clock times', async () => {
    const cases: [Partial<CalendarSettingsInput>, string, string][] = [
      [
        {
          working_hours: [
            { start: '08:00', end: '12:00' },
            { start: '11:00', end: '17:00' },
          ],
        },
        'working_hours.1.start',
        es(50110),
      ],
      [
        {
          working_hours: [
            { start: '13:00', end: '17:00' },
            { start: '08:00', end: '12:00' },
          ],
        },
        'working_hours.1.start',
        es(50110),
      ],
      [{ working_hours: [{ start: '12:00', end: '12:00' }] }, 'working_hours.0.end', es(50111)],
      [{ working_hours: [] }, 'working_hours', es(50115)],
      [
        {
          working_hours: ['06', '08', '10', '12', '14'].map((hour) => ({
            start: `${hour}:00`,
            end: `${hour}:30`,
          })),
        },
        'working_hours',
        es(50115),
      ],
      [
        { working_hours: [{ start: '8:00', end: '12:00' }] },
        'working_hours.0.start',
        translate('es', 'validation.clockTime'),
      ],
      [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone', es(50112)],
      [{ working_days: [] }, 'working_days', es(50113)],
      [{ working_days: [1, 2, 2] }, 'working_days', es(50114)],
      [{ working_days: [1, 8] }, 'working_days.1', translate('es', 'validation.invalid')],
    ];
    for (const [changes, field, text] of cases) {
      const refused = await t.asAdmin(api.calendar.update, { body: settings(changes) });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json<ErrorBody>().code, field).toBe(30010);
      expect(refused.json<ErrorBody>().data, field).toEqual({ [field]: text });
    }
    const english = await t.asAdmin(
      api.calendar.update,
      { body: settings({ time_zone: 'Nowhere' }) },
      { language: 'en' },
    );
    expect(english.json<ErrorBody>().data ?? {}).toEqual({
      time_zone: 'The time zone does not exist',
    });
    expect((await calendarOf(t.company.adminToken)).time_zone).toBe('America/Bogota');
  });

  it('keeps new hours, days and zone, audits what changed, and counts deadlines on them', async () => {
    const changed = await t.asAdmin(api.calendar.update, {
      body: settings({
        time_zone: 'America/Lima',
        working_days: [6, 1, 2, 3, 4, 5],
        working_hours: [{ start: '07:00', end: '13:00' }],
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      time_zone: 'America/Lima',
      working_days: [1, 2, 3, 4, 5, 6],
      working_hours: [{ start: '07:00', end: '13:00' }],
    });
    const [entry] = await auditOf('update');
    expect(entry).toMatchObject({
      entity_type: 'company',
      entity_id: tenantId,
      entity_name: 'Company calendar.co',
      user_name: `admin@${t.company.domain}`,
      changes: {
        time_zone: { from: 'America/Bogota', to: 'America/Lima' },
        working_days: { from: [1, 2, 3, 4, 5], to: [1, 2, 3, 4, 5, 6] },
        working_hours: { from: ['08:00-12:00', '13:00-17:00'], to: ['07:00-13:00'] },
      },
    });

    const calendar = await inTenant(
      t.server.app.platform,
      { tenantId, actor: system, language: 'es' },
      (work) => loadCalendar(work),
    );
    // Saturday 8 a.m. in Lima: a working day now, six hours long.
    const saturday = new Date('2026-03-07T08:00:00-05:00');
    expect(dueDate(calendar, saturday, 6, DurationUnit.hours).toISOString()).toBe(
      new Date('2026-03-09T08:00:00-05:00').toISOString(),
    );

    const same = await t.asAdmin(api.calendar.update, {
      body: settings({
        time_zone: 'America/Lima',
        working_days: [1, 2, 3, 4, 5, 6],
        working_hours: [{ start: '07:00', end: '13:00' }],
      }),
    });
    expect(same.statusCode).toBe(200);
    expect(await auditOf('update')).toHaveLength(1);
  });

  it('adds a non-working day once, and refuses a date already off or a name too short', async () => {
    const added = await t.asAdmin(api.calendar.addNonWorkingDay, {
      body: {
        date: '2026-12-24',
        name: '  Nochebuena ',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ date: '2026-12-24', name: 'Nochebuena', holidays: [] });
    expect((await calendarOf(t.company.adminToken, 2026)).non_working_days).toContainEqual({
      date: '2026-12-24',
      name: 'Nochebuena',
      holidays: [],
    });
    expect((await auditOf('non_working_day_add'))[0]).toMatchObject({
      entity_type: 'company',
      entity_id: tenantId,
      changes: { date: '2026-12-24', name: 'Nochebuena' },
    });

    const holiday = colombianHolidays(thisYear)[0]?.date as string;
    for (const date of ['2026-12-24', holiday]) {
      const taken = await t.asAdmin(api.calendar.addNonWorkingDay, {
        body: {
          date,
          name: 'Otra vez',
        },
      });
      expect(taken.statusCode, date).toBe(400);
      expect(taken.json()).toMatchObject({ code: 50116, data: { date: es(50116) } });
    }
    expect((await calendarOf(t.company.adminToken, thisYear)).non_working_days).toContainEqual(
      colombianHolidays(thisYear)[0],
    );

    for (const [body, field] of [
      [{ date: '2026-12-31', name: 'X' }, 'name'],
      [{ date: '2026-12-31', name: 'x'.repeat(101) }, 'name'],
      [{ date: '2026-02-30', name: 'Imposible' }, 'date'],
      [{ date: '1999-12-31', name: 'Muy antiguo' }, 'date'],
    ] as const) {
      const refused = await t.asAdmin(api.calendar.addNonWorkingDay, { body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json<ErrorBody>().data ?? {}), JSON.stringify(body)).toEqual([
        field,
      ]);
    }
  });

  it('removes a non-working day, audits it, and answers 50117 for a date that is not one', async () => {
    await t.asAdmin(api.calendar.addNonWorkingDay, {
      body: {
        date: '2026-12-31',
        name: 'Fin de año',
      },
    });
    const removed = await t.asAdmin(api.calendar.removeNonWorkingDay, {
      params: { date: '2026-12-31' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      detail: 'El 2026-12-31 (Fin de año) ya no es un día no laborable.',
    });
    const dates = (await calendarOf(t.company.adminToken, 2026)).non_working_days.map(
      (day) => day.date,
    );
    expect(dates).not.toContain('2026-12-31');
    expect((await auditOf('non_working_day_remove'))[0]).toMatchObject({
      changes: { date: '2026-12-31', name: 'Fin de año' },
    });

    const missing = await t.asAdmin(api.calendar.removeNonWorkingDay, {
      params: { date: '2026-12-31' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().code).toBe(50117);
    const malformed = await t.asAdmin(api.calendar.removeNonWorkingDay, {
      params: { date: '31-12-2026' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorBody>().code).toBe(30010);
  });

  it('is refused to anyone but an admin, even one whose role grants every permission', async () => {
    const { role, user } = await memberOfNewRole(t, 2);
    await t.asAdmin(api.roles.setPermissions, {
      params: { id: role.id },
      body: {
        permissions: allConfigPermissions,
        designer_forms: true,
        designer_workflows: true,
      },
    });
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    for (const asked of [
      request(api.calendar.get),
      request(api.calendar.update, { body: settings() }),
      request(api.calendar.preview, { body: { change: 'settings', ...settings() } }),
      request(api.calendar.addNonWorkingDay, { body: { date: '2026-12-30', name: 'Mío' } }),
      request(api.calendar.removeNonWorkingDay, { params: { date: '2026-12-24' } }),
    ]) {
      const refused = await sendRequest(t.server, asked, { token });
      expect(refused.statusCode, described(asked)).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe(10001);
    }
    const dates = (await calendarOf(t.company.adminToken, 2026)).non_working_days.map(
      (day) => day.date,
    );
    expect(dates).toContain('2026-12-24');
    expect(dates).not.toContain('2026-12-30');
  });

  it('is each company’s own: another never sees nor changes it', async () => {
    const other = await companyWithAdmin(t.server, 'other-calendar.co');
    await send(
      t.server,
      api.calendar.addNonWorkingDay,
      { body: { date: '2026-12-28', name: 'Solo de la otra' } },
      { token: other.adminToken },
    );
    const theirs = await calendarOf(other.adminToken, 2026);
    expect(theirs.time_zone).toBe('America/Bogota');
    expect(theirs.non_working_days.map((day) => day.date)).not.toContain('2026-12-24');

    const missing = await send(
      t.server,
      api.calendar.removeNonWorkingDay,
      { params: { date: '2026-12-24' } },
      { token: other.adminToken },
    );
    expect(missing.statusCode).toBe(404);
    const mine = await calendarOf(t.company.adminToken, 2026);
    expect(mine.time_zone).toBe('America/Lima');
    expect(mine.non_working_days.map((day) => day.date)).toContain('2026-12-24');
    expect(mine.non_working_days.map((day) => day.date)).not.toContain('2026-12-28');
  });
});

describe('a change to the calendar, and the open deadlines it moves', () => {
  const d = useCompanyServer('calendar-deadlines.co');
  let tenantId: string;
  let flow: RunningWorkflow;
  let started: Awaited<ReturnType<typeof startedProcess>>[];

  beforeAll(async () => {
    tenantId = await tenantOf(d.company);
    flow = await runningWorkflow(d);
    // Two tasks of a one-day step, due at the close of the next business day.
    started = [await startedProcess(d, flow), await startedProcess(d, flow)];
  });

  const preview = async (body: BodyOf<typeof api.calendar.preview>, language?: string) =>
    d.asAdmin(api.calendar.preview, { body }, { language });

  async function dueOf(processId: string): Promise<string> {
    const detail: ProcessDetailDto = (
      await d.asAdmin(api.processes.get, { params: { id: processId } })
    ).json();
    return detail.tasks[0]?.due_at as string;
  }

  /** When each task's deadline notice is queued to run. */
  async function overdueNotices(): Promise<string[]> {
    const rows = await ownerQuery<{ run_at: Date }>(
      d.server,
      `SELECT run_at FROM jobs WHERE tenant_id = $1 AND kind = 'deadlineNotice' AND key = ANY($2)
        AND done_at IS NULL`,
      [tenantId, started.map(({ task }) => `${task.id}:overdue`)],
    );
    return rows.map((row) => row.run_at.toISOString()).sort();
  }

  /** The deadline a one-day task that came at `received` has when `day` is off as well. */
  async function dueWithDayOff(received: string, day: string): Promise<string> {
    const calendar = await inTenant(
      d.server.app.platform,
      { tenantId, actor: system, language: 'es' },
      (work) => loadCalendar(work),
    );
    const nonWorkingDays = new Set([...calendar.nonWorkingDays, day]);
    return dueDate(
      { ...calendar, nonWorkingDays },
      new Date(received),
      1,
      DurationUnit.days,
    ).toISOString();
  }

  it('previews a day off on the tasks’ due day: both move, to the next business day, and nothing is written', async () => {
    const [first, second] = started as [(typeof started)[0], (typeof started)[0]];
    const due = first.task.due_at;
    const dueDay = datePartsIn(new Date(due), 'America/Bogota');
    const day = `${dueDay.year}-${dueDay.month}-${dueDay.day}`;
    const noticesBefore = await overdueNotices();

    const answer = await preview({ change: 'add_day', date: day, name: 'Inventario' });
    expect(answer.statusCode, answer.body).toBe(200);
    const moved: CalendarPreviewDto = answer.json();
    expect(moved.moved).toBe(2);
    expect(moved.sample).toEqual(
      await Promise.all(
        [first, second].map(async ({ task, record }) => ({
          task_id: task.id,
          record_number: record.number,
          step: 'Revisar',
          due_at: task.due_at,
          new_due_at: await dueWithDayOff(task.received_at, day),
        })),
      ),
    );
    expect(new Date(moved.sample[0]?.new_due_at as string).getTime()).toBeGreaterThan(
      new Date(due).getTime(),
    );

    expect(await dueOf(first.process.id)).toBe(due);
    expect(await overdueNotices()).toEqual(noticesBefore);
    const dates = (await calendarOf(d.company.adminToken, Number(dueDay.year))).non_working_days;
    expect(dates.map((entry) => entry.date)).not.toContain(day);
  });

  it('moves the deadlines and their notices as previewed when the day off is added, and back when it is removed', async () => {
    const [first] = started as [(typeof started)[0]];
    const due = first.task.due_at;
    const dueDay = datePartsIn(new Date(due), 'America/Bogota');
    const day = `${dueDay.year}-${dueDay.month}-${dueDay.day}`;
    const previewed: CalendarPreviewDto = (
      await preview({ change: 'add_day', date: day, name: 'Inventario' })
    ).json();

    const added = await d.asAdmin(api.calendar.addNonWorkingDay, {
      body: {
        date: day,
        name: 'Inventario',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const newDue = previewed.sample[0]?.new_due_at as string;
    expect(await dueOf(first.process.id)).toBe(newDue);
    expect(await overdueNotices()).toEqual(previewed.sample.map((task) => task.new_due_at).sort());

    const back: CalendarPreviewDto = (await preview({ change: 'remove_day', date: day })).json();
    expect(back.moved).toBe(2);
    expect(back.sample[0]).toMatchObject({ due_at: newDue, new_due_at: due });
    const removed = await d.asAdmin(api.calendar.removeNonWorkingDay, { params: { date: day } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await dueOf(first.process.id)).toBe(due);
  });

  it('previews the days and hours as saving would count them, and a change that moves nothing as none', async () => {
    const same = await preview({ change: 'settings', ...settings() });
    expect(same.json()).toEqual({ moved: 0, sample: [] });
    // Mornings only: a day's task is due at noon of the same day instead of 5 p.m.
    const mornings = await preview({
      change: 'settings',
      ...settings({ working_hours: [{ start: '08:00', end: '12:00' }] }),
    });
    expect(mornings.statusCode, mornings.body).toBe(200);
    const earlier: CalendarPreviewDto = mornings.json();
    expect(earlier.moved).toBe(2);
    for (const task of earlier.sample) {
      expect(Date.parse(task.due_at) - Date.parse(task.new_due_at)).toBe(5 * 3_600_000);
    }
  });

  it('counts every deadline a change moves but lists the first 20 by their due date', async () => {
    for (let index = started.length; index < 21; index += 1) await startedProcess(d, flow);
    const mornings: CalendarPreviewDto = (
      await preview({
        change: 'settings',
        ...settings({ working_hours: [{ start: '08:00', end: '12:00' }] }),
      })
    ).json();
    expect(mornings.moved).toBe(21);
    expect(mornings.sample).toHaveLength(20);
    const dues = mornings.sample.map((task) => task.due_at);
    expect(dues).toEqual([...dues].sort());
  });

  it('refuses to preview adding a day that is already off, or removing one that is not, as the change would', async () => {
    const holiday = colombianHolidays(thisYear)[0]?.date as string;
    const taken = await preview({ change: 'add_day', date: holiday, name: 'Otra vez' }, 'en');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 50116,
      data: { date: 'That date is already a non-working day' },
    });
    const missing = await preview({ change: 'remove_day', date: '2026-12-30' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().code).toBe(50117);
    const unknown = await d.asAdmin(api.calendar.preview, {
      raw: { body: { change: 'everything' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().code).toBe(30010);
  });
});
