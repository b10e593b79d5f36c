import {
  type AuditEntryDto,
  AuditListQuery,
  type AuditVerifyDto,
  apiPaths,
} from '@custodia/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../platform/http.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useAuditLog() {
  return usePagedList<AuditEntryDto, AuditListQuery>({
    key: ['audit', 'log'],
    path: apiPaths.auditLogs,
    schema: AuditListQuery,
  });
}

/** Walks the company's hash chain on the server and names the first row that does not hold. */
export function useVerifyAuditLog() {
  return useMutation({ mutationFn: () => http.post<AuditVerifyDto>(apiPaths.auditVerify) });
}
