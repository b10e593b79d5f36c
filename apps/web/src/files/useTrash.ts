import { filesApi, recordsApi, type TrashItemDto, TrashQuery, trashApi } from '@custodia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useTrash() {
  return usePagedList<TrashItemDto, TrashQuery>({
    endpoint: trashApi.list,
    schema: TrashQuery,
  });
}

/** Restores (1) or deletes for good (2) the chosen files; the trash and the records' files change. */
export function useTrashAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, files }: { action: 1 | 2; files: string[] }) =>
      call(trashApi.act, { query: { action }, body: { files } }),
    onSuccess: () =>
      invalidateReads(queryClient, trashApi.list.tag, filesApi.list.tag, recordsApi.list.tag),
  });
}
