import { z } from 'zod';
import { UserStatusValue } from './enums.ts';
import { limits } from './limits.ts';
import { PageQuery } from './paging.ts';
import { EntityName } from './roles.ts';

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
});
export type ApiAccountDto = z.infer<typeof ApiAccountDto>;

/** Shown once, at creation and at each regeneration; only its hash is kept. */
export const ApiAccountSecretDto = ApiAccountDto.extend({ password: z.string() });
export type ApiAccountSecretDto = z.infer<typeof ApiAccountSecretDto>;
