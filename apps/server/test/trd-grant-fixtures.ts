import type { LevelPermissionEntry, TrdPermission } from '@custodia/contracts';
import { type CompanyServer, ownerQuery } from './test-server.ts';

/**
 * A TRD node put straight into the company's tree, as its owner would, for tests about who may
 * see and use the tree rather than about building it.
 */
export async function trdNode(
  t: CompanyServer,
  level: number,
  parentId: string | null,
  code: string,
  name = `Nivel ${code}`,
): Promise<string> {
  const [row] = await ownerQuery<{ id: string }>(
    t.server,
    `INSERT INTO trd_nodes (tenant_id, parent_id, level, code, name, created_by)
     SELECT u.tenant_id, $1, $2, $3, $4, u.id FROM users u WHERE u.id = $5
     RETURNING id`,
    [parentId, level, code, name, t.company.admin.user.id],
  );
  if (!row) throw new Error('trd node not inserted');
  return row.id;
}

/** A staged entry of the role screen for a node of the given fund. */
export const levelEntry = (
  levelUuid: string,
  level: number,
  backgroundUuid: string,
  permissions: TrdPermission[],
): LevelPermissionEntry => ({
  level_uuid: levelUuid,
  level,
  background_uuid: backgroundUuid,
  permissions,
});
