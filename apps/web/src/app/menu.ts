import type { MessageKey } from '@custodia/contracts';
import { type Actor, decideAccess } from './access.ts';
import { paths, routeFor } from './routes.ts';

export type MenuIcon = 'dashboard' | 'users';

export type MenuLink = { label: MessageKey; path: string; testId: string };
export type MenuEntry =
  | (MenuLink & { icon: MenuIcon })
  | { label: MessageKey; icon: MenuIcon; testId: string; children: MenuLink[] };

/** The side menu of spec §2, in display order. Later features add their entries here. */
export const sideMenu: readonly MenuEntry[] = [
  { label: 'menu.dashboard', icon: 'dashboard', path: paths.dashboard, testId: 'menu-dashboard' },
  {
    label: 'menu.users',
    icon: 'users',
    testId: 'menu-users',
    children: [
      { label: 'users.create', path: paths.userCreate, testId: 'menu-users-create' },
      { label: 'menu.users.list', path: paths.userList, testId: 'menu-users-list' },
    ],
  },
];

/** A link shows when its route would open for the actor, so menu and guards never disagree. */
function opens(link: MenuLink, actor: Actor): boolean {
  const route = routeFor(link.path);
  return route !== undefined && decideAccess(route, actor).allow;
}

/** The entries the actor may use; a group shows when at least one of its links does. */
export function visibleMenu(menu: readonly MenuEntry[], actor: Actor): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if ('children' in entry) {
      const children = entry.children.filter((link) => opens(link, actor));
      if (children.length > 0) visible.push({ ...entry, children });
    } else if (opens(entry, actor)) {
      visible.push(entry);
    }
  }
  return visible;
}
