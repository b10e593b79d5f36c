import {
  type IntegrationConfigInput,
  type IntegrationRequestInput,
  integrationsApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../auth/useSessionRefresh.ts';
import { call } from '../platform/api.ts';

const integrationsKey = ['integrations'] as const;

export function useIntegrations() {
  return useQuery({
    queryKey: integrationsKey,
    queryFn: ({ signal }) => call(integrationsApi.list, {}, { signal }),
  });
}

export function useIntegration(id: string) {
  return useQuery({
    queryKey: [...integrationsKey, id],
    queryFn: ({ signal }) => call(integrationsApi.get, { params: { id } }, { signal }),
  });
}

/**
 * A request, a configuration or an agreement; the integrations are read again after each. A
 * configuration or an agreement may complete the integration: the session is read again too, as
 * its options show the menu's signature report.
 */
export function useIntegrationChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: integrationsKey });
  const onConfigured = async () => {
    await onSuccess();
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
  return {
    request: useMutation({
      mutationFn: (input: IntegrationRequestInput) =>
        call(integrationsApi.request, { body: input }),
      onSuccess,
    }),
    configure: useMutation({
      mutationFn: ({ id, input }: { id: string; input: IntegrationConfigInput }) =>
        call(integrationsApi.configure, { params: { id }, body: input }),
      onSuccess: onConfigured,
    }),
    agreement: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) => {
        const body = new FormData();
        body.append('agreement', file);
        return call(integrationsApi.setAgreement, { params: { id }, body });
      },
      onSuccess: onConfigured,
    }),
  };
}
