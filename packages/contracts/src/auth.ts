import { z } from 'zod';
import { UserTypeValue } from './enums.ts';
import { NewPasswordInput, Password } from './fields.ts';
import { FormGrantDto } from './form-grants.ts';
import { UserDto } from './users.ts';

export const LoginInput = z.object({
  user_name: z
    .string({ error: 'fieldRequired' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'fieldRequired' })
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: 'validation.loginName' }),
  password: z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const AdminForms = z.object({ all_forms: z.boolean(), forms_uuid: z.array(z.string()) });
export const AdminWorkflows = z.object({
  all_workflows: z.boolean(),
  workflows_uuid: z.array(z.string()),
});

/** The session object of spec §3, returned by login and by GET /auth/session/. */
export const SessionDto = z.object({
  access: z.string(),
  user: UserDto,
  admin_forms: AdminForms,
  admin_workflows: AdminWorkflows,
  form_permissions: z.array(FormGrantDto.omit({ form_name: true })),
  roles_permissions: z.array(z.number().int()),
  designer_forms: z.boolean(),
  designer_workflows: z.boolean(),
  integrations: z.array(z.number().int()),
  user_name: z.string(),
  user_type: UserTypeValue,
  domain: z.string(),
  company_name: z.string(),
  /** Days until the password expires; 0 means it must be renewed now; null when it never expires. */
  password_expiration_days: z.number().int().nullable(),
});
export type SessionDto = z.infer<typeof SessionDto>;

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

export const AcceptedDto = z.object({ detail: z.string() });
export type AcceptedDto = z.infer<typeof AcceptedDto>;
