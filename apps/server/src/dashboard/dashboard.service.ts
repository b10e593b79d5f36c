import {
  DASHBOARD_OVERDUE_TASKS,
  type DashboardDto,
  UserStatus,
  type UserStatusValue,
} from '@custodia/contracts';
import type { Work } from '../platform/work.ts';
import { can } from '../policies.ts';
import { filingActivity } from '../records/index.ts';
import { tasksAtAGlance } from '../tasks/index.ts';
import { consultableSeries } from '../trd/index.ts';
import { userCountsByStatus } from '../users/index.ts';

/** The company's users by status: for those who may list them (spec §2 dashboard, §6). */
async function userCounts(work: Work): Promise<DashboardDto['users']> {
  if (!can(work.actor, 'user.list')) return null;
  const counts = await userCountsByStatus(work);
  const of = (status: UserStatusValue) => counts.get(status) ?? 0;
  return {
    total: [...counts.values()].reduce((sum, count) => sum + count, 0),
    active: of(UserStatus.active),
    locked: of(UserStatus.locked),
    inactive: of(UserStatus.inactive),
    retired: of(UserStatus.retired),
    locked_by_expiry: of(UserStatus.lockedByExpiry),
  };
}

/** The person's own tasks: every person may hold some; an API account holds none. */
async function taskFigures(work: Work): Promise<DashboardDto['tasks']> {
  if (work.actor.isApiAccount) return null;
  const { counters, overdue, pqrs } = await tasksAtAGlance(work, DASHBOARD_OVERDUE_TASKS);
  return {
    total: counters.total,
    free: counters.free,
    due_soon: counters.due_soon,
    overdue: counters.overdue,
    overdue_tasks: overdue.map(({ id, type, record, subject, step, due_at }) => ({
      id,
      type,
      record,
      subject,
      step,
      due_at,
    })),
    pqrs_tasks: pqrs.map(({ id, type, record, subject, legal_due }) => ({
      id,
      type,
      record,
      subject,
      legal_due,
    })),
  };
}

/** Spec §2 dashboard: the blocks the actor may see of their company, each null when they may not. */
export async function dashboardSummary(work: Work): Promise<DashboardDto> {
  const series = await consultableSeries(work);
  return {
    users: await userCounts(work),
    records: await filingActivity(work),
    trd: series === null ? null : { series },
    tasks: await taskFigures(work),
  };
}
