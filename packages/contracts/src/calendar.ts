import { z } from 'zod';
import { AcceptedDto, requiredText } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { errorMessage } from './errors.ts';
import type { MessageKey } from './i18n/index.ts';
import { message } from './messages.ts';
import { TimeZoneName } from './time-zones.ts';

/** Spec §3 expiry colours of a task, from the share of its working time still left (spec §9). */
export const deadlineColours = ['green', 'orange', 'red'] as const;
export type DeadlineColour = (typeof deadlineColours)[number];

export const calendarLimits = {
  intervals: { min: 1, max: 4 },
  dayName: { min: 2, max: 100 },
  /** The years a calendar's days may be read or set in. */
  year: { min: 2000, max: 2100 },
  /** The moved deadlines a change's preview lists (it counts them all). */
  previewSample: 20,
} as const;

/** Minutes from midnight of a clock time HH:MM (00:00 to 23:59). */
export function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The clock time HH:MM of minutes from midnight. */
export function clockOf(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const ClockTime = z
  .string({ error: 'fieldRequired' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.clockTime' });

export const WorkingInterval = z
  .object({ start: ClockTime, end: ClockTime })
  .refine((interval) => minutesOf(interval.start) < minutesOf(interval.end), {
    error: errorMessage('calendarIntervalEmpty'),
    path: ['end'],
  });
export type WorkingInterval = z.infer<typeof WorkingInterval>;

/** ISO weekday: 1 Monday … 7 Sunday. */
const IsoWeekday = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(7, { error: 'validation.invalid' });

/** The days and hours a company works, in its time zone. */
export const CalendarSettingsInput = z.object({
  time_zone: z
    .string({ error: 'fieldRequired' })
    .max(64, { error: errorMessage('calendarTimeZoneUnknown') })
    .refine((name) => TimeZoneName.safeParse(name).success, {
      error: errorMessage('calendarTimeZoneUnknown'),
    }),
  working_days: z
    .array(IsoWeekday, { error: 'validation.invalid' })
    .min(1, { error: errorMessage('calendarNoWorkingDay') })
    .refine((days) => new Set(days).size === days.length, {
      error: errorMessage('calendarWorkingDayRepeated'),
    }),
  working_hours: z
    .array(WorkingInterval, { error: 'validation.invalid' })
    .min(calendarLimits.intervals.min, { error: errorMessage('calendarIntervalCount') })
    .max(calendarLimits.intervals.max, { error: errorMessage('calendarIntervalCount') })
    .superRefine((intervals, context) => {
      // Each interval against the one before it: in order and apart (touching is allowed).
      intervals.forEach((interval, index) => {
        const previous = intervals[index - 1];
        if (previous && minutesOf(interval.start) < minutesOf(previous.end)) {
          context.addIssue({
            code: 'custom',
            message: errorMessage('calendarIntervalsOverlap'),
            path: [index, 'start'],
          });
        }
      });
    }),
});
export type CalendarSettingsInput = z.infer<typeof CalendarSettingsInput>;

/** A calendar date YYYY-MM-DD within the years a calendar holds. */
const CalendarDate = z.iso.date({ error: 'validation.date' }).refine(
  (date) => {
    const year = Number(date.slice(0, 4));
    return year >= calendarLimits.year.min && year <= calendarLimits.year.max;
  },
  { error: message('validation.dateRange', calendarLimits.year) },
);

export const NonWorkingDayInput = z.object({
  date: CalendarDate,
  name: requiredText(calendarLimits.dayName.min, calendarLimits.dayName.max),
});
export type NonWorkingDayInput = z.infer<typeof NonWorkingDayInput>;

/**
 * Colombia's national holidays, as a calendar seeds them: each one's name in the catalogues, read
 * in the reader's language, and its legal source, the law that makes it a day off (decision 64).
 */
export const holidayTexts = {
  new_year: { name: 'calendar.holiday.new_year', source: 'calendar.source.law51of1983' },
  epiphany: { name: 'calendar.holiday.epiphany', source: 'calendar.source.law51of1983' },
  saint_joseph: { name: 'calendar.holiday.saint_joseph', source: 'calendar.source.law51of1983' },
  maundy_thursday: {
    name: 'calendar.holiday.maundy_thursday',
    source: 'calendar.source.law51of1983',
  },
  good_friday: { name: 'calendar.holiday.good_friday', source: 'calendar.source.law51of1983' },
  labour_day: { name: 'calendar.holiday.labour_day', source: 'calendar.source.law51of1983' },
  ascension: { name: 'calendar.holiday.ascension', source: 'calendar.source.law51of1983' },
  corpus_christi: {
    name: 'calendar.holiday.corpus_christi',
    source: 'calendar.source.law51of1983',
  },
  sacred_heart: { name: 'calendar.holiday.sacred_heart', source: 'calendar.source.law51of1983' },
  saints_peter_and_paul: {
    name: 'calendar.holiday.saints_peter_and_paul',
    source: 'calendar.source.law51of1983',
  },
  virgin_of_chiquinquira: {
    name: 'calendar.holiday.virgin_of_chiquinquira',
    source: 'calendar.source.law2578of2026',
  },
  independence: { name: 'calendar.holiday.independence', source: 'calendar.source.law51of1983' },
  battle_of_boyaca: {
    name: 'calendar.holiday.battle_of_boyaca',
    source: 'calendar.source.law51of1983',
  },
  assumption: { name: 'calendar.holiday.assumption', source: 'calendar.source.law51of1983' },
  columbus_day: { name: 'calendar.holiday.columbus_day', source: 'calendar.source.law51of1983' },
  all_saints: { name: 'calendar.holiday.all_saints', source: 'calendar.source.law51of1983' },
  independence_of_cartagena: {
    name: 'calendar.holiday.independence_of_cartagena',
    source: 'calendar.source.law51of1983',
  },
  immaculate_conception: {
    name: 'calendar.holiday.immaculate_conception',
    source: 'calendar.source.law51of1983',
  },
  christmas: { name: 'calendar.holiday.christmas', source: 'calendar.source.law51of1983' },
} as const satisfies Record<string, { name: MessageKey; source: MessageKey }>;
export type Holiday = keyof typeof holidayTexts;
export const Holiday = z.enum(Object.keys(holidayTexts) as [Holiday, ...Holiday[]]);

/**
 * A day off: the national holidays the calendar was seeded with on it (two fall on one Monday
 * some years), or none for a day the company added itself under the name it gave it.
 */
export const NonWorkingDayDto = z.object({
  date: z.string(),
  name: z.string(),
  holidays: z.array(Holiday),
});
export type NonWorkingDayDto = z.infer<typeof NonWorkingDayDto>;

type NamedDay = Pick<NonWorkingDayDto, 'name' | 'holidays'>;

/**
 * A day off's name as `text` reads the catalogues (the server's language, the screen's): its
 * holidays' names, or the one the company gave its own day.
 */
export function nonWorkingDayName(day: NamedDay, text: (key: MessageKey) => string): string {
  if (day.holidays.length === 0) return day.name;
  return day.holidays.map((holiday) => text(holidayTexts[holiday].name)).join(' / ');
}

/** The laws that make a day off, as catalogue keys; a company's own day is its own. */
export function nonWorkingDaySources(day: NamedDay): MessageKey[] {
  if (day.holidays.length === 0) return ['calendar.source.own'];
  return [...new Set(day.holidays.map((holiday) => holidayTexts[holiday].source))];
}

export const NonWorkingDayParams = z.object({ date: CalendarDate });

export const CalendarQuery = z.object({
  /** Whose non-working days come with the calendar; the current year when absent. */
  year: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(calendarLimits.year.min, { error: 'validation.invalid' })
    .max(calendarLimits.year.max, { error: 'validation.invalid' })
    .optional(),
});

/**
 * A change an administrator is about to make: its time zone, days and hours, or one day off
 * added or removed. Its preview tells what it does to the open deadlines before it is made.
 */
export const CalendarChange = z.discriminatedUnion('change', [
  CalendarSettingsInput.extend({ change: z.literal('settings') }),
  NonWorkingDayInput.extend({ change: z.literal('add_day') }),
  NonWorkingDayParams.extend({ change: z.literal('remove_day') }),
]);
export type CalendarChange = z.infer<typeof CalendarChange>;

/** An open task whose deadline a calendar change moves: when it is due now and then. */
export const MovedDeadlineDto = z.object({
  task_id: z.string(),
  record_number: z.string(),
  step: z.string(),
  due_at: z.string(),
  new_due_at: z.string(),
});
export type MovedDeadlineDto = z.infer<typeof MovedDeadlineDto>;

export const CalendarPreviewDto = z.object({
  /** How many open deadlines the change moves. */
  moved: z.number().int(),
  /** The first of them by their current due date, at most `calendarLimits.previewSample`. */
  sample: z.array(MovedDeadlineDto),
});
export type CalendarPreviewDto = z.infer<typeof CalendarPreviewDto>;

export const CalendarDto = z.object({
  time_zone: z.string(),
  working_days: z.array(z.number().int()),
  working_hours: z.array(z.object({ start: z.string(), end: z.string() })),
  /** The year of `non_working_days`, in date order. */
  year: z.number().int(),
  non_working_days: z.array(NonWorkingDayDto),
  abilities: abilitiesSchema('calendar'),
});
export type CalendarDto = z.infer<typeof CalendarDto>;

const tag = 'calendar';

export const calendarApi = {
  /** The company's business calendar, with the non-working days of one year. */
  get: endpoint({
    method: 'GET',
    path: '/company/calendar/',
    tag,
    query: CalendarQuery,
    status: 200,
    response: CalendarDto,
    access: { action: 'calendar.manage' },
  }),
  /**
   * What a change would do to the open deadlines, counted on the calendar it would make and
   * written nowhere: whoever may make the change may see it.
   */
  preview: endpoint({
    method: 'POST',
    path: '/company/calendar/preview/',
    tag,
    body: CalendarChange,
    status: 200,
    response: CalendarPreviewDto,
    access: { action: 'calendar.manage', checks: ['calendar.edit'] },
  }),
  /** Its time zone, working days and hours; the open deadlines are counted again on them. */
  update: endpoint({
    method: 'PUT',
    path: '/company/calendar/',
    tag,
    body: CalendarSettingsInput,
    status: 200,
    response: CalendarDto,
    access: { action: 'calendar.manage' },
  }),
  addNonWorkingDay: endpoint({
    method: 'POST',
    path: '/company/calendar/non-working-days/',
    tag,
    body: NonWorkingDayInput,
    status: 201,
    response: NonWorkingDayDto,
    access: { action: 'calendar.manage' },
  }),
  removeNonWorkingDay: endpoint({
    method: 'DELETE',
    path: '/company/calendar/non-working-days/:date/',
    tag,
    params: NonWorkingDayParams,
    status: 200,
    response: AcceptedDto,
    access: { action: 'calendar.manage' },
  }),
};
