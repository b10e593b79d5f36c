import { DurationUnit, datePartsIn } from '@custodia/contracts';
import { type Calendar, dueDate } from '../calendar/index.ts';

/**
 * When a PQRS received at `receivedAt` falls due (Ley 1755 de 2015 art. 14): `termDays` business
 * days of the company's calendar counted from the day after receipt, due at the close of the last
 * one. A PQRS received on a day off or after hours counts the same way: its first day is the next
 * business day after the day it came in.
 */
export function legalDueDate(calendar: Calendar, receivedAt: Date, termDays: number): Date {
  return dueDate(calendar, receivedAt, termDays, DurationUnit.days);
}

/** The day a due instant falls on, as the company's calendar names it: YYYY-MM-DD. */
export function dueDay(calendar: Calendar, due: Date): string {
  const { year, month, day } = datePartsIn(due, calendar.timeZone);
  return `${year}-${month}-${day}`;
}

/**
 * The business days a stopped clock had left (Ley 1755 art. 17): the days after `stoppedAt`'s up
 * to the one `due` falls on, at least one, so a term stopped on its last day keeps that day.
 */
export function businessDaysLeft(calendar: Calendar, stoppedAt: Date, due: Date): number {
  let days = 1;
  while (legalDueDate(calendar, stoppedAt, days).getTime() < due.getTime()) days += 1;
  return days;
}

const DAY_MS = 86_400_000;

/**
 * When a PQRS due at `due` has `days` business days left (its due-soon notice, issue 47): the
 * close of the business day that many before the one it falls due on, found a day at a time; at
 * once for one given fewer days than that.
 */
export function dueSoonAt(calendar: Calendar, due: Date, days: number): Date {
  let at = due;
  for (let back = 1; back <= 3 * days + 30; back += 1) {
    const earlier = new Date(due.getTime() - back * DAY_MS);
    if (legalDueDate(calendar, earlier, days).getTime() < due.getTime()) return at;
    at = earlier;
  }
  return at;
}
