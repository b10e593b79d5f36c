import {
  authApi,
  type CompanyUpdateInput,
  companyApi,
  type MessageGatewayChange,
  type UploadLimitsInput,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

export function useCompany() {
  return useQuery(readQuery(companyApi.get, {}));
}

/**
 * Each change to the company's parameters; the session is read again after it, as it carries the
 * company's menu flag and password policy.
 */
export function useCompanyChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateReads(queryClient, companyApi.get.tag, authApi.session);
  return {
    save: useMutation({
      mutationFn: (input: CompanyUpdateInput) => call(companyApi.update, { body: input }),
      onSuccess,
    }),
    saveUploadLimits: useMutation({
      mutationFn: (input: UploadLimitsInput) =>
        call(companyApi.updateUploadLimits, { body: input }),
      onSuccess,
    }),
    saveMessageGateway: useMutation({
      mutationFn: (input: MessageGatewayChange) =>
        call(companyApi.setMessageGateway, { body: input }),
      onSuccess,
    }),
    removeMessageGateway: useMutation({
      mutationFn: () => call(companyApi.removeMessageGateway, {}),
      onSuccess,
    }),
  };
}
