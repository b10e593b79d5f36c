import { type CalendarDto, minutesOf } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { Calendar } from './business-time.ts';
import type { CalendarRow } from './calendar.repo.ts';

/** The calendar as its screen shows it: its settings and the days off of one year. */
export function toCalendarDto(row: CalendarRow, year: number, actor: Actor): CalendarDto {
  const prefix = `${year}-`;
  return {
    time_zone: row.time_zone,
    working_days: row.working_days,
    working_hours: row.working_hours,
    year,
    non_working_days: row.days.filter((day) => day.date.startsWith(prefix)),
    abilities: abilities(actor, 'calendar', undefined),
  };
}

/** The calendar as deadlines are counted on it. */
export function toCalendar(row: CalendarRow): Calendar {
  return {
    timeZone: row.time_zone,
    workingDays: row.working_days,
    intervals: row.working_hours.map((interval) => ({
      start: minutesOf(interval.start),
      end: minutesOf(interval.end),
    })),
    nonWorkingDays: new Set(row.days.map((day) => day.date)),
    colourThresholds: {
      green: row.deadline_green_above / 100,
      orange: row.deadline_orange_above / 100,
    },
  };
}
