import dayjs from 'dayjs';

/** Spec §5: days read dd/MM/yyyy. */
export const dayFormat = 'DD/MM/YYYY';

/** Spec §5: dates read dd/MM/yyyy with hh:mm, in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format(`${dayFormat} HH:mm`);
}

/** Spec §5: a day ('YYYY-MM-DD', which has no time zone) reads dd/MM/yyyy. */
export function formatDay(day: string): string {
  return dayjs(day).format(dayFormat);
}

/** Making a date format is costly: one per time zone, made once. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Spec §5 dd/MM/yyyy hh:mm of an instant in a given time zone: a company's records are read in
 * the company's time zone wherever the reader is, as their numbers are dated (decision 22).
 */
export function formatDateTimeIn(iso: string, timeZone: string): string {
  let format = zoneFormats.get(timeZone);
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
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
