import type { ExpedientDto, ExpedientNodeDto, IndexEntryDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { ExpedientRow, FrozenEntry } from './expedients.repo.ts';

/** An expedient as the actor sees it, with what the actor may do with it. */
export function toExpedientDto(row: ExpedientRow & { held?: boolean }, actor: Actor): ExpedientDto {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    subject: row.subject,
    opened_on: row.opened_on,
    status: row.status,
    closed_at: row.closed_at?.toISOString() ?? null,
    series_id: row.series_id,
    series_code: row.series_code,
    series_name: row.series_name,
    background_id: row.background_id,
    office_due_on: row.office_due_on,
    central_due_on: row.central_due_on,
    index_sha256: row.index_sha256,
    abilities: abilities(actor, 'expedient', row),
  };
}

export function toNodeDto(row: {
  id: string;
  parent_id: string;
  level: number;
  code: string;
  name: string;
}): ExpedientNodeDto {
  return { id: row.id, parent_id: row.parent_id, level: row.level, code: row.code, name: row.name };
}

export function toIndexEntryDto(entry: FrozenEntry & { record_id: string | null }): IndexEntryDto {
  return {
    position: entry.position,
    file_id: entry.file_id,
    record_id: entry.record_id,
    version: entry.version,
    name: entry.name,
    documentary_type: entry.documentary_type,
    created_at: entry.created_at.toISOString(),
    added_at: entry.added_at.toISOString(),
    sha256: entry.sha256,
    first_page: entry.first_page,
    last_page: entry.last_page,
    format: entry.format,
    size: entry.size,
    origin: entry.origin,
  };
}
