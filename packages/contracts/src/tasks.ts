import { z } from 'zod';
import { deadlineColours } from './calendar.ts';
import { AcceptedDto, IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { errorMessage } from './errors.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';
import { paged } from './paging.ts';
import { Reason, TaskKindValue, TaskPriorityValue } from './processes.ts';
import { TimeZoneName } from './time-zones.ts';

/** Spec §3 task types: a free task, asked of a person on a record, or a process task. */
export const TaskTypes = ['free', 'process'] as const;
export const TaskType = z.enum(TaskTypes);
export type TaskType = z.infer<typeof TaskType>;

/**
 * Spec §3 task kinds for listing (the inbox's `task_type`): free tasks, process tasks, the process
 * tasks that can be worked in batch (their step fills no data form), and the tasks process
 * management gave the person.
 */
export const TaskListKind = { free: 1, process: 2, batch: 3, management: 4 } as const;
export const TaskListKindValue = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]));
export type TaskListKindValue = 1 | 2 | 3 | 4;

/** Where a task stands against its deadline: what the inbox counts and filters by. */
export const DeadlineStates = ['overdue', 'due_soon', 'on_time'] as const;
export const DeadlineState = z.enum(DeadlineStates);
export type DeadlineState = z.infer<typeof DeadlineState>;

/** The columns the inbox orders by. */
export const InboxOrderColumns = [
  'due_at',
  'received_at',
  'number',
  'subject',
  'workflow',
  'step',
  'sender',
  'kind',
  'priority',
  /** A PQRS's legal due date, kept on its record (issue 47); tasks on other records come last. */
  'legal_due_at',
] as const;
export const InboxOrderColumn = z.enum(InboxOrderColumns);
export type InboxOrderColumn = z.infer<typeof InboxOrderColumn>;

const Day = z.iso.date({ error: 'validation.date' });

/**
 * Spec §5 process-date filters: both dates, the start not after the end, at most 30 days (in the
 * person's time zone). The task box's and process management's ranges read the same.
 */
export const DayRange = z
  .object({ from: Day.optional(), to: Day.optional() })
  .superRefine((range, context) => {
    if (range.from === undefined && range.to === undefined) return;
    if (range.from === undefined || range.to === undefined) {
      context.addIssue({
        code: 'custom',
        path: [range.from ? 'to' : 'from'],
        message: errorMessage('dateRangeIncomplete'),
      });
      return;
    }
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
    if (days < 0)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: errorMessage('dateRangeReversed'),
      });
    else if (days > limits.dateRangeDays) {
      context.addIssue({ code: 'custom', path: ['to'], message: errorMessage('dateRangeTooLong') });
    }
  });
export type DayRange = z.infer<typeof DayRange>;

/** Spec §5: filing numbers hold digits and hyphens; several are searched at once, comma separated. */
const FilingNumbers = z
  .string()
  .trim()
  .max(limits.inboxNumbers.length)
  .regex(/^[0-9,\s-]*$/, { error: 'validation.recordNumber' })
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .refine((numbers) => numbers.length <= limits.inboxNumbers.count, {
    error: message('validation.maxItems', { max: limits.inboxNumbers.count }),
  });

/** What the inbox can be narrowed by: every filter is optional and they combine with AND. */
export const InboxFilters = z.object({
  task_type: TaskListKindValue.optional(),
  numbers: FilingNumbers.optional(),
  subject: z.string().trim().max(limits.comment.max).optional(),
  workflow_id: Uuid.optional(),
  step_id: Uuid.optional(),
  sender_id: Uuid.optional(),
  kind: TaskKindValue.optional(),
  priority: TaskPriorityValue.optional(),
  deadline: DeadlineState.optional(),
  /** The tasks on a PQRS whose legal clock runs, standing so against its legal due date. */
  legal_deadline: DeadlineState.optional(),
  unread: z.boolean().optional(),
  received: DayRange.optional(),
  due: DayRange.optional(),
});
export type InboxFilters = z.input<typeof InboxFilters>;

export const InboxOrder = z.object({
  by: InboxOrderColumn.default('due_at'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type InboxOrder = z.input<typeof InboxOrder>;

/** A page of the task box or of process management: one of the spec's page sizes (§9). */
export const PageSize = z.coerce
  .number()
  .int()
  .refine((size) => (limits.pageSizes as readonly number[]).includes(size), {
    error: 'validation.invalid',
  })
  .default(limits.pageSizes[0]);
export const Page = z.coerce.number().int().min(1).default(1);

/** Spec §7 GET /task/: a page of the person's tasks of one listing kind, in one column's order. */
export const InboxQuery = z.object({
  page: Page,
  per_page: PageSize,
  task_type: TaskListKindValue.optional(),
  order_by: InboxOrderColumn.default('due_at'),
  order_type: z.enum(['asc', 'desc']).default('asc'),
});
export type InboxQuery = z.input<typeof InboxQuery>;

/** Spec §7 POST /task/filter/: the same page narrowed by the filters, dates in the person's zone. */
export const InboxFilterInput = z.object({
  time_zone: TimeZoneName.optional(),
  page: Page,
  per_page: PageSize,
  order: InboxOrder.default({ by: 'due_at', direction: 'asc' }),
  filters: InboxFilters.default({}),
});
export type InboxFilterInput = z.input<typeof InboxFilterInput>;

const Named = z.object({ id: z.string(), name: z.string() });

/** One task as the inbox lists it, whichever its type. */
export const InboxTaskDto = z.object({
  id: z.string(),
  type: TaskType,
  record: z.object({ id: z.string(), form_id: z.string(), number: z.string() }),
  /** A free task's own subject; a process task's is its record's. */
  subject: z.string(),
  /** A process task's process, workflow and step; null for a free task. */
  process_id: z.string().nullable(),
  workflow: Named.nullable(),
  step: Named.nullable(),
  sender: Named.nullable(),
  received_at: z.string(),
  due_at: z.string(),
  colour: z.enum(deadlineColours),
  deadline: DeadlineState,
  /**
   * The legal due date of its record when it is a PQRS whose clock runs (issue 47), coloured by
   * the same rule as the task's own deadline; null otherwise.
   */
  legal_due: z
    .object({ due_at: z.string(), colour: z.enum(deadlineColours), deadline: DeadlineState })
    .nullable(),
  kind: TaskKindValue,
  priority: TaskPriorityValue,
  /** Not opened by its holder since it was given to them: shown in bold. */
  unread: z.boolean(),
  /** A process task whose step fills no data form: it can be worked with others in batch. */
  batchable: z.boolean(),
  /** Given to the person by process management. */
  managed: z.boolean(),
});
export type InboxTaskDto = z.infer<typeof InboxTaskDto>;

/** The person's open tasks counted by deadline, all of them whatever the filters. */
export const InboxCountersDto = z.object({
  total: z.number().int(),
  free: z.number().int(),
  unread: z.number().int(),
  overdue: z.number().int(),
  due_soon: z.number().int(),
  on_time: z.number().int(),
});
export type InboxCountersDto = z.infer<typeof InboxCountersDto>;

export const InboxDto = paged(InboxTaskDto).extend({
  page: z.number().int(),
  counters: InboxCountersDto,
  /** The company's zone, in which the screen shows dates. */
  time_zone: z.string(),
});
export type InboxDto = z.infer<typeof InboxDto>;

/**
 * What the person's open tasks can be narrowed to: the workflows, steps and senders among them,
 * so the filters offer only choices that find something.
 */
export const InboxFacetsDto = z.object({
  workflows: z.array(Named),
  steps: z.array(Named.extend({ workflow_id: z.string() })),
  senders: z.array(Named),
});
export type InboxFacetsDto = z.infer<typeof InboxFacetsDto>;

/** The box a saved view opens: all of the person's tasks or one listing kind. */
export const TaskViewKind = z.enum(['all', 'free', 'process', 'batch', 'management']);
export type TaskViewKind = z.infer<typeof TaskViewKind>;

/**
 * A saved view of the task box (issue 32): the listing kind and the address's query it opens
 * (filters, order, page size and columns, as the screen keeps them), under a name of its owner's,
 * which they may share with one of their roles.
 */
export const TaskViewInput = z.object({
  name: requiredText(limits.taskViewName.min, limits.taskViewName.max),
  kind: TaskViewKind,
  query: z.string().max(limits.taskViewQuery),
  shared_role_id: Uuid.nullable().default(null),
});
export type TaskViewInput = z.input<typeof TaskViewInput>;

export const TaskViewDto = z.object({
  id: z.string(),
  name: z.string(),
  kind: TaskViewKind,
  query: z.string(),
  owner: Named,
  shared_role: Named.nullable(),
  abilities: abilitiesSchema('taskView'),
});
export type TaskViewDto = z.infer<typeof TaskViewDto>;

/** The person's views, and the roles they may share one with (their own; any, for an admin). */
export const TaskViewsDto = z.object({ views: z.array(TaskViewDto), roles: z.array(Named) });
export type TaskViewsDto = z.infer<typeof TaskViewsDto>;

/**
 * The open tasks a person holds, of both types, soonest due first (at most a page's worth), and
 * how many in all: what an administrator sees before changing the person's status (spec §4).
 */
export const HeldTasksDto = z.object({
  items: z.array(InboxTaskDto).max(limits.maxPageSize),
  count: z.number().int(),
});
export type HeldTasksDto = z.infer<typeof HeldTasksDto>;

/**
 * Spec §4: a person with pending tasks is inactivated or retired once they are given to others,
 * one new holder for all of them, or one per task.
 */
export const ReassignHeldInput = z
  .object({
    user_uuid: Uuid.optional(),
    tasks: z
      .array(z.object({ task_id: Uuid, user_uuid: Uuid }))
      .max(limits.maxPageSize)
      .optional(),
    reason: Reason,
  })
  .refine((input) => (input.user_uuid === undefined) !== (input.tasks === undefined), {
    error: 'fieldRequired',
    path: ['user_uuid'],
  });
export type ReassignHeldInput = z.input<typeof ReassignHeldInput>;

const tag = 'tasks';

/**
 * The task box's reads (spec §7 Tasks): only ever the tasks the person holds; and a person's
 * tasks for their administrator, to give to others before the person leaves.
 */
export const tasksApi = {
  heldTasks: endpoint({
    method: 'GET',
    path: '/users/:id/pending-tasks/',
    tag,
    params: IdParams,
    status: 200,
    response: HeldTasksDto,
    access: { action: 'user.list' },
  }),
  reassignHeld: endpoint({
    method: 'POST',
    path: '/users/:id/pending-tasks/reassign/',
    tag,
    params: IdParams,
    body: ReassignHeldInput,
    status: 200,
    response: HeldTasksDto,
    access: { action: 'user.list' },
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/task/',
    tag,
    query: InboxQuery,
    status: 200,
    response: InboxDto,
    access: { session: true },
  }),
  filter: endpoint({
    method: 'POST',
    path: '/task/filter/',
    tag,
    body: InboxFilterInput,
    status: 200,
    response: InboxDto,
    access: { session: true },
  }),
  facets: endpoint({
    method: 'GET',
    path: '/task/facets/',
    tag,
    status: 200,
    response: InboxFacetsDto,
    access: { session: true },
  }),
  counters: endpoint({
    method: 'GET',
    path: '/task/counters/',
    tag,
    status: 200,
    response: InboxCountersDto,
    access: { session: true },
  }),
  views: endpoint({
    method: 'GET',
    path: '/task/views/',
    tag,
    status: 200,
    response: TaskViewsDto,
    access: { session: true },
  }),
  saveView: endpoint({
    method: 'POST',
    path: '/task/views/',
    tag,
    body: TaskViewInput,
    status: 201,
    response: TaskViewDto,
    access: { session: true },
  }),
  deleteView: endpoint({
    method: 'DELETE',
    path: '/task/views/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: { session: true },
  }),
} as const;
