import { authApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../platform/api.ts';
import { getSession, setSession, useSession } from '../platform/session.ts';

export const sessionQueryKey = ['session'] as const;

/**
 * Re-reads the stored session from the server on start and when the window regains focus, so a
 * role granted or withdrawn since login takes effect. True once the first answer (or failure) is in.
 */
export function useSessionRefresh(): boolean {
  const loggedIn = useSession() !== null;
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      const fresh = await call(authApi.session, {}, { signal });
      const held = getSession();
      // The token we authenticate with stays ours even if the answer does not repeat it.
      if (held) setSession({ ...fresh, access: held.access });
      return fresh;
    },
    enabled: loggedIn,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
  return !loggedIn || !query.isPending;
}
