import {
  PageQuery,
  type WebhookDeliveryDto,
  type WebhookInput,
  type WebhookSecretDto,
  webhooksApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useWebhooks() {
  return useQuery(readQuery(webhooksApi.list, {}));
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
    onSuccess: () => invalidateReads(queryClient, webhooksApi.list.tag),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(webhooksApi.remove, { params: { id } }),
    onSuccess: () => invalidateReads(queryClient, webhooksApi.list.tag),
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
      invalidateReads(queryClient, [webhooksApi.deliveries, { params: { id: webhookId } }]),
  });
}
