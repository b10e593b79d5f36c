import {
  apiPath,
  apiPaths,
  errorCatalogue,
  type FormDto,
  type FormInput,
  FormListQuery,
  type FormStatusValue,
  limits,
  type Paged,
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

/** Every form as select options, to choose the one a lookup field searches in. */
export function useFormChoices() {
  return useQuery({
    queryKey: [...formsKey, 'choices'],
    queryFn: ({ signal }) =>
      http.get<Paged<FormDto>>(apiPaths.forms, {
        query: { per_page: Math.max(...limits.pageSizes) },
        signal,
      }),
    select: (page) => page.items.map((form) => ({ value: form.id, label: form.name })),
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
