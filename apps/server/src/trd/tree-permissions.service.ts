import type {
  Paged,
  PageQuery,
  TrdTreeLevelQuery,
  TrdUploadLevelDto,
  TrdVisibleNodeDto,
} from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Doer, Work } from '../platform/work.ts';
import { abilities } from '../policies.ts';
import { consultsSomeLevel } from './tree-permissions.policy.ts';
import * as repo from './tree-permissions.repo.ts';

function toVisibleNodeDto(row: repo.VisibleNodeRow, actor: Actor): TrdVisibleNodeDto {
  return {
    id: row.id,
    parent_id: row.parent_id,
    code: row.code,
    name: row.name,
    level: row.level,
    status: row.status,
    has_children: row.has_children,
    path_only: row.path_only,
    abilities: abilities(actor, 'trdLevel', { ancestor_ids: row.ancestor_ids }),
  };
}

/** One node's own id and its ancestors', as its rules read them (files). */
export function nodeSubject(work: Work<Doer>, nodeId: string) {
  return repo.nodeSubject(work.tx, work.tenantId, nodeId);
}

/** One level of the tree as the actor may see it (spec §7 /trd/tree/role-permissions/). */
export async function visibleTreeLevel(
  work: Work,
  query: TrdTreeLevelQuery,
): Promise<TrdVisibleNodeDto[]> {
  const rows = await repo.visibleChildren(work.tx, work.actor, query.parent_id);
  return rows.map((row) => toVisibleNodeDto(row, work.actor));
}

/** The levels where the actor may upload (spec §7 /file/trd/role-permissions/). */
export async function uploadLevels(
  work: Work,
  query: PageQuery,
): Promise<Paged<TrdUploadLevelDto>> {
  const result = await repo.uploadLevels(
    work.tx,
    work.actor,
    pageWindow(query.page, query.per_page),
  );
  return toPage(result, query.per_page, (row) => row);
}

/**
 * The dashboard's TRD figure: the series and subseries in force the actor may consult; null for
 * whom consults no level at all.
 */
export async function consultableSeries(work: Work): Promise<number | null> {
  if (!consultsSomeLevel(work.actor)) return null;
  return repo.consultableSeriesCount(work.tx, work.actor);
}
