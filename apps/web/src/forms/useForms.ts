import {
  apiPath,
  apiPaths,
  errorCatalogue,
  type FormDto,
  type FormInput,
  FormListQuery,
  type FormStatusValue,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../platform/http.ts';
import { usePagedList } from '../platform/usePagedList.ts';

const formsKey = ['forms'] as const;

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
  return usePagedList<FormDto, FormListQuery>({
    key: [...formsKey, 'list'],
    path: apiPaths.forms,
    schema: FormListQuery,
  });
}

export function useFormSettings(id: string) {
  return useQuery({
    queryKey: [...formsKey, id],
    queryFn: ({ signal }) => http.get<FormDto>(apiPath(apiPaths.form, { id }), { signal }),
  });
}

function useFormChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKey }),
  });
}

/** Creates a form (a draft) when no id is given, else replaces that form's settings. */
export function useSaveForm(id?: string) {
  return useFormChange((input: FormInput) =>
    id === undefined
      ? http.post<FormDto>(apiPaths.forms, input)
      : http.put<FormDto>(apiPath(apiPaths.form, { id }), input),
  );
}

/** Deleting is the status 4; the caller explains the refusals of `handledCodes`. */
export function useChangeFormStatus(id: string, handledCodes: readonly number[]) {
  return useFormChange((status: FormStatusValue) =>
    http.patch<unknown>(apiPath(apiPaths.formStatus, { id }), { status }, { handledCodes }),
  );
}
