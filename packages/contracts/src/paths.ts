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
  apiAccounts: '/admin-api/users/',
  apiAccount: '/admin-api/users/:id/',
  apiAccountPassword: '/admin-api/users/:id/password/',
  company: '/company/',
  dashboard: '/dashboard/summary/',
} as const;
