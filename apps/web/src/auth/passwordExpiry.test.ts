import { describe, expect, it } from 'vitest';
import { expiryWarningDays } from './passwordExpiry.ts';

describe('password expiry warning', () => {
  it('warns during the last 7 days', () => {
    expect(expiryWarningDays(7)).toBe(7);
    expect(expiryWarningDays(1)).toBe(1);
  });

  it('stays silent earlier, when passwords never expire, and on the day it must be renewed', () => {
    expect(expiryWarningDays(8)).toBeNull();
    expect(expiryWarningDays(null)).toBeNull();
    expect(expiryWarningDays(0)).toBeNull();
  });
});
