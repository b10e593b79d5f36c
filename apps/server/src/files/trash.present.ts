import type { TrashItemDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { TrashedFileSubject } from './files.policy.ts';
import type { TrashedFileRow, TrashRow } from './trash.repo.ts';

/** A file in the trash as the trash rules read it. */
export function trashedSubject(row: TrashedFileRow): TrashedFileSubject {
  return {
    record: {
      form: { id: row.form_id, status: row.form_status },
      status: row.record_status,
      created_by: row.record_created_by,
    },
    trashed_by: row.trashed_by,
  };
}

export function toTrashItemDto(row: TrashRow, actor: Actor): TrashItemDto {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    size: Number(row.size),
    record: { id: row.record_id, form_id: row.form_id, number: row.number },
    form_name: row.form_name,
    reason: row.reason,
    trashed_by: { user_name: row.trasher_user_name, full_name: row.trasher_full_name },
    trashed_at: new Date(row.trashed_at).toISOString(),
    purge_at: new Date(row.purge_at).toISOString(),
    abilities: abilities(actor, 'trashedFile', trashedSubject(row)),
  };
}
