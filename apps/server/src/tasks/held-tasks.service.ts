import {
  type HeldTasksDto,
  limits,
  type ReassignHeldInput,
  type TaskType,
} from '@custodia/contracts';
import { reassignHeldFreeTasks } from '../free-tasks/index.ts';
import { AppError } from '../platform/errors.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { reassignHeldTasks } from '../processes/index.ts';
import { getUser } from '../users/index.ts';
import { workers } from '../workflows/index.ts';
import { toInboxTaskDto } from './inbox.present.ts';
import * as repo from './inbox.repo.ts';
import { standingAt } from './inbox.service.ts';

/** A user of the company (else 10004) whose status the actor may change. */
async function mayGiveTasksOf(work: Work, userId: string): Promise<void> {
  await getUser(work, userId);
  authorize(work.actor, 'user.changeStatus', { id: userId });
}

/**
 * The open tasks a person holds, of both types, soonest due first, for whoever may change the
 * person's status: a page's worth listed, all of them counted.
 */
export async function heldTasks(work: Work, userId: string): Promise<HeldTasksDto> {
  await mayGiveTasksOf(work, userId);
  const now = new Date();
  const { total } = await repo.openTaskCounters(work.tx, work.tenantId, userId, now);
  const rows = await repo.inboxPage(
    work.tx,
    work.tenantId,
    userId,
    { timeZone: work.actor.timeZone, now },
    { by: 'due_at', direction: 'asc' },
    { limit: limits.maxPageSize, offset: 0 },
  );
  const standing = standingAt(now);
  return { items: rows.map((row) => toInboxTaskDto(row, standing)), count: total };
}

/**
 * Gives a person's open tasks to others (spec §4): all to one active person, or each to its own,
 * for a reason; answers what is left (a task given to them meanwhile). Each kind of task is
 * given as its feature gives it: under its process's lock, or its own.
 */
export async function reassignHeld(
  work: Work,
  userId: string,
  input: ReassignHeldInput,
): Promise<HeldTasksDto> {
  await mayGiveTasksOf(work, userId);
  const held = new Map(
    (await repo.openTaskTypes(work.tx, work.tenantId, userId)).map((task) => [task.id, task.type]),
  );
  const chosen =
    input.user_uuid === undefined
      ? (input.tasks ?? []).map((task) => [task.task_id, task.user_uuid] as const)
      : [...held.keys()].map((id) => [id, input.user_uuid as string] as const);
  const targets = [...new Set(chosen.map(([, to]) => to))];
  if (targets.includes(userId) || (await workers(work, targets)).length !== targets.length) {
    throw new AppError('reassignUserInvalid', { user_uuid: 'errors.50011' });
  }
  const planOf = (type: TaskType) => new Map(chosen.filter(([id]) => typeOf(held, id) === type));
  await reassignHeldTasks(work, userId, planOf('process'), input.reason);
  await reassignHeldFreeTasks(work, userId, planOf('free'), input.reason);
  return heldTasks(work, userId);
}

/** A task the person no longer holds (done, or given meanwhile) cannot be given (50002). */
function typeOf(held: ReadonlyMap<string, TaskType>, id: string): TaskType {
  const type = held.get(id);
  if (!type) throw new AppError('taskNotInProgress', { tasks: 'errors.50002' });
  return type;
}

/**
 * Spec §4: a person who holds open tasks of either type is not inactivated or retired until they
 * are given to others (50023, naming how many).
 */
export async function refuseIfHoldsTasks(work: Work, userId: string): Promise<void> {
  const { total } = await repo.openTaskCounters(work.tx, work.tenantId, userId, new Date());
  if (total > 0) {
    throw new AppError('userHasPendingTasks', { status: 'errors.50023' }, { count: total });
  }
}
