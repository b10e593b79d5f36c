import { describe, expect, it } from 'vitest';
import { colombianHolidays } from '../calendar/holidays.ts';
import type { Calendar } from '../calendar/index.ts';
import { dueDay, legalDueDate } from './legal-clock.ts';

/**
 * A company of Bogotá that works Monday to Friday, 8:00–12:00 and 13:00–17:00, with the days off
 * of Colombian law. Its PQRS fall due at 17:00 of their last business day.
 */
const bogota: Calendar = {
  timeZone: 'America/Bogota',
  workingDays: [1, 2, 3, 4, 5],
  intervals: [
    { start: 8 * 60, end: 12 * 60 },
    { start: 13 * 60, end: 17 * 60 },
  ],
  nonWorkingDays: new Set(
    [2025, 2026, 2027, 2028].flatMap((year) => colombianHolidays(year).map((day) => day.date)),
  ),
  colourThresholds: { green: 0.5, orange: 0.2 },
};

/**
 * Received (Bogotá's clock), term in business days, the day it falls due, and why the row is
 * there. Each due day was counted by hand on the published calendar of days off (2025: 1 and 6
 * Jan, 24 Mar, 17–18 Apr, 1 May, 2, 23 and 30 Jun, 20 Jul, 7 and 18 Aug, 13 Oct, 3 and 17 Nov,
 * 8 and 25 Dec; 2026: 1 and 12 Jan, 23 Mar, 2–3 Apr, 1 and 18 May, 8, 15 and 29 Jun, 13 and 20
 * Jul, 7 and 17 Aug, 12 Oct, 2 and 16 Nov, 8 and 25 Dec; 2027: 1 and 11 Jan, 22, 25 and 26 Mar,
 * 1, 10 and 31 May, 7 Jun, 5, 12 and 20 Jul, 7 and 16 Aug, 18 Oct, 1 and 15 Nov, 8 and 25 Dec),
 * counting from the day after receipt, not from the engine.
 */
const table: [received: string, term: number, due: string, why: string][] = [
  ['2025-01-02T09:00', 15, '2025-01-24', 'first working day of the year'],
  ['2025-12-31T16:59', 15, '2026-01-23', 'last hour of the year'],
  ['2025-12-24T10:00', 10, '2026-01-09', 'over Christmas and New Year'],
  ['2026-01-09T11:00', 10, '2026-01-26', 'over the Epiphany Monday'],
  ['2026-01-10T10:00', 15, '2026-02-02', 'a Saturday'],
  ['2026-01-11T20:00', 15, '2026-02-02', 'a Sunday night'],
  ['2026-01-12T09:00', 15, '2026-02-02', 'on the Epiphany Monday itself'],
  ['2026-03-20T17:30', 15, '2026-04-15', 'a Friday after hours, before Saint Joseph'],
  ['2026-03-27T09:00', 10, '2026-04-14', 'over Holy Week'],
  ['2026-04-01T09:00', 5, '2026-04-10', 'the Wednesday of Holy Week'],
  ['2026-04-02T09:00', 5, '2026-04-10', 'Maundy Thursday'],
  ['2026-04-03T09:00', 5, '2026-04-10', 'Good Friday'],
  ['2026-04-30T15:00', 15, '2026-05-25', 'over Labour Day and month end'],
  ['2026-05-15T10:00', 10, '2026-06-01', 'over Ascension Monday'],
  ['2026-05-29T10:00', 15, '2026-06-23', 'over Corpus Christi and Sacred Heart'],
  ['2026-06-26T10:00', 15, '2026-07-22', 'over Saint Peter, Chiquinquirá and Independence'],
  ['2026-07-31T10:00', 10, '2026-08-18', 'over Boyacá and the Assumption'],
  ['2026-08-31T08:00', 30, '2026-10-13', 'a consultation over a month end'],
  ['2026-09-30T12:00', 15, '2026-10-22', 'over Columbus Day'],
  ['2026-10-30T10:00', 10, '2026-11-17', 'over All Saints and Cartagena'],
  ['2026-11-27T09:00', 15, '2026-12-21', 'over the Immaculate Conception'],
  ['2026-12-18T09:00', 15, '2027-01-13', 'over Christmas into the next year'],
  ['2026-12-31T23:59', 15, '2027-01-25', 'New Year’s Eve at midnight'],
  ['2026-12-01T09:00', 10, '2026-12-16', 'a personal data query'],
  ['2026-12-01T09:00', 15, '2026-12-23', 'a personal data claim'],
  ['2026-12-01T09:00', 30, '2027-01-18', 'a consultation'],
  ['2027-01-01T10:00', 15, '2027-01-25', 'New Year’s Day'],
  ['2027-01-08T10:00', 10, '2027-01-25', 'over the Epiphany Monday of 2027'],
  ['2027-03-19T10:00', 10, '2027-04-07', 'over Saint Joseph and Holy Week 2027'],
  ['2027-03-24T10:00', 5, '2027-04-02', 'Holy Wednesday 2027'],
  ['2027-04-30T10:00', 10, '2027-05-17', 'over a Saturday Labour Day and Ascension'],
  ['2027-05-28T10:00', 10, '2027-06-15', 'over Corpus Christi and Sacred Heart 2027'],
  [
    '2027-07-02T10:00',
    15,
    '2027-07-28',
    'over Saint Peter, Chiquinquirá and a Tuesday Independence',
  ],
  ['2027-08-06T10:00', 10, '2027-08-23', 'over a Saturday Boyacá and the Assumption'],
  ['2027-10-15T10:00', 10, '2027-11-02', 'over Columbus Day 2027'],
  ['2027-10-29T10:00', 15, '2027-11-23', 'over All Saints and Cartagena 2027'],
  ['2027-12-07T10:00', 15, '2027-12-29', 'over a Wednesday Immaculate Conception and Christmas'],
  ['2025-02-27T10:00', 1, '2025-02-28', 'one day, at a short month’s end'],
  ['2025-02-28T10:00', 1, '2025-03-03', 'one day, from a short month’s last day'],
  ['2028-02-28T10:00', 1, '2028-02-29', 'one day over a leap day'],
  ['2025-06-27T10:00', 2, '2025-07-02', 'two days over a Monday of two holidays'],
  ['2025-06-20T10:00', 15, '2025-07-15', 'over Corpus Christi and the shared Monday of 2025'],
  ['2025-04-16T09:00', 1, '2025-04-21', 'Holy Wednesday 2025, one day'],
  ['2025-08-06T09:00', 3, '2025-08-12', 'over a Thursday Boyacá'],
  ['2025-08-15T09:00', 3, '2025-08-21', 'the Friday before the Assumption Monday'],
  ['2025-10-10T09:00', 1, '2025-10-14', 'the Friday before Columbus Day'],
  ['2025-10-31T09:00', 15, '2025-11-25', 'over All Saints and Cartagena 2025'],
  ['2025-12-05T09:00', 5, '2025-12-15', 'over the Immaculate Conception Monday'],
  ['2025-12-19T09:00', 15, '2026-01-14', 'over Christmas 2025 and the Epiphany of 2026'],
  ['2026-07-17T09:00', 1, '2026-07-21', 'the Friday before Independence Monday'],
  ['2026-07-10T09:00', 2, '2026-07-15', 'over the first Chiquinquirá Monday'],
  ['2026-02-13T09:00', 90, '2026-07-01', 'the longest term'],
  ['2026-06-05T09:00', 20, '2026-07-08', 'a documents petition extended to twice its term'],
  ['2026-06-01T07:59', 1, '2026-06-02', 'before opening on a Monday'],
];

describe('the legal clock of a PQRS (Ley 1755 de 2015 art. 14)', () => {
  it('has a table of at least 50 due dates', () => {
    expect(table.length).toBeGreaterThanOrEqual(50);
  });

  it.each(table)(
    'received %s with %i business days falls due at the close of %s (%s)',
    (received, term, due) => {
      const dueAt = legalDueDate(bogota, new Date(`${received}:00-05:00`), term);
      expect(dueDay(bogota, dueAt)).toBe(due);
      expect(dueAt.toISOString()).toBe(`${due}T22:00:00.000Z`);
    },
  );
});
