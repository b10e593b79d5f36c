import { z } from 'zod';
import { AcceptedDto, requiredText } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { errorMessage } from './errors.ts';
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

export const NonWorkingDayDto = z.object({ date: z.string(), name: z.string() });
export type NonWorkingDayDto = z.infer<typeof NonWorkingDayDto>;

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
  /** Its time zone, working days and hours; deadlines already set stay as they are. */
  update: endpoint({
    method: 'PUT',
    path: '/company/calendar/',
    tag,
    body: CalendarSettingsInput,
    status: 200,
    response: CalendarDto,
    access: { action: 'calendar.manage', checks: ['calendar.edit'] },
  }),
  addNonWorkingDay: endpoint({
    method: 'POST',
    path: '/company/calendar/non-working-days/',
    tag,
    body: NonWorkingDayInput,
    status: 201,
    response: NonWorkingDayDto,
    access: { action: 'calendar.manage', checks: ['calendar.edit'] },
  }),
  removeNonWorkingDay: endpoint({
    method: 'DELETE',
    path: '/company/calendar/non-working-days/:date/',
    tag,
    params: NonWorkingDayParams,
    status: 200,
    response: AcceptedDto,
    access: { action: 'calendar.manage', checks: ['calendar.edit'] },
  }),
};
