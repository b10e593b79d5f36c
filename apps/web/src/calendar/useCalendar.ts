import {
  type CalendarChange,
  type CalendarSettingsInput,
  calendarApi,
  type NonWorkingDayInput,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

/** The calendar with the non-working days of one year. */
export function useCalendar(year: number | undefined) {
  return useQuery({
    ...readQuery(calendarApi.get, { query: { year } }),
    placeholderData: (previous) => previous,
  });
}

/** Each change to the calendar, after which it is read again as the server keeps it. */
export function useCalendarChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateReads(queryClient, calendarApi.get);
  return {
    /** What a change would do to the open deadlines; it changes nothing. */
    preview: useMutation({
      mutationFn: (change: CalendarChange) => call(calendarApi.preview, { body: change }),
    }),
    save: useMutation({
      mutationFn: (input: CalendarSettingsInput) => call(calendarApi.update, { body: input }),
      onSuccess,
    }),
    addDay: useMutation({
      mutationFn: (input: NonWorkingDayInput) =>
        call(calendarApi.addNonWorkingDay, { body: input }),
      onSuccess,
    }),
    removeDay: useMutation({
      mutationFn: (date: string) => call(calendarApi.removeNonWorkingDay, { params: { date } }),
      onSuccess,
    }),
  };
}
