import {
  expedientsApi,
  type HoldDto,
  HoldListQuery,
  holdsApi,
  type PlaceHoldInput,
  type ReleaseHoldInput,
  recordsApi,
  trdApi,
} from '@custodia/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useHoldList() {
  return usePagedList<HoldDto, z.output<typeof HoldListQuery>>({
    endpoint: holdsApi.list,
    schema: HoldListQuery,
  });
}

/** Who may answer for a hold, read once a dialog asks for them. */
export function useHoldOwners(asked: boolean) {
  return useQuery(readQuery(holdsApi.owners, asked ? {} : skipToken));
}

/**
 * A hold placed or released changes what the screens of what it covers show and allow: the
 * holds, and the reads of records, expedients and the tree, are taken again.
 */
function useHoldChange<T>(send: (input: T) => Promise<HoldDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      invalidateReads(
        queryClient,
        holdsApi.list.tag,
        recordsApi.get.tag,
        expedientsApi.get.tag,
        trdApi.node.tag,
      ),
  });
}

export function usePlaceHold() {
  return useHoldChange((body: PlaceHoldInput) => call(holdsApi.place, { body }));
}

export function useReleaseHold(id: string) {
  return useHoldChange((body: ReleaseHoldInput) =>
    call(holdsApi.release, { params: { id }, body }),
  );
}
