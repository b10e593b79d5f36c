import type { MessageKey } from '@custodia/contracts';
import { documentTypeLabels, userStatusLabels, userTypeLabels } from './userLabels.ts';

/** Audit modules and actions the server writes about users; an unknown one is shown as written. */
export const auditModuleLabels: Record<string, MessageKey> = {
  auth: 'audit.module.auth',
  users: 'audit.module.users',
};

/** Keyed `module.action`. */
export const auditActionLabels: Record<string, MessageKey> = {
  'auth.login': 'audit.action.auth.login',
  'auth.login_failed': 'audit.action.auth.login_failed',
  'auth.lock': 'audit.action.auth.lock',
  'auth.logout': 'audit.action.auth.logout',
  'auth.password_reset_requested': 'audit.action.auth.password_reset_requested',
  'auth.password_created': 'audit.action.auth.password_created',
  'auth.password_reset': 'audit.action.auth.password_reset',
  'users.create': 'audit.action.users.create',
  'users.update': 'audit.action.users.update',
  'users.status': 'audit.action.users.status',
  'users.unlock': 'audit.action.users.unlock',
  'users.avatar': 'audit.action.users.avatar',
  'users.password_change': 'audit.action.users.password_change',
  'users.password_set': 'audit.action.users.password_set',
};

export const auditFieldLabels: Record<string, MessageKey> = {
  user_name: 'users.fields.userName',
  first_name: 'users.fields.firstName',
  last_name: 'users.fields.lastName',
  document_type: 'users.fields.documentType',
  document_reference: 'users.fields.documentReference',
  email: 'users.fields.email',
  phone: 'users.fields.phone',
  user_type: 'users.fields.userType',
  status: 'users.fields.status',
  avatar: 'audit.field.avatar',
  failed_logins: 'audit.field.failedLogins',
};

/** Fields stored as numbers whose numbers mean something to a reader. */
export const auditValueLabels: Record<string, Record<number, MessageKey>> = {
  status: userStatusLabels,
  user_type: userTypeLabels,
  document_type: documentTypeLabels,
};
