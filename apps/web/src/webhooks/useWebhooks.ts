import {
  PageQuery,
  type WebhookDeliveryDto,
  type WebhookInput,
  type WebhookSecretDto,
  webhooksApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../platform/api.ts';
import { usePagedList } from '../platform/usePagedList.ts';

const webhooksKey = ['webhooks'] as const;

export function useWebhooks() {
  return useQuery({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => call(webhooksApi.list, {}, { signal }),
  });
}

/** Creates a subscription (answered with its secret, this once: `created`) or changes one. */
export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id?: string;
      body: WebhookInput;
    }): Promise<{ created: WebhookSecretDto | null }> => {
      if (!id) return { created: await call(webhooksApi.create, { body }) };
      await call(webhooksApi.update, { params: { id }, body });
      return { created: null };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(webhooksApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useDeliveries(webhookId: string) {
  return usePagedList<WebhookDeliveryDto, PageQuery>({
    endpoint: webhooksApi.deliveries,
    params: { id: webhookId },
    schema: PageQuery,
  });
}

/** Sends a delivery again; the list is read again to show its new attempt once made. */
export function useReplayDelivery(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      call(webhooksApi.replay, { params: { id: webhookId, deliveryId } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...webhooksKey, webhookId, 'deliveries'] }),
  });
}
