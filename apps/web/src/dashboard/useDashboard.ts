import { dashboardApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../platform/api.ts';

export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call(dashboardApi.summary, {}, { signal }),
  });
}
