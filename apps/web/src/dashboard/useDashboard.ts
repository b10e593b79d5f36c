import { apiPaths, type DashboardDto } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../platform/http.ts';

export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => http.get<DashboardDto>(apiPaths.dashboard, { signal }),
  });
}
