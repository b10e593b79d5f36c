import { authApi, SessionDto } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { call } from '../platform/api.ts';
import { readKey } from '../platform/queryKeys.ts';
import { clearSession, getSession, setSession, useSession } from '../platform/session.ts';

/** The session's read, which logging in fills with the answer; other features name authApi.session. */
export const sessionQueryKey = readKey(authApi.session);

/**
 * The logged-in shell's gate: checks the stored session against its contract (the first screen
 * read it without the schema: a value an older release stored ends the session), then re-reads it
 * from the server on start and when the window regains focus, so a role granted or withdrawn since
 * login takes effect. True once the first answer (or failure) is in.
 */
export function useSessionRefresh(): boolean {
  const session = useSession();
  const valid = useMemo(() => session !== null && SessionDto.safeParse(session).success, [session]);
  useEffect(() => {
    if (session && !valid) clearSession();
  }, [session, valid]);
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      const fresh = await call(authApi.session, {}, { signal });
      const held = getSession();
      // The token we authenticate with stays ours even if the answer does not repeat it.
      if (held) setSession({ ...fresh, access: held.access });
      return fresh;
    },
    enabled: valid,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
  return valid && !query.isPending;
}
