import {
  type HeldByDto,
  type HoldDto,
  type HoldListQuery,
  type HoldOwnerDto,
  HoldScope,
  HoldStatus,
  type HoldTarget,
  type Paged,
  type PlaceHoldInput,
  type ReleaseHoldInput,
  TrdLevel,
} from '@custodia/contracts';
import type { z } from 'zod';
import { auditRef, recordAudit, valuesSet } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { toHeldByDto, toHoldDto } from './holds.present.ts';
import * as repo from './holds.repo.ts';

/**
 * What a change touches, as the guard reads it: records (their expedient and their files' nodes
 * count too) and nodes of the tree (a node above counts). Missing ids are skipped, so a caller
 * passes a file's node as it is, placed or not.
 */
export type HoldScopeOf = {
  records?: readonly (string | null | undefined)[];
  nodes?: readonly (string | null | undefined)[];
};

const present = (ids: HoldScopeOf['records']) =>
  (ids ?? []).filter((id): id is string => typeof id === 'string');

/** The active holds covering what `scope` names, oldest first, as the screens of it show them. */
export async function heldBy(work: Work<Doer>, scope: HoldScopeOf): Promise<HeldByDto[]> {
  const rows = await repo.coveringHolds(work.tx, work.tenantId, {
    recordIds: present(scope.records),
    nodeIds: present(scope.nodes),
  });
  return rows.map(toHeldByDto);
}

/**
 * The one guard (ARCHITECTURE §7d): every service that changes, moves or deletes records, files,
 * expedients, the trash or the TRD calls it before it writes, and what a hold covers is refused
 * with 82000 however it is reached. Placing a hold share-locks the records it names, and changes
 * to a record lock it first, so the two never pass each other.
 */
export async function ensureNotHeld(work: Work<Doer>, scope: HoldScopeOf): Promise<void> {
  if ((await heldBy(work, scope)).length > 0) throw new AppError('itemHeld');
}

/** Whether any hold covers `scope`: the purge job skips such a file rather than failing. */
export async function isHeld(work: Work<Doer>, scope: HoldScopeOf): Promise<boolean> {
  return (await heldBy(work, scope)).length > 0;
}

/** Levels a hold may cover with all they hold: a series, a subseries, an expedient. */
const holdableLevels: readonly number[] = [TrdLevel.series, TrdLevel.subseries, TrdLevel.expedient];

type Covered =
  | { scope: typeof HoldScope.records; target: string; recordIds: string[] }
  | { scope: typeof HoldScope.node; target: string; nodeId: string };

/** What the request names, read and locked: records by number or id, or a node of the tree. */
async function coveredBy(work: Work, target: z.output<typeof HoldTarget>): Promise<Covered> {
  const { tx, tenantId } = work;
  if ('record_number' in target || 'record_ids' in target) {
    const wanted = 'record_ids' in target ? [...new Set(target.record_ids)] : [];
    const records = await repo.lockRecords(
      tx,
      tenantId,
      'record_number' in target ? { number: target.record_number } : { ids: wanted },
    );
    const first = records[0];
    if (!first || ('record_ids' in target && records.length !== wanted.length)) {
      throw new AppError('holdTargetNotFound');
    }
    return { scope: HoldScope.records, target: first.number, recordIds: records.map((r) => r.id) };
  }
  const node = await repo.findNode(
    tx,
    tenantId,
    'node_id' in target ? { id: target.node_id } : { expedientNumber: target.expedient_number },
  );
  if (!node) throw new AppError('holdTargetNotFound');
  if (!holdableLevels.includes(node.level)) throw new AppError('holdTargetLevel');
  return { scope: HoldScope.node, target: `${node.code}-${node.name}`, nodeId: node.id };
}

async function existingHold(work: Work, id: string, lock = false) {
  return found(await repo.findHold(work.tx, work.tenantId, id, lock), 'holdNotFound');
}

/**
 * Places a hold (issue 50 §3) with its reason, case, authority and owner. A hold on a search's
 * records keeps the ids it was given: what the authority ordered held does not grow or shrink as
 * records are filed or changed later (decision 92).
 */
export async function placeHold(
  work: Work,
  input: z.output<typeof PlaceHoldInput>,
): Promise<HoldDto> {
  const { tx, actor, tenantId } = work;
  const covered = await coveredBy(work, input.target);
  const [owner] = await repo.activeUsers(tx, tenantId, input.owner_id);
  if (!owner) throw new AppError('holdOwnerInvalid', { owner_id: 'errors.82005' });
  const id = await repo.insertHold(
    tx,
    tenantId,
    {
      scope: covered.scope,
      target: covered.target,
      reason: input.reason,
      reference: input.reference,
      authority: input.authority,
      ownerId: owner.id,
      placedBy: actor.userId,
    },
    covered.scope === HoldScope.records
      ? { recordIds: covered.recordIds }
      : { nodeId: covered.nodeId },
  );
  await recordAudit(tx, auditActorOf(actor), {
    module: 'legal_holds',
    action: 'place',
    entityType: 'legal_hold',
    entityId: id,
    entityName: covered.target,
    changes: valuesSet({
      covers:
        covered.scope === HoldScope.records
          ? covered.recordIds.length === 1
            ? auditRef('record', covered.recordIds[0] as string, covered.target)
            : covered.recordIds.length
          : auditRef('trd_node', covered.nodeId, covered.target),
      reason: input.reason,
      hold_reference: input.reference,
      authority: input.authority,
      owner: auditRef('user', owner.id, owner.name),
    }),
  });
  return toHoldDto(await existingHold(work, id), actor);
}

/** Releases an active hold with its reason; what it covered may change again. */
export async function releaseHold(
  work: Work,
  id: string,
  input: z.output<typeof ReleaseHoldInput>,
): Promise<HoldDto> {
  const { tx, actor, tenantId } = work;
  const hold = await existingHold(work, id, true);
  authorize(actor, 'legalHold.release', hold);
  await repo.releaseHold(tx, tenantId, hold.id, { by: actor.userId, reason: input.reason });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'legal_holds',
    action: 'release',
    entityType: 'legal_hold',
    entityId: hold.id,
    entityName: hold.target,
    changes: { reason: input.reason },
  });
  return toHoldDto(await existingHold(work, hold.id), actor);
}

/** The company's holds, active or released, newest first. */
export async function listHolds(
  work: Work,
  query: z.output<typeof HoldListQuery>,
): Promise<Paged<HoldDto>> {
  const page = await repo.holdPage(
    work.tx,
    work.tenantId,
    query.status === HoldStatus.active,
    pageWindow(query.page, query.per_page),
  );
  return toPage(page, query.per_page, (row) => toHoldDto(row, work.actor));
}

/** Who may answer for a hold: the company's active users. */
export function holdOwners(work: Work): Promise<HoldOwnerDto[]> {
  return repo.activeUsers(work.tx, work.tenantId);
}
