import { z } from 'zod';
import { datePartsIn, formatDateTimeIn } from './clock.ts';

export { type DateTimeParts, datePartsIn, formatDateTimeIn, formatDay } from './clock.ts';

/** Naming a zone in a language costs as a date format does: one per zone and language. */
const zoneNames = new Map<string, string>();

/**
 * A time zone as a document or a mail names it, once, beside times read in it: its name in the
 * reader's language and its IANA name, "hora estándar de Colombia (America/Bogota)". Decision 79.
 */
export function timeZoneNamed(timeZone: string, language: string): string {
  const kept = zoneNames.get(`${language} ${timeZone}`);
  if (kept) return kept;
  const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  const named = name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  zoneNames.set(`${language} ${timeZone}`, named);
  return named;
}

/**
 * The one time of a text that shows no other (a mail's deadline), its zone named with it:
 * "06/12/2026 15:51, hora estándar de Colombia (America/Bogota)".
 */
export function formatDateTimeNamed(at: Date | string, timeZone: string, language: string): string {
  return `${formatDateTimeIn(at, timeZone)}, ${timeZoneNamed(timeZone, language)}`;
}

/** An instant as a wall clock in a time zone, 'YYYY-MM-DDTHH:mm', as a date-time picker holds it. */
export function wallClockIn(at: Date | string, timeZone: string): string {
  const { day, month, year, hour, minute } = datePartsIn(new Date(at), timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/**
 * The instant a wall clock names in a time zone ('2026-11-26T23:58' in America/Bogota), the way
 * back from wallClockIn: a period typed in the company's time reads as its screens show times.
 */
export function instantIn(wallClock: string, timeZone: string): Date {
  const asUtc = Date.parse(`${wallClock}Z`);
  const offsetAt = (at: number) => {
    const { year, month, day, hour, minute } = datePartsIn(new Date(at), timeZone);
    const minuteStart = at - (((at % 60_000) + 60_000) % 60_000);
    return Date.UTC(+year, +month - 1, +day, +hour, +minute) - minuteStart;
  };
  // The offset at the guess is the zone's unless a clock change lies between: a second look fixes it.
  return new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc)));
}

/** Whether the runtime knows an IANA time zone ('America/Bogota'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A caller's time zone (spec §7 `time_zone`): its days and times are read in it. */
export const TimeZoneName = z.string().max(64).refine(isTimeZone, { error: 'validation.invalid' });
