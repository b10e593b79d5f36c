import { formatDateTimeIn, wallClockIn } from '@custodia/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { useActiveSession } from './session.ts';

/**
 * Spec §5 dd/MM/yyyy hh:mm of an instant in the company's time zone, wherever the browser is: a
 * filing time is a legal fact, read alike on every screen, export and document (decision 79).
 */
export function useDateTime(): (at: string) => string {
  const zone = useActiveSession().time_zone;
  return useCallback((at: string) => formatDateTimeIn(at, zone), [zone]);
}

/** Today on the company's clock, as a date picker holds a day: the day the server reads. */
export function useCompanyToday(): Dayjs {
  return dayjs(wallClockIn(new Date(), useActiveSession().time_zone).slice(0, 10));
}
