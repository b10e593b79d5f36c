import type { GlobalAction } from '@custodia/contracts';
import type { ComponentType } from 'react';
import { paths } from './paths.ts';

/**
 * Who may open a route (spec §2): `any` everybody; `public` only visitors (a logged-in user goes
 * to the dashboard); `loggedIn` anyone with a session; otherwise the global action the session's
 * abilities must allow (ARCHITECTURE §5: the server decides, the web reads).
 */
export type Access = 'any' | 'public' | 'loggedIn' | GlobalAction;

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
    access: 'user.create',
    page: () => import('../users/UserCreatePage.tsx'),
  },
  { path: paths.userList, access: 'user.list', page: () => import('../users/UserListPage.tsx') },
  { path: paths.userEdit, access: 'user.list', page: () => import('../users/UserEditPage.tsx') },
  {
    path: paths.userStatus,
    access: 'user.list',
    page: () => import('../users/UserStatusPage.tsx'),
  },
  { path: paths.userLog, access: 'user.list', page: () => import('../users/UserLogPage.tsx') },
  { path: paths.roleList, access: 'role.list', page: () => import('../roles/RoleListPage.tsx') },
  {
    path: paths.roleCreate,
    access: 'role.create',
    page: () => import('../roles/RoleCreatePage.tsx'),
  },
  { path: paths.roleEdit, access: 'role.list', page: () => import('../roles/RoleEditPage.tsx') },
  {
    path: paths.roleMembers,
    access: 'role.list',
    page: () => import('../roles/RoleMembersPage.tsx'),
  },
  {
    path: paths.roleConfig,
    access: 'role.list',
    page: () => import('../roles/RoleConfigPage.tsx'),
  },
  {
    path: paths.workGroupList,
    access: 'workGroup.list',
    page: () => import('../work-groups/WorkGroupListPage.tsx'),
  },
  {
    path: paths.workGroupCreate,
    access: 'workGroup.create',
    page: () => import('../work-groups/WorkGroupFormPage.tsx'),
  },
  {
    path: paths.workGroupEdit,
    access: 'workGroup.list',
    page: () => import('../work-groups/WorkGroupFormPage.tsx'),
  },
  {
    path: paths.workGroupMembers,
    access: 'workGroup.list',
    page: () => import('../work-groups/WorkGroupMembersPage.tsx'),
  },
  {
    path: paths.apiAccountList,
    access: 'apiAccount.list',
    page: () => import('../api-accounts/ApiAccountListPage.tsx'),
  },
  {
    path: paths.apiAccountCreate,
    access: 'apiAccount.create',
    page: () => import('../api-accounts/ApiAccountCreatePage.tsx'),
  },
  {
    path: paths.auditLogs,
    access: 'auditLog.read',
    page: () => import('../audit/AuditLogPage.tsx'),
  },
  {
    path: paths.stickerConfig,
    access: 'sticker.read',
    page: () => import('../stickers/StickerConfigPage.tsx'),
  },
  {
    path: paths.formCreate,
    access: 'form.create',
    page: () => import('../forms/FormSettingsPage.tsx'),
  },
  {
    path: paths.recordForms,
    access: 'loggedIn',
    page: () => import('../records/FormsToFilePage.tsx'),
  },
  {
    path: paths.recordCreate,
    access: 'loggedIn',
    page: () => import('../records/FileRecordPage.tsx'),
  },
  {
    path: paths.recordDetails,
    access: 'loggedIn',
    page: () => import('../records/RecordDetailPage.tsx'),
  },
  {
    path: paths.recordDetail,
    access: 'loggedIn',
    page: () => import('../records/RecordDetailPage.tsx'),
  },
  {
    path: paths.recordEdit,
    access: 'loggedIn',
    page: () => import('../records/EditRecordPage.tsx'),
  },
  {
    path: paths.recordHistory,
    access: 'loggedIn',
    page: () => import('../records/RecordHistoryPage.tsx'),
  },
  { path: paths.formList, access: 'form.list', page: () => import('../forms/FormListPage.tsx') },
  {
    path: paths.formEdit,
    access: 'form.list',
    page: () => import('../forms/FormSettingsPage.tsx'),
  },
  {
    path: paths.formFields,
    access: 'form.list',
    page: () => import('../forms/FormFieldsPage.tsx'),
  },
  {
    path: paths.fieldCreate,
    access: 'form.list',
    page: () => import('../forms/FieldWizardPage.tsx'),
  },
  {
    path: paths.fieldEdit,
    access: 'form.list',
    page: () => import('../forms/FieldWizardPage.tsx'),
  },
  {
    path: paths.fieldOrder,
    access: 'form.list',
    page: () => import('../forms/FieldOrderPage.tsx'),
  },
  {
    path: paths.fieldConsult,
    access: 'form.list',
    page: () => import('../forms/FieldConsultPage.tsx'),
  },
  {
    path: paths.listCreate,
    access: 'list.design',
    page: () => import('../lists/ListCreatePage.tsx'),
  },
  {
    path: paths.listConsult,
    access: 'list.design',
    page: () => import('../lists/ListConsultPage.tsx'),
  },
  { path: paths.listEdit, access: 'list.design', page: () => import('../lists/ListEditPage.tsx') },
  {
    path: paths.listItems,
    access: 'list.design',
    page: () => import('../lists/ListItemsPage.tsx'),
  },
  {
    path: paths.listItemEdit,
    access: 'list.design',
    page: () => import('../lists/ListItemEditPage.tsx'),
  },
  { path: '*', access: 'any', page: () => import('../errors/NotFoundPage.tsx') },
];

export function routeFor(path: string): AppRoute | undefined {
  return routes.find((route) => route.path === path);
}
