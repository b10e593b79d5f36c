import { describe, expect, it } from 'vitest';
import type { Actor } from './access.ts';
import { type MenuEntry, sideMenu, visibleMenu } from './menu.ts';
import { routeFor } from './routes.ts';

function shown(actor: Actor): string[] {
  return visibleMenu(sideMenu, actor).flatMap((entry: MenuEntry) =>
    'children' in entry
      ? [entry.label, ...entry.children.map((link) => `${entry.label} > ${link.label}`)]
      : [entry.label],
  );
}

const usersMenu = ['menu.users', 'menu.users > users.create', 'menu.users > menu.users.list'];

describe('side menu visibility', () => {
  it('shows admins the dashboard and the users entries', () => {
    expect(shown({ user_type: 3, roles_permissions: [], password_expiration_days: null })).toEqual([
      'menu.dashboard',
      ...usersMenu,
    ]);
  });

  it('shows the users entries to a standard user only with the user-manager permission', () => {
    const standard = {
      user_type: 2,
      roles_permissions: [1, 2],
      password_expiration_days: 10,
    } satisfies Actor;
    expect(shown(standard)).toEqual(['menu.dashboard']);
    expect(shown({ ...standard, roles_permissions: [3] })).toEqual([
      'menu.dashboard',
      ...usersMenu,
    ]);
  });

  it('never shows the users entries to a query user', () => {
    expect(shown({ user_type: 1, roles_permissions: [3], password_expiration_days: null })).toEqual(
      ['menu.dashboard'],
    );
  });

  it('shows nothing while the password must be renewed, nor to a visitor', () => {
    expect(shown({ user_type: 3, roles_permissions: [], password_expiration_days: 0 })).toEqual([]);
    expect(shown(null)).toEqual([]);
  });

  it('links only to routes that exist', () => {
    const links = sideMenu.flatMap((entry) => ('children' in entry ? entry.children : [entry]));
    for (const link of links) expect(routeFor(link.path), link.path).toBeDefined();
  });
});
