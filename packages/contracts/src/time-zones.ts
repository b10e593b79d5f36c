import { z } from 'zod';

/** Making a date format is costly and hot paths need one (every filing): one per time zone. */
const formats = new Map<string, Intl.DateTimeFormat>();

export type DateTimeParts = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
};

/**
 * The calendar day and clock time of an instant in a time zone, as two-digit parts: a company's
 * records are dated and read in the company's time zone wherever the server or reader is
 * (decision 22).
 */
export function datePartsIn(at: Date, timeZone: string): DateTimeParts {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** Spec §5 dd/MM/yyyy hh:mm of an instant in a time zone. */
export function formatDateTimeIn(at: Date | string, timeZone: string): string {
  const { day, month, year, hour, minute } = datePartsIn(new Date(at), timeZone);
  return `${day}/${month}/${year} ${hour}:${minute}`;
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
