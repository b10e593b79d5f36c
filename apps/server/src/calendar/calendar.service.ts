import {
  type AcceptedDto,
  type AuditAction,
  type CalendarChange,
  type CalendarDto,
  type CalendarPreviewDto,
  type CalendarSettingsInput,
  calendarLimits,
  datePartsIn,
  errorMessage,
  type NonWorkingDayDto,
  type NonWorkingDayInput,
  nonWorkingDayName,
  translate,
} from '@custodia/contracts';
import { type AuditEventChanges, changesBetween, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { publish, topic } from '../platform/subscriptions.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import type { Calendar } from './business-time.ts';
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

/** An open deadline counted on another calendar: when it is due now and when it would be. */
export type MovedDeadline = {
  task_id: string;
  record_number: string;
  step: string;
  due_at: Date;
  new_due_at: Date;
};

/**
 * A calendar about to be saved or previewed, told to who keeps deadlines counted on it (the process
 * engine's tasks, src/subscriptions.ts), so the calendar depends on none of the features that count
 * on it: each subscriber adds how many of its open deadlines move and the first `sample` of them by
 * their current due date, and moves them when `apply` says so.
 */
export type ChangedCalendar = {
  calendar: Calendar;
  apply: boolean;
  sample: number;
  moves: { moved: number; sample: MovedDeadline[] }[];
};

export const calendarChanging = topic<ChangedCalendar>('calendar.changing');

/** What a calendar does to the open deadlines, counted in one pass of each subscriber. */
async function moveDeadlines(
  work: Work,
  after: repo.CalendarRow,
  apply: boolean,
): Promise<CalendarPreviewDto> {
  const sample = calendarLimits.previewSample;
  const change: ChangedCalendar = { calendar: toCalendar(after), apply, sample, moves: [] };
  await publish(work, calendarChanging, change);
  return {
    moved: change.moves.reduce((total, answer) => total + answer.moved, 0),
    sample: change.moves
      .flatMap((answer) => answer.sample)
      // Deadlines that fall together read in their records' order.
      .sort(
        (a, b) =>
          a.due_at.getTime() - b.due_at.getTime() || a.record_number.localeCompare(b.record_number),
      )
      .slice(0, sample)
      .map((task) => ({
        ...task,
        due_at: task.due_at.toISOString(),
        new_due_at: task.new_due_at.toISOString(),
      })),
  };
}

/** The days and hours as stored: the weekdays in order. */
const settingsOf = (input: CalendarSettingsInput): repo.CalendarSettings => ({
  time_zone: input.time_zone,
  working_days: [...input.working_days].sort(),
  working_hours: input.working_hours,
});

const dayTaken = () =>
  new AppError('nonWorkingDayTaken', { date: errorMessage('nonWorkingDayTaken') });

/**
 * The calendar a change would make of `before`, refusing a day off added twice (50116) or one
 * that is not there to remove (50117).
 */
function changed(before: repo.CalendarRow, change: CalendarChange): repo.CalendarRow {
  const { days } = before;
  if (change.change === 'settings') return { ...before, ...settingsOf(change) };
  const taken = days.some((day) => day.date === change.date);
  if (change.change === 'add_day') {
    if (taken) throw dayTaken();
    const added = { date: change.date, name: change.name, holidays: [] };
    return { ...before, days: [...days, added] };
  }
  if (!taken) throw new AppError('nonWorkingDayNotFound');
  return { ...before, days: days.filter((day) => day.date !== change.date) };
}

/**
 * What a change would do to the open deadlines, written nowhere: whoever may make it may see it.
 */
export async function previewChange(
  work: Work,
  change: CalendarChange,
): Promise<CalendarPreviewDto> {
  authorize(work.actor, 'calendar.edit');
  const before = await readCalendar(work, new Date());
  return moveDeadlines(work, changed(before, change), false);
}

/**
 * Sets the time zone, working days and hours; the open deadlines are counted again on them, as
 * the preview showed.
 */
export async function updateCalendar(
  work: Work,
  input: CalendarSettingsInput,
): Promise<CalendarDto> {
  authorize(work.actor, 'calendar.edit');
  const now = new Date();
  const before = await readCalendar(work, now);
  const settings = settingsOf(input);
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
  await moveDeadlines(work, after, true);
  return toCalendarDto(after, yearIn(after.time_zone, now), work.actor);
}

export async function addNonWorkingDay(
  work: Work,
  input: NonWorkingDayInput,
): Promise<NonWorkingDayDto> {
  authorize(work.actor, 'calendar.edit');
  const after = changed(await readCalendar(work, new Date()), { change: 'add_day', ...input });
  const [added] = await repo.insertNonWorkingDays(work.tx, work.tenantId, [
    { ...input, holidays: [] },
  ]);
  // Another transaction may have added it since the read.
  if (!added) throw dayTaken();
  await audited(work, 'non_working_day_add', { date: added.date, name: added.name });
  await moveDeadlines(work, after, true);
  return added;
}

export async function removeNonWorkingDay(work: Work, date: string): Promise<AcceptedDto> {
  authorize(work.actor, 'calendar.edit');
  const after = changed(await readCalendar(work, new Date()), { change: 'remove_day', date });
  const removed = found(
    await repo.deleteNonWorkingDay(work.tx, work.tenantId, date),
    'nonWorkingDayNotFound',
  );
  await audited(work, 'non_working_day_remove', { date: removed.date, name: removed.name });
  await moveDeadlines(work, after, true);
  return {
    detail: translate(work.language, 'calendar.dayRemoved', {
      date: removed.date,
      name: nonWorkingDayName(removed, (key) => translate(work.language, key)),
    }),
  };
}
