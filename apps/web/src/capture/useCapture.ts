import {
  type CaptureDiscardInput,
  type CaptureFileInput,
  type CaptureItemDto,
  captureApi,
  type MailboxInput,
  PageQuery,
  recordsApi,
  usersApi,
} from '@custodia/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useMailboxes() {
  return useQuery(readQuery(captureApi.mailboxes, {}));
}

/** Adds a mailbox (no `id`) or changes one; the list is read again either way. */
export function useSaveMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: MailboxInput }) =>
      id
        ? call(captureApi.updateMailbox, { params: { id }, body })
        : call(captureApi.createMailbox, { body }),
    onSuccess: () => invalidateReads(queryClient, captureApi.mailboxes.tag),
  });
}

export function useDeleteMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(captureApi.removeMailbox, { params: { id } }),
    onSuccess: () => invalidateReads(queryClient, captureApi.mailboxes.tag),
  });
}

export function useTestMailbox() {
  return useMutation({
    mutationFn: (id: string) => call(captureApi.testMailbox, { params: { id } }),
  });
}

/** The forms the person may file in, which a rule or a tray item is filed into. */
export function useFilingForms() {
  return useQuery({
    ...readQuery(recordsApi.forms, {}),
    select: (forms) =>
      forms
        .filter((form) => form.abilities.file)
        .map((form) => ({ value: form.id, label: form.name })),
  });
}

/** The receiver as the people picker names them, before any search lists them. */
export function useReceiver(id: string | undefined) {
  return useQuery({
    ...readQuery(usersApi.get, id ? { params: { id } } : skipToken),
    select: (user) => [{ id: user.id, name: user.name }],
  });
}

export function useTray() {
  return usePagedList<CaptureItemDto, PageQuery>({
    endpoint: captureApi.tray,
    params: {},
    schema: PageQuery,
  });
}

/** A batch filed or discarded: the tray is read again, without the items decided. */
export function useTrayAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { file: CaptureFileInput } | { discard: CaptureDiscardInput }) =>
      'file' in action
        ? call(captureApi.fileItems, { body: action.file })
        : call(captureApi.discardItems, { body: action.discard }),
    onSuccess: () => invalidateReads(queryClient, captureApi.tray.tag),
  });
}
