import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { PageQuery, paged } from './paging.ts';

export const AuditEntryDto = z.object({
  seq: z.number().int(),
  at: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  module: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;

export const AuditListQuery = PageQuery.extend({
  module: z.string().max(50).optional(),
  action: z.string().max(50).optional(),
  user_id: z.uuid().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
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
  ],
  users: ['create', 'update', 'status', 'unlock', 'password_set', 'password_change', 'avatar'],
  company: ['create', 'update', 'sticker', 'sticker_logo'],
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
