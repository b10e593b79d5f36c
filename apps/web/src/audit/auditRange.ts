import { limits, type MessageKey } from '@custodia/contracts';
import type { Dayjs } from 'dayjs';

const maxRangeMs = limits.auditRangeDays * 24 * 60 * 60 * 1000;

/** Spec §9: the log is read at most 30 days at a time; the server refuses more (500006). */
export function auditRangeProblem(from: Dayjs, to: Dayjs): MessageKey | null {
  if (to.isBefore(from)) return 'auditLog.range.order';
  if (to.diff(from) > maxRangeMs) return 'errors.500006';
  return null;
}

/** For the date picker: once one end is chosen, days that would make the range too long are off. */
export function outsideAuditRange(day: Dayjs, chosen: Dayjs | undefined): boolean {
  if (!chosen) return false;
  return Math.abs(day.diff(chosen)) > maxRangeMs;
}
