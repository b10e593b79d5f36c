import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { outsideDateRange } from '../platform/dates.ts';
import { auditPeriod, auditRangeProblem } from './auditRange.ts';

const start = dayjs('2026-03-01T08:00:00Z');

describe('audit log date range', () => {
  it('accepts up to 30 days', () => {
    expect(auditRangeProblem(start, start.add(1, 'hour'))).toBeNull();
    expect(auditRangeProblem(start, start.add(30, 'day'))).toBeNull();
  });

  it('refuses a longer range with the server message, and an end before the start', () => {
    expect(auditRangeProblem(start, start.add(30, 'day').add(1, 'minute'))).toBe('errors.500006');
    expect(auditRangeProblem(start, start.subtract(1, 'day'))).toBe('auditLog.range.order');
  });

  it('greys out the days too far from the end already chosen, on either side', () => {
    expect(outsideDateRange(start.add(20, 'day'), start)).toBe(false);
    expect(outsideDateRange(start.add(31, 'day'), start)).toBe(true);
    expect(outsideDateRange(start.subtract(31, 'day'), start)).toBe(true);
    expect(outsideDateRange(start.add(90, 'day'), undefined)).toBe(false);
    expect(outsideDateRange(dayjs('2026-03-30T00:00'), dayjs('2026-03-01T00:00'))).toBe(false);
    expect(outsideDateRange(dayjs('2026-03-31T00:00'), dayjs('2026-03-01T00:00'))).toBe(true);
  });

  it('reads an end given as a date alone as the whole of that day', () => {
    const first = dayjs('2026-03-01T00:00');
    const period = auditPeriod(first, dayjs('2026-03-05T00:00'));
    expect(period.from.isSame(first)).toBe(true);
    expect(period.to.isSame(dayjs('2026-03-05T23:59:59.999'))).toBe(true);
    const withTime = dayjs('2026-03-05T10:30');
    expect(auditPeriod(first, withTime).to.isSame(withTime)).toBe(true);
  });

  it('counts the whole end day in the 30 days', () => {
    const first = dayjs('2026-03-01T00:00');
    const whole = (end: string) => {
      const period = auditPeriod(first, dayjs(end));
      return auditRangeProblem(period.from, period.to);
    };
    expect(whole('2026-03-30T00:00')).toBeNull();
    expect(whole('2026-03-31T00:00')).toBe('errors.500006');
  });
});
