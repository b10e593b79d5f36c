import { DurationUnit, type DurationUnitValue } from '@custodia/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Calendar, closeOfDay, colourAt, deadlineMarks, dueDate } from './business-time.ts';

const MINUTE = 60_000;

/** Colombia's 2026 days off around the examples: San José, Holy Thursday and Good Friday. */
const bogota: Calendar = {
  timeZone: 'America/Bogota',
  workingDays: [1, 2, 3, 4, 5],
  intervals: [
    { start: 8 * 60, end: 12 * 60 },
    { start: 13 * 60, end: 17 * 60 },
  ],
  nonWorkingDays: new Set(['2026-03-23', '2026-04-02', '2026-04-03']),
  colourThresholds: { green: 0.75, orange: 0.25 },
};
const paris: Calendar = { ...bogota, timeZone: 'Europe/Paris', nonWorkingDays: new Set() };

const at = (iso: string) => new Date(iso);
const due = (calendar: Calendar, start: string, amount: number, unit: DurationUnitValue) =>
  dueDate(calendar, at(start), amount, unit).toISOString();

describe('due dates on a company calendar', () => {
  it('gives a task of one day received on a Friday afternoon until Monday’s close', () => {
    expect(due(bogota, '2026-03-06T15:00:00-05:00', 1, DurationUnit.days)).toBe(
      at('2026-03-09T17:00:00-05:00').toISOString(),
    );
  });

  it('skips a holiday, and Holy Thursday and Good Friday together', () => {
    expect(due(bogota, '2026-03-20T09:00:00-05:00', 1, DurationUnit.days)).toBe(
      at('2026-03-24T17:00:00-05:00').toISOString(),
    );
    expect(due(bogota, '2026-04-01T09:00:00-05:00', 2, DurationUnit.days)).toBe(
      at('2026-04-07T17:00:00-05:00').toISOString(),
    );
  });

  it('counts a week as five business days, a holiday not among them', () => {
    expect(due(bogota, '2026-03-02T10:00:00-05:00', 1, DurationUnit.week)).toBe(
      at('2026-03-09T17:00:00-05:00').toISOString(),
    );
    expect(due(bogota, '2026-03-16T10:00:00-05:00', 1, DurationUnit.week)).toBe(
      at('2026-03-24T17:00:00-05:00').toISOString(),
    );
  });

  it('starts hours received before opening at the opening, and skips the lunch break', () => {
    expect(due(bogota, '2026-03-09T06:30:00-05:00', 2, DurationUnit.hours)).toBe(
      at('2026-03-09T10:00:00-05:00').toISOString(),
    );
    expect(due(bogota, '2026-03-09T11:30:00-05:00', 1, DurationUnit.hours)).toBe(
      at('2026-03-09T13:30:00-05:00').toISOString(),
    );
  });

  it('carries minutes received after closing, or left at Friday’s close, to the next business day', () => {
    expect(due(bogota, '2026-03-09T18:00:00-05:00', 30, DurationUnit.minutes)).toBe(
      at('2026-03-10T08:30:00-05:00').toISOString(),
    );
    expect(due(bogota, '2026-03-20T16:30:00-05:00', 60, DurationUnit.minutes)).toBe(
      at('2026-03-24T08:30:00-05:00').toISOString(),
    );
  });

  it('ends a duration that fills the day at the close, not at the next opening', () => {
    expect(due(bogota, '2026-03-09T08:00:00-05:00', 8, DurationUnit.hours)).toBe(
      at('2026-03-09T17:00:00-05:00').toISOString(),
    );
  });

  it('keeps the seconds of the start', () => {
    expect(due(bogota, '2026-03-09T10:00:30-05:00', 1, DurationUnit.minutes)).toBe(
      at('2026-03-09T10:01:30-05:00').toISOString(),
    );
  });

  it('keeps the company’s clock across a change to summer time', () => {
    // Paris moves from +01:00 to +02:00 on Sunday 29 March 2026.
    expect(due(paris, '2026-03-27T16:00:00+01:00', 2, DurationUnit.hours)).toBe(
      at('2026-03-30T09:00:00+02:00').toISOString(),
    );
    expect(due(paris, '2026-03-27T16:00:00+01:00', 1, DurationUnit.days)).toBe(
      at('2026-03-30T17:00:00+02:00').toISOString(),
    );
  });

  it('refuses a duration that is not a whole number of units from 1', () => {
    for (const amount of [0, -1, 1.5]) {
      expect(() => dueDate(bogota, at('2026-03-09T10:00:00-05:00'), amount, 3)).toThrow(RangeError);
    }
  });
});

describe("a task's deadline marks and its colour", () => {
  const received = at('2026-03-09T08:00:00-05:00');
  const dayEnd = at('2026-03-09T17:00:00-05:00');
  const marks = deadlineMarks(bogota, received, dayEnd);
  const colour = (now: string) => colourAt(marks, at(now));

  it('turns orange at three quarters of its working time left and red at a quarter', () => {
    // Eight working hours: two gone at 10:00; six at 15:00, the lunch break using none of them.
    expect(marks).toEqual({
      due_at: dayEnd,
      orange_at: at('2026-03-09T10:00:00-05:00'),
      red_at: at('2026-03-09T15:00:00-05:00'),
    });
    expect(colour('2026-03-09T09:59:00-05:00')).toBe('green');
    expect(colour('2026-03-09T10:00:00-05:00')).toBe('orange');
    expect(colour('2026-03-09T14:59:00-05:00')).toBe('orange');
    expect(colour('2026-03-09T15:00:00-05:00')).toBe('red');
  });

  it('is green before the task was received and red once it is due', () => {
    expect(colour('2026-03-08T09:00:00-05:00')).toBe('green');
    expect(colour('2026-03-09T17:00:00-05:00')).toBe('red');
    expect(colour('2026-03-12T09:00:00-05:00')).toBe('red');
  });

  it('counts no time over a weekend', () => {
    // One hour on Friday and two on Monday: orange after 45 minutes, red after 2 h 15.
    const weekend = deadlineMarks(
      bogota,
      at('2026-03-06T16:00:00-05:00'),
      at('2026-03-09T10:00:00-05:00'),
    );
    expect(weekend.orange_at).toEqual(at('2026-03-06T16:45:00-05:00'));
    expect(weekend.red_at).toEqual(at('2026-03-09T09:15:00-05:00'));
    expect(colourAt(weekend, at('2026-03-07T12:00:00-05:00'))).toBe('orange');
  });

  it('keeps a task given no working time green until it is due', () => {
    const saturday = deadlineMarks(
      bogota,
      at('2026-03-07T09:00:00-05:00'),
      at('2026-03-07T11:00:00-05:00'),
    );
    expect(saturday.orange_at).toEqual(at('2026-03-07T11:00:00-05:00'));
    expect(colourAt(saturday, at('2026-03-07T10:59:00-05:00'))).toBe('green');
    expect(colourAt(saturday, at('2026-03-07T11:00:00-05:00'))).toBe('red');
  });

  it("follows the company's own thresholds", () => {
    // Orange once a tenth of the eight hours has gone (8:48), red at half of them (noon).
    const strict = deadlineMarks(
      { ...bogota, colourThresholds: { green: 0.9, orange: 0.5 } },
      received,
      dayEnd,
    );
    expect(strict.orange_at).toEqual(at('2026-03-09T08:48:00-05:00'));
    expect(strict.red_at).toEqual(at('2026-03-09T12:00:00-05:00'));
  });
});

/**
 * The properties, over zones that change their clocks in every way the tz database knows (an hour
 * at 2 a.m., an hour at midnight back into the day before, half an hour) and one that never does,
 * and starts in the weeks around those changes.
 */
const zones = [
  'America/Bogota',
  'America/New_York',
  'Europe/Paris',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
];
const windows = [
  [Date.parse('2026-03-01T00:00:00Z'), Date.parse('2026-04-15T00:00:00Z')],
  [Date.parse('2026-08-25T00:00:00Z'), Date.parse('2026-11-10T00:00:00Z')],
] as const;

const starts = fc
  .constantFrom(...windows)
  .chain(([from, to]) => fc.integer({ min: from / MINUTE, max: to / MINUTE }))
  .map((minutes) => new Date(minutes * MINUTE));

/** 1 to 4 ordered intervals on minute boundaries, apart or touching, night hours included. */
const intervals = fc
  .uniqueArray(fc.integer({ min: 0, max: 24 * 60 - 1 }), { minLength: 2, maxLength: 8 })
  .map((bounds) => bounds.sort((a, b) => a - b))
  .map((bounds) => {
    const pairs = [];
    for (let index = 0; index + 1 < bounds.length; index += 2) {
      pairs.push({ start: bounds[index] as number, end: bounds[index + 1] as number });
    }
    return pairs;
  });

const calendars: fc.Arbitrary<Calendar> = fc.record({
  timeZone: fc.constantFrom(...zones),
  workingDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 3, maxLength: 7 }),
  intervals,
  nonWorkingDays: fc
    .array(fc.integer({ min: 0, max: 80 }), { maxLength: 4 })
    .map((offsets) =>
      offsets.flatMap((offset) =>
        windows.map(([from]) => new Date(from + offset * 86_400_000).toISOString().slice(0, 10)),
      ),
    )
    .map((dates) => new Set(dates)),
  colourThresholds: fc.constant({ green: 0.75, orange: 0.25 }),
});

const clocks = new Map(
  zones.map((zone) => [
    zone,
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  ]),
);

/** Whether the minute starting at an instant is working time, read off the zone's own clock. */
function isWorkingMinute(calendar: Calendar, instant: number): boolean {
  const clock = clocks.get(calendar.timeZone) as Intl.DateTimeFormat;
  const parts = Object.fromEntries(
    clock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  return (
    calendar.workingDays.includes(weekday) &&
    !calendar.nonWorkingDays.has(date) &&
    calendar.intervals.some((interval) => interval.start <= minute && minute < interval.end)
  );
}

/** The due date of `minutes` of working time found the slow way: minute after minute. */
function walkMinutes(calendar: Calendar, start: Date, minutes: number): number {
  let instant = start.getTime();
  for (let left = minutes; left > 0; instant += MINUTE) {
    if (isWorkingMinute(calendar, instant)) left -= 1;
  }
  return instant;
}

const dailyMinutes = (calendar: Calendar) =>
  calendar.intervals.reduce((sum, interval) => sum + interval.end - interval.start, 0);

const units = fc.constantFrom<DurationUnitValue>(1, 2, 3, 4);

describe('due dates, as properties', () => {
  it('never fall in time off: the minute before a due date is working time', () => {
    fc.assert(
      fc.property(
        calendars,
        starts,
        units,
        fc.integer({ min: 1, max: 30 }),
        (calendar, start, unit, amount) => {
          const minutesBefore = dueDate(calendar, start, amount, unit).getTime() - MINUTE;
          expect(isWorkingMinute(calendar, minutesBefore)).toBe(true);
        },
      ),
    );
  });

  it('never come earlier for a longer duration', () => {
    fc.assert(
      fc.property(
        calendars,
        starts,
        units,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (calendar, start, unit, amount, more) => {
          expect(dueDate(calendar, start, amount + more, unit).getTime()).toBeGreaterThanOrEqual(
            dueDate(calendar, start, amount, unit).getTime(),
          );
        },
      ),
    );
  });

  it('come, for hours and minutes, when a walk minute by minute says, and an hour is 60 minutes', () => {
    fc.assert(
      fc.property(calendars, starts, fc.integer({ min: 1, max: 200 }), (calendar, start, share) => {
        // Up to two days' working time: enough to cross nights, weekends and days off.
        const minutes = Math.max(1, Math.round((dailyMinutes(calendar) * 2 * share) / 200));
        const walked = walkMinutes(calendar, start, minutes);
        expect(dueDate(calendar, start, minutes, DurationUnit.minutes).getTime()).toBe(walked);
        if (minutes % 60 === 0) {
          expect(dueDate(calendar, start, minutes / 60, DurationUnit.hours).getTime()).toBe(walked);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('deadline marks, as properties', () => {
  it('come when a quarter and three quarters of the allotted working time have gone, minute by minute', () => {
    fc.assert(
      fc.property(
        calendars,
        starts,
        fc.integer({ min: 1, max: 50 }),
        (calendar, start, quarters) => {
          // A whole number of quarters of minutes, so that each mark falls on a minute.
          const minutes = quarters * 4;
          const due = new Date(walkMinutes(calendar, start, minutes));
          const marks = deadlineMarks(calendar, start, due);
          expect(marks.orange_at.getTime()).toBe(walkMinutes(calendar, start, minutes / 4));
          expect(marks.red_at.getTime()).toBe(walkMinutes(calendar, start, (minutes * 3) / 4));
          expect(colourAt(marks, new Date(marks.orange_at.getTime() - 1))).toBe('green');
          expect(colourAt(marks, due)).toBe('red');
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('the close of a day a person names', () => {
  it('is the end of its last working interval, in the company’s zone', () => {
    expect(closeOfDay(bogota, '2026-03-09')?.toISOString()).toBe('2026-03-09T22:00:00.000Z');
    expect(closeOfDay(paris, '2026-03-09')?.toISOString()).toBe('2026-03-09T16:00:00.000Z');
  });

  it('is none on a weekend or a day off', () => {
    expect(closeOfDay(bogota, '2026-03-08')).toBeNull();
    expect(closeOfDay(bogota, '2026-03-23')).toBeNull();
  });

  it('reads an instant on its local day: late Sunday evening in Bogotá is Monday in UTC', () => {
    expect(closeOfDay(bogota, at('2026-03-08T21:00:00-05:00'))).toBeNull();
    expect(closeOfDay(bogota, at('2026-03-09T07:00:00-05:00'))?.toISOString()).toBe(
      '2026-03-09T22:00:00.000Z',
    );
  });
});
