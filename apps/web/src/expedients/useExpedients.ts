import {
  DueListQuery,
  type ExpedientDto,
  type ExpedientInput,
  ExpedientListQuery,
  ExpedientStatus,
  type ExpedientUpdateInput,
  expedientRecordsApi,
  expedientsApi,
  filesApi,
  recordsApi,
  TrdLevel,
  type TrdNodeDto,
  trdApi,
  trdGrantsApi,
} from '@custodia/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { saveBlob } from '../platform/download.ts';
import { invalidateReads, readKey } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useExpedientConsultation() {
  return usePagedList<ExpedientDto, ExpedientListQuery>({
    endpoint: expedientsApi.list,
    schema: ExpedientListQuery,
  });
}

export function useDueExpedients() {
  return usePagedList<ExpedientDto, DueListQuery>({
    endpoint: expedientsApi.due,
    schema: DueListQuery,
  });
}

export function useExpedient(id: string) {
  return useQuery(readQuery(expedientsApi.get, { params: { id } }));
}

export function useExpedientFiles(id: string) {
  return useQuery(readQuery(expedientsApi.files, { params: { id } }));
}

function useExpedientChange<I>(send: (input: I) => Promise<ExpedientDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateReads(queryClient, expedientsApi.list.tag),
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

/** New levels show in the tree and in the expedients that hold them. */
function useStructureChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      invalidateReads(
        queryClient,
        trdApi.tree.tag,
        trdGrantsApi.levelFiles,
        expedientsApi.list.tag,
      ),
  });
}

/** Directories under `parentId`, or subdirectories when it is a directory (decision 52). */
export function useCreateDirectories(backgroundId: string, parentId: string) {
  return useStructureChange((names: string[]) =>
    call(expedientsApi.createDirectories, {
      params: { backgroundId },
      body: { serie_subserie_uuid: parentId, directory_struct: names },
    }),
  );
}

/** A subdivision's new name, or a directory's or subdirectory's. */
export function useRenameNode(backgroundId: string, node: TrdNodeDto) {
  return useStructureChange((name: string) => {
    const base = node.parent_id ?? '';
    const params = { backgroundId, id: node.id };
    return node.level === TrdLevel.subdivision
      ? call(expedientsApi.updateSubdivision, {
          params,
          body: { base_subdivision_uuid: base, name },
        })
      : call(expedientsApi.updateDirectory, { params, body: { base_directory_uuid: base, name } });
  });
}

/** Saves a series' inventory in the FUID layout, as the server writes it. */
export async function downloadFuid(series: { id: string; code: string }) {
  saveBlob(
    await call(expedientsApi.fuid, { params: { id: series.id } }),
    `FUID-${series.code}.xlsx`,
  );
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

/**
 * The open expedients whose number starts with, or whose name holds, what the person typed: where
 * a record may be placed. The first page of open ones while nothing is typed.
 */
export function useOpenExpedients(search: string) {
  const term = search.trim();
  const open = { page: 1, per_page: 10, status: ExpedientStatus.open } as const;
  return useQuery({
    // Two pages merged into a list: not an entry a plain read of the list may share.
    queryKey: readKey(
      expedientsApi.list,
      { query: term ? { ...open, number: term, name: term } : open },
      'by number or name',
    ),
    queryFn: async ({ signal }) => {
      const ask = (query: ExpedientListQuery) =>
        call(expedientsApi.list, { query }, { signal }).then((page) => page.items);
      const found = term
        ? [...(await ask({ ...open, number: term })), ...(await ask({ ...open, name: term }))]
        : await ask(open);
      return [...new Map(found.map((expedient) => [expedient.id, expedient])).values()];
    },
    placeholderData: keepPreviousData,
  });
}

/** The records placed in an expedient, the last placed first. */
export function useRelatedRecords(expedientId: string, page: number) {
  return useQuery({
    ...readQuery(expedientRecordsApi.related, {
      params: { id: expedientId },
      query: { page, per_page: 10 },
    }),
    placeholderData: keepPreviousData,
  });
}

/** A record placed in an expedient or taken out: its detail, files and the expedients change. */
function usePlacement<I, O>(recordId: string, send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      invalidateReads(
        queryClient,
        [recordsApi.get, { params: { recordId } }],
        [recordsApi.history, { params: { recordId } }],
        [filesApi.list, { params: { id: recordId } }],
        filesApi.ofTask,
        filesApi.ofProcess,
        expedientsApi.list.tag,
      ),
  });
}

export const usePlaceRecord = (recordId: string) =>
  usePlacement(recordId, (expedientId: string) =>
    call(expedientRecordsApi.setPath, {
      params: { id: recordId },
      body: { expedient_uuid: expedientId },
    }),
  );

export const useTakeRecordOut = (recordId: string) =>
  usePlacement(recordId, () => call(expedientRecordsApi.removePath, { params: { id: recordId } }));
