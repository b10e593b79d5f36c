import {
  type DocumentaryTypeDto,
  type DocumentaryTypeInput,
  documentaryTypesApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../platform/api.ts';

const documentaryTypesKey = ['documentary-types'] as const;

/** The company's documentary types whose name holds `name`, by name. */
export function useDocumentaryTypes(name = '') {
  return useQuery({
    queryKey: [...documentaryTypesKey, 'list', name],
    queryFn: ({ signal }) =>
      call(documentaryTypesApi.list, { query: name ? { name } : {} }, { signal }),
  });
}

export function useDocumentaryType(id: string) {
  return useQuery({
    queryKey: [...documentaryTypesKey, id],
    queryFn: ({ signal }) => call(documentaryTypesApi.get, { params: { id } }, { signal }),
  });
}

function useTypeChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentaryTypesKey }),
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
  return useQuery({
    queryKey: [...documentaryTypesKey, 'choices'],
    queryFn: ({ signal }) => call(documentaryTypesApi.choices, {}, { signal }),
    staleTime: 60_000,
  });
}
