import {
  type ExportDto,
  ExportStatus,
  exportsApi,
  PageQuery,
  type RecordFilterInput,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

/** How often a running export's progress is asked for. */
const PROGRESS_MS = 1000;

/** The person's exports; read again every second while one of them is being built. */
export function useExports() {
  const list = usePagedList<ExportDto, PageQuery>({
    endpoint: exportsApi.list,
    schema: PageQuery,
  });
  const { refetch, data } = list.query;
  const running = data?.items.some((item) => item.status === ExportStatus.inProgress) ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refetch(), PROGRESS_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
  return list;
}

export function useExportableForms() {
  return useQuery(readQuery(exportsApi.forms, {}));
}

/** Exports the records of a form's list as this filter narrows it (every record without one). */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, filter }: { formId: string; filter?: RecordFilterInput }) =>
      call(exportsApi.create, {
        params: { id: formId },
        body: filter,
      }),
    onSuccess: () => invalidateReads(queryClient, exportsApi.list.tag),
  });
}

export function fetchExport(id: string): Promise<Blob> {
  return call(exportsApi.download, { params: { id } });
}
