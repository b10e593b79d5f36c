import { dashboardApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../platform/api.ts';

export function useDashboard() {
  return useQuery(readQuery(dashboardApi.summary, {}));
}
