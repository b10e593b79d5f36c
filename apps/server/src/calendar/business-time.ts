import { type DeadlineColour, DurationUnit, type DurationUnitValue } from '@custodia/contracts';

/** A working interval of a day, in minutes from local midnight: from `start` up to `end`. */
export type WorkingInterval = { readonly start: number; readonly end: number };

/**
 * A company's business calendar as deadlines read it: a plain value, loaded once and handed to
 * `dueDate` and `deadlineMarks` as often as needed.
 */
export type Calendar = {
  /** IANA name: days, weekdays and hours are those of this zone. */
  readonly timeZone: string;
  /** ISO weekdays worked: 1 Monday … 7 Sunday. */
  readonly workingDays: readonly number[];
  /** Ordered, not overlapping. */
  readonly intervals: readonly WorkingInterval[];
  /** Days off whatever their weekday, as YYYY-MM-DD. */
  readonly nonWorkingDays: ReadonlySet<string>;
  /** Spec §9: a task is green above the first share of its working time left, orange above the second. */
  readonly colourThresholds: ColourThresholds;
};

export type ColourThresholds = { readonly green: number; readonly orange: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** UTC offsets in use lie within −12 h and +14 h: how far a local day's instants reach. */
const EARLIEST_OFFSET = -12 * HOUR;
const LATEST_OFFSET = 14 * HOUR;
/** A week is five business days, whichever weekdays the company works. */
const DAYS_A_WEEK = 5;
/** A calendar whose working time never comes again within ten years is a calendar of no days. */
const GIVE_UP_AFTER_DAYS = 3660;

/** A stretch of working time: instants from `start` (included) to `end` (excluded), in ms. */
type Segment = { start: number; end: number };

/** One offset reader per zone: making one costs far more than reading with it. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's offset at an instant (local clock minus UTC), read as "GMT-05:00": six times faster
 * than taking the local clock apart, and deadlines read it a few times for each day they span.
 */
function offsetAt(timeZone: string, at: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const offset = /GMT([+-])(\d\d):(\d\d)/.exec(format.format(at));
  if (!offset) return 0;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return (offset[1] === '-' ? -minutes : minutes) * MINUTE;
}

/** Days are numbered from 1970-01-01; a day's number times DAY is its midnight read as UTC. */
function localDayOf(timeZone: string, at: number): number {
  return Math.floor((at + offsetAt(timeZone, at)) / DAY);
}

function isoWeekday(day: number): number {
  // 1970-01-01 was a Thursday, ISO weekday 4.
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

function dateOf(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

function isBusinessDay(calendar: Calendar, day: number): boolean {
  return (
    calendar.workingDays.includes(isoWeekday(day)) && !calendar.nonWorkingDays.has(dateOf(day))
  );
}

/** The first instant at `to`'s offset after `from`, whose offset differs: a zone's change. */
function changeBetween(timeZone: string, from: number, to: number): number {
  let before = from;
  let after = to;
  const offset = offsetAt(timeZone, from);
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (offsetAt(timeZone, middle) === offset) before = middle;
    else after = middle;
  }
  return after;
}

/**
 * Instants from `from` to `to`, at most three days apart, each with its offset: one piece, or two
 * either side of a change of clock (no zone changes its clocks twice within three days).
 */
function offsetPieces(timeZone: string, from: number, to: number) {
  const before = offsetAt(timeZone, from);
  const after = offsetAt(timeZone, to);
  if (before === after) return [{ start: from, end: to, offset: before }];
  const change = changeBetween(timeZone, from, to);
  return [
    { start: from, end: change, offset: before },
    { start: change, end: to, offset: after },
  ];
}

/** Days' working time already worked out, per calendar: an inbox reads many deadlines of one. */
const segmentsByCalendar = new WeakMap<Calendar, Map<number, Segment[]>>();

/**
 * A day's working time as instants: those whose local date is the day and whose local clock is
 * within an interval. On a day the clocks change an interval may last more or less than its
 * clock times say, or come twice: it is the hours really worked that count.
 */
function segmentsOf(calendar: Calendar, day: number): Segment[] {
  let known = segmentsByCalendar.get(calendar);
  if (!known) {
    known = new Map();
    segmentsByCalendar.set(calendar, known);
  }
  const cached = known.get(day);
  if (cached) return cached;
  const segments: Segment[] = [];
  const first = calendar.intervals[0];
  const last = calendar.intervals.at(-1);
  if (first && last && isBusinessDay(calendar, day)) {
    const midnight = day * DAY;
    const pieces = offsetPieces(
      calendar.timeZone,
      midnight + first.start * MINUTE - LATEST_OFFSET,
      midnight + last.end * MINUTE - EARLIEST_OFFSET,
    );
    for (const interval of calendar.intervals) {
      for (const piece of pieces) {
        const start = Math.max(piece.start, midnight + interval.start * MINUTE - piece.offset);
        const end = Math.min(piece.end, midnight + interval.end * MINUTE - piece.offset);
        if (start < end) segments.push({ start, end });
      }
    }
    segments.sort((a, b) => a.start - b.start);
  }
  known.set(day, segments);
  return segments;
}

/**
 * The calendar's working time from the local day of `from` on, in the order it passes: no zone
 * turns its clocks back across midnight, so a day's working time all comes before the next day's.
 */
function* workingTimeFrom(calendar: Calendar, from: number): Generator<Segment> {
  let day = localDayOf(calendar.timeZone, from);
  for (let idle = 0; idle < GIVE_UP_AFTER_DAYS; idle += 1, day += 1) {
    const segments = segmentsOf(calendar, day);
    if (segments.length > 0) idle = 0;
    yield* segments;
  }
  throw new Error(`the calendar of ${calendar.timeZone} has no working time left`);
}

/** The close of the business day `count` business days after the local day of `from`. */
function closeOfBusinessDay(calendar: Calendar, from: number, count: number): number {
  let day = localDayOf(calendar.timeZone, from);
  for (let found = 0, idle = 0; idle < GIVE_UP_AFTER_DAYS; idle += 1) {
    day += 1;
    const segments = segmentsOf(calendar, day);
    if (segments.length === 0) continue;
    idle = 0;
    found += 1;
    if (found === count) return Math.max(...segments.map((segment) => segment.end));
  }
  throw new Error(`the calendar of ${calendar.timeZone} has no business day left`);
}

/**
 * The close of a day's business (its last working instant), or null when the calendar does not
 * work it: a day a person names as a due date, or the local day of an instant they name.
 */
export function closeOfDay(calendar: Calendar, day: string | Date): Date | null {
  const number =
    typeof day === 'string'
      ? Math.floor(Date.parse(day) / DAY)
      : localDayOf(calendar.timeZone, day.getTime());
  const segments = segmentsOf(calendar, number);
  return segments.length === 0 ? null : new Date(Math.max(...segments.map((part) => part.end)));
}

/**
 * When a task of `amount` units received at `start` falls due (units of spec §9: 1 weeks, 2 days,
 * 3 hours, 4 minutes). Days count whole business days from the one after the start's, and fall
 * due at that day's close; a week is five of them. Hours and minutes are working time from the
 * start, or from the next working interval when it comes outside one.
 */
export function dueDate(
  calendar: Calendar,
  start: Date,
  amount: number,
  unit: DurationUnitValue,
): Date {
  if (!Number.isInteger(amount) || amount < 1) {
    throw new RangeError(`a duration is a whole number of units from 1, not ${amount}`);
  }
  const from = start.getTime();
  if (unit === DurationUnit.week || unit === DurationUnit.days) {
    const days = unit === DurationUnit.week ? amount * DAYS_A_WEEK : amount;
    return new Date(closeOfBusinessDay(calendar, from, days));
  }
  return new Date(
    afterWorkingTime(calendar, from, amount * (unit === DurationUnit.hours ? HOUR : MINUTE)),
  );
}

/** The instant `amount` ms of working time after `from` (from the next working interval on). */
function afterWorkingTime(calendar: Calendar, from: number, amount: number): number {
  let left = amount;
  for (const segment of workingTimeFrom(calendar, from)) {
    const begin = Math.max(segment.start, from);
    if (segment.end <= begin) continue;
    if (segment.end - begin >= left) return begin + left;
    left -= segment.end - begin;
  }
  throw new Error('unreachable: working time runs out by throwing');
}

/** The working time between two instants, in ms. */
export function workingTimeBetween(calendar: Calendar, from: number, to: number): number {
  let total = 0;
  if (to <= from) return total;
  for (const segment of workingTimeFrom(calendar, from)) {
    if (segment.start >= to) break;
    total += Math.max(0, Math.min(segment.end, to) - Math.max(segment.start, from));
  }
  return total;
}

/**
 * A task's deadline as its colour reads it (spec §9): due, and the instants its working time left
 * falls to the company's green share (orange) and orange share (red): three quarters and a quarter
 * unless it set others. Worked out once, when the task is made, as its due date is: a colour is
 * then a comparison with now, in SQL as in Node, and a change of thresholds marks later tasks.
 */
export type DeadlineMarks = { due_at: Date; orange_at: Date; red_at: Date };

export function deadlineMarks(calendar: Calendar, received: Date, due: Date): DeadlineMarks {
  const from = received.getTime();
  const allotted = workingTimeBetween(calendar, from, due.getTime());
  // Given no working time at all (due as it came), it has all of it left until it is due.
  if (allotted === 0) return { due_at: due, orange_at: due, red_at: due };
  // Rounded up: at the instant itself, at least the share has gone.
  const after = (share: number) =>
    new Date(afterWorkingTime(calendar, from, Math.ceil(allotted * share)));
  const { green, orange } = calendar.colourThresholds;
  return { due_at: due, orange_at: after(1 - green), red_at: after(1 - orange) };
}

/** A task's colour at `now`; its red comes at the latest when it falls due. */
export function colourAt(task: Omit<DeadlineMarks, 'due_at'>, now: Date): DeadlineColour {
  if (now.getTime() >= task.red_at.getTime()) return 'red';
  if (now.getTime() >= task.orange_at.getTime()) return 'orange';
  return 'green';
}
