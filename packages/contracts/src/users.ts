import { z } from 'zod';
import { AuditEntryDto } from './audit.ts';
import {
  AcceptedDto,
  Email,
  IdParams,
  NewPasswordInput,
  Password,
  requiredText,
} from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { DocumentTypeValue, UserStatusValue, UserTypeValue } from './enums.ts';
import { limits } from './limits.ts';
import { PageQuery, paged } from './paging.ts';

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
  abilities: abilitiesSchema('user'),
});
export type UserDto = z.infer<typeof UserDto>;

/** Strips the company domain from a login name for display in forms (spec §3). */
export function localUserName(userName: string): string {
  const at = userName.lastIndexOf('@');
  return at < 0 ? userName : userName.slice(0, at);
}

/** Asked with a login name (name@domain) or a corporate e-mail whose domain is the company's. */
export const PasswordResetRequest = z.object({
  email: z
    .string({ error: 'fieldRequired' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'fieldRequired' })
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: 'validation.email' }),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

export const PasswordResetInput = z.intersection(
  z.object({ token: z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }) }),
  NewPasswordInput,
);
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

export const PasswordChangeInput = z.intersection(
  z.object({
    current_password: z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }),
  }),
  NewPasswordInput,
);
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>;

export { NewPasswordInput, Password };

const tag = 'users';

export const usersApi = {
  list: endpoint({
    method: 'GET',
    path: '/users/',
    tag,
    query: UserListQuery,
    status: 200,
    response: paged(UserDto),
    access: { action: 'user.list' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/users/',
    tag,
    body: UserInput,
    status: 201,
    response: UserDto,
    access: { action: 'user.create' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/users/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: UserDto,
    access: { session: true },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/users/:id/',
    tag,
    params: IdParams,
    body: UserUpdateInput,
    status: 200,
    response: UserDto,
    access: { session: true },
  }),
  changeStatus: endpoint({
    method: 'PATCH',
    path: '/users/:id/status/',
    tag,
    params: IdParams,
    body: UserStatusInput,
    status: 200,
    response: UserDto,
    access: { session: true },
  }),
  changeOwnPassword: endpoint({
    method: 'PATCH',
    path: '/users/:id/password-change/',
    tag,
    params: IdParams,
    body: PasswordChangeInput,
    status: 200,
    response: AcceptedDto,
    access: { session: true, allowExpiredPassword: true },
  }),
  setPassword: endpoint({
    method: 'PATCH',
    path: '/users/:id/new-password/',
    tag,
    params: IdParams,
    body: NewPasswordInput,
    status: 200,
    response: AcceptedDto,
    access: { session: true },
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/users/send-email/password-reset/',
    tag,
    body: PasswordResetRequest,
    status: 202,
    response: AcceptedDto,
    access: { public: true },
    rateLimit: {
      name: 'passwordResetRequest',
      account: ({ body }) => (body as PasswordResetRequest).email,
    },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/users/:id/password-reset/',
    tag,
    params: IdParams,
    body: PasswordResetInput,
    status: 200,
    response: AcceptedDto,
    access: { public: true },
    rateLimit: { name: 'passwordReset', account: ({ params }) => (params as { id: string }).id },
  }),
  logs: endpoint({
    method: 'GET',
    path: '/users/:id/logs/',
    tag,
    params: IdParams,
    query: PageQuery,
    status: 200,
    response: paged(AuditEntryDto),
    access: { session: true },
  }),
  setAvatar: endpoint({
    method: 'PUT',
    path: '/users/:id/avatar/',
    tag,
    params: IdParams,
    body: 'multipart',
    status: 200,
    response: UserDto,
    access: { session: true },
  }),
  avatar: endpoint({
    method: 'GET',
    path: '/users/:id/avatar/',
    tag,
    params: IdParams,
    status: 200,
    response: 'binary',
    access: { session: true },
  }),
};
