import {
  type IntegrationConfigInput,
  type IntegrationRequestInput,
  integrationsApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads, readKey } from '../platform/queryKeys.ts';

export function useIntegrations() {
  return useQuery(readQuery(integrationsApi.list, {}));
}

export function useIntegration(id: string) {
  return useQuery(readQuery(integrationsApi.get, { params: { id } }));
}

/** A request, a configuration or an agreement; the integrations are read again after each. */
export function useIntegrationChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateReads(queryClient, integrationsApi.list.tag);
  return {
    request: useMutation({
      mutationFn: (input: IntegrationRequestInput) =>
        call(integrationsApi.request, { body: input }),
      onSuccess,
    }),
    configure: useMutation({
      mutationFn: ({ id, input }: { id: string; input: IntegrationConfigInput }) =>
        call(integrationsApi.configure, { params: { id }, body: input }),
      onSuccess,
    }),
    agreement: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) => {
        const body = new FormData();
        body.append('agreement', file);
        return call(integrationsApi.setAgreement, { params: { id }, body });
      },
      onSuccess,
    }),
  };
}

export function useSealCertificate() {
  return useQuery(readQuery(integrationsApi.sealCertificate, {}));
}

/** A new seal certificate and its passphrase, sent together; what is shown is read again. */
export function useSetSealCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, passphrase }: { file: File; passphrase: string }) => {
      const body = new FormData();
      body.append('passphrase', passphrase);
      body.append('certificate', file);
      return call(integrationsApi.setSealCertificate, { body });
    },
    onSuccess: (answer) =>
      queryClient.setQueryData(readKey(integrationsApi.sealCertificate, {}), answer),
  });
}
