import { instantIn, limits, wallClockIn } from '@custodia/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** Spec §5: days read dd/MM/yyyy. */
export const dayFormat = 'DD/MM/YYYY';

/** Spec §5: a day and time read dd/MM/yyyy HH:mm, the time picked in 5-minute steps. */
export const dateTimeFormat = `${dayFormat} HH:mm`;
export const timePicking = { format: 'HH:mm', minuteStep: limits.dateStepMinutes } as const;

/** A picker shows and reads the company's clock (decision 79), as the app shows its times. */
export const pickedIn = (at: string, timeZone: string): Dayjs => dayjs(wallClockIn(at, timeZone));
export const instantOf = (picked: Dayjs, timeZone: string): string =>
  instantIn(picked.format('YYYY-MM-DDTHH:mm:ss.SSS'), timeZone).toISOString();

/**
 * Spec §5: a day ('YYYY-MM-DD') reads dd/MM/yyyy, and an instant dd/MM/yyyy hh:mm in the company's
 * time zone: one formatter for server and web, with no schema, so the window's pages use it too.
 */
export { formatDateTimeIn, formatDay } from '@custodia/contracts/plain';

/**
 * For the date picker: once one end is chosen, days that would make the range too long are off;
 * the end day counts whole, so 30 days are the chosen one and the 29 on either side of it.
 */
export function outsideDateRange(day: Dayjs, chosen: Dayjs | undefined): boolean {
  if (!chosen) return false;
  return Math.abs(day.startOf('day').diff(chosen.startOf('day'), 'day')) >= limits.dateRangeDays;
}
