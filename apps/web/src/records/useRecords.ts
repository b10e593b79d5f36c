import {
  errorCatalogue,
  type FileRecordInput,
  formsApi,
  limits,
  recordsApi,
} from '@custodia/contracts';
import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../platform/api.ts';

/** Refusals the filing screen marks on the field they are about: a taken unique value, a gone choice. */
export const filingRefusals = [
  errorCatalogue.recordValueTaken.code,
  errorCatalogue.recordChoiceUnavailable.code,
];

/** The forms the user may file in (spec §7 availables-per-user). */
export function useFormsToFile() {
  return useQuery({
    queryKey: ['forms', 'to-file'],
    queryFn: ({ signal }) => call(formsApi.availableToFile, {}, { signal }),
  });
}

export function useFileRecord(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per record being filled in: a doubled click or a retry files it once.
    mutationFn: ({ input, key }: { input: FileRecordInput; key: string }) =>
      call(
        recordsApi.file,
        { params: { id: formId }, body: input },
        { handledCodes: filingRefusals, headers: { 'Idempotency-Key': key } },
      ),
    // The form's record count and any lookup into it have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}

/**
 * The records a lookup field of form `formId` may point at, 5 a page (spec §9); none asked while
 * the search is closed.
 */
export function useLookupRecords(formId: string, search: { text: string; page: number } | null) {
  return useQuery({
    queryKey: ['forms', 'lookup-records', formId, search],
    queryFn:
      search === null
        ? skipToken
        : ({ signal }) =>
            call(
              recordsApi.searchLookup,
              {
                params: { id: formId },
                query: { search: search.text, page: search.page, per_page: limits.lookupPageSize },
              },
              { signal },
            ),
    placeholderData: keepPreviousData,
  });
}
