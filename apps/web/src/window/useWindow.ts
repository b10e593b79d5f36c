import type { WindowDto } from '@custodia/contracts';
import { apiPath, errorCatalogue, windowOpenPath } from '@custodia/contracts/plain';
import { useCallback, useEffect, useState } from 'react';
import { request } from '../platform/http.ts';

export type WindowRead =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'open'; window: WindowDto };

/**
 * The window's company, types, policy and a fresh challenge. Read through the plain transport at
 * the path `windowApi.open` declares, so the page shows before the typed client and zod load
 * (decision 84); `renew` takes a new challenge once one is spent.
 */
export function useWindow(domain: string): { read: WindowRead; renew(): void } {
  const [read, setRead] = useState<WindowRead>({ state: 'loading' });
  const renew = useCallback(() => {
    request<WindowDto>('GET', apiPath(windowOpenPath, { domain }), {
      handledCodes: [errorCatalogue.pqrsWindowNotFound.code],
    }).then(
      (window) => setRead(window.open ? { state: 'open', window } : { state: 'missing' }),
      () => setRead({ state: 'missing' }),
    );
  }, [domain]);
  useEffect(renew, [renew]);
  return { read, renew };
}
