import {
  retentionLevels,
  type TrdNodeDetailDto,
  type TrdNodeDto,
  trdDispositions,
} from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { TrdNodeRow } from './trd.repo.ts';

/** A node of one level of the tree, with what the actor may do with it. */
export function toTrdNodeDto(row: TrdNodeRow & { held?: boolean }, actor: Actor): TrdNodeDto {
  return {
    id: row.id,
    parent_id: row.parent_id,
    level: row.level,
    code: row.code,
    name: row.name,
    status: row.status,
    has_children: row.has_children,
    abilities: abilities(actor, 'trdNode', row),
  };
}

/** A node as its form shows it: its path from the fund and, on a series, its retention. */
export function toTrdNodeDetailDto(
  row: TrdNodeRow,
  actor: Actor,
  path: TrdNodeDetailDto['path'],
  documentaryTypes: { id: string; name: string }[],
  holds: TrdNodeDetailDto['holds'],
): TrdNodeDetailDto {
  return {
    ...toTrdNodeDto({ ...row, held: holds.length > 0 }, actor),
    background_id: row.background_id,
    path,
    retention: retentionLevels.includes(row.level)
      ? {
          office_years: row.office_years,
          central_years: row.central_years,
          dispositions: trdDispositions.filter((disposition) => row[`disposition_${disposition}`]),
          procedure: row.procedure,
          support: row.support,
          access_class: row.access_class,
          documentary_types: documentaryTypes,
        }
      : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    holds,
  };
}
