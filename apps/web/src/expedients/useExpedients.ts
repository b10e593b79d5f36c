import {
  DueListQuery,
  type ExpedientDto,
  type ExpedientInput,
  ExpedientListQuery,
  type ExpedientUpdateInput,
  expedientsApi,
  type TrdNodeDto,
  trdApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../files/saveFile.ts';
import { call } from '../platform/api.ts';
import { usePagedList } from '../platform/usePagedList.ts';

const expedientsKey = ['expedients'] as const;

export function useExpedientConsultation() {
  return usePagedList<ExpedientDto, ExpedientListQuery>({
    key: [...expedientsKey, 'list'],
    endpoint: expedientsApi.list,
    schema: ExpedientListQuery,
  });
}

export function useDueExpedients() {
  return usePagedList<ExpedientDto, DueListQuery>({
    key: [...expedientsKey, 'due'],
    endpoint: expedientsApi.due,
    schema: DueListQuery,
  });
}

export function useExpedient(id: string) {
  return useQuery({
    queryKey: [...expedientsKey, id],
    queryFn: ({ signal }) => call(expedientsApi.get, { params: { id } }, { signal }),
  });
}

export function useExpedientFiles(id: string) {
  return useQuery({
    queryKey: [...expedientsKey, id, 'files'],
    queryFn: ({ signal }) => call(expedientsApi.files, { params: { id } }, { signal }),
  });
}

function useExpedientChange<I>(send: (input: I) => Promise<ExpedientDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expedientsKey }),
  });
}

export function useCreateExpedient(backgroundId: string) {
  return useExpedientChange((input: ExpedientInput) =>
    call(expedientsApi.create, { params: { backgroundId }, body: input }),
  );
}

export function useUpdateExpedient(expedient: ExpedientDto) {
  return useExpedientChange((input: ExpedientUpdateInput) =>
    call(expedientsApi.update, {
      params: { backgroundId: expedient.background_id, id: expedient.id },
      body: input,
    }),
  );
}

export function useCloseExpedient(id: string) {
  return useExpedientChange(() => call(expedientsApi.close, { params: { id } }));
}

export function useCreateSubdivisions(expedient: ExpedientDto) {
  return useMutation({
    mutationFn: (names: string[]) =>
      call(expedientsApi.createSubdivisions, {
        params: { backgroundId: expedient.background_id },
        body: { expedient_uuid: expedient.id, subdivision_struct: names },
      }),
  });
}

export function useVerifyExpedient(id: string) {
  return useMutation({ mutationFn: () => call(expedientsApi.verify, { params: { id } }) });
}

/** Saves the electronic index as the server writes it, XML or PDF. */
export async function downloadIndex(expedient: ExpedientDto, format: 'xml' | 'pdf') {
  const endpoint = format === 'xml' ? expedientsApi.indexXml : expedientsApi.indexPdf;
  saveBlob(
    await call(endpoint, { params: { id: expedient.id } }),
    `indice-${expedient.number}.${format}`,
  );
}

/** One level of the TRD tree (the funds without a parent), for the series picker. */
export function treeLevel(parentId?: string): Promise<TrdNodeDto[]> {
  return call(trdApi.tree, { query: parentId ? { parent_id: parentId } : {} });
}
