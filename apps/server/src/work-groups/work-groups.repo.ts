import type { WorkGroupStatusValue } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';
import { assignments, containsPattern, selectPage, Where } from '../platform/sql.ts';
import { receivesWork } from '../users/index.ts';

export type WorkGroupRow = {
  tenant_id: string;
  id: string;
  name: string;
  status: WorkGroupStatusValue;
  consecutive_assignment: boolean;
  last_assigned_position: number | null;
  members_count: string;
  created_at: Date;
  updated_at: Date;
};

const conflicts: UniqueConflicts = {
  work_groups_name_unique: { error: 'workGroupNameTaken', field: 'name' },
};

const withMembersCount = `g.*, (SELECT count(*) FROM work_group_members m
   WHERE m.tenant_id = g.tenant_id AND m.group_id = g.id) AS members_count`;

/** With `forUpdate`, the group is locked: member changes and assignments go one at a time. */
export async function findWorkGroup(
  tx: Sql,
  tenantId: string,
  id: string,
  forUpdate = false,
): Promise<WorkGroupRow | undefined> {
  const [row] = await tx.query<WorkGroupRow>(
    `SELECT ${withMembersCount} FROM work_groups g WHERE g.tenant_id = $1 AND g.id = $2
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  return row;
}

export function listWorkGroups(
  tx: Sql,
  tenantId: string,
  filter: { name?: string; status?: WorkGroupStatusValue; limit: number; offset: number },
): Promise<{ rows: WorkGroupRow[]; count: number }> {
  const where = new Where('g.tenant_id = $1', tenantId);
  if (filter.name) where.and('lower(g.name) LIKE ?', containsPattern(filter.name));
  if (filter.status !== undefined) where.and('g.status = ?', filter.status);
  return selectPage<WorkGroupRow>(
    tx,
    { select: withMembersCount, from: 'work_groups g', where, orderBy: 'lower(g.name), g.id' },
    filter,
  );
}

export function insertWorkGroup(
  tx: Sql,
  tenantId: string,
  fields: Pick<WorkGroupRow, 'name' | 'status' | 'consecutive_assignment'>,
): Promise<string> {
  return withConflictAnswers(conflicts, async () => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO work_groups (tenant_id, name, status, consecutive_assignment)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [tenantId, fields.name, fields.status, fields.consecutive_assignment],
    );
    return (row as { id: string }).id;
  });
}

const updatable = ['name', 'status', 'consecutive_assignment', 'last_assigned_position'] as const;

export async function updateWorkGroup(
  tx: Sql,
  tenantId: string,
  id: string,
  patch: Partial<Pick<WorkGroupRow, (typeof updatable)[number]>>,
): Promise<void> {
  const { sql, values } = assignments(patch, updatable, 3);
  await withConflictAnswers(conflicts, () =>
    tx.query(`UPDATE work_groups SET ${sql} WHERE tenant_id = $1 AND id = $2`, [
      tenantId,
      id,
      ...values,
    ]),
  );
}

/** New members go to the end of the turn order. */
export async function addWorkGroupMembers(
  tx: Sql,
  tenantId: string,
  groupId: string,
  userIds: string[],
): Promise<void> {
  await tx.query(
    `INSERT INTO work_group_members (tenant_id, group_id, user_id, position)
     SELECT $1, $2, new.user_id,
            coalesce((SELECT max(position) FROM work_group_members
                       WHERE tenant_id = $1 AND group_id = $2), 0) + new.ordinality
       FROM unnest($3::uuid[]) WITH ORDINALITY AS new (user_id, ordinality)
     ON CONFLICT DO NOTHING`,
    [tenantId, groupId, userIds],
  );
}

/** The members work may go to (not inactive, not query users), in turn order, with positions. */
export function workingMembersInTurn(
  tx: Sql,
  tenantId: string,
  groupId: string,
): Promise<{ user_id: string; position: number }[]> {
  return tx.query(
    `SELECT m.user_id, m.position FROM work_group_members m
       JOIN users u ON u.tenant_id = m.tenant_id AND u.id = m.user_id
      WHERE m.tenant_id = $1 AND m.group_id = $2 AND ${receivesWork('u')}
      ORDER BY m.position`,
    [tenantId, groupId],
  );
}
