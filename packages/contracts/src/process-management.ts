import { z } from 'zod';
import { requiredText, Uuid } from './common-schemas.ts';
import { endpoint } from './endpoint.ts';
import { errorMessage } from './errors.ts';
import { limits } from './limits.ts';
import { paged } from './paging.ts';
import { ProcessSummaryDto, TaskOfProcessDto } from './processes.ts';
import { DayRange, Page, PageSize } from './tasks.ts';
import { TimeZoneName } from './time-zones.ts';
import { CandidateDto } from './workflow-steps.ts';

/** Process management's range: the task box's 30-day range, whose two dates are both required. */
const RequiredDayRange = DayRange.superRefine((range, context) => {
  if (range.from === undefined && range.to === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['from'],
      message: errorMessage('dateRangeIncomplete'),
    });
  }
});

/**
 * Spec §7 process management: in-progress processes started within the range (days in the
 * given zone, the company's by default), of a workflow, waiting at a step, on a person.
 */
export const ManagementFilterInput = z.object({
  range: RequiredDayRange,
  workflow_id: Uuid.optional(),
  step_id: Uuid.optional(),
  /** The holder of one of the process's open tasks. */
  user_id: Uuid.optional(),
  time_zone: TimeZoneName.optional(),
  page: Page,
  per_page: PageSize,
});
export type ManagementFilterInput = z.input<typeof ManagementFilterInput>;

export const ManagedProcessPageDto = paged(ProcessSummaryDto);
export type ManagedProcessPageDto = z.infer<typeof ManagedProcessPageDto>;

/** An open task of a managed process: its deadline colour and whether management gave it. */
export const ManagedTaskDto = TaskOfProcessDto.extend({ managed: z.boolean() });
export type ManagedTaskDto = z.infer<typeof ManagedTaskDto>;

export const ManagedTaskPageDto = paged(ManagedTaskDto);
export type ManagedTaskPageDto = z.infer<typeof ManagedTaskPageDto>;

/**
 * Spec §7 management/reassign: 1–20 open tasks to another active person, for a reason; the
 * holder the manager saw them with (`property_user_uuid`), when given, must still hold each one.
 */
export const ManagementReassignInput = z.object({
  tasks: z.array(Uuid).min(limits.managedReassign.min).max(limits.managedReassign.max),
  reassign_user_uuid: Uuid,
  reason: requiredText(limits.comment.min, limits.comment.max),
  property_user_uuid: Uuid.optional(),
});
export type ManagementReassignInput = z.input<typeof ManagementReassignInput>;

const Named = z.object({ id: z.string(), name: z.string() });

/** A workflow as the filters offer it: with the steps where people work (user and manual tasks). */
export const ManagedWorkflowDto = Named.extend({ steps: z.array(Named) });
export type ManagedWorkflowDto = z.infer<typeof ManagedWorkflowDto>;

export const ManagementPeopleQuery = z.object({
  name: z.string().trim().max(limits.userName.max).optional(),
});
export type ManagementPeopleQuery = z.input<typeof ManagementPeopleQuery>;

const tag = 'process-management';

/** Process management (issue 32 point 5): configuration permission 6, and admins. */
export const processManagementApi = {
  /** The workflows and steps the filters choose among. */
  workflows: endpoint({
    method: 'GET',
    path: '/workflows/process/management/workflows/',
    tag,
    status: 200,
    response: z.array(ManagedWorkflowDto),
    access: { action: 'process.manage' },
  }),
  /** Active people by name: whose tasks to find, and whom to give them to. */
  people: endpoint({
    method: 'GET',
    path: '/workflows/process/management/users/',
    tag,
    query: ManagementPeopleQuery,
    status: 200,
    response: z.array(CandidateDto),
    access: { action: 'process.manage' },
  }),
  processes: endpoint({
    method: 'POST',
    path: '/workflows/process/management/',
    tag,
    body: ManagementFilterInput,
    status: 200,
    response: ManagedProcessPageDto,
    access: { action: 'process.manage' },
  }),
  tasks: endpoint({
    method: 'POST',
    path: '/workflows/process-task/management/tasks/',
    tag,
    body: ManagementFilterInput,
    status: 200,
    response: ManagedTaskPageDto,
    access: { action: 'process.manage' },
  }),
  reassign: endpoint({
    method: 'POST',
    path: '/workflows/process-task/management/reassign/',
    tag,
    body: ManagementReassignInput,
    status: 200,
    response: z.array(ManagedTaskDto),
    access: { action: 'process.manage' },
  }),
} as const;
