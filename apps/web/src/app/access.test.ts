import { describe, expect, it } from 'vitest';
import { type Actor, canManageUsers, canOpen, decideAccess, holdsPermission } from './access.ts';
import { routeFor, routes } from './routes.ts';

const actors = {
  visitor: null,
  // A query user is refused even the screens of permissions and rights a role grants them.
  query: {
    user_type: 1,
    roles_permissions: [2, 3, 4, 5, 7],
    designer_forms: true,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: null,
  },
  standard: {
    user_type: 2,
    roles_permissions: [],
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: null,
  },
  // TRD configuration and process management: none of the screens below.
  unrelated: {
    user_type: 2,
    roles_permissions: [1, 6],
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: null,
  },
  listDesigner: {
    user_type: 2,
    roles_permissions: [2],
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: null,
  },
  formDesigner: {
    user_type: 2,
    roles_permissions: [],
    designer_forms: true,
    admin_forms: { all_forms: true, forms_uuid: [] },
    password_expiration_days: null,
  },
  // Spec §6 'restricted' level: designs the forms its roles chose, creates none.
  restrictedDesigner: {
    user_type: 2,
    roles_permissions: [],
    designer_forms: true,
    admin_forms: { all_forms: false, forms_uuid: ['5d0c1f5e-8a47-4d55-9d3c-0b1a3c2f4e61'] },
    password_expiration_days: null,
  },
  userManager: {
    user_type: 2,
    roles_permissions: [3],
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: 30,
  },
  roleManager: {
    user_type: 2,
    roles_permissions: [4],
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: null,
  },
  workGroupManager: {
    user_type: 2,
    roles_permissions: [5],
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: null,
  },
  metrics: {
    user_type: 2,
    roles_permissions: [7],
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: null,
  },
  admin: {
    user_type: 3,
    roles_permissions: [],
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: null,
  },
  expiringSoon: {
    user_type: 2,
    roles_permissions: [3],
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: 5,
  },
  expired: {
    user_type: 3,
    roles_permissions: [],
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: 0,
  },
} satisfies Record<string, Actor>;

type ActorName = keyof typeof actors;
type Outcomes = Record<ActorName, string>;
const render = 'render';

/**
 * A logged-in screen that renders for the named actors: the other logged-in ones go to the
 * dashboard, a visitor to the login page, and an expired password to its renewal.
 */
function onlyFor(...allowed: ActorName[]): Outcomes {
  const outcomes = {} as Outcomes;
  for (const name of Object.keys(actors) as ActorName[]) {
    outcomes[name] = allowed.includes(name) ? render : '/dashboard';
  }
  return { ...outcomes, visitor: '/', expired: '/renew-password' };
}

const publicOnly: Outcomes = {
  ...onlyFor(),
  visitor: render,
};
const loggedIn = onlyFor(
  'query',
  'standard',
  'unrelated',
  'listDesigner',
  'formDesigner',
  'restrictedDesigner',
  'userManager',
  'roleManager',
  'workGroupManager',
  'metrics',
  'admin',
  'expiringSoon',
);
const nonQuery = onlyFor(
  'standard',
  'unrelated',
  'listDesigner',
  'formDesigner',
  'restrictedDesigner',
  'userManager',
  'roleManager',
  'workGroupManager',
  'metrics',
  'admin',
  'expiringSoon',
);
const admins = onlyFor('admin');
const userManagers = onlyFor('userManager', 'expiringSoon', 'admin');
const roleManagers = onlyFor('roleManager', 'admin');
const workGroupManagers = onlyFor('workGroupManager', 'admin');
const metricsHolders = onlyFor('metrics', 'admin');
const listDesigners = onlyFor('listDesigner', 'admin');
const formCreators = onlyFor('formDesigner', 'admin');
const formDesigners = onlyFor('formDesigner', 'restrictedDesigner', 'admin');
const everybody = Object.fromEntries(Object.keys(actors).map((name) => [name, render])) as Outcomes;

/** Spec §2, written out by hand so a wrong row in the route table fails here. */
const expected: Record<string, Outcomes> = {
  '/': publicOnly,
  '/user/recoverpassword': publicOnly,
  '/nueva-contrasena': publicOnly,
  '/restablecimiento-de-contrasena': publicOnly,
  '/renew-password': { ...loggedIn, expired: render },
  '/dashboard': loggedIn,
  '/file-not-found': loggedIn,
  '/user/create': userManagers,
  '/user/list': userManagers,
  '/user/edit/:id': userManagers,
  '/user/edit/status/:id': userManagers,
  '/user/log/:id': userManagers,
  '/user/roles': roleManagers,
  '/user/create/roles': roleManagers,
  '/user/roles/edit/:id': roleManagers,
  '/user/roles/members/:id': roleManagers,
  '/user/roles/config/:id/:hash': roleManagers,
  '/user/workgroup': workGroupManagers,
  '/user/create/workgroup': workGroupManagers,
  '/user/create/workgroup/:id': workGroupManagers,
  '/user/workgroup/members/:id/:statusGroup': workGroupManagers,
  '/user/Third-party-accounts': nonQuery,
  '/user/Third-party-accounts/create': admins,
  '/audit/logs': metricsHolders,
  // Spec §2 records (logged in): the server keeps each form to the roles that grant filing in it.
  '/record/list/forms': loggedIn,
  '/record/create/:id': loggedIn,
  '/formsdesigner/create': formCreators,
  '/formsdesigner/list': formDesigners,
  '/formsdesigner/edit/:id': formDesigners,
  '/formsdesigner/fields/:id': formDesigners,
  '/formsdesigner/fields/:id/new': formDesigners,
  '/configuration/edit/:id/:formId/:hashRecord': formDesigners,
  '/configuration/order/:id/:hash/:formId': formDesigners,
  '/configuration/consult/:id/:formId/:status/:hashRecord': formDesigners,
  '/formsdesigner/createlist': listDesigners,
  '/formsdesigner/consultlist': listDesigners,
  '/formsdesigner/editlist/:id': listDesigners,
  '/formsdesigner/itemslist/:id/:parentId?': listDesigners,
  '/formsdesigner/editItem/list/:listId/itemslist/:id': listDesigners,
  '*': everybody,
};

describe('route guards (spec §2)', () => {
  const cases = Object.entries(expected).flatMap(([path, outcomes]) =>
    Object.entries(outcomes).map(([actor, outcome]) => ({ path, actor, outcome })),
  );

  it.each(cases)('$actor opening $path: $outcome', ({ path, actor, outcome }) => {
    const route = routeFor(path);
    expect(route, `route ${path} is missing`).toBeDefined();
    if (!route) return;
    const decision = decideAccess(route, actors[actor as ActorName]);
    expect(decision.allow ? render : decision.redirect).toBe(outcome);
  });

  it('has no route the spec table above does not cover', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(Object.keys(expected).sort());
  });

  it('answers whether a screen opens as its guard does', () => {
    expect(canOpen('/user/roles', actors.roleManager)).toBe(true);
    expect(canOpen('/user/roles', actors.workGroupManager)).toBe(false);
    expect(canOpen('/no/such/screen', actors.admin)).toBe(false);
  });
});

describe('configuration permissions', () => {
  it('are all held by admins, by standard users as granted, never by query users', () => {
    expect(holdsPermission(actors.admin, 7)).toBe(true);
    expect(holdsPermission(actors.metrics, 7)).toBe(true);
    expect(holdsPermission(actors.metrics, 4)).toBe(false);
    expect(holdsPermission(actors.query, 7)).toBe(false);
    expect(holdsPermission(actors.visitor, 7)).toBe(false);
  });

  it('make user managers of admins and standard users holding permission 3 only', () => {
    expect(canManageUsers(actors.admin)).toBe(true);
    expect(canManageUsers(actors.userManager)).toBe(true);
    expect(canManageUsers(actors.unrelated)).toBe(false);
    expect(canManageUsers(actors.query)).toBe(false);
    expect(canManageUsers(actors.visitor)).toBe(false);
  });
});
