import { z } from 'zod';
import { type GlobalAbilities, globalActions } from './actions.ts';
import { AcceptedDto, Uuid } from './common-schemas.ts';
import { endpoint } from './endpoint.ts';
import { UserTypeValue } from './enums.ts';
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
  /** The company's integration options (IntegrationOption): 1, the signature report. */
  integrations: z.array(z.number().int()),
  user_name: z.string(),
  user_type: UserTypeValue,
  domain: z.string(),
  company_name: z.string(),
  /** The company's IANA time zone: every screen reads times in it (decision 79). */
  time_zone: z.string(),
  /** The company shows the expedient consultation in the menu (spec §2's submenu flag). */
  expedient_consult: z.boolean(),
  /** Days until the password expires; 0 means it must be renewed now; null when it never expires. */
  password_expiration_days: z.number().int().nullable(),
  /** What the actor may do anywhere: the menu and the route guards read only this. */
  abilities: z.object(
    Object.fromEntries(globalActions.map((action) => [action, z.boolean()])),
  ) as never as z.ZodType<GlobalAbilities>,
});
export type SessionDto = z.infer<typeof SessionDto>;

/** An e-mailed password link (`?user=…&token=…`), checked when its page opens. */
export const PasswordLinkCheck = z.object({
  user: Uuid,
  token: z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }),
});
export type PasswordLinkCheck = z.infer<typeof PasswordLinkCheck>;

const tag = 'auth';

/** The account a login attempt is about: the name typed, whether or not it exists. */
const loginName = ({ body }: { body: unknown }) => (body as LoginInput).user_name;

/** People and third-party accounts log in alike, each at its own address. */
const loginAt = <const P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    tag,
    body: LoginInput,
    status: 200,
    response: SessionDto,
    access: { public: true },
    rateLimit: { name: 'login', account: loginName },
  });

export const authApi = {
  login: loginAt('/auth/login/'),
  /** Third-party accounts get their tokens here; people log in above (decision 14). */
  token: loginAt('/auth/token/'),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout/',
    tag,
    status: 200,
    response: AcceptedDto,
    access: { session: true, allowExpiredPassword: true },
  }),
  /**
   * Whether a welcome or reset link still works (unused, within its 24 hours), without using it:
   * 10011 when it does not. A check is one more way to guess a link, so it counts against the same
   * limit as the reset submission.
   */
  checkPasswordLink: endpoint({
    method: 'POST',
    path: '/auth/password-link/',
    tag,
    body: PasswordLinkCheck,
    status: 200,
    response: AcceptedDto,
    access: { public: true },
    rateLimit: { name: 'passwordReset', account: ({ body }) => (body as PasswordLinkCheck).user },
  }),
  session: endpoint({
    method: 'GET',
    path: '/auth/session/',
    tag,
    status: 200,
    response: SessionDto,
    access: { session: true, allowExpiredPassword: true },
  }),
};
