import {
  apiPath,
  apiPaths,
  type ListDto,
  type ListItemDto,
  ListItemQuery,
  type ListItemUpdateInput,
  ListQuery,
  type ListUpdateInput,
  limits,
  type Paged,
} from '@custodia/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../platform/http.ts';
import { usePagedList } from '../platform/usePagedList.ts';

/** Lists and their items share one key: a change to an item alters its list's item count. */
const listsKey = ['lists'] as const;

// The pickers take one page of the largest size spec §9 allows for pickers.
const choicesPageSize = Math.max(...limits.pageSizes);

export type Choice = { value: string; label: string };

export function useListList() {
  return usePagedList<ListDto, ListQuery>({
    key: [...listsKey, 'list'],
    path: apiPaths.lists,
    schema: ListQuery,
  });
}

/** One list; none asked while `id` is null. */
export function useList(id: string | null) {
  return useQuery({
    queryKey: [...listsKey, id],
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => http.get<ListDto>(apiPath(apiPaths.list, { id }), { signal }),
  });
}

/** The items of a list; `parentItemId` keeps those hanging from one item of the parent list. */
export function useListItems(listId: string, parentItemId: string | undefined) {
  return usePagedList<ListItemDto, ListItemQuery>({
    key: [...listsKey, listId, 'items'],
    path: apiPath(apiPaths.listItems, { id: listId }),
    schema: ListItemQuery,
    fixed: { parent_item_id: parentItemId },
  });
}

export function useListItem(listId: string, itemId: string) {
  return useQuery({
    queryKey: [...listsKey, listId, 'items', itemId],
    queryFn: ({ signal }) =>
      http.get<ListItemDto>(apiPath(apiPaths.listItem, { id: listId, itemId }), { signal }),
  });
}

/** Names to pick from, as select options; nothing is asked while `path` is null. */
function useChoices(key: readonly unknown[], path: string | null, query: Record<string, string>) {
  return useQuery({
    queryKey: [...listsKey, 'choices', ...key],
    queryFn:
      path === null
        ? skipToken
        : ({ signal }) =>
            http.get<Paged<{ id: string; name: string }>>(path, {
              query: { ...query, per_page: choicesPageSize },
              signal,
            }),
    select: (page): Choice[] => page.items.map((row) => ({ value: row.id, label: row.name })),
  });
}

/** Every list, to choose a parent list from. */
export function useListChoices() {
  return useChoices([], apiPaths.lists, {});
}

/** The active items of a list, to choose a parent item from; none asked without a list. */
export function useItemChoices(listId: string | null) {
  return useChoices(
    [listId],
    listId === null ? null : apiPath(apiPaths.listItems, { id: listId }),
    { active: 'true' },
  );
}

function useListChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

/** Creates a list when no id is given (a new one takes name and parent), else updates that list. */
export function useSaveList(id?: string) {
  return useListChange((input: ListUpdateInput) =>
    id === undefined
      ? http.post<ListDto>(apiPaths.lists, input)
      : http.patch<ListDto>(apiPath(apiPaths.list, { id }), input),
  );
}

/** Creates an item of the list when no item id is given, else updates that item. */
export function useSaveListItem(listId: string, itemId?: string) {
  return useListChange((input: ListItemUpdateInput) =>
    itemId === undefined
      ? http.post<ListItemDto>(apiPath(apiPaths.listItems, { id: listId }), input)
      : http.patch<ListItemDto>(apiPath(apiPaths.listItem, { id: listId, itemId }), input),
  );
}
