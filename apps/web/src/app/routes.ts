import type { ComponentType } from 'react';

/** Screen addresses of spec §2 that exist so far. */
export const paths = {
  login: '/',
  recoverPassword: '/user/recoverpassword',
  newPassword: '/nueva-contrasena',
  resetPassword: '/restablecimiento-de-contrasena',
  renewPassword: '/renew-password',
  dashboard: '/dashboard',
  fileNotFound: '/file-not-found',
  userCreate: '/user/create',
  userList: '/user/list',
  userEdit: '/user/edit/:id',
  userStatus: '/user/edit/status/:id',
  userLog: '/user/log/:id',
} as const;

/**
 * Who may open a route (spec §2): `public` only visitors (a logged-in user goes to the dashboard),
 * `loggedIn` anyone with a session, `userManager` admins and holders of the user-manager
 * permission, `any` everybody.
 */
export type Access = 'public' | 'loggedIn' | 'userManager' | 'any';

export type AppRoute = {
  path: string;
  access: Access;
  page: () => Promise<{ default: ComponentType }>;
};

/** The one route table: the router, the guards and the side menu all read it. */
export const routes: readonly AppRoute[] = [
  { path: paths.login, access: 'public', page: () => import('../auth/LoginPage.tsx') },
  {
    path: paths.recoverPassword,
    access: 'public',
    page: () => import('../auth/RecoverPasswordPage.tsx'),
  },
  { path: paths.newPassword, access: 'public', page: () => import('../auth/NewPasswordPage.tsx') },
  {
    path: paths.resetPassword,
    access: 'public',
    page: () => import('../auth/ResetPasswordPage.tsx'),
  },
  {
    path: paths.renewPassword,
    access: 'loggedIn',
    page: () => import('../auth/RenewPasswordPage.tsx'),
  },
  {
    path: paths.dashboard,
    access: 'loggedIn',
    page: () => import('../dashboard/DashboardPage.tsx'),
  },
  {
    path: paths.fileNotFound,
    access: 'loggedIn',
    page: () => import('../errors/FileNotFoundPage.tsx'),
  },
  {
    path: paths.userCreate,
    access: 'userManager',
    page: () => import('../users/UserCreatePage.tsx'),
  },
  { path: paths.userList, access: 'userManager', page: () => import('../users/UserListPage.tsx') },
  { path: paths.userEdit, access: 'userManager', page: () => import('../users/UserEditPage.tsx') },
  {
    path: paths.userStatus,
    access: 'userManager',
    page: () => import('../users/UserStatusPage.tsx'),
  },
  { path: paths.userLog, access: 'userManager', page: () => import('../users/UserLogPage.tsx') },
  { path: '*', access: 'any', page: () => import('../errors/NotFoundPage.tsx') },
];

export function routeFor(path: string): AppRoute | undefined {
  return routes.find((route) => route.path === path);
}
