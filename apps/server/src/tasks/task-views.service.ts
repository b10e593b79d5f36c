import {
  type AcceptedDto,
  type TaskViewDto,
  type TaskViewInput,
  type TaskViewsDto,
  translate,
  UserType,
} from '@custodia/contracts';
import type { z } from 'zod';
import { AppError, found, withConflictAnswers } from '../platform/errors.ts';
import type { Work } from '../platform/work.ts';
import { abilities, authorize } from '../policies.ts';
import * as repo from './task-views.repo.ts';

function toTaskViewDto(work: Work, row: repo.TaskViewRow): TaskViewDto {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    query: row.query,
    owner: { id: row.owner_id, name: row.owner_name },
    shared_role: row.shared_role_id
      ? { id: row.shared_role_id, name: row.shared_role_name ?? '' }
      : null,
    abilities: abilities(work.actor, 'taskView', row),
  };
}

/** Whose roles bound sharing: the person's own, or none for an administrator (any role). */
const sharingBound = (work: Work) =>
  work.actor.userType === UserType.admin ? null : work.actor.userId;

/**
 * The views the person opens the box with (their own and those shared with their roles), and the
 * roles they may share a view with.
 */
export async function taskViews(work: Work): Promise<TaskViewsDto> {
  const rows = await repo.viewsOf(work.tx, work.tenantId, work.actor.userId);
  return {
    views: rows.map((row) => toTaskViewDto(work, row)),
    roles: await repo.shareableRoles(work.tx, work.tenantId, sharingBound(work)),
  };
}

/**
 * Saves the box as it is under a name of the person's own (50104 when taken), shared with one of
 * their roles when they say so; an administrator may share with any of the company's roles.
 */
export async function saveTaskView(
  work: Work,
  input: z.output<typeof TaskViewInput>,
): Promise<TaskViewDto> {
  const roleId = input.shared_role_id;
  if (roleId && !(await repo.mayShareWith(work.tx, work.tenantId, roleId, sharingBound(work)))) {
    throw new AppError('roleNotFound', { shared_role_id: 'errors.10030' });
  }
  const id = await withConflictAnswers(
    { task_views_tenant_id_owner_id_name_key: { error: 'taskViewNameTaken', field: 'name' } },
    () =>
      repo.insertView(work.tx, work.tenantId, {
        owner_id: work.actor.userId,
        name: input.name,
        kind: input.kind,
        query: input.query,
        shared_role_id: roleId,
      }),
  );
  return toTaskViewDto(
    work,
    found(await repo.findView(work.tx, work.tenantId, id), 'taskViewNotFound'),
  );
}

export async function deleteTaskView(work: Work, id: string): Promise<AcceptedDto> {
  const view = await repo.findView(work.tx, work.tenantId, id);
  // Someone else's view is not there for them, shared or not: nothing tells it apart.
  if (!view || view.owner_id !== work.actor.userId) throw new AppError('taskViewNotFound');
  authorize(work.actor, 'taskView.delete', view);
  await repo.deleteView(work.tx, work.tenantId, id);
  return { detail: translate(work.language, 'tasks.view.deleted', { name: view.name }) };
}
