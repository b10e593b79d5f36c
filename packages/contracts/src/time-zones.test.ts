import { describe, expect, it } from 'vitest';
import { formatDay, instantIn, wallClockIn } from './time-zones.ts';

describe('wall clocks in a time zone (decision 79)', () => {
  it('reads an instant as the zone’s clock, and the clock back as the instant', () => {
    expect(wallClockIn('2026-11-27T04:58:00Z', 'America/Bogota')).toBe('2026-11-26T23:58');
    expect(instantIn('2026-11-26T23:58', 'America/Bogota').toISOString()).toBe(
      '2026-11-27T04:58:00.000Z',
    );
    expect(instantIn('2026-11-26T23:59:59.999', 'America/Bogota').toISOString()).toBe(
      '2026-11-27T04:59:59.999Z',
    );
    expect(instantIn('2026-11-27T09:00', 'Asia/Tokyo').toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    );
  });

  it('keeps the zone’s offset on either side of a clock change', () => {
    // Madrid: +01:00 in winter, +02:00 from 29 March 2026 at 02:00.
    expect(instantIn('2026-03-28T12:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-28T11:00:00.000Z',
    );
    expect(instantIn('2026-03-29T12:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T10:00:00.000Z',
    );
  });
});

describe('a day as spec §5 writes it', () => {
  it('reads a date field’s day and a datetime field’s local time, with no zone of its own', () => {
    expect(formatDay('2026-02-09')).toBe('09/02/2026');
    expect(formatDay('2026-02-09T07:05')).toBe('09/02/2026 07:05');
  });
});
