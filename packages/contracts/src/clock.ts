/**
 * Reading instants in a company's time zone, with no schema: the window's pages read dates with
 * it before zod has loaded (decision 44).
 */
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

/**
 * Spec §5: a day ('YYYY-MM-DD', which has no time zone) reads dd/MM/yyyy, and a local date and time
 * ('YYYY-MM-DDTHH:mm', a datetime field's value) dd/MM/yyyy HH:mm.
 */
export function formatDay(value: string): string {
  const [day = '', time] = value.split('T');
  const [year, month, date] = day.split('-');
  return [`${date}/${month}/${year}`, time?.slice(0, 5)].filter(Boolean).join(' ');
}
