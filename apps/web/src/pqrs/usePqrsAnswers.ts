import {
  type AnswerDraftInput,
  type AnsweringSettingsInput,
  type AnswerSendInput,
  type AnswerTemplateDto,
  type AnswerTemplateInput,
  type DispatchSettlementInput,
  pqrsAnswersApi,
  pqrsApi,
  recordsApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

/** The company's outgoing form and answer templates: one read, read again after every change. */
export function useAnswering() {
  return useQuery(readQuery(pqrsAnswersApi.answering, {}));
}

function useAnsweringChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateReads(queryClient, pqrsAnswersApi.answering),
  });
}

export const useSaveAnswering = () =>
  useAnsweringChange((body: AnsweringSettingsInput) =>
    call(pqrsAnswersApi.updateAnswering, { body }),
  );

/** Adds a template (no `id`) or changes one. */
export const useSaveTemplate = () =>
  useAnsweringChange(({ id, body }: { id?: string; body: AnswerTemplateInput }) =>
    id
      ? call(pqrsAnswersApi.updateTemplate, { params: { id }, body })
      : call(pqrsAnswersApi.createTemplate, { body }),
  );

export const useDeleteTemplate = () =>
  useAnsweringChange((id: string) => call(pqrsAnswersApi.deleteTemplate, { params: { id } }));

/** The template dialog: closed, open on a new template (`null`), or open on one. */
export function useTemplateDialog() {
  const [editing, setEditing] = useState<AnswerTemplateDto | null | undefined>(undefined);
  return {
    open: editing !== undefined,
    editing: editing ?? null,
    edit: (template: AnswerTemplateDto | null) => setEditing(template),
    close: () => setEditing(undefined),
  };
}

/** A record's PQRS answer: null for a record that is no PQRS. */
export function useRecordAnswer(recordId: string) {
  return useQuery({
    ...readQuery(pqrsAnswersApi.ofRecord, { params: { id: recordId } }),
    select: (answer) => answer.answer,
  });
}

/**
 * A change to a PQRS's answer. Preparing files a record and links it, sending may answer the PQRS:
 * the PQRS, the record's detail (its links) and the answer are read again.
 */
function useAnswerChange<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      invalidateReads(queryClient, pqrsAnswersApi.ofRecord, pqrsApi.ofRecord, recordsApi.get),
  });
}

export const useFillTemplate = (recordId: string) =>
  useMutation({
    mutationFn: (templateId: string) =>
      call(pqrsAnswersApi.fill, { params: { id: recordId }, body: { template_id: templateId } }),
  });

export const useSaveDraft = (recordId: string) =>
  useAnswerChange((body: AnswerDraftInput) =>
    call(pqrsAnswersApi.saveDraft, { params: { id: recordId }, body }),
  );

export const usePrepareAnswer = (recordId: string) =>
  useAnswerChange(() => call(pqrsAnswersApi.prepare, { params: { id: recordId } }));

export const useSealAnswer = (recordId: string) =>
  useAnswerChange(() => call(pqrsAnswersApi.seal, { params: { id: recordId } }));

export const useSendAnswer = (recordId: string) =>
  useAnswerChange((body: AnswerSendInput) =>
    call(pqrsAnswersApi.send, { params: { id: recordId }, body }),
  );

export const useSettleDispatch = (recordId: string) =>
  useAnswerChange(({ id, body }: { id: string; body: DispatchSettlementInput }) =>
    call(pqrsAnswersApi.settleDispatch, { params: { id: recordId, deliveryId: id }, body }),
  );
