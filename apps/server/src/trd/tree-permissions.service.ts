import type {
  LevelFilesQuery,
  Paged,
  PageQuery,
  RecordFileDto,
  TrdTreeLevelQuery,
  TrdUploadLevelDto,
  TrdVisibleNodeDto,
} from '@custodia/contracts';
import { toFileDto } from '../files/files.present.ts';
import { filesInNode } from '../files/files.repo.ts';
import type { Actor } from '../platform/auth.ts';
import { found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Services } from '../platform/services.ts';
import { abilities, authorize } from '../policies.ts';
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

/** One level of the tree as the actor may see it (spec §7 /trd/tree/role-permissions/). */
export async function visibleTreeLevel(
  services: Services,
  actor: Actor,
  query: TrdTreeLevelQuery,
): Promise<TrdVisibleNodeDto[]> {
  const rows = await services.inTenant(actor.tenantId, (tx) =>
    repo.visibleChildren(tx, actor, query.parent_id),
  );
  return rows.map((row) => toVisibleNodeDto(row, actor));
}

/** The levels where the actor may upload (spec §7 /file/trd/role-permissions/). */
export async function uploadLevels(
  services: Services,
  actor: Actor,
  query: PageQuery,
): Promise<Paged<TrdUploadLevelDto>> {
  const result = await services.inTenant(actor.tenantId, (tx) =>
    repo.uploadLevels(tx, actor, pageWindow(query.page, query.per_page)),
  );
  return toPage(result, query.per_page, (row) => row);
}

/**
 * The files on one level, for whoever may consult it: a grant on the level or any above it. Each
 * file's own abilities stay those of its record's form (decision 46).
 */
export async function levelFiles(
  services: Services,
  actor: Actor,
  query: LevelFilesQuery,
): Promise<RecordFileDto[]> {
  const rows = await services.inTenant(actor.tenantId, async (tx) => {
    const node = found(
      await repo.nodeSubject(tx, actor.tenantId, query.node_id),
      'trdNodeNotFound',
    );
    authorize(actor, 'trdLevel.consult', node);
    return filesInNode(tx, actor.tenantId, query.node_id);
  });
  return rows.map((row) => toFileDto(row, actor));
}
