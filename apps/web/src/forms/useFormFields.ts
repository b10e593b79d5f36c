import {
  errorCatalogue,
  type FieldDefinitionInput,
  type FieldListPurpose,
  fieldsApi,
  limits,
} from '@custodia/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { formsChanged } from './useForms.ts';

/**
 * A form has few fields and they are moved one place at a time, so the screen reads them all in
 * one page of the largest size spec §9 allows, rather than paging a list being reordered.
 */
const allFieldsPageSize = Math.max(...limits.pageSizes);

/**
 * Refusals about fields the designer has to act on, explained on the screen: the form is no
 * longer a draft (30024), too many sticker fields (30026), the field is already there (30027), the
 * list is not active (30028), and the lookup rules (30029–30031).
 */
export const fieldRefusals = [
  errorCatalogue.fieldsLocked.code,
  errorCatalogue.stickerFieldsExceeded.code,
  errorCatalogue.fieldOrderUnchanged.code,
  errorCatalogue.fieldListInvalid.code,
  errorCatalogue.lookupTargetInvalid.code,
  errorCatalogue.lookupAlreadyInForm.code,
  errorCatalogue.lookupCircular.code,
];

/** The server refusals the wizard marks on the option they are about. */
export const fieldConflicts = {
  [errorCatalogue.stickerFieldsExceeded.code]: 'sticker',
  [errorCatalogue.fieldListInvalid.code]: 'item_link',
  [errorCatalogue.lookupTargetInvalid.code]: 'form_lookup_name',
  [errorCatalogue.lookupAlreadyInForm.code]: 'form_lookup_name',
  [errorCatalogue.lookupCircular.code]: 'form_lookup_name',
} satisfies Record<number, keyof FieldDefinitionInput>;

/**
 * The fields of a form, in their order, as the purpose shows them (filing leaves the hidden ones
 * out); none asked while `formId` is null.
 */
export function useFieldList(formId: string | null, permission: FieldListPurpose = 'design') {
  return useQuery(
    readQuery(
      fieldsApi.list,
      formId === null
        ? skipToken
        : { params: { id: formId }, query: { page: 1, per_page: allFieldsPageSize, permission } },
    ),
  );
}

/** The forms a lookup field of this form may search in (the server keeps to the lookup rules); none asked while `formId` is null. */
export function useLookupTargets(formId: string | null) {
  return useQuery({
    ...readQuery(
      fieldsApi.lookupTargets,
      formId === null
        ? skipToken
        : { params: { id: formId }, query: { page: 1, per_page: allFieldsPageSize } },
    ),
    select: (page) => page.items.map((form) => ({ value: form.id, label: form.name })),
  });
}

/** The looked-up form's fields a lookup may show: its required text boxes. */
export function useLookupFields(targetId: string | null) {
  return useQuery(
    readQuery(fieldsApi.lookupFields, targetId === null ? skipToken : { params: { id: targetId } }),
  );
}

export function useField(id: string) {
  return useQuery(readQuery(fieldsApi.get, { params: { id } }));
}

/** A change to a field alters its form (its field count) as well. */
function useFieldChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => formsChanged(queryClient) });
}

/** Adds a field to the form when no field id is given, else replaces that field's definition. */
export function useSaveField(formId: string, fieldId?: string) {
  return useFieldChange((input: FieldDefinitionInput) =>
    fieldId === undefined
      ? call(
          fieldsApi.create,
          { body: { form_id: formId, ...input } },
          { handledCodes: fieldRefusals },
        )
      : call(
          fieldsApi.update,
          { params: { id: fieldId }, body: input },
          { handledCodes: fieldRefusals },
        ),
  );
}

export function useMoveField(id: string) {
  return useFieldChange((order: number) =>
    call(fieldsApi.move, { params: { id }, body: { order } }, { handledCodes: fieldRefusals }),
  );
}

export function useDeleteField(formId: string, fieldId: string) {
  return useFieldChange(() =>
    call(fieldsApi.delete, { params: { id: formId, fieldId } }, { handledCodes: fieldRefusals }),
  );
}
