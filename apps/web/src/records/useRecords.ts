import {
  type CancelRecordInput,
  errorCatalogue,
  type FileRecordInput,
  type FilingStart,
  fieldsApi,
  filesApi,
  formsApi,
  type RecordDetailDto,
  type RecordFilter,
  type RecordListQuery,
  type RecordReadQuery,
  recordsApi,
  signaturesApi,
  workflowsApi,
} from '@custodia/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

/**
 * Refusals the filing screen marks on the field they are about: a taken unique value, a gone
 * choice, a workflow to choose.
 */
export const filingRefusals = [
  errorCatalogue.recordValueTaken.code,
  errorCatalogue.recordChoiceUnavailable.code,
  errorCatalogue.workflowChoiceRequired.code,
];

/** The forms the user may file in (spec §7 availables-per-user). */
export function useFormsToFile() {
  return useQuery(readQuery(formsApi.availableToFile, {}));
}

/** Spec §2 /record/list/forms: the forms whose records the user files or reads, with counts. */
export function useRecordForms() {
  return useQuery(readQuery(recordsApi.forms, {}));
}

/** Whether a filter asks anything: a plain list is read with GET, a filtered one is posted. */
export function isFiltered(filter: RecordFilter): boolean {
  return filter.criteria.length > 0 || filter.text !== '';
}

/**
 * A page of one form's records, filtered as the address says. A bookmarked filter the form no
 * longer takes (a field no longer searchable) answers 30010, which the list shows itself.
 */
export function useRecordList(formId: string, filter: RecordFilter, page: RecordListQuery) {
  const options = { handledCodes: [errorCatalogue.validation.code] };
  return useQuery({
    ...(isFiltered(filter)
      ? readQuery(
          recordsApi.searchFilter,
          { params: { id: formId }, query: page, body: filter },
          options,
        )
      : readQuery(recordsApi.list, { params: { id: formId }, query: page }, options)),
    placeholderData: keepPreviousData,
  });
}

/** The workflows filing a record of the form starts (spec §3 mandatory start), to choose from. */
export function useFilingWorkflows(formId: string) {
  return useQuery(readQuery(workflowsApi.filingChoices, { params: { formId } }));
}

export function useFileRecord(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per record being filled in: a doubled click or a retry files it once.
    mutationFn: ({ input, key }: { input: FileRecordInput & FilingStart; key: string }) =>
      call(
        recordsApi.file,
        { params: { id: formId }, body: input },
        { handledCodes: filingRefusals, headers: { 'Idempotency-Key': key } },
      ),
    // The form's record count, its list and any lookup into it have changed.
    onSuccess: () =>
      invalidateReads(queryClient, formsApi.list.tag, fieldsApi.list.tag, recordsApi.list.tag),
  });
}

/** Refusals the record screens explain themselves: the record is gone, or cancelled. */
const recordRefusals = [errorCatalogue.recordNotFound.code, errorCatalogue.recordCancelled.code];

/**
 * One record as its detail shows it; read to be edited (`action: 'edit'`), the server refuses
 * one the person may not edit now.
 */
export function useRecord(formId: string, recordId: string, action: RecordReadQuery['action']) {
  return useQuery(
    readQuery(
      recordsApi.get,
      { params: { id: formId, recordId }, query: { action } },
      { handledCodes: recordRefusals },
    ),
  );
}

/** A record's history; `quiet` where another screen only borrows it and says nothing on failure. */
export function useRecordHistory(formId: string, recordId: string, { quiet = false } = {}) {
  return useQuery(
    readQuery(
      recordsApi.history,
      { params: { id: formId, recordId } },
      { handledCodes: recordRefusals, quiet },
    ),
  );
}

/**
 * After an edit or a cancellation the record, its history and the lists holding it have changed,
 * and so has what may be done with its files: a cancelled record takes no more files and no
 * signature requests (its files' "Request signatures" follows the requests' `can_request`).
 */
function useRecordChange<I>(recordId: string, change: (input: I) => Promise<RecordDetailDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      invalidateReads(
        queryClient,
        recordsApi.list.tag,
        [filesApi.list, { params: { id: recordId } }],
        filesApi.ofTask,
        filesApi.ofProcess,
        [signaturesApi.ofRecord, { params: { id: recordId } }],
      ),
  });
}

export function useEditRecord(formId: string, recordId: string) {
  return useRecordChange(recordId, (input: FileRecordInput) =>
    call(
      recordsApi.edit,
      { params: { formId, id: recordId }, body: input },
      { handledCodes: filingRefusals },
    ),
  );
}

export function useCancelRecord(formId: string, recordId: string) {
  return useRecordChange(recordId, (input: CancelRecordInput) =>
    call(recordsApi.cancel, { params: { id: formId, recordId }, body: input }),
  );
}
