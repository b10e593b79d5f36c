import {
  allConfigPermissions,
  type ConfigPermission,
  type FormGrantFlags,
  UserType,
  type UserTypeValue,
} from '@custodia/contracts';
import type { Actor, Grants, TrdLevelGrant } from '../src/platform/auth.ts';

/** What a policy test gives an actor: its type and what its roles grant. */
export type ActorSpec = {
  userType: UserTypeValue;
  permissions?: ConfigPermission[];
  designerForms?: boolean;
  allForms?: boolean;
  formsUuid?: string[];
  designerWorkflows?: boolean;
  allWorkflows?: boolean;
  workflowsUuid?: string[];
  forms?: Record<string, Partial<FormGrantFlags>>;
  /** TRD-level grants by node, as the session loader leaves them for this user type. */
  trdLevels?: Record<string, Partial<TrdLevelGrant>>;
  isApiAccount?: boolean;
  userId?: string;
};

const noGrant: FormGrantFlags = {
  file: false,
  query: false,
  view_files: false,
  start_workflows: false,
  view_started_processes: false,
  sign_electronically: false,
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
    designerWorkflows: admin || (spec.designerWorkflows ?? false),
    adminForms: { all_forms: admin || (spec.allForms ?? false), forms_uuid: spec.formsUuid ?? [] },
    adminWorkflows: {
      all_workflows: admin || (spec.allWorkflows ?? false),
      workflows_uuid: spec.workflowsUuid ?? [],
    },
    forms: new Map(
      Object.entries(spec.forms ?? {}).map(([id, grant]) => [id, { ...noGrant, ...grant }]),
    ),
    trdLevels: new Map(
      Object.entries(spec.trdLevels ?? {}).map(([id, grant]) => [
        id,
        { consult: false, upload: false, ...grant },
      ]),
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
    expedientConsult: true,
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

/**
 * The actors one configuration permission tells apart (spec §6): admins and its holders may,
 * while holders of every other right, standard users with no role, and query users whose roles
 * name it may not. `holds` says which of them holds it.
 */
export function kindsForPermission(permission: ConfigPermission, holder: string) {
  const others = allConfigPermissions.filter((other) => other !== permission);
  return [
    { name: 'admin', spec: { userType: UserType.admin }, holds: true },
    {
      name: `standard ${holder}`,
      spec: { userType: UserType.standard, permissions: [permission] },
      holds: true,
    },
    {
      name: 'standard with every other right',
      spec: {
        userType: UserType.standard,
        permissions: others,
        designerForms: true,
        allForms: true,
      },
      holds: false,
    },
    { name: 'standard with no role', spec: { userType: UserType.standard }, holds: false },
    {
      name: `query whose roles name it ${holder}`,
      spec: { userType: UserType.query, permissions: [permission] },
      holds: false,
    },
  ] satisfies { name: string; spec: ActorSpec; holds: boolean }[];
}
