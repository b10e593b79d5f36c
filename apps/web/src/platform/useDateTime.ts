import { formatDateTimeIn } from '@custodia/contracts';
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
