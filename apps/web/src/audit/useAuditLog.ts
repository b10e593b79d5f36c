import { type AuditEntryDto, AuditListQuery, auditApi } from '@custodia/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../platform/api.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useAuditLog() {
  return usePagedList<AuditEntryDto, AuditListQuery>({
    endpoint: auditApi.list,
    schema: AuditListQuery,
  });
}

/** Walks the company's hash chain on the server and names the first row that does not hold. */
export function useVerifyAuditLog() {
  return useMutation({ mutationFn: () => call(auditApi.verify, {}) });
}
