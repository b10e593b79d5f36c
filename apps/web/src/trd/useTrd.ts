import {
  structureEndpoints,
  TrdLevel,
  type TrdNodeDetailDto,
  type TrdNodeDto,
  type TrdNodeFormInput,
  trdApi,
  trdGrantsApi,
} from '@custodia/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

/** One level of the tree: the funds (no parent) or one node's children. */
export const levelQuery = (parentId: string | undefined) =>
  readQuery(trdApi.tree, { query: parentId ? { parent_id: parentId } : {} });

export function useTrdNode(id: string | undefined) {
  return useQuery(readQuery(trdApi.node, id === undefined ? skipToken : { params: { id } }));
}

/** A change to the tree shows in every tree read, and in the files placed on its levels. */
function useTrdChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateReads(queryClient, trdApi.tree.tag, trdGrantsApi.levelFiles),
  });
}

/** Where a new node goes: a fund, or a child of `parent` at `level`. */
export type NodePlace =
  | { level: typeof TrdLevel.fund }
  | { level: 2 | 3 | 4 | 5; parent: TrdNodeDetailDto };

export function useCreateNode(place: NodePlace) {
  return useTrdChange((input: TrdNodeFormInput): Promise<TrdNodeDetailDto> => {
    if (place.level === TrdLevel.fund) return call(trdApi.createFund, { body: input });
    return call(structureEndpoints[place.level].create, {
      params: { backgroundId: place.parent.background_id },
      body: { ...input, parent_uuid: place.parent.id },
    });
  });
}

export function useUpdateNode(node: TrdNodeDetailDto) {
  return useTrdChange((input: TrdNodeFormInput): Promise<TrdNodeDetailDto> => {
    if (node.level === TrdLevel.fund) {
      return call(trdApi.updateFund, { params: { id: node.id }, body: input });
    }
    const endpoints = structureEndpoints[node.level as 2 | 3 | 4 | 5];
    return call(endpoints.update, {
      params: { backgroundId: node.background_id, id: node.id },
      body: input,
    });
  });
}

export function useDeleteNode() {
  return useTrdChange((node: TrdNodeDto) =>
    call(trdApi.deleteNode, { params: { id: node.id, level: node.level } }),
  );
}
