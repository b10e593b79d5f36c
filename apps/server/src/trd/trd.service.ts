import {
  type AcceptedDto,
  type AuditAction,
  ExpedientStatus,
  retentionLevels,
  type SeriesInput,
  type TrdLevel,
  type TrdNodeDetailDto,
  type TrdNodeDto,
  type TrdNodeUpdate,
} from '@custodia/contracts';
import type { z } from 'zod';
import { ensureNotHeld, heldBy } from '../holds/index.ts';
import {
  type AuditEventChanges,
  auditRef,
  changesBetween,
  recordAudit,
  valuesSet,
} from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { acceptsFiles } from './trd.policy.ts';
import { toTrdNodeDetailDto, toTrdNodeDto } from './trd.present.ts';
import * as repo from './trd.repo.ts';

/** Forms a refusal to delete a publication path names; the rest are counted (spec §5). */
const namedForms = 10;

type NodeInput = Omit<z.output<typeof SeriesInput>, 'parent_uuid'> & { parent_uuid?: string };
type NodeUpdate = z.output<z.ZodType<TrdNodeUpdate>>;

/** A node by id, locked for a change when asked (files, expedients). */
export function findNode(work: Work<Doer>, id: string, lock = false) {
  return repo.findNode(work.tx, work.tenantId, id, lock);
}

/** The one way a node enters the tree, for expedients' subdivisions and directories. */
export function insertNode(work: Work<Doer>, node: repo.NewNode): Promise<string> {
  return repo.insertNode(work.tx, work.tenantId, node);
}

/** A node's columns as expedients change them: unchecked and unaudited, unlike editNode. */
export async function updateNode(
  work: Work<Doer>,
  id: string,
  patch: repo.NodePatch,
): Promise<void> {
  await ensureNotHeld(work, { nodes: [id] });
  await repo.updateNode(work.tx, work.tenantId, id, patch);
}

async function detailOf(work: Work, id: string): Promise<TrdNodeDetailDto> {
  const { tx, tenantId } = work;
  const row = found(await repo.findNode(tx, tenantId, id), 'trdNodeNotFound');
  const [path, types, holds] = await Promise.all([
    repo.nodePath(tx, tenantId, id),
    retentionLevels.includes(row.level)
      ? repo.nodeDocumentaryTypes(tx, tenantId, id)
      : Promise.resolve([]),
    heldBy(work, { nodes: [id] }),
  ]);
  return toTrdNodeDetailDto(row, work.actor, path, types, holds);
}

/**
 * The node of that level under that fund (a fund: the node itself), locked for a change; any
 * other answers 20004, so a path that does not lead to it finds nothing.
 */
async function nodeAt(
  work: Work,
  level: TrdLevel,
  backgroundId: string | null,
  id: string,
  lock = false,
): Promise<repo.TrdNodeRow> {
  const row = await repo.findNode(work.tx, work.tenantId, id, lock);
  const within = backgroundId === null || row?.background_id === backgroundId;
  if (!row || row.level !== level || !within) throw new AppError('trdNodeNotFound');
  return row;
}

/**
 * Every change of the tree and of its documentary types is an audit row of module `trd`, on the
 * node or type changed.
 */
export function auditTrd(
  { tx, actor }: Work,
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
  work: Work,
  level: TrdLevel,
  id: string,
  typeIds: string[] | undefined,
): Promise<TrdNodeDetailDto> {
  if (retentionLevels.includes(level) && typeIds) {
    await repo.setNodeDocumentaryTypes(work.tx, work.tenantId, id, typeIds);
  }
  return detailOf(work, id);
}

export async function browseTree(work: Work, parentId: string | undefined): Promise<TrdNodeDto[]> {
  const { tx, tenantId } = work;
  if (parentId && !(await repo.findNode(tx, tenantId, parentId))) {
    throw new AppError('trdNodeNotFound');
  }
  const rows = await repo.listChildren(tx, tenantId, parentId ?? null);
  return rows.map((row) => toTrdNodeDto(row, work.actor));
}

export async function getNode(work: Work, id: string): Promise<TrdNodeDetailDto> {
  const row = found(await repo.findNode(work.tx, work.tenantId, id), 'trdNodeNotFound');
  authorize(work.actor, 'trdNode.edit', row);
  return detailOf(work, id);
}

/** Creates a node of levels 1–5: a fund, or a node under `parent_uuid` inside that fund. */
export async function createNode(
  work: Work,
  level: TrdLevel,
  backgroundId: string | null,
  input: NodeInput,
): Promise<TrdNodeDetailDto> {
  const { tx, tenantId } = work;
  const parentId = input.parent_uuid ?? null;
  if (parentId && backgroundId && !(await repo.isWithin(tx, tenantId, parentId, backgroundId))) {
    throw new AppError('trdNodeNotFound');
  }
  const id = await repo.insertNode(tx, tenantId, {
    parentId,
    level,
    code: input.code,
    name: input.name,
    status: input.status,
    createdBy: work.actor.userId,
    retention: retentionOf(level, input),
  });
  await auditTrd(work, 'create', nodeEntity(id), {
    ...valuesSet({ code: input.code, name: input.name, status: input.status }),
    ...(parentId ? valuesSet({ parent: auditRef('trd_node', parentId) }) : {}),
  });
  return typesSetAndShown(work, level, id, input.documentary_types_uuid);
}

/** A node changed from its form: its code, name, status and, on a series, its retention. */
export async function editNode(
  work: Work,
  level: TrdLevel,
  backgroundId: string | null,
  id: string,
  input: NodeUpdate,
): Promise<TrdNodeDetailDto> {
  const row = await nodeAt(work, level, backgroundId, id, true);
  authorize(work.actor, 'trdNode.edit', row);
  await updateNode(work, id, {
    code: input.code,
    name: input.name,
    status: input.status,
    ...retentionOf(level, input as Partial<NodeInput>),
  });
  const after = await nodeAt(work, level, backgroundId, id);
  const changes = changesBetween(row, after, audited);
  if (Object.keys(changes).length > 0) await auditTrd(work, 'update', nodeEntity(id), changes);
  return typesSetAndShown(work, level, id, input.documentary_types_uuid);
}

/**
 * Deleting is irreversible and refused while anything depends on the node: a closed expedient
 * (20062), sublevels (20005), files placed in it (20006), or forms publishing to it (20007/20008,
 * naming up to 10).
 */
export async function deleteNode(work: Work, id: string, level: TrdLevel): Promise<AcceptedDto> {
  const { tx, tenantId } = work;
  const row = await nodeAt(work, level, null, id, true);
  authorize(work.actor, 'trdNode.delete', row);
  await ensureNotHeld(work, { nodes: [id] });
  // A closed expedient keeps what it holds, and itself: its frozen index names it (20062).
  await ensureNodeAcceptsFiles(work, id);
  if (row.has_children) throw new AppError('trdNodeHasSublevels');
  if (await repo.nodeHasFiles(tx, tenantId, id)) throw new AppError('trdNodeHasFiles');
  const forms = await repo.formsPublishingTo(tx, tenantId, id, namedForms);
  if (forms.count > 0) {
    const named = { forms: forms.names.join(', '), more: forms.count - forms.names.length };
    throw new AppError(
      named.more > 0 ? 'trdNodeIsPublicationPathOfMany' : 'trdNodeIsPublicationPath',
      undefined,
      named,
    );
  }
  await auditTrd(work, 'delete', nodeEntity(id), valuesSet(row, audited));
  await repo.deleteNode(tx, tenantId, id);
  return { detail: 'ok' };
}

const pathLabel = (node: { code: string; name: string } | undefined) =>
  node ? `${node.code}-${node.name}` : null;

/**
 * Sets a form's publication path (a series or subseries only: 20009; 20004 when there is no such
 * node) inside the form's own transaction, and tells the form's audit entry what changed.
 * Undefined leaves the path as it is.
 */
export async function placeFormPublicationPath(
  work: Work<Doer>,
  form: { id: string; trd_path_id: string | null },
  nodeId: string | null | undefined,
): Promise<AuditEventChanges> {
  if (nodeId === undefined || nodeId === form.trd_path_id) return {};
  const { tx, tenantId } = work;
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

/** A node where things are placed, with its fund and the expedient it is or lies in. */
export function findPlacement(work: Work<Doer>, id: string) {
  return repo.findPlacement(work.tx, work.tenantId, id);
}

/**
 * Whether files may be placed in this node, answering the node: nothing enters a closed
 * expedient or anything below it (spec §4; 403 with code 20062). The file features call this before placing a file; the
 * expedient's row is share-locked so a closing waits for the placement, or the placement for it.
 */
export async function ensureNodeAcceptsFiles(
  work: Work<Doer>,
  nodeId: string,
): Promise<repo.PlacementRow> {
  const { tx, tenantId } = work;
  const node = found(await repo.findPlacement(tx, tenantId, nodeId), 'trdNodeNotFound');
  if (node.expedient_id === null) return node;
  const expedient = await repo.sharedExpedientStatus(tx, tenantId, node.expedient_id);
  const verdict = acceptsFiles(expedient ?? { status: ExpedientStatus.closed });
  if (verdict !== true) throw new AppError(verdict);
  return node;
}
