import type { LevelPermissionEntry, TrdLevel, TrdPermission } from '@custodia/contracts';
import { type CompanyServer, ownerQuery } from './test-server.ts';

const plurals: Partial<Record<number, string>> = {
  2: 'sections',
  3: 'subsections',
  4: 'series',
  5: 'subseries',
};

/** The fund of each node the fixture made, which the tree's create paths name. */
const fundOf = new Map<string, string>();

/**
 * A TRD node of the company's tree, created by its admin through the tree's API for levels 1–5;
 * levels 6–9 (the expedients' issue) are put straight into the table, as its owner would.
 */
export async function trdNode(
  t: CompanyServer,
  level: TrdLevel,
  parentId: string | null,
  code: string,
  name = `Nivel ${code}`,
): Promise<string> {
  const fund = parentId ? fundOf.get(parentId) : undefined;
  const plural = plurals[level];
  let id: string | undefined;
  if (level === 1) {
    id = (await t.asAdmin('POST', '/trd/backgrounds/', { code, name })).json().id;
  } else if (plural && fund) {
    const path = `/trd/backgrounds/${fund}/${plural}/`;
    id = (await t.asAdmin('POST', path, { parent_uuid: parentId, code, name })).json().id;
  } else {
    const [row] = await ownerQuery<{ id: string }>(
      t.server,
      `INSERT INTO trd_nodes (tenant_id, parent_id, level, code, name, created_by)
       SELECT u.tenant_id, $1, $2, $3, $4, u.id FROM users u WHERE u.id = $5
       RETURNING id`,
      [parentId, level, code, name, t.company.admin.user.id],
    );
    id = row?.id;
  }
  if (!id) throw new Error(`trd node ${code} not created`);
  fundOf.set(id, fund ?? id);
  return id;
}

/** A staged entry of the role screen for a node of the given fund. */
export const levelEntry = (
  levelUuid: string,
  level: TrdLevel,
  backgroundUuid: string,
  permissions: TrdPermission[],
): LevelPermissionEntry => ({
  level_uuid: levelUuid,
  level,
  background_uuid: backgroundUuid,
  permissions,
});
