import { describe, expect, it } from 'vitest';
import { colombianHolidays } from './holidays.ts';

describe("Colombia's national holidays", () => {
  it('are the 19 days off of 2026, Easter Sunday not among them', () => {
    const days = colombianHolidays(2026);
    expect(days).toHaveLength(19);
    expect(days).toContainEqual({ date: '2026-12-08', name: 'La inmaculada concepción' });
    expect(days).toContainEqual({ date: '2026-04-03', name: 'Viernes Santo' });
    expect(days.map((day) => day.date)).not.toContain('2026-04-05');
  });
});
