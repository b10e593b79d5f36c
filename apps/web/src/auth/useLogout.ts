import { authApi } from '@custodia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../platform/api.ts';
import { paths } from '../platform/paths.ts';
import { clearSession } from '../platform/session.ts';

/** Forgets the session on this device and returns to the login page. */
export function useEndSession(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    navigate(paths.login, { replace: true });
    queryClient.clear();
  };
}

/** The server revokes the token; the local session ends even if that call fails. */
export function useLogout() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: () => call(authApi.logout, {}, { quiet: true }),
    onSettled: endSession,
  });
}
