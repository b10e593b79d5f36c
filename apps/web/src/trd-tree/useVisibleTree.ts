import { type TrdLevel, type TrdVisibleNodeDto, trdGrantsApi } from '@custodia/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../platform/api.ts';
import { nodeLabel } from './trdLabels.ts';

/** A level as the tree names it (spec §3): 'code-name (level name)'. */
export function useLevelLabel() {
  const { t } = useTranslation();
  return (node: { code: string; name: string; level: TrdLevel }) => nodeLabel(t, node);
}

const treeKey = ['trd', 'tree', 'role-permissions'] as const;

/**
 * One level of the tree as the caller may see it: the funds, or one node's children. The same
 * function from render to render, so a picker loads its first level once.
 */
export function useTreeLevelFetcher() {
  const queryClient = useQueryClient();
  return useCallback(
    (parentId?: string): Promise<TrdVisibleNodeDto[]> =>
      queryClient.fetchQuery({
        queryKey: [...treeKey, parentId ?? null],
        queryFn: ({ signal }) =>
          call(trdGrantsApi.tree, { query: parentId ? { parent_id: parentId } : {} }, { signal }),
      }),
    [queryClient],
  );
}

/** The funds as the caller may see them: where the picker starts. */
export function useTreeRoots() {
  return useQuery({
    queryKey: [...treeKey, null],
    queryFn: ({ signal }) => call(trdGrantsApi.tree, { query: {} }, { signal }),
  });
}

/** The files placed on one level, for a level the caller may consult. */
export function useLevelFiles(nodeId: string | null) {
  return useQuery({
    queryKey: ['trd', 'files', nodeId],
    queryFn: ({ signal }) =>
      call(trdGrantsApi.levelFiles, { query: { node_id: nodeId as string } }, { signal }),
    enabled: nodeId !== null,
  });
}
