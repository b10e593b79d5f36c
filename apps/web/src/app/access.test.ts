import { describe, expect, it } from 'vitest';
import { type Actor, canManageUsers, decideAccess } from './access.ts';
import { routeFor, routes } from './routes.ts';

const actors = {
  visitor: null,
  query: { user_type: 1, roles_permissions: [3], password_expiration_days: null },
  standard: { user_type: 2, roles_permissions: [1, 4], password_expiration_days: null },
  userManager: { user_type: 2, roles_permissions: [3], password_expiration_days: 30 },
  admin: { user_type: 3, roles_permissions: [], password_expiration_days: null },
  expiringSoon: { user_type: 2, roles_permissions: [3], password_expiration_days: 5 },
  expired: { user_type: 3, roles_permissions: [], password_expiration_days: 0 },
} satisfies Record<string, Actor>;

type ActorName = keyof typeof actors;
const render = 'render';

const publicOnly: Record<ActorName, string> = {
  visitor: render,
  query: '/dashboard',
  standard: '/dashboard',
  userManager: '/dashboard',
  admin: '/dashboard',
  expiringSoon: '/dashboard',
  expired: '/renew-password',
};
const loggedIn: Record<ActorName, string> = {
  visitor: '/',
  query: render,
  standard: render,
  userManager: render,
  admin: render,
  expiringSoon: render,
  expired: '/renew-password',
};
const userManagers: Record<ActorName, string> = {
  visitor: '/',
  query: '/dashboard',
  standard: '/dashboard',
  userManager: render,
  admin: render,
  expiringSoon: render,
  expired: '/renew-password',
};

/** Spec §2, written out by hand so a wrong row in the route table fails here. */
const expected: Record<string, Record<ActorName, string>> = {
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
  '*': {
    visitor: render,
    query: render,
    standard: render,
    userManager: render,
    admin: render,
    expiringSoon: render,
    expired: render,
  },
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
});

describe('who manages users', () => {
  it('is admins and standard users holding permission 3, never query users', () => {
    expect(canManageUsers(actors.admin)).toBe(true);
    expect(canManageUsers(actors.userManager)).toBe(true);
    expect(canManageUsers(actors.standard)).toBe(false);
    expect(canManageUsers(actors.query)).toBe(false);
    expect(canManageUsers(actors.visitor)).toBe(false);
  });
});
