import { z } from 'zod';
import { PageQuery } from './paging.ts';

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
});
export type AuditVerifyDto = z.infer<typeof AuditVerifyDto>;
