import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { auditRangeProblem, outsideAuditRange } from './auditRange.ts';

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
    expect(outsideAuditRange(start.add(20, 'day'), start)).toBe(false);
    expect(outsideAuditRange(start.add(31, 'day'), start)).toBe(true);
    expect(outsideAuditRange(start.subtract(31, 'day'), start)).toBe(true);
    expect(outsideAuditRange(start.add(90, 'day'), undefined)).toBe(false);
  });
});
