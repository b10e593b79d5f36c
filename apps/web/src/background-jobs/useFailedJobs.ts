import { backgroundJobsApi, type FailedJobDto, PageQuery } from '@custodia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useFailedJobs() {
  return usePagedList<FailedJobDto, PageQuery>({
    endpoint: backgroundJobsApi.failed,
    schema: PageQuery,
  });
}

/**
 * Runs a failed job again. The list is read again whatever the answer: a job another
 * administrator retried meanwhile (refused, 500010) leaves it as well.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(backgroundJobsApi.retry, { params: { id } }),
    onSettled: () => invalidateReads(queryClient, backgroundJobsApi.failed),
  });
}
