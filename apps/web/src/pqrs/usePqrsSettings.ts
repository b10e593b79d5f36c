import {
  FormStatus,
  formsApi,
  limits,
  type PqrsNoticesInput,
  type PqrsSettingsInput,
  type PqrsTypeDto,
  type PqrsTypeInput,
  pqrsApi,
  rolesApi,
  usersApi,
} from '@custodia/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

export function usePqrsSettings() {
  return useQuery(readQuery(pqrsApi.settings, {}));
}

/** The window's settings and its types are one read: every change reads it again. */
function usePqrsChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateReads(queryClient, pqrsApi.settings),
  });
}

export function useSavePqrsSettings() {
  return usePqrsChange((body: PqrsSettingsInput) => call(pqrsApi.updateSettings, { body }));
}

/** Adds a type (no `id`) or changes one. */
export function useSavePqrsType() {
  return usePqrsChange(({ id, body }: { id?: string; body: PqrsTypeInput }) =>
    id ? call(pqrsApi.updateType, { params: { id }, body }) : call(pqrsApi.createType, { body }),
  );
}

/** The company's active forms, one of which the window files into. */
export function useIntakeFormChoices() {
  return useQuery({
    ...readQuery(formsApi.list, {
      query: { status: FormStatus.active, per_page: limits.maxPageSize },
    }),
    select: (page) => page.items.map((form) => ({ value: form.id, label: form.name })),
  });
}

/** The receiver as the people picker names them, before any search lists them. */
export function useReceiver(id: string | null) {
  return useQuery({
    ...readQuery(usersApi.get, id ? { params: { id } } : skipToken),
    select: (user) => [{ id: user.id, name: user.name }],
  });
}

/** The type dialog: closed, open on a new type (`null`), or open on one of the types. */
export function usePqrsTypeDialog() {
  const [editing, setEditing] = useState<PqrsTypeDto | null | undefined>(undefined);
  return {
    open: editing !== undefined,
    editing: editing ?? null,
    edit: (type: PqrsTypeDto | null) => setEditing(type),
    close: () => setEditing(undefined),
  };
}

/** Who hears of a PQRS running late, and whether it escalates (issue 47). */
export function usePqrsNotices() {
  return useQuery(readQuery(pqrsApi.notices, {}));
}

export function useSavePqrsNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PqrsNoticesInput) => call(pqrsApi.updateNotices, { body }),
    onSuccess: () => invalidateReads(queryClient, pqrsApi.notices),
  });
}

/** The company's roles, one of which names the PQRS supervisors. */
export function useRoleChoices() {
  return useQuery({
    ...readQuery(rolesApi.list, { query: { per_page: limits.maxPageSize } }),
    select: (page) => page.items.map((role) => ({ value: role.id, label: role.name })),
  });
}
