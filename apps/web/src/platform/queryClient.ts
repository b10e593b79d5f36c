import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. Failures are already explained to the user by the transport;
 * retrying would repeat the message.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
