import {
  type CompanyUpdateInput,
  companyApi,
  type MessageGatewayChange,
  type UploadLimitsInput,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../auth/index.ts';
import { call } from '../platform/api.ts';

const companyKey = ['company'] as const;

export function useCompany() {
  return useQuery({
    queryKey: companyKey,
    queryFn: ({ signal }) => call(companyApi.get, {}, { signal }),
  });
}

/**
 * Each change to the company's parameters; the session is read again after it, as it carries the
 * company's menu flag and password policy.
 */
export function useCompanyChanges() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: companyKey });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
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
