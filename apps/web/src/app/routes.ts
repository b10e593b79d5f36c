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
  roleList: '/user/roles',
  roleCreate: '/user/create/roles',
  roleEdit: '/user/roles/edit/:id',
  roleMembers: '/user/roles/members/:id',
  /** `:hash` is a readable slug of the role name, only there to make the address meaningful. */
  roleConfig: '/user/roles/config/:id/:hash',
  workGroupList: '/user/workgroup',
  workGroupCreate: '/user/create/workgroup',
  workGroupEdit: '/user/create/workgroup/:id',
  /** `:statusGroup` is the group status the screen was opened with (1 active, 2 inactive). */
  workGroupMembers: '/user/workgroup/members/:id/:statusGroup',
  apiAccountList: '/user/Third-party-accounts',
  apiAccountCreate: '/user/Third-party-accounts/create',
  auditLogs: '/audit/logs',
  /** Spec §2 record data: the forms the user may file in. */
  recordForms: '/record/list/forms',
  recordCreate: '/record/create/:id',
  formCreate: '/formsdesigner/create',
  formList: '/formsdesigner/list',
  formEdit: '/formsdesigner/edit/:id',
  formFields: '/formsdesigner/fields/:id',
  fieldCreate: '/formsdesigner/fields/:id/new',
  /** Spec §2 field screens: `:id` is the field, `:formId` its form, the hashes a label slug. */
  fieldEdit: '/configuration/edit/:id/:formId/:hashRecord',
  fieldOrder: '/configuration/order/:id/:hash/:formId',
  fieldConsult: '/configuration/consult/:id/:formId/:status/:hashRecord',
  listCreate: '/formsdesigner/createlist',
  listConsult: '/formsdesigner/consultlist',
  listEdit: '/formsdesigner/editlist/:id',
  /** `:parentId`, an item of the parent list, narrows the items to those hanging from it. */
  listItems: '/formsdesigner/itemslist/:id/:parentId?',
  listItemEdit: '/formsdesigner/editItem/list/:listId/itemslist/:id',
} as const;

/**
 * Who may open a route (spec §2): `any` everybody; `public` only visitors (a logged-in user goes
 * to the dashboard); `loggedIn` anyone with a session; `nonQuery` admins and standard users;
 * `admin` admins only; `formDesigner` admins and the standard users whose roles let them design
 * forms, `formCreator` those of them who design all forms (spec §6 levels); the others admins and the standard users holding that configuration permission (list
 * designer 2, user manager 3, role manager 4, work group manager 5, metrics 7).
 */
export type Access =
  | 'any'
  | 'public'
  | 'loggedIn'
  | 'nonQuery'
  | 'admin'
  | 'formDesigner'
  | 'formCreator'
  | 'listDesigner'
  | 'userManager'
  | 'roleManager'
  | 'workGroupManager'
  | 'metrics';

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
  { path: paths.roleList, access: 'roleManager', page: () => import('../roles/RoleListPage.tsx') },
  {
    path: paths.roleCreate,
    access: 'roleManager',
    page: () => import('../roles/RoleCreatePage.tsx'),
  },
  { path: paths.roleEdit, access: 'roleManager', page: () => import('../roles/RoleEditPage.tsx') },
  {
    path: paths.roleMembers,
    access: 'roleManager',
    page: () => import('../roles/RoleMembersPage.tsx'),
  },
  {
    path: paths.roleConfig,
    access: 'roleManager',
    page: () => import('../roles/RoleConfigPage.tsx'),
  },
  {
    path: paths.workGroupList,
    access: 'workGroupManager',
    page: () => import('../work-groups/WorkGroupListPage.tsx'),
  },
  {
    path: paths.workGroupCreate,
    access: 'workGroupManager',
    page: () => import('../work-groups/WorkGroupFormPage.tsx'),
  },
  {
    path: paths.workGroupEdit,
    access: 'workGroupManager',
    page: () => import('../work-groups/WorkGroupFormPage.tsx'),
  },
  {
    path: paths.workGroupMembers,
    access: 'workGroupManager',
    page: () => import('../work-groups/WorkGroupMembersPage.tsx'),
  },
  {
    path: paths.apiAccountList,
    access: 'nonQuery',
    page: () => import('../api-accounts/ApiAccountListPage.tsx'),
  },
  {
    path: paths.apiAccountCreate,
    access: 'admin',
    page: () => import('../api-accounts/ApiAccountCreatePage.tsx'),
  },
  { path: paths.auditLogs, access: 'metrics', page: () => import('../audit/AuditLogPage.tsx') },
  {
    path: paths.formCreate,
    access: 'formCreator',
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
  { path: paths.formList, access: 'formDesigner', page: () => import('../forms/FormListPage.tsx') },
  {
    path: paths.formEdit,
    access: 'formDesigner',
    page: () => import('../forms/FormSettingsPage.tsx'),
  },
  {
    path: paths.formFields,
    access: 'formDesigner',
    page: () => import('../forms/FormFieldsPage.tsx'),
  },
  {
    path: paths.fieldCreate,
    access: 'formDesigner',
    page: () => import('../forms/FieldWizardPage.tsx'),
  },
  {
    path: paths.fieldEdit,
    access: 'formDesigner',
    page: () => import('../forms/FieldWizardPage.tsx'),
  },
  {
    path: paths.fieldOrder,
    access: 'formDesigner',
    page: () => import('../forms/FieldOrderPage.tsx'),
  },
  {
    path: paths.fieldConsult,
    access: 'formDesigner',
    page: () => import('../forms/FieldConsultPage.tsx'),
  },
  {
    path: paths.listCreate,
    access: 'listDesigner',
    page: () => import('../lists/ListCreatePage.tsx'),
  },
  {
    path: paths.listConsult,
    access: 'listDesigner',
    page: () => import('../lists/ListConsultPage.tsx'),
  },
  { path: paths.listEdit, access: 'listDesigner', page: () => import('../lists/ListEditPage.tsx') },
  {
    path: paths.listItems,
    access: 'listDesigner',
    page: () => import('../lists/ListItemsPage.tsx'),
  },
  {
    path: paths.listItemEdit,
    access: 'listDesigner',
    page: () => import('../lists/ListItemEditPage.tsx'),
  },
  { path: '*', access: 'any', page: () => import('../errors/NotFoundPage.tsx') },
];

export function routeFor(path: string): AppRoute | undefined {
  return routes.find((route) => route.path === path);
}
