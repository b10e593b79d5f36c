import { limits, type MessageKey } from '@custodia/contracts';
import type { Dayjs } from 'dayjs';
import { dateTimeFormat, dayFormat } from '../platform/dates.ts';

const maxRangeMs = limits.dateRangeDays * 24 * 60 * 60 * 1000;

/** Shown with the time; typed with or without it (a date alone is read at 00:00). */
export const auditDateFormats = [dateTimeFormat, dayFormat];

/**
 * The period a person means: an end with no time of day (00:00, as a typed date is read) takes
 * in that whole day, so "1 to 5 March" includes what happened on the 5th.
 */
export function auditPeriod(from: Dayjs, to: Dayjs): { from: Dayjs; to: Dayjs } {
  const dateOnly = to.hour() === 0 && to.minute() === 0 && to.second() === 0;
  return { from, to: dateOnly ? to.endOf('day') : to };
}

/** Spec §9: the log is read at most 30 days at a time; the server refuses more (500006). */
export function auditRangeProblem(from: Dayjs, to: Dayjs): MessageKey | null {
  if (to.isBefore(from)) return 'auditLog.range.order';
  if (to.diff(from) > maxRangeMs) return 'errors.500006';
  return null;
}
