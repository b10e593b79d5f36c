import { z } from 'zod';
import { EntityName, IdParams } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { UserStatusValue } from './enums.ts';
import { limits } from './limits.ts';
import { PageQuery, paged } from './paging.ts';

/** A third-party (integration) account: uses the API only, never the web app. */
export const ApiAccountInput = z.object({
  name: EntityName(limits.apiAccountName.min, limits.apiAccountName.max),
});
export type ApiAccountInput = z.infer<typeof ApiAccountInput>;

export const ApiAccountListQuery = PageQuery.extend({
  name: z.string().trim().max(limits.apiAccountName.max).optional(),
});
export type ApiAccountListQuery = z.infer<typeof ApiAccountListQuery>;

export const ApiAccountStatusInput = z.object({ status: z.union([z.literal(1), z.literal(3)]) });
export type ApiAccountStatusInput = z.infer<typeof ApiAccountStatusInput>;

export const ApiAccountDto = z.object({
  id: z.string(),
  name: z.string(),
  user_name: z.string(),
  status: UserStatusValue,
  roles: z.array(z.string()),
  created_at: z.string(),
  abilities: abilitiesSchema('apiAccount'),
});
export type ApiAccountDto = z.infer<typeof ApiAccountDto>;

/** Shown once, at creation and at each regeneration; only its hash is kept. */
export const ApiAccountSecretDto = ApiAccountDto.extend({ password: z.string() });
export type ApiAccountSecretDto = z.infer<typeof ApiAccountSecretDto>;

const tag = 'third-party accounts';

export const apiAccountsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin-api/users/',
    tag,
    query: ApiAccountListQuery,
    status: 200,
    response: paged(ApiAccountDto),
    access: { action: 'apiAccount.list' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin-api/users/',
    tag,
    body: ApiAccountInput,
    status: 201,
    response: ApiAccountSecretDto,
    access: { action: 'apiAccount.create' },
  }),
  regeneratePassword: endpoint({
    method: 'PATCH',
    path: '/admin-api/users/:id/password/',
    tag,
    params: IdParams,
    status: 200,
    response: ApiAccountSecretDto,
    access: { session: true },
  }),
  changeStatus: endpoint({
    method: 'PATCH',
    path: '/admin-api/users/:id/',
    tag,
    params: IdParams,
    body: ApiAccountStatusInput,
    status: 200,
    response: ApiAccountDto,
    access: { session: true },
  }),
};
