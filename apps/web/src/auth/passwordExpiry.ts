import { limits } from '@custodia/contracts';

/**
 * Days left to announce (spec §5: a warning from 7 days before expiry), or null when no warning is
 * due. At 0 there is nothing to announce: the user is already held on the renewal screen.
 */
export function expiryWarningDays(daysLeft: number | null): number | null {
  if (daysLeft === null || daysLeft < 1 || daysLeft > limits.passwordExpiryWarningDays) return null;
  return daysLeft;
}
