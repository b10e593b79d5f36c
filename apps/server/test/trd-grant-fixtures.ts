import type { LevelPermissionEntry, TrdLevel, TrdPermission } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { type CompanyServer, ownerQuery } from './test-server.ts';

/** The tree's create endpoint of each level below the fund. */
const creates = {
  2: api.trd.createSection,
  3: api.trd.createSubsection,
  4: api.trd.createSeries,
  5: api.trd.createSubseries,
} as const;

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
  const create = creates[level as keyof typeof creates];
  let id: string | undefined;
  if (level === 1) {
    id = (await t.asAdmin(api.trd.createFund, { body: { code, name } })).json().id;
  } else if (create && fund && parentId) {
    const body = { parent_uuid: parentId, code, name };
    id = (await t.asAdmin(create, { params: { backgroundId: fund }, body })).json().id;
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
