import {
  type AuditEventName,
  type AuditModule,
  auditVocabulary,
  type MessageKey,
} from '@custodia/contracts';
import { configPermissionLabels } from '../roles/roleLabels.ts';
import { documentTypeLabels, userStatusLabels, userTypeLabels } from '../users/userLabels.ts';
import { workGroupStatusLabels } from '../work-groups/workGroupLabels.ts';

type EventKey = AuditEventName extends infer Event
  ? Event extends { module: infer M extends string; action: infer A extends string }
    ? `${M}.${A}`
    : never
  : never;

/** Every module of the contracts' audit vocabulary: adding one there fails here until labelled. */
const moduleLabels: Record<AuditModule, MessageKey> = {
  auth: 'audit.module.auth',
  users: 'audit.module.users',
  company: 'audit.module.company',
  roles: 'audit.module.roles',
  work_groups: 'audit.module.work_groups',
  api_accounts: 'audit.module.api_accounts',
  lists: 'audit.module.lists',
  forms: 'audit.module.forms',
  records: 'audit.module.records',
};

/** Every action of the vocabulary, keyed `module.action`. */
const actionLabels: Record<EventKey, MessageKey> = {
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
  'company.create': 'audit.action.company.create',
  'company.update': 'audit.action.company.update',
  'company.sticker': 'audit.action.company.sticker',
  'company.sticker_logo': 'audit.action.company.sticker_logo',
  'roles.create': 'audit.action.roles.create',
  'roles.update': 'audit.action.roles.update',
  'roles.delete': 'audit.action.roles.delete',
  'roles.members_add': 'audit.action.roles.members_add',
  'roles.member_remove': 'audit.action.roles.member_remove',
  'roles.permissions': 'audit.action.roles.permissions',
  'roles.admin_forms': 'audit.action.roles.admin_forms',
  'roles.admin_workflows': 'audit.action.roles.admin_workflows',
  'roles.form_grant': 'audit.action.roles.form_grant',
  'work_groups.create': 'audit.action.work_groups.create',
  'work_groups.update': 'audit.action.work_groups.update',
  'work_groups.members_add': 'audit.action.work_groups.members_add',
  'work_groups.member_remove': 'audit.action.work_groups.member_remove',
  'api_accounts.create': 'audit.action.api_accounts.create',
  'api_accounts.password': 'audit.action.api_accounts.password',
  'api_accounts.status': 'audit.action.api_accounts.status',
  'lists.create': 'audit.action.lists.create',
  'lists.update': 'audit.action.lists.update',
  'lists.item_create': 'audit.action.lists.item_create',
  'lists.item_update': 'audit.action.lists.item_update',
  'forms.create': 'audit.action.forms.create',
  'forms.update': 'audit.action.forms.update',
  'forms.status': 'audit.action.forms.status',
  'forms.field_create': 'audit.action.forms.field_create',
  'forms.field_update': 'audit.action.forms.field_update',
  'forms.field_delete': 'audit.action.forms.field_delete',
  'forms.field_order': 'audit.action.forms.field_order',
  'records.file': 'audit.action.records.file',
  'records.edit': 'audit.action.records.edit',
  'records.cancel': 'audit.action.records.cancel',
};

function isModule(module: string): module is AuditModule {
  return module in auditVocabulary;
}

/** An entry written by a newer server may name what this release does not know: none then. */
export function auditModuleLabel(module: string): MessageKey | undefined {
  return isModule(module) ? moduleLabels[module] : undefined;
}

export function auditActionLabel(module: string, action: string): MessageKey | undefined {
  return (actionLabels as Record<string, MessageKey | undefined>)[`${module}.${action}`];
}

/** Filter choices: every module, and the actions of one module, in the vocabulary's order. */
export function auditModuleOptions(t: (key: MessageKey) => string) {
  return (Object.keys(auditVocabulary) as AuditModule[]).map((module) => ({
    value: module,
    label: t(moduleLabels[module]),
  }));
}

export function auditActionOptions(module: string | undefined, t: (key: MessageKey) => string) {
  if (module === undefined || !isModule(module)) return [];
  return auditVocabulary[module].map((action) => ({
    value: action,
    label: t(actionLabels[`${module}.${action}` as EventKey]),
  }));
}

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
  name: 'users.fields.name',
  description: 'roles.fields.description',
  permissions: 'roles.config.permissions',
  designer_forms: 'roles.config.designerForms',
  designer_workflows: 'roles.config.designerWorkflows',
  all_forms: 'roles.config.allForms',
  forms_uuid: 'roles.config.someForms',
  all_workflows: 'roles.config.allWorkflows',
  workflows_uuid: 'roles.config.someWorkflows',
  consecutive_assignment: 'workGroups.fields.consecutiveAssignment',
  members: 'audit.field.members',
  users: 'audit.field.members',
  user: 'audit.field.member',
};

/** What an entry is about; an entity this release does not know is shown as written. */
const entityLabels: Record<string, MessageKey> = {
  user: 'audit.entity.user',
  role: 'audit.entity.role',
  work_group: 'audit.entity.work_group',
  company: 'audit.entity.company',
};

export function auditEntityLabel(entityType: string): MessageKey | undefined {
  return entityLabels[entityType];
}

type ValueLabels = Record<string, Record<number, MessageKey>>;
const userValueLabels: ValueLabels = {
  status: userStatusLabels,
  user_type: userTypeLabels,
  document_type: documentTypeLabels,
};

/**
 * Fields stored as numbers whose numbers mean something to a reader; per module, because the
 * same field name means different things (a work group's status 2 is 'inactive', a user's 'locked').
 */
export const auditValueLabels: Partial<Record<AuditModule, ValueLabels>> = {
  auth: userValueLabels,
  users: userValueLabels,
  api_accounts: { status: userStatusLabels },
  work_groups: { status: workGroupStatusLabels },
  roles: { permissions: configPermissionLabels },
};
