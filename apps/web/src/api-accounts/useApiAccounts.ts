import {
  type ApiAccountDto,
  type ApiAccountInput,
  ApiAccountListQuery,
  type ApiAccountStatusInput,
  apiAccountsApi,
} from '@custodia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useApiAccountList() {
  return usePagedList<ApiAccountDto, ApiAccountListQuery>({
    endpoint: apiAccountsApi.list,
    schema: ApiAccountListQuery,
  });
}

function useApiAccountChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateReads(queryClient, apiAccountsApi.list.tag),
  });
}

/** Answers with the generated password, which is shown this once. */
export function useCreateApiAccount() {
  return useApiAccountChange((input: ApiAccountInput) =>
    call(apiAccountsApi.create, { body: input }),
  );
}

/** Replaces the account's password with a new generated one, shown this once. */
export function useRegenerateApiAccountPassword() {
  return useApiAccountChange((id: string) =>
    call(apiAccountsApi.regeneratePassword, { params: { id } }),
  );
}

export function useChangeApiAccountStatus() {
  return useApiAccountChange(({ id, status }: ApiAccountStatusInput & { id: string }) =>
    call(apiAccountsApi.changeStatus, { params: { id }, body: { status } }),
  );
}
