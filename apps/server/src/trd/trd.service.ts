import {
  type AcceptedDto,
  type AuditAction,
  retentionLevels,
  type SeriesInput,
  type TrdLevel,
  type TrdNodeDetailDto,
  type TrdNodeDto,
  type TrdNodeUpdate,
} from '@custodia/contracts';
import type { z } from 'zod';
import { ensureNodeAcceptsFiles } from '../expedients/expedients.service.ts';
import {
  type AuditEventChanges,
  auditRef,
  changesBetween,
  recordAudit,
  valuesSet,
} from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import { toTrdNodeDetailDto, toTrdNodeDto } from './trd.present.ts';
import * as repo from './trd.repo.ts';

/** Forms a refusal to delete a publication path names; the rest are counted (spec §5). */
const namedForms = 10;

type NodeInput = Omit<z.output<typeof SeriesInput>, 'parent_uuid'> & { parent_uuid?: string };
type NodeUpdate = z.output<z.ZodType<TrdNodeUpdate>>;

async function detailOf(tx: Sql, actor: Actor, id: string): Promise<TrdNodeDetailDto> {
  const row = found(await repo.findNode(tx, actor.tenantId, id), 'trdNodeNotFound');
  const [path, types] = await Promise.all([
    repo.nodePath(tx, actor.tenantId, id),
    retentionLevels.includes(row.level)
      ? repo.nodeDocumentaryTypes(tx, actor.tenantId, id)
      : Promise.resolve([]),
  ]);
  return toTrdNodeDetailDto(row, actor, path, types);
}

/**
 * The node of that level under that fund (a fund: the node itself), locked for a change; any
 * other answers 20004, so a path that does not lead to it finds nothing.
 */
async function nodeAt(
  tx: Sql,
  actor: Actor,
  level: TrdLevel,
  backgroundId: string | null,
  id: string,
  lock = false,
): Promise<repo.TrdNodeRow> {
  const row = await repo.findNode(tx, actor.tenantId, id, lock);
  const within = backgroundId === null || row?.background_id === backgroundId;
  if (!row || row.level !== level || !within) throw new AppError('trdNodeNotFound');
  return row;
}

/**
 * Every change of the tree and of its documentary types is an audit row of module `trd`, on the
 * node or type changed.
 */
export function auditTrd(
  tx: Sql,
  actor: Actor,
  action: AuditAction<'trd'>,
  entity: { type: 'trd_node' | 'documentary_type'; id: string },
  changes: AuditEventChanges,
) {
  return recordAudit(tx, auditActorOf(actor), {
    module: 'trd',
    action,
    entityType: entity.type,
    entityId: entity.id,
    changes,
  });
}

const nodeEntity = (id: string) => ({ type: 'trd_node', id }) as const;

const audited = ['code', 'name', 'status'] as const;

/** The retention a series' input sets, as columns; nothing for other levels. */
function retentionOf(level: TrdLevel, input: Partial<NodeInput>) {
  if (!retentionLevels.includes(level)) return {};
  return repo.retentionColumns({
    office_years: input.office_years,
    central_years: input.central_years,
    dispositions: input.dispositions,
    procedure: input.procedure,
    support: input.support,
    access_class: input.access_class,
  });
}

/** A series' documentary types replaced when sent, then the node as its form shows it. */
async function typesSetAndShown(
  tx: Sql,
  actor: Actor,
  level: TrdLevel,
  id: string,
  typeIds: string[] | undefined,
): Promise<TrdNodeDetailDto> {
  if (retentionLevels.includes(level) && typeIds) {
    await repo.setNodeDocumentaryTypes(tx, actor.tenantId, id, typeIds);
  }
  return detailOf(tx, actor, id);
}

export function browseTree(
  services: Services,
  actor: Actor,
  parentId: string | undefined,
): Promise<TrdNodeDto[]> {
  return services.inTenant(actor.tenantId, async (tx) => {
    if (parentId && !(await repo.findNode(tx, actor.tenantId, parentId))) {
      throw new AppError('trdNodeNotFound');
    }
    const rows = await repo.listChildren(tx, actor.tenantId, parentId ?? null);
    return rows.map((row) => toTrdNodeDto(row, actor));
  });
}

export function getNode(services: Services, actor: Actor, id: string): Promise<TrdNodeDetailDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const row = found(await repo.findNode(tx, actor.tenantId, id), 'trdNodeNotFound');
    authorize(actor, 'trdNode.edit', row);
    return detailOf(tx, actor, id);
  });
}

/** Creates a node of levels 1–5: a fund, or a node under `parent_uuid` inside that fund. */
export function createNode(
  services: Services,
  actor: Actor,
  level: TrdLevel,
  backgroundId: string | null,
  input: NodeInput,
): Promise<TrdNodeDetailDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const parentId = input.parent_uuid ?? null;
    if (
      parentId &&
      backgroundId &&
      !(await repo.isWithin(tx, actor.tenantId, parentId, backgroundId))
    ) {
      throw new AppError('trdNodeNotFound');
    }
    const id = await repo.insertNode(tx, actor.tenantId, {
      parentId,
      level,
      code: input.code,
      name: input.name,
      status: input.status,
      createdBy: actor.userId,
      retention: retentionOf(level, input),
    });
    await auditTrd(tx, actor, 'create', nodeEntity(id), {
      ...valuesSet({ code: input.code, name: input.name, status: input.status }),
      ...(parentId ? valuesSet({ parent: auditRef('trd_node', parentId) }) : {}),
    });
    return typesSetAndShown(tx, actor, level, id, input.documentary_types_uuid);
  });
}

export function updateNode(
  services: Services,
  actor: Actor,
  level: TrdLevel,
  backgroundId: string | null,
  id: string,
  input: NodeUpdate,
): Promise<TrdNodeDetailDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const row = await nodeAt(tx, actor, level, backgroundId, id, true);
    authorize(actor, 'trdNode.edit', row);
    await repo.updateNode(tx, actor.tenantId, id, {
      code: input.code,
      name: input.name,
      status: input.status,
      ...retentionOf(level, input as Partial<NodeInput>),
    });
    const after = await nodeAt(tx, actor, level, backgroundId, id);
    const changes = changesBetween(row, after, audited);
    if (Object.keys(changes).length > 0)
      await auditTrd(tx, actor, 'update', nodeEntity(id), changes);
    return typesSetAndShown(tx, actor, level, id, input.documentary_types_uuid);
  });
}

/**
 * Deleting is irreversible and refused while anything depends on the node: a closed expedient
 * (20062), sublevels (20005), files placed in it (20006), or forms publishing to it (20007/20008,
 * naming up to 10).
 */
export function deleteNode(
  services: Services,
  actor: Actor,
  id: string,
  level: TrdLevel,
): Promise<AcceptedDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const row = await nodeAt(tx, actor, level, null, id, true);
    authorize(actor, 'trdNode.delete', row);
    // A closed expedient keeps what it holds, and itself: its frozen index names it (20062).
    await ensureNodeAcceptsFiles(tx, actor.tenantId, id);
    if (row.has_children) throw new AppError('trdNodeHasSublevels');
    if (await repo.nodeHasFiles(tx, actor.tenantId, id)) throw new AppError('trdNodeHasFiles');
    const forms = await repo.formsPublishingTo(tx, actor.tenantId, id, namedForms);
    if (forms.count > 0) {
      const named = { forms: forms.names.join(', '), more: forms.count - forms.names.length };
      throw new AppError(
        named.more > 0 ? 'trdNodeIsPublicationPathOfMany' : 'trdNodeIsPublicationPath',
        undefined,
        named,
      );
    }
    await auditTrd(tx, actor, 'delete', nodeEntity(id), valuesSet(row, audited));
    await repo.deleteNode(tx, actor.tenantId, id);
    return { detail: 'ok' };
  });
}

const pathLabel = (node: { code: string; name: string } | undefined) =>
  node ? `${node.code}-${node.name}` : null;

/**
 * Sets a form's publication path (a series or subseries only: 20009; 20004 when there is no such
 * node) inside the form's own transaction, and tells the form's audit entry what changed.
 * Undefined leaves the path as it is.
 */
export async function placeFormPublicationPath(
  tx: Sql,
  tenantId: string,
  form: { id: string; trd_path_id: string | null },
  nodeId: string | null | undefined,
): Promise<AuditEventChanges> {
  if (nodeId === undefined || nodeId === form.trd_path_id) return {};
  const node = nodeId ? await repo.findNode(tx, tenantId, nodeId) : undefined;
  if (nodeId && !node) {
    throw new AppError('trdNodeNotFound', { trd_path_id: 'errors.20004' });
  }
  if (node && !retentionLevels.includes(node.level)) {
    throw new AppError('trdPathLevelInvalid', { trd_path_id: 'errors.20009' });
  }
  const before = form.trd_path_id ? await repo.findNode(tx, tenantId, form.trd_path_id) : undefined;
  await repo.setFormPublicationPath(tx, tenantId, form.id, nodeId);
  return { trd_path: { from: pathLabel(before), to: pathLabel(node) } };
}
