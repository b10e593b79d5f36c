import {
  type ErrorName,
  errorCatalogue,
  errorKey,
  type LevelPermissionChanged,
  type LevelPermissionDto,
  type LevelPermissions,
  message,
  type TrdPermission,
} from '@custodia/contracts';
import { changesBetween, recordAudit, valuesSet } from '../platform/audit.ts';
import { auditActorOf, type TrdLevelGrant } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { existingRole } from './roles.service.ts';
import * as repo from './trd-grants.repo.ts';

const flags = ['consult', 'upload'] as const;

function toLevelPermissionDto(row: repo.TrdGrantRow): LevelPermissionDto {
  return {
    level_uuid: row.node_id,
    level: row.level,
    background_uuid: row.background_id,
    code: row.code,
    name: row.name,
    permissions: flags.filter((flag) => row[flag]),
  };
}

const grantOf = (permissions: readonly TrdPermission[]): TrdLevelGrant => ({
  consult: permissions.includes('consult'),
  upload: permissions.includes('upload'),
});

const labelOf = (node: repo.GrantableNode) => `${node.code}-${node.name}`;

/** Writes one level's grant as it is after the change, and its audit row. */
async function saveLevelGrant(
  { tx, actor, tenantId }: Work,
  roleId: string,
  node: repo.GrantableNode,
  before: TrdLevelGrant | undefined,
  after: TrdLevelGrant,
): Promise<void> {
  await repo.saveGrant(tx, tenantId, roleId, { node_id: node.node_id, ...after });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'roles',
    action: 'trd_grant',
    entityType: 'role',
    entityId: roleId,
    changes: {
      trd_level: labelOf(node),
      ...(before ? changesBetween(before, after, flags) : valuesSet(after, flags)),
    },
  });
}

/**
 * Why a staged entry cannot be added (spec §5 level permissions), or nothing when it adds a
 * permission the level lacks: a level holding both, or already holding every permission asked.
 */
function refusalOf(before: TrdLevelGrant | undefined, wanted: TrdLevelGrant): ErrorName | null {
  if (!before) return null;
  if (before.consult && before.upload) return 'trdGrantHasBoth';
  if (wanted.consult && before.consult && !wanted.upload) return 'trdGrantHasConsult';
  if (wanted.upload && before.upload && !wanted.consult) return 'trdGrantHasUpload';
  return null;
}

async function listed(work: Work, roleId: string): Promise<LevelPermissionDto[]> {
  return (await repo.grantsOfRole(work.tx, work.tenantId, roleId)).map(toLevelPermissionDto);
}

export async function listRoleTrdGrants(work: Work, roleId: string): Promise<LevelPermissionDto[]> {
  authorize(work.actor, 'role.configure');
  await existingRole(work, roleId);
  return listed(work, roleId);
}

/**
 * Adds the staged levels to a role, all or none. A refusal marks the entry it is about
 * (`levels_trd_permissions.<index>`) and names its level, so the screen can take it off the list.
 */
export async function addRoleTrdGrants(
  work: Work,
  roleId: string,
  input: LevelPermissions,
): Promise<LevelPermissionDto[]> {
  const { tx, tenantId } = work;
  authorize(work.actor, 'role.configure');
  const entries = input.levels_trd_permissions;
  await existingRole(work, roleId);
  const existing = new Map(
    (await repo.grantsOfRole(tx, tenantId, roleId)).map((row) => [row.node_id, row]),
  );
  const nodes = new Map(
    (
      await repo.nodesById(
        tx,
        tenantId,
        entries.map((entry) => entry.level_uuid),
      )
    ).map((node) => [node.node_id, node]),
  );
  const added = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const node = nodes.get(entry.level_uuid);
    const refuse = (error: ErrorName, level: string) =>
      new AppError(
        error,
        {
          [`levels_trd_permissions.${index}`]: message(errorKey(errorCatalogue[error].code), {
            level,
          }),
        },
        { level },
      );
    if (!node || node.level !== entry.level || node.background_id !== entry.background_uuid) {
      throw refuse('trdGrantLevelUnknown', node ? labelOf(node) : entry.level_uuid);
    }
    if (added.has(node.node_id)) throw refuse('trdGrantRepeated', labelOf(node));
    added.add(node.node_id);
    const before = existing.get(node.node_id);
    const wanted = grantOf(entry.permissions);
    const refusal = refusalOf(before, wanted);
    if (refusal) throw refuse(refusal, labelOf(node));
    const after = {
      consult: wanted.consult || (before?.consult ?? false),
      upload: wanted.upload || (before?.upload ?? false),
    };
    await saveLevelGrant(work, roleId, node, before, after);
  }
  return listed(work, roleId);
}

/** Replaces the permissions a role holds on one level it already has a grant on. */
export async function changeRoleTrdGrant(
  work: Work,
  roleId: string,
  nodeId: string,
  change: LevelPermissionChanged,
): Promise<LevelPermissionDto[]> {
  authorize(work.actor, 'role.configure');
  await existingRole(work, roleId);
  const before = (await repo.grantsOfRole(work.tx, work.tenantId, roleId)).find(
    (row) => row.node_id === nodeId,
  );
  if (!before) throw new AppError('trdGrantNotFound');
  await saveLevelGrant(work, roleId, before, before, grantOf(change.permissions));
  return listed(work, roleId);
}
