import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { PageQuery, paged } from './paging.ts';

/** What an entry is about; each is named in the log as its screens name it. */
export const auditEntityTypes = [
  'user',
  'role',
  'work_group',
  'company',
  'form',
  'form_field',
  'list',
  'list_item',
  'record',
  'workflow',
  'workflow_step',
  'record_file',
  'expedient',
  'trd_node',
  'documentary_type',
  'background_job',
  'process',
  'free_task',
  'webhook',
  'integration',
  'signature_request',
  'mailbox',
  'capture_item',
  'legal_hold',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/**
 * Every field an entry's `changes` may name; the server writes no other, and the web labels each
 * one (adding one here fails the web's build until it has its label).
 */
export const auditFields = [
  // a mailbox: where it is read and as whom (its password only as changed, never its value), and
  // the sender of a message classified at the tray
  'host',
  'port',
  'tls',
  'username',
  'password',
  'folder',
  'after_capture',
  'rules',
  'sender',
  // people and third-party accounts
  'user_name',
  'first_name',
  'last_name',
  'document_type',
  'document_reference',
  'email',
  'phone',
  'user_type',
  'status',
  'failed_logins',
  // the company
  'domain',
  'tax_id',
  'admin',
  'password_expiration_days',
  'expedient_consult',
  'deadline_green_above',
  'deadline_orange_above',
  // an integration's request and configuration (its portal key only as changed, never its value)
  'request_number',
  'contact_name',
  'portal_user',
  'portal_key',
  'agreement',
  // the company's SMS and WhatsApp gateway (its address as `url`; its key only as set)
  'gateway_key',
  // roles and work groups
  'name',
  'description',
  'members',
  'member',
  'permissions',
  'designer_forms',
  'designer_workflows',
  'all_forms',
  'forms',
  'all_workflows',
  'workflows',
  'form',
  'file',
  'query',
  'view_files',
  'start_workflows',
  'view_started_processes',
  'sign_electronically',
  'consecutive_assignment',
  // lists
  'parent_list',
  'list',
  'parent_item',
  'active',
  // forms and their fields
  'sequence_length',
  'sticker_type',
  'activate_workflow',
  'unique_workflow',
  'mandatory_start',
  'attach_files_at_start',
  'free_notifications',
  'yearly_restart',
  'trd_path',
  'location',
  'documentary_type',
  'label',
  'type_data',
  'control_data',
  'required',
  'hide',
  'search_field',
  'unique',
  'len_min_chars',
  'len_max_chars',
  'allowed_negative',
  'show_pass_dates',
  'edit_manually',
  'lookup_form',
  'lookup_fields',
  'sticker',
  'position',
  // records: their own data, their field values (by field id) and a cancellation's reason
  'subject',
  'support_type',
  'document_date',
  'values',
  'reason',
  // the company's sticker
  'font',
  'font_size',
  'positions',
  'logo',
  // workflows: a saved diagram's version, and a step's configuration
  'version',
  'step',
  'step_name',
  'responsible_type',
  'responsibles',
  'work_group',
  'allow_reassign',
  'allow_interrupt_process',
  'move_file_to_trash',
  'electronic_signature',
  'allow_return_to_step',
  'date_execute',
  'unit_of_measure',
  'recipients',
  'email_body',
  'notification_user',
  'data_form',
  'data_form_fields',
  'data_form_required',
  // the company's upload limits
  'upload_max_files',
  'upload_max_bytes',
  'upload_min_bytes',
  'file_name_max',
  // a record's files: which ones, from where, and what was stored
  'attachment',
  'attachments',
  'origin',
  'size',
  'sha256',
  // an export: how many records it holds
  'record_count',
  // a role's grant on a TRD level
  'trd_level',
  'consult',
  'upload',
  // an expedient, its subdivisions and directories, and its frozen electronic index
  'number',
  'opened_on',
  'parent',
  'index_sha256',
  // a record placed in an expedient or taken out of it
  'expedient',
  // a level of the TRD
  'code',
  // a background job run again: which one, and the attempts it had used
  'kind',
  'attempts',
  // a process: what it runs on, and whom a task went to
  'workflow',
  'record',
  'assignee',
  // the business calendar: its zone, days and hours, and a day off added or removed
  'time_zone',
  'working_days',
  'working_hours',
  'date',
  // an outgoing webhook: where it sends and what it is told of
  'url',
  'events',
  // a signature request: its signatories, and the one an event is about
  'signatories',
  'signatory',
  // what a signer corrected of their own data, and the photo they took
  'full_name',
  'document_number',
  'photo',
  // the citizen window: its settings, a PQRS type's terms, and a PQRS filed
  'window_open',
  'receiver',
  'term_days',
  'extension_days',
  'pqrs_type',
  'anonymous',
  'due_date',
  // a PQRS remitted: the competent entity it went to
  'entity',
  // who hears of a PQRS running late, when, and whether it escalates
  'supervisors',
  'due_soon_days',
  'escalate_overdue',
  // what a petitioner added to their PQRS
  'added_text',
  // a PQRS's answer: its outgoing form, how it went out, and whether it was in time
  'outgoing_form',
  'channel',
  'courier',
  'guide_number',
  'in_time',
  // whom the company requires a second factor of (issue 51)
  'second_factor_required_for',
  'second_factor_roles',
  // a legal hold: the case and authority it answers to, who answers for it, what it covers
  'hold_reference',
  'authority',
  'owner',
  'covers',
] as const;
export type AuditField = (typeof auditFields)[number];

/** Another entity an entry names, with its name as it stood when the entry was written. */
export type AuditRef = { id: string; name: string | null };
export type AuditScalar = string | number | boolean | null;
export type AuditValue<Ref = AuditRef> = AuditScalar | Ref | readonly (AuditScalar | Ref)[];
/**
 * One field of an entry: a value (what a creation set), a transition, or what joined and left a
 * set (permissions, forms).
 */
export type AuditChange<Ref = AuditRef> =
  | AuditValue<Ref>
  | { from?: AuditValue<Ref>; to?: AuditValue<Ref> }
  | { added: readonly (AuditScalar | Ref)[]; removed: readonly (AuditScalar | Ref)[] }
  // A record's field values, by field id: the record's timeline reads them with the form's labels.
  | { readonly [fieldId: string]: { from: AuditScalar; to: AuditScalar } };
export type AuditChanges<Ref = AuditRef> = Partial<Record<AuditField, AuditChange<Ref>>>;

export const AuditEntryDto = z.object({
  seq: z.number().int(),
  at: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  module: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  /** The entity's name when the entry was written (null on entries older than the names). */
  entity_name: z.string().nullable(),
  /** `AuditChanges`; entries written by older releases may hold other shapes. */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;

/** A period's end: a date alone means that whole day. */
const PeriodBound = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const AuditListQuery = PageQuery.extend({
  module: z.string().max(50).optional(),
  action: z.string().max(50).optional(),
  user_id: z.uuid().optional(),
  from: PeriodBound.optional(),
  to: PeriodBound.optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditVerifyDto = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  broken_at: z.number().int().nullable(),
  /** Rows written but not yet sealed into the chain (the sealer does it within seconds). */
  unsealed: z.number().int(),
});
export type AuditVerifyDto = z.infer<typeof AuditVerifyDto>;

/** Every module and action the audit log records; the server may write no other. */
export const auditVocabulary = {
  auth: [
    'login',
    'login_failed',
    'lock',
    'logout',
    'password_reset_requested',
    'password_created',
    'password_reset',
    // Second factors and sessions (issue 51): a wrong code counts as login_failed and lock do.
    'recovery_code_used',
    'session_ended',
    'sessions_ended',
  ],
  second_factor: ['enrol', 'disable', 'reset', 'policy'],
  users: ['create', 'update', 'status', 'unlock', 'password_set', 'password_change', 'avatar'],
  company: [
    'create',
    'update',
    'sticker',
    'sticker_logo',
    'message_gateway',
    'message_gateway_removed',
  ],
  roles: [
    'create',
    'update',
    'delete',
    'members_add',
    'member_remove',
    'permissions',
    'admin_forms',
    'admin_workflows',
    'form_grant',
    'trd_grant',
  ],
  work_groups: ['create', 'update', 'members_add', 'member_remove'],
  api_accounts: ['create', 'password', 'status'],
  lists: ['create', 'update', 'item_create', 'item_update'],
  forms: [
    'create',
    'update',
    'status',
    'field_create',
    'field_update',
    'field_delete',
    'field_order',
  ],
  records: ['file', 'edit', 'cancel'],
  workflows: ['create', 'update', 'status', 'model_save', 'model_delete', 'step_configure'],
  // 'read': a scan read again by Tesseract (issue 48).
  files: ['upload', 'query', 'update', 'version', 'trash', 'restore', 'delete', 'move', 'read'],
  exports: ['create'],
  expedients: [
    'create',
    'update',
    'close',
    'nodes_create',
    'node_update',
    'verify',
    'record_link',
    'record_unlink',
  ],
  trd: ['create', 'update', 'delete', 'type_create', 'type_update', 'type_delete'],
  background_jobs: ['retry'],
  processes: ['start', 'complete', 'reassign', 'manage_reassign', 'return', 'interrupt', 'comment'],
  calendar: ['update', 'non_working_day_add', 'non_working_day_remove'],
  free_tasks: ['create', 'complete', 'reassign', 'comment'],
  webhooks: ['create', 'update', 'delete'],
  integrations: ['request', 'state', 'configure', 'agreement', 'seal_certificate'],
  // Electronic signature requests (spec §3 "electronic signature request"): each event of one.
  signatures: [
    'request',
    'send',
    'view',
    'code_sent',
    'code_verified',
    'code_failed',
    'sign',
    'complete',
    'cancel',
    'resend',
    'remind',
    'expire',
    'photo',
    'correct',
  ],
  // The citizen window (issue 47): its settings and types, and each PQRS it took.
  pqrs: [
    'settings',
    'type_create',
    'type_update',
    'file',
    'extend',
    'withdraw',
    'ask_completion',
    'complete',
    'tacit_withdrawal',
    'remit',
    'notices',
    'add',
    'template_create',
    'template_update',
    'template_delete',
    'answer_prepare',
    'answer_seal',
    'answer_send',
    'answer_notified',
    'dispatch_settle',
  ],
  // Capture (issue 48): a company's mailboxes, and the tray's messages classified or discarded.
  capture: ['mailbox_create', 'mailbox_update', 'mailbox_delete', 'file', 'attach', 'discard'],
  // Legal holds (issue 50 §3): each placed and released.
  legal_holds: ['place', 'release'],
} as const;
export type AuditModule = keyof typeof auditVocabulary;
export type AuditEventName = {
  [M in AuditModule]: { module: M; action: AuditAction<M> };
}[AuditModule];
export type AuditAction<M extends AuditModule> = (typeof auditVocabulary)[M][number];

const tag = 'audit';

export const auditApi = {
  list: endpoint({
    method: 'GET',
    path: '/audit/logs/',
    tag,
    query: AuditListQuery,
    status: 200,
    response: paged(AuditEntryDto),
    access: { action: 'auditLog.read' },
  }),
  verify: endpoint({
    method: 'POST',
    path: '/audit/verify/',
    tag,
    status: 200,
    response: AuditVerifyDto,
    access: { action: 'auditLog.verifyChain' },
  }),
};
