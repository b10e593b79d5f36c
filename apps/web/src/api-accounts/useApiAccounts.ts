import {
  type ApiAccountDto,
  type ApiAccountInput,
  ApiAccountListQuery,
  type ApiAccountSecretDto,
  type ApiAccountStatusInput,
  apiPath,
  apiPaths,
} from '@custodia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../platform/http.ts';
import { usePagedList } from '../platform/usePagedList.ts';

const apiAccountsKey = ['api-accounts'] as const;

export function useApiAccountList() {
  return usePagedList<ApiAccountDto, ApiAccountListQuery>({
    key: [...apiAccountsKey, 'list'],
    path: apiPaths.apiAccounts,
    schema: ApiAccountListQuery,
  });
}

function useApiAccountChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAccountsKey }),
  });
}

/** Answers with the generated password, which is shown this once. */
export function useCreateApiAccount() {
  return useApiAccountChange((input: ApiAccountInput) =>
    http.post<ApiAccountSecretDto>(apiPaths.apiAccounts, input),
  );
}

/** Replaces the account's password with a new generated one, shown this once. */
export function useRegenerateApiAccountPassword() {
  return useApiAccountChange((id: string) =>
    http.patch<ApiAccountSecretDto>(apiPath(apiPaths.apiAccountPassword, { id })),
  );
}

export function useChangeApiAccountStatus() {
  return useApiAccountChange(({ id, status }: ApiAccountStatusInput & { id: string }) =>
    http.patch<ApiAccountDto>(apiPath(apiPaths.apiAccount, { id }), { status }),
  );
}
