import {
  type AcceptedDto,
  type AuditAction,
  type CalendarDto,
  type CalendarSettingsInput,
  type DeadlineColour,
  datePartsIn,
  errorMessage,
  type NonWorkingDayDto,
  type NonWorkingDayInput,
  translate,
} from '@custodia/contracts';
import { type AuditEventChanges, changesBetween, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { type Calendar, deadlineColour, remainingShare } from './business-time.ts';
import { toCalendar, toCalendarDto } from './calendar.present.ts';
import * as repo from './calendar.repo.ts';
import { colombianHolidays } from './holidays.ts';

/** A new calendar's days and hours: Monday to Friday, 8 to 12 and 1 to 5 (issue 31). */
const defaults: Omit<repo.CalendarSettings, 'time_zone'> = {
  working_days: [1, 2, 3, 4, 5],
  working_hours: [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
};

/** The national holidays are kept this many years past the current one. */
const HOLIDAY_YEARS_AHEAD = 2;

function yearIn(timeZone: string, now: Date): number {
  return Number(datePartsIn(now, timeZone).year);
}

/**
 * The company's calendar, made the first time it is needed and given the national holidays up to
 * the year after next: from this year on when made, then each new year as it comes. A holiday an
 * administrator removed is never added back, as its year was seeded already.
 */
async function readCalendar(work: Work<Doer>, now: Date): Promise<repo.CalendarRow> {
  const { tx, tenantId } = work;
  let row = await repo.findCalendar(tx, tenantId);
  if (!row) {
    await repo.insertCalendar(tx, tenantId, defaults);
    row = found(await repo.findCalendar(tx, tenantId), 'notFound');
  }
  const thisYear = yearIn(row.time_zone, now);
  const through = thisYear + HOLIDAY_YEARS_AHEAD;
  if (row.holidays_through !== null && row.holidays_through >= through) return row;
  if (await repo.advanceHolidaysThrough(tx, tenantId, row.holidays_through, through)) {
    const seeded = row.holidays_through;
    const first = seeded === null ? thisYear : Math.max(thisYear, seeded + 1);
    const years = Array.from({ length: through - first + 1 }, (_, index) => first + index);
    await repo.insertNonWorkingDays(tx, tenantId, years.flatMap(colombianHolidays));
  }
  return found(await repo.findCalendar(tx, tenantId), 'notFound');
}

/**
 * The company's business calendar for counting deadlines: one read, or the calendar made and
 * seeded in the caller's transaction the first time. `now` decides which years' holidays must be
 * there.
 */
export async function loadCalendar(work: Work<Doer>, now = new Date()): Promise<Calendar> {
  return toCalendar(await readCalendar(work, now));
}

export async function getCalendar(work: Work, year: number | undefined): Promise<CalendarDto> {
  const now = new Date();
  const row = await readCalendar(work, now);
  return toCalendarDto(row, year ?? yearIn(row.time_zone, now), work.actor);
}

/** A change to the calendar, in the audit log as one to its company. */
function audited(work: Work, action: AuditAction<'calendar'>, changes: AuditEventChanges) {
  return recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'calendar',
    action,
    entityType: 'company',
    entityId: work.tenantId,
    changes,
  });
}

/**
 * Sets the time zone, working days and hours. Deadlines already set stay where they are: they
 * were counted when their tasks came.
 */
export async function updateCalendar(
  work: Work,
  input: CalendarSettingsInput,
): Promise<CalendarDto> {
  authorize(work.actor, 'calendar.edit');
  const now = new Date();
  const before = await readCalendar(work, now);
  const settings = { ...input, working_days: [...input.working_days].sort() };
  await repo.updateSettings(work.tx, work.tenantId, settings);
  const changes = changesBetween(
    { ...before, working_hours: before.working_hours.map(({ start, end }) => `${start}-${end}`) },
    {
      ...settings,
      working_hours: settings.working_hours.map(({ start, end }) => `${start}-${end}`),
    },
    ['time_zone', 'working_days', 'working_hours'],
  );
  if (Object.keys(changes).length > 0) await audited(work, 'update', changes);
  const after = { ...before, ...settings };
  return toCalendarDto(after, yearIn(after.time_zone, now), work.actor);
}

export async function addNonWorkingDay(
  work: Work,
  input: NonWorkingDayInput,
): Promise<NonWorkingDayDto> {
  authorize(work.actor, 'calendar.edit');
  await readCalendar(work, new Date());
  const [added] = await repo.insertNonWorkingDays(work.tx, work.tenantId, [input]);
  if (!added) {
    throw new AppError('nonWorkingDayTaken', { date: errorMessage('nonWorkingDayTaken') });
  }
  await audited(work, 'non_working_day_add', { ...added });
  return added;
}

export async function removeNonWorkingDay(work: Work, date: string): Promise<AcceptedDto> {
  authorize(work.actor, 'calendar.edit');
  await readCalendar(work, new Date());
  const removed = found(
    await repo.deleteNonWorkingDay(work.tx, work.tenantId, date),
    'nonWorkingDayNotFound',
  );
  await audited(work, 'non_working_day_remove', { ...removed });
  return { detail: translate(work.language, 'calendar.dayRemoved', removed) };
}

/**
 * Deadline colours as of now, in business time on the company's calendar (spec §9): one calendar
 * read for every task a screen shows.
 */
export async function colouringNow(
  work: Work<Doer>,
  now = new Date(),
): Promise<(task: { received_at: Date; due_at: Date }) => DeadlineColour> {
  const calendar = await loadCalendar(work, now);
  return ({ received_at, due_at }) =>
    deadlineColour(remainingShare(calendar, received_at, due_at, now), calendar.colourThresholds);
}
