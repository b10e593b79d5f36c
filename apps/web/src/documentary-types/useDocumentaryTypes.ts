import {
  type DocumentaryTypeDto,
  type DocumentaryTypeInput,
  documentaryTypesApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

/** The company's documentary types whose name holds `name`, by name. */
export function useDocumentaryTypes(name = '') {
  return useQuery(readQuery(documentaryTypesApi.list, { query: name ? { name } : {} }));
}

export function useDocumentaryType(id: string) {
  return useQuery(readQuery(documentaryTypesApi.get, { params: { id } }));
}

function useTypeChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The types share their group with the TRD tree, which they do not change.
    onSuccess: () =>
      invalidateReads(
        queryClient,
        documentaryTypesApi.list,
        documentaryTypesApi.get,
        documentaryTypesApi.choices,
      ),
  });
}

export const useCreateDocumentaryType = () =>
  useTypeChange((input: DocumentaryTypeInput) => call(documentaryTypesApi.create, { body: input }));

export const useRenameDocumentaryType = (id: string) =>
  useTypeChange((input: DocumentaryTypeInput) =>
    call(documentaryTypesApi.update, { params: { id }, body: input }),
  );

export const useDeleteDocumentaryType = () =>
  useTypeChange((type: DocumentaryTypeDto) =>
    call(documentaryTypesApi.delete, { params: { id: type.id } }),
  );

/** Every type of the company by name, for naming a file's type: anyone who files may read them. */
export function useDocumentaryTypeChoices() {
  return useQuery({ ...readQuery(documentaryTypesApi.choices, {}), staleTime: 60_000 });
}
