import {
  type ListDto,
  type ListInput,
  type ListItemDto,
  type ListItemInput,
  ListItemQuery,
  ListQuery,
  type ListUpdateInput,
  limits,
  listsApi,
  type Paged,
} from '@custodia/contracts';
import {
  skipToken,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

// The pickers take one page of the largest size spec §9 allows for pickers.
const choicesPageSize = Math.max(...limits.pageSizes);

/** A name to pick; a list item also says the item of the parent list it hangs from. */
export type Choice = { value: string; label: string; parent?: string | null };

export function useListList() {
  return usePagedList<ListDto, ListQuery, typeof listsApi.list>({
    endpoint: listsApi.list,
    schema: ListQuery,
  });
}

/** One list; none asked while `id` is null. */
export function useList(id: string | null) {
  return useQuery(readQuery(listsApi.get, id === null ? skipToken : { params: { id } }));
}

/** The items of a list; `parentItemId` keeps those hanging from one item of the parent list. */
export function useListItems(listId: string, parentItemId: string | undefined) {
  return usePagedList<ListItemDto, ListItemQuery, typeof listsApi.items>({
    endpoint: listsApi.items,
    params: { id: listId },
    schema: ListItemQuery,
    fixed: { parent_item_id: parentItemId },
  });
}

export function useListItem(listId: string, itemId: string) {
  return useQuery(readQuery(listsApi.item, { params: { id: listId, itemId } }));
}

type Named = { id: string; name: string; parent_item_id?: string | null };

/** Names to pick from, as select options. */
function useChoices(read: Pick<UseQueryOptions<Paged<Named>>, 'queryKey' | 'queryFn'>) {
  return useQuery({
    ...read,
    select: (page): Choice[] =>
      page.items.map((row) => ({ value: row.id, label: row.name, parent: row.parent_item_id })),
  });
}

/** Every list, to choose a parent list from. */
export function useListChoices() {
  return useChoices(readQuery(listsApi.list, { query: { per_page: choicesPageSize } }));
}

/** The active items of a list, to choose one or a parent item from; none asked without a list. */
export function useItemChoices(listId: string | null) {
  return useChoices(
    readQuery(
      listsApi.items,
      listId === null
        ? skipToken
        : { params: { id: listId }, query: { active: 'true', per_page: choicesPageSize } },
    ),
  );
}

function useListChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // A change to an item alters its list's item count as well.
    onSuccess: () => invalidateReads(queryClient, listsApi.list.tag),
  });
}

/** A new list takes a name and a parent list; it starts active. */
export function useCreateList() {
  return useListChange((input: ListInput) => call(listsApi.create, { body: input }));
}

export function useUpdateList(id: string) {
  return useListChange((input: ListUpdateInput) =>
    call(listsApi.update, { params: { id }, body: input }),
  );
}

/** Creates an item of the list when no item id is given, else updates that item. */
export function useSaveListItem(listId: string, itemId?: string) {
  return useListChange((input: ListItemInput) =>
    itemId === undefined
      ? call(listsApi.createItem, { params: { id: listId }, body: input })
      : call(listsApi.updateItem, { params: { id: listId, itemId }, body: input }),
  );
}
