import {
  allConfigPermissions,
  type ConfigPermission,
  type FormGrantFlags,
  UserType,
  type UserTypeValue,
} from '@custodia/contracts';
import type { Actor, Grants } from '../src/platform/auth.ts';

/** What a policy test gives an actor: its type and what its roles grant. */
export type ActorSpec = {
  userType: UserTypeValue;
  permissions?: ConfigPermission[];
  designerForms?: boolean;
  allForms?: boolean;
  formsUuid?: string[];
  forms?: Record<string, Partial<FormGrantFlags>>;
  isApiAccount?: boolean;
  userId?: string;
};

const noGrant: FormGrantFlags = {
  file: false,
  query: false,
  view_files: false,
  start_workflows: false,
  view_started_processes: false,
};

/**
 * An actor as a request would load it, for the pure rules of the policy tests. Admins hold
 * everything whatever is asked, as the session loader gives them.
 */
export function actorOf(spec: ActorSpec): Actor {
  const admin = spec.userType === UserType.admin;
  const grants: Grants = {
    permissions: admin ? [...allConfigPermissions] : (spec.permissions ?? []),
    designerForms: admin || (spec.designerForms ?? false),
    designerWorkflows: admin,
    adminForms: { all_forms: admin || (spec.allForms ?? false), forms_uuid: spec.formsUuid ?? [] },
    adminWorkflows: { all_workflows: admin, workflows_uuid: [] },
    forms: new Map(
      Object.entries(spec.forms ?? {}).map(([id, grant]) => [id, { ...noGrant, ...grant }]),
    ),
  };
  return {
    tenantId: 'tenant',
    userId: spec.userId ?? 'actor',
    userName: 'actor@policy.co',
    firstName: 'A',
    lastName: 'B',
    userType: spec.userType,
    domain: 'policy.co',
    companyName: 'Policy',
    timeZone: 'America/Bogota',
    isApiAccount: spec.isApiAccount ?? false,
    grants,
    passwordExpirationDays: null,
    tokenHash: 'hash',
  };
}

export const { admin, standard, query } = {
  admin: UserType.admin,
  standard: UserType.standard,
  query: UserType.query,
};
