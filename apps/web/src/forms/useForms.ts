import {
  errorCatalogue,
  type FormDto,
  type FormInput,
  FormListQuery,
  type FormStatusValue,
  fieldsApi,
  formsApi,
  recordsApi,
} from '@custodia/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

/**
 * Status changes the user has to act on, explained on the screen: activating a form without
 * fields (30022), going back to draft (30023), deleting a form a role grants (30082).
 */
export const formStatusRefusals = [
  errorCatalogue.formNeedsField.code,
  errorCatalogue.formStatusChange.code,
  errorCatalogue.formHasRecords.code,
  errorCatalogue.formHasRoles.code,
];

export function useFormList() {
  return usePagedList<FormDto, FormListQuery, typeof formsApi.list>({
    endpoint: formsApi.list,
    schema: FormListQuery,
  });
}

export function useFormSettings(id: string) {
  return useQuery(readQuery(formsApi.get, { params: { id } }));
}

/**
 * After a change to a form or its fields, what is read of forms and fields is stale, and so are
 * the lookups into a form's records, which show its fields.
 */
export function formsChanged(queryClient: QueryClient) {
  return invalidateReads(
    queryClient,
    formsApi.list.tag,
    fieldsApi.list.tag,
    recordsApi.searchLookup,
  );
}

function useFormChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => formsChanged(queryClient) });
}

/** Creates a form (a draft) when no id is given, else replaces that form's settings. */
export function useSaveForm(id?: string) {
  return useFormChange((input: FormInput) =>
    id === undefined
      ? call(formsApi.create, { body: input })
      : call(formsApi.update, { params: { id }, body: input }),
  );
}

/** Activates or inactivates a form; the caller explains the refusals of `handledCodes`. */
export function useChangeFormStatus(id: string, handledCodes: readonly number[]) {
  return useFormChange((status: FormStatusValue) =>
    call(formsApi.changeStatus, { params: { id }, body: { status } }, { handledCodes }),
  );
}

/** Deletes a form; the caller explains the refusals of `handledCodes`. */
export function useDeleteForm(id: string, handledCodes: readonly number[]) {
  return useFormChange(() => call(formsApi.delete, { params: { id } }, { handledCodes }));
}
