import {
  type AuditEntityType,
  type AuditEntryDto,
  type AuditEventName,
  type AuditField,
  type AuditModule,
  auditVocabulary,
  type MessageKey,
  recordStatusLabels,
  supportLabels,
} from '@custodia/contracts';
import { backgroundJobKindLabels } from '../background-jobs/index.ts';
import { weekdayLabels } from '../calendar/index.ts';
import {
  attachFilesLabels,
  controlLabels,
  dataTypeLabels,
  formStatusLabels,
  stickerTypeLabels,
} from '../forms/index.ts';
import { listStatusLabels } from '../lists/index.ts';

import { configPermissionLabels, formGrantRightLabels } from '../roles/index.ts';
import { identityDocumentLabels } from '../signatures/index.ts';
import { documentTypeLabels, userStatusLabels, userTypeLabels } from '../users/index.ts';
import { workGroupStatusLabels } from '../work-groups/index.ts';
import {
  durationUnitLabels,
  responsibleTypeLabels,
  stepActionLabels,
  workflowStatusLabels,
} from '../workflows/index.ts';

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
  workflows: 'audit.module.workflows',
  files: 'audit.module.files',
  exports: 'audit.module.exports',
  expedients: 'audit.module.expedients',
  trd: 'audit.module.trd',
  background_jobs: 'audit.module.background_jobs',
  processes: 'audit.module.processes',
  calendar: 'audit.module.calendar',
  free_tasks: 'audit.module.free_tasks',
  webhooks: 'audit.module.webhooks',
  integrations: 'audit.module.integrations',
  signatures: 'audit.module.signatures',
  pqrs: 'audit.module.pqrs',
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
  'company.message_gateway': 'audit.action.company.message_gateway',
  'company.message_gateway_removed': 'audit.action.company.message_gateway_removed',
  'roles.create': 'audit.action.roles.create',
  'roles.update': 'audit.action.roles.update',
  'roles.delete': 'audit.action.roles.delete',
  'roles.members_add': 'audit.action.roles.members_add',
  'roles.member_remove': 'audit.action.roles.member_remove',
  'roles.permissions': 'audit.action.roles.permissions',
  'roles.admin_forms': 'audit.action.roles.admin_forms',
  'roles.admin_workflows': 'audit.action.roles.admin_workflows',
  'roles.form_grant': 'audit.action.roles.form_grant',
  'roles.trd_grant': 'audit.action.roles.trd_grant',
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
  'workflows.create': 'audit.action.workflows.create',
  'workflows.update': 'audit.action.workflows.update',
  'workflows.status': 'audit.action.workflows.status',
  'workflows.model_save': 'audit.action.workflows.model_save',
  'workflows.model_delete': 'audit.action.workflows.model_delete',
  'workflows.step_configure': 'audit.action.workflows.step_configure',
  'files.upload': 'audit.action.files.upload',
  'files.query': 'audit.action.files.query',
  'files.update': 'audit.action.files.update',
  'files.version': 'audit.action.files.version',
  'files.trash': 'audit.action.files.trash',
  'files.restore': 'audit.action.files.restore',
  'files.delete': 'audit.action.files.delete',
  'files.move': 'audit.action.files.move',
  'exports.create': 'audit.action.exports.create',
  'expedients.create': 'audit.action.expedients.create',
  'expedients.update': 'audit.action.expedients.update',
  'expedients.close': 'audit.action.expedients.close',
  'expedients.nodes_create': 'audit.action.expedients.nodes_create',
  'expedients.node_update': 'audit.action.expedients.node_update',
  'expedients.verify': 'audit.action.expedients.verify',
  'expedients.record_link': 'audit.action.expedients.record_link',
  'expedients.record_unlink': 'audit.action.expedients.record_unlink',
  'trd.create': 'audit.action.trd.create',
  'trd.update': 'audit.action.trd.update',
  'trd.delete': 'audit.action.trd.delete',
  'trd.type_create': 'audit.action.trd.type_create',
  'trd.type_update': 'audit.action.trd.type_update',
  'trd.type_delete': 'audit.action.trd.type_delete',
  'background_jobs.retry': 'audit.action.background_jobs.retry',
  'processes.start': 'audit.action.processes.start',
  'processes.complete': 'audit.action.processes.complete',
  'processes.reassign': 'audit.action.processes.reassign',
  'processes.manage_reassign': 'audit.action.processes.manage_reassign',
  'processes.return': 'audit.action.processes.return',
  'processes.interrupt': 'audit.action.processes.interrupt',
  'processes.comment': 'audit.action.processes.comment',
  'calendar.update': 'audit.action.calendar.update',
  'calendar.non_working_day_add': 'audit.action.calendar.non_working_day_add',
  'calendar.non_working_day_remove': 'audit.action.calendar.non_working_day_remove',
  'free_tasks.create': 'audit.action.free_tasks.create',
  'free_tasks.complete': 'audit.action.free_tasks.complete',
  'free_tasks.reassign': 'audit.action.free_tasks.reassign',
  'free_tasks.comment': 'audit.action.free_tasks.comment',
  'webhooks.create': 'audit.action.webhooks.create',
  'webhooks.update': 'audit.action.webhooks.update',
  'webhooks.delete': 'audit.action.webhooks.delete',
  'integrations.request': 'audit.action.integrations.request',
  'integrations.state': 'audit.action.integrations.state',
  'integrations.configure': 'audit.action.integrations.configure',
  'integrations.agreement': 'audit.action.integrations.agreement',
  'integrations.seal_certificate': 'audit.action.integrations.seal_certificate',
  'signatures.request': 'audit.action.signatures.request',
  'signatures.send': 'audit.action.signatures.send',
  'signatures.view': 'audit.action.signatures.view',
  'signatures.code_sent': 'audit.action.signatures.code_sent',
  'signatures.code_verified': 'audit.action.signatures.code_verified',
  'signatures.code_failed': 'audit.action.signatures.code_failed',
  'signatures.sign': 'audit.action.signatures.sign',
  'signatures.complete': 'audit.action.signatures.complete',
  'signatures.cancel': 'audit.action.signatures.cancel',
  'signatures.resend': 'audit.action.signatures.resend',
  'signatures.remind': 'audit.action.signatures.remind',
  'signatures.expire': 'audit.action.signatures.expire',
  'signatures.photo': 'audit.action.signatures.photo',
  'signatures.correct': 'audit.action.signatures.correct',
  'pqrs.settings': 'audit.action.pqrs.settings',
  'pqrs.type_create': 'audit.action.pqrs.type_create',
  'pqrs.type_update': 'audit.action.pqrs.type_update',
  'pqrs.file': 'audit.action.pqrs.file',
  'pqrs.extend': 'audit.action.pqrs.extend',
  'pqrs.withdraw': 'audit.action.pqrs.withdraw',
  'pqrs.ask_completion': 'audit.action.pqrs.ask_completion',
  'pqrs.complete': 'audit.action.pqrs.complete',
  'pqrs.tacit_withdrawal': 'audit.action.pqrs.tacit_withdrawal',
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

/** Every field the server may name in an entry's changes (a new one fails here until labelled). */
const fieldLabels: Record<AuditField, MessageKey> = {
  user_name: 'users.fields.userName',
  first_name: 'users.fields.firstName',
  last_name: 'users.fields.lastName',
  document_type: 'users.fields.documentType',
  document_reference: 'users.fields.documentReference',
  email: 'users.fields.email',
  phone: 'users.fields.phone',
  user_type: 'users.fields.userType',
  status: 'users.fields.status',
  failed_logins: 'audit.field.failedLogins',
  domain: 'audit.field.domain',
  tax_id: 'audit.field.taxId',
  admin: 'audit.field.admin',
  password_expiration_days: 'audit.field.passwordExpirationDays',
  expedient_consult: 'company.expedientConsult',
  deadline_green_above: 'company.greenAbove',
  deadline_orange_above: 'company.orangeAbove',
  request_number: 'integrations.requestNumber',
  contact_name: 'integrations.contactName',
  portal_user: 'integrations.portalUser',
  portal_key: 'integrations.portalKey',
  agreement: 'integrations.agreement',
  gateway_key: 'company.gateway.key',
  name: 'users.fields.name',
  description: 'roles.fields.description',
  members: 'audit.field.members',
  member: 'audit.field.member',
  permissions: 'roles.config.permissions',
  designer_forms: 'roles.config.designerForms',
  designer_workflows: 'roles.config.designerWorkflows',
  all_forms: 'roles.config.allForms',
  forms: 'roles.config.someForms',
  all_workflows: 'roles.config.allWorkflows',
  workflows: 'roles.config.someWorkflows',
  form: 'roles.formGrants.form',
  ...formGrantRightLabels,
  consecutive_assignment: 'workGroups.fields.consecutiveAssignment',
  parent_list: 'lists.fields.parent',
  list: 'formFields.data.list',
  parent_item: 'audit.field.parentItem',
  active: 'lists.items.fields.active',
  sequence_length: 'forms.fields.sequenceLength',
  sticker_type: 'forms.fields.stickerType',
  activate_workflow: 'forms.fields.activateWorkflow',
  unique_workflow: 'forms.fields.uniqueWorkflow',
  mandatory_start: 'forms.fields.mandatoryStart',
  attach_files_at_start: 'forms.fields.attachFiles',
  free_notifications: 'forms.fields.freeNotifications',
  yearly_restart: 'forms.fields.yearlyRestart',
  trd_path: 'forms.fields.trdPath',
  location: 'audit.field.location',
  documentary_type: 'audit.field.documentaryType',
  label: 'formFields.fields.label',
  type_data: 'formFields.fields.type',
  control_data: 'formFields.fields.control',
  required: 'formFields.option.required',
  hide: 'formFields.option.hide',
  search_field: 'formFields.option.search',
  unique: 'formFields.option.unique',
  len_min_chars: 'formFields.option.minLength',
  len_max_chars: 'formFields.option.maxLength',
  allowed_negative: 'formFields.option.negative',
  show_pass_dates: 'formFields.option.noPastDates',
  edit_manually: 'formFields.option.typedDates',
  lookup_form: 'formFields.data.lookupForm',
  lookup_fields: 'formFields.data.lookupFields',
  sticker: 'formFields.option.sticker',
  position: 'formFields.fields.order',
  subject: 'records.fields.subject',
  support_type: 'records.fields.supportType',
  document_date: 'records.fields.documentDate',
  values: 'audit.field.values',
  reason: 'audit.field.reason',
  font: 'stickers.font',
  font_size: 'stickers.fontSize',
  positions: 'audit.field.positions',
  logo: 'stickers.element.logo',
  version: 'audit.field.version',
  step: 'workflows.steps.step',
  step_name: 'workflows.steps.stepName',
  responsible_type: 'workflows.steps.responsibleType',
  responsibles: 'workflows.steps.responsibles',
  work_group: 'workflows.steps.workGroup',
  ...stepActionLabels,
  date_execute: 'workflows.steps.dateExecute',
  unit_of_measure: 'workflows.steps.unit',
  recipients: 'workflows.steps.recipients',
  email_body: 'workflows.steps.body',
  notification_user: 'workflows.steps.notificationUser',
  data_form: 'workflows.steps.dataForm',
  data_form_fields: 'workflows.steps.dataFormFields',
  data_form_required: 'workflows.steps.dataFormRequired',
  upload_max_files: 'company.uploads.maxFiles',
  upload_max_bytes: 'company.uploads.maxBytes',
  upload_min_bytes: 'company.uploads.minBytes',
  file_name_max: 'company.uploads.nameMax',
  attachment: 'audit.field.attachment',
  attachments: 'audit.field.attachments',
  origin: 'audit.field.origin',
  size: 'files.fields.size',
  sha256: 'files.fields.sha256',
  record_count: 'audit.field.recordCount',
  trd_level: 'audit.field.trdLevel',
  consult: 'trdGrants.consult',
  upload: 'trdGrants.upload',
  number: 'expedients.fields.number',
  opened_on: 'expedients.fields.openedOn',
  parent: 'audit.field.parent',
  index_sha256: 'expedients.index.hash',
  expedient: 'audit.field.expedient',
  code: 'trd.fields.code',
  kind: 'backgroundJobs.kind',
  attempts: 'backgroundJobs.attempts',
  workflow: 'audit.field.workflow',
  record: 'audit.field.record',
  assignee: 'audit.field.assignee',
  time_zone: 'calendar.timeZone',
  working_days: 'calendar.workingDays',
  working_hours: 'calendar.workingHours',
  date: 'calendar.date',
  url: 'webhooks.url',
  events: 'webhooks.events',
  signatories: 'signatures.fields.signatories',
  signatory: 'signatures.fields.signatory',
  full_name: 'signatures.signatory.fullName',
  document_number: 'signatures.signatory.documentNumber',
  photo: 'signatures.detail.photo',
  window_open: 'audit.field.window_open',
  receiver: 'audit.field.receiver',
  term_days: 'audit.field.term_days',
  extension_days: 'audit.field.extension_days',
  pqrs_type: 'audit.field.pqrs_type',
  anonymous: 'audit.field.anonymous',
  due_date: 'audit.field.due_date',
};

/** A field written by a newer server, or by an older one under another name, shows as written. */
export function auditFieldLabel(field: string): MessageKey | undefined {
  return (fieldLabels as Record<string, MessageKey | undefined>)[field];
}

/** What an entry is about. */
const entityLabels: Record<AuditEntityType, MessageKey> = {
  user: 'audit.entity.user',
  role: 'audit.entity.role',
  work_group: 'audit.entity.work_group',
  company: 'audit.entity.company',
  form: 'audit.entity.form',
  form_field: 'audit.entity.form_field',
  list: 'audit.entity.list',
  list_item: 'audit.entity.list_item',
  record: 'audit.entity.record',
  workflow: 'audit.entity.workflow',
  workflow_step: 'audit.entity.workflow_step',
  record_file: 'audit.entity.record_file',
  expedient: 'audit.entity.expedient',
  trd_node: 'audit.entity.trd_node',
  documentary_type: 'audit.entity.documentary_type',
  background_job: 'audit.entity.background_job',
  process: 'audit.entity.process',
  free_task: 'audit.entity.free_task',
  webhook: 'audit.entity.webhook',
  integration: 'audit.entity.integration',
  signature_request: 'audit.entity.signature_request',
};

/** The entity an entry is about, as a reader names it: "Rol Radicador PQRS". */
export function auditEntityText(
  entry: Pick<AuditEntryDto, 'entity_type' | 'entity_name'>,
  t: (key: MessageKey) => string,
): string {
  const label = (entityLabels as Record<string, MessageKey | undefined>)[entry.entity_type];
  return [label ? t(label) : entry.entity_type, entry.entity_name].filter(Boolean).join(' ');
}

type ValueLabels = Partial<Record<AuditField, Record<string | number, MessageKey>>>;
const userValueLabels: ValueLabels = {
  status: userStatusLabels,
  user_type: userTypeLabels,
  document_type: documentTypeLabels,
};

/**
 * Fields stored as codes whose codes mean something to a reader; per module, because the same
 * field name means different things (a work group's status 2 is 'inactive', a user's 'locked').
 */
export const auditValueLabels: Partial<Record<AuditModule, ValueLabels>> = {
  auth: userValueLabels,
  users: userValueLabels,
  api_accounts: { status: userStatusLabels },
  work_groups: { status: workGroupStatusLabels },
  roles: { permissions: configPermissionLabels },
  lists: { status: listStatusLabels },
  forms: {
    status: formStatusLabels,
    sticker_type: stickerTypeLabels,
    attach_files_at_start: attachFilesLabels,
    type_data: dataTypeLabels,
    control_data: controlLabels,
  },
  records: { support_type: supportLabels, status: recordStatusLabels },
  signatures: { document_type: identityDocumentLabels },
  workflows: {
    status: workflowStatusLabels,
    responsible_type: responsibleTypeLabels,
    unit_of_measure: durationUnitLabels,
  },
  files: {
    origin: {
      detail: 'files.origin.detail',
      filing: 'files.origin.filing',
      task: 'files.origin.task',
    },
  },
  background_jobs: { kind: backgroundJobKindLabels },
  calendar: { working_days: weekdayLabels },
};
