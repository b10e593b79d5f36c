import type {
  ManagedProcessPageDto,
  ManagedTaskDto,
  ManagedTaskPageDto,
  ManagedWorkflowDto,
  ManagementFilterInput,
  ManagementReassignInput,
} from '@custodia/contracts';
import type { z } from 'zod';
import { loadCalendar } from '../calendar/index.ts';
import { AppError } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { parsedJson } from '../platform/sql.ts';
import type { Work } from '../platform/work.ts';
import { responsibleCandidates, workers } from '../workflows/index.ts';
import { EngineReads, reassignManagedTask } from './engine.service.ts';
import { processRefOf, toProcessSummaryDto, toProcessTaskDto } from './processes.present.ts';
import * as repo from './processes.repo.ts';

type Filters = z.output<typeof ManagementFilterInput>;

/** The filters as the repository reads them: the range's days in the person's zone, or the company's. */
async function managementFilter(work: Work, input: Filters): Promise<repo.ManagementFilter> {
  const { from, to } = input.range as { from: string; to: string };
  return {
    from,
    to,
    timeZone: input.time_zone ?? (await loadCalendar(work)).timeZone,
    workflowId: input.workflow_id,
    stepId: input.step_id,
    userId: input.user_id,
  };
}

/** The workflows, with their steps where people work, that the filters choose among. */
export async function managedWorkflows(work: Work): Promise<ManagedWorkflowDto[]> {
  const rows = await repo.workflowsWithSteps(work.tx, work.tenantId);
  return rows.map((row) => ({ id: row.id, name: row.name, steps: parsedJson(row.steps) }));
}

/** Active people by name (a picker's page): whose tasks to find, whom to give them to. */
export function managementPeople(work: Work, name: string | undefined) {
  return responsibleCandidates(work, { name });
}

/** Spec §7 POST /workflows/process/management/: the in-progress processes that match. */
export async function managedProcesses(work: Work, input: Filters): Promise<ManagedProcessPageDto> {
  const filter = await managementFilter(work, input);
  const window = pageWindow(input.page, input.per_page);
  const page = await repo.managementProcesses(work.tx, work.tenantId, filter, window);
  return toPage(page, input.per_page, toProcessSummaryDto);
}

const toManagedTaskDto =
  (now: Date) =>
  (row: repo.ManagedTaskRow): ManagedTaskDto => ({
    ...toProcessTaskDto(row, now),
    process: { id: row.process_id, number: row.process_number, ...processRefOf(row) },
    managed: row.managed,
  });

/** Spec §7 management/tasks/: the open tasks of those processes, soonest due first. */
export async function managedTasks(work: Work, input: Filters): Promise<ManagedTaskPageDto> {
  const filter = await managementFilter(work, input);
  const window = pageWindow(input.page, input.per_page);
  const page = await repo.managementTasks(work.tx, work.tenantId, filter, window);
  return toPage(page, input.per_page, toManagedTaskDto(new Date()));
}

/**
 * Spec §7 management/reassign: 1–20 open tasks to another active person (50011), each under its
 * process's lock and audited as management's, all or none; the new holder is told of each task
 * as of any reassignment, by a mail queued in the same transaction.
 */
export async function reassignManaged(
  work: Work,
  input: z.output<typeof ManagementReassignInput>,
): Promise<ManagedTaskDto[]> {
  const [person] = await workers(work, [input.reassign_user_uuid]);
  if (!person) {
    throw new AppError('reassignUserInvalid', { reassign_user_uuid: 'errors.50011' });
  }
  const ids = [...new Set(input.tasks)].sort();
  const reads = new EngineReads(work);
  for (const id of ids) {
    await reassignManagedTask(
      work,
      id,
      { to: person.id, reason: input.reason, holder: input.property_user_uuid },
      reads,
    );
  }
  const rows = await repo.managedTasksByIds(work.tx, work.tenantId, ids);
  return rows.map(toManagedTaskDto(new Date()));
}
