import {
  type CreateSignatureRequestInput,
  type SignatureReportExportQuery,
  type SignInput,
  type SigningCodeInput,
  signaturesApi,
  signingApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { saveBlob } from '../platform/download.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

/**
 * A record's requests and whether one may request more (a change of the record changes it); not
 * asked when `enabled` is false.
 */
export function useRecordSignatures(recordId: string, enabled = true) {
  return useQuery({ ...readQuery(signaturesApi.ofRecord, { params: { id: recordId } }), enabled });
}

export function useSignatureRequest(id: string) {
  return useQuery(readQuery(signaturesApi.detail, { params: { id } }));
}

/** What the report's filters offer: the forms and requesters of the requests the reader sees. */
export function useSignatureReportChoices() {
  return useQuery(readQuery(signaturesApi.reportChoices, {}));
}

/** Saves the report as the server writes it, with the screen's filters, every matching request. */
export async function downloadSignatureReport(query: SignatureReportExportQuery) {
  saveBlob(await call(signaturesApi.reportExport, { query }), 'signatures.xlsx');
}

/** The request whose signed PDF, among the form's, has this SHA-256. */
export function useSignedDocument(formId: string, hash: string) {
  return useQuery(readQuery(signaturesApi.signed, { params: { formId, hash } }));
}

/** A signatory's photo evidence, fetched when it is to be shown. */
export function useSignatoryPhoto(id: string, signatoryId: string, enabled: boolean) {
  return useQuery({ ...readQuery(signaturesApi.photo, { params: { id, signatoryId } }), enabled });
}

/** After any change to a request, its screen, its record's list and the files are stale. */
function useSignatureChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateReads(queryClient, signaturesApi.detail.tag),
  });
}

/** `key` is the dialog's: a doubled press or a retry requests once. */
export function useRequestSignatures() {
  return useSignatureChange(({ input, key }: { input: CreateSignatureRequestInput; key: string }) =>
    call(signaturesApi.create, { body: input }, { headers: { 'Idempotency-Key': key } }),
  );
}

export function useCancelSignatures(id: string) {
  return useSignatureChange(() => call(signaturesApi.cancel, { params: { id } }));
}

export function useResendSignatures(id: string) {
  return useSignatureChange(() => call(signaturesApi.resend, { params: { id } }));
}

/** The signer's own calls: the link is their only credential; every refusal is theirs to read. */
export const signing = {
  open: (token: string) => call(signingApi.open, { body: { token } }, { quiet: true }),
  sendCode: (token: string) => call(signingApi.sendCode, { body: { token } }, { quiet: true }),
  verify: (input: SigningCodeInput) => call(signingApi.verify, { body: input }, { quiet: true }),
  document: (token: string) => call(signingApi.document, { body: { token } }, { quiet: true }),
  sign: (input: SignInput) => call(signingApi.sign, { body: input }, { quiet: true }),
  /** The link goes first: the server reads it before the picture. */
  photo: (token: string, picture: Blob) => {
    const body = new FormData();
    body.append('token', token);
    body.append('photo', picture, 'photo');
    return call(signingApi.photo, { body }, { quiet: true });
  },
};
