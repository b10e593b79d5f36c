import type { HeldByDto, HoldDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { parsedJson } from '../platform/sql.ts';
import { abilities } from '../policies.ts';
import type { HeldByRow, HoldRow } from './holds.repo.ts';

export function toHeldByDto(row: HeldByRow): HeldByDto {
  return {
    id: row.id,
    reason: row.reason,
    reference: row.reference,
    authority: row.authority,
    placed_at: row.placed_at.toISOString(),
  };
}

export function toHoldDto(row: HoldRow, actor: Actor): HoldDto {
  return {
    id: row.id,
    scope: row.scope,
    target: row.target,
    record_count: row.record_count,
    record: row.record && parsedJson(row.record),
    node: row.node && parsedJson(row.node),
    reason: row.reason,
    reference: row.reference,
    authority: row.authority,
    owner: parsedJson(row.owner),
    placed_by: parsedJson(row.placed_by),
    placed_at: row.placed_at.toISOString(),
    released_by: row.released_by && parsedJson(row.released_by),
    released_at: row.released_at?.toISOString() ?? null,
    release_reason: row.release_reason,
    abilities: abilities(actor, 'legalHold', row),
  };
}
