import { type TrdLevel, type TrdVisibleNodeDto, trdGrantsApi } from '@custodia/contracts';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readQuery } from '../platform/api.ts';
import { nodeLabel } from './trdLabels.ts';

/** A level as the tree names it (spec §3): 'code-name (level name)'. */
export function useLevelLabel() {
  const { t } = useTranslation();
  return (node: { code: string; name: string; level: TrdLevel }) => nodeLabel(t, node);
}

/** One level of the tree as the caller may see it: the funds (no parent) or one node's children. */
const visibleLevelQuery = (parentId?: string) =>
  readQuery(trdGrantsApi.tree, { query: parentId ? { parent_id: parentId } : {} });

/**
 * One level of the tree as the caller may see it: the funds, or one node's children. The same
 * function from render to render, so a picker loads its first level once.
 */
export function useTreeLevelFetcher() {
  const queryClient = useQueryClient();
  return useCallback(
    (parentId?: string): Promise<TrdVisibleNodeDto[]> =>
      queryClient.fetchQuery(visibleLevelQuery(parentId)),
    [queryClient],
  );
}

/** The funds as the caller may see them: where the picker starts. */
export function useTreeRoots() {
  return useQuery(visibleLevelQuery());
}

/** The files placed on one level, for a level the caller may consult. */
export function useLevelFiles(nodeId: string | null) {
  return useQuery(
    readQuery(
      trdGrantsApi.levelFiles,
      nodeId === null ? skipToken : { query: { node_id: nodeId } },
    ),
  );
}
