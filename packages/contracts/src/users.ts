import { z } from 'zod';
import { DocumentTypeValue, UserStatusValue, UserTypeValue } from './enums.ts';
import { Email, requiredText } from './fields.ts';
import { limits } from './limits.ts';
import { PageQuery } from './paging.ts';

/** The part of a login name before the company domain, as typed in the user forms. */
export const UserNameLocal = requiredText(limits.userName.min, limits.userName.max)
  .toLowerCase()
  .regex(/^[a-z0-9._-]+$/, { error: 'validation.userName' });

const PersonName = requiredText(limits.personName.min, limits.personName.max).regex(
  /^[\p{L}' .-]+$/u,
  { error: 'validation.personName' },
);

export const UserInput = z.object({
  user_name: UserNameLocal,
  first_name: PersonName,
  last_name: PersonName,
  document_type: DocumentTypeValue,
  document_reference: requiredText(limits.document.min, limits.document.max).regex(
    /^[A-Za-z0-9-]+$/,
    { error: 'validation.document' },
  ),
  email: Email,
  phone: requiredText(limits.phone.min, limits.phone.max).regex(/^\+?[0-9 ]+$/, {
    error: 'validation.phone',
  }),
  user_type: UserTypeValue,
});
export type UserInput = z.infer<typeof UserInput>;

export const UserUpdateInput = UserInput.partial();
export type UserUpdateInput = z.infer<typeof UserUpdateInput>;

export const UserStatusInput = z.object({ status: UserStatusValue });
export type UserStatusInput = z.infer<typeof UserStatusInput>;

export const UserListQuery = PageQuery.extend({
  name: z.string().trim().max(limits.userName.max).optional(),
  status: z.coerce.number().pipe(UserStatusValue).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const UserDto = z.object({
  id: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_name: z.string(),
  document_type: DocumentTypeValue,
  document_reference: z.string(),
  email: z.string(),
  phone: z.string(),
  user_type: UserTypeValue,
  status: UserStatusValue,
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserDto = z.infer<typeof UserDto>;

/** Strips the company domain from a login name for display in forms (spec §3). */
export function localUserName(userName: string): string {
  const at = userName.lastIndexOf('@');
  return at < 0 ? userName : userName.slice(0, at);
}
