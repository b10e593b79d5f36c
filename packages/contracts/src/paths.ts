/** API paths (spec §7), relative to `apiBase`. Both the server routes and the web client use these. */
export const apiBase = '/api/v1';

export const apiPaths = {
  health: '/health/',
  login: '/auth/login/',
  logout: '/auth/logout/',
  session: '/auth/session/',
  users: '/users/',
  user: '/users/:id/',
  userStatus: '/users/:id/status/',
  userPasswordChange: '/users/:id/password-change/',
  userNewPassword: '/users/:id/new-password/',
  userPasswordResetRequest: '/users/send-email/password-reset/',
  userPasswordReset: '/users/:id/password-reset/',
  userLogs: '/users/:id/logs/',
  userAvatar: '/users/:id/avatar/',
  auditLogs: '/audit/logs/',
  auditVerify: '/audit/verify/',
  apiToken: '/auth/token/',
  roles: '/roles/',
  role: '/roles/:id/',
  roleMembers: '/roles/:id/members/',
  roleMember: '/roles/:id/members/:memberId/',
  roleCandidates: '/roles/:id/users/',
  rolePermissions: '/roles/:id/permissions/',
  roleAdminForms: '/roles/:id/admin-forms/',
  roleAdminWorkflows: '/roles/:id/admin-workflows/',
  workGroups: '/users/work-groups/',
  workGroup: '/users/work-groups/:id/',
  workGroupMembers: '/users/work-groups/:id/members/',
  workGroupMember: '/users/work-groups/:id/members/:memberId/',
  workGroupCandidates: '/users/work-groups/:id/users/',
  newWorkGroupCandidates: '/users/work-groups/users/',
  apiAccounts: '/admin-api/users/',
  apiAccount: '/admin-api/users/:id/',
  apiAccountPassword: '/admin-api/users/:id/password/',
  forms: '/form/forms/',
  form: '/form/forms/:id/',
  formStatus: '/form/forms/:id/status/',
  lists: '/form/lists/',
  list: '/form/lists/:id/',
  listItems: '/form/lists/:id/items/',
  listItem: '/form/lists/:id/items/:itemId/',
  company: '/company/',
  dashboard: '/dashboard/summary/',
} as const;

/** Fills `:name` segments of an API path. */
export function apiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
