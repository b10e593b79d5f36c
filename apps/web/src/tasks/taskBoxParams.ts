import {
  DeadlineState,
  type InboxFilterInput,
  InboxOrderColumn,
  limits,
  TaskKindValue,
  TaskListKind,
  type TaskListKindValue,
  TaskPriorityValue,
} from '@custodia/contracts';
import { z } from 'zod';

/** `/taskBox/{param}` (spec §2): a listing kind by its name opens the box on that kind. */
export const listKindNames = {
  free: TaskListKind.free,
  process: TaskListKind.process,
  batch: TaskListKind.batch,
  management: TaskListKind.management,
} as const satisfies Record<string, TaskListKindValue>;
export type ListKindName = keyof typeof listKindNames;

export const isListKindName = (name: string | undefined): name is ListKindName =>
  name !== undefined && name in listKindNames;

const Optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const Day = Optional(z.iso.date());
const Text = Optional(z.string().trim().min(1).max(limits.comment.max));

/**
 * The box's state as the address keeps it, so a reload, the back button or a shared link shows
 * the same tasks. A value the address cannot hold is dropped rather than refused.
 */
export const TaskBoxParams = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((size) => (limits.pageSizes as readonly number[]).includes(size))
    .catch(limits.pageSizes[0]),
  order_by: InboxOrderColumn.catch('due_at'),
  order_type: z.enum(['asc', 'desc']).catch('asc'),
  deadline: Optional(DeadlineState),
  legal_deadline: Optional(DeadlineState),
  numbers: Text,
  subject: Text,
  workflow: Optional(z.uuid()),
  step: Optional(z.uuid()),
  sender: Optional(z.uuid()),
  kind: Optional(z.coerce.number().pipe(TaskKindValue)),
  priority: Optional(z.coerce.number().pipe(TaskPriorityValue)),
  unread: Optional(z.enum(['true', 'false'])),
  received_from: Day,
  received_to: Day,
  due_from: Day,
  due_to: Day,
  /** The saved view the box was opened from. */
  view: Optional(z.uuid()),
  /** The columns left out, comma separated. */
  hide: Text,
});
export type TaskBoxParams = z.infer<typeof TaskBoxParams>;

/** What a saved view keeps of the address: all of it but the page and the view itself. */
export function viewQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  kept.delete('page');
  kept.delete('view');
  return kept.toString();
}

/** The narrowing fields of the address: what "clear the filters" empties. */
export const filterNames = [
  'deadline',
  'legal_deadline',
  'numbers',
  'subject',
  'workflow',
  'step',
  'sender',
  'kind',
  'priority',
  'unread',
  'received_from',
  'received_to',
  'due_from',
  'due_to',
] as const satisfies readonly (keyof TaskBoxParams)[];

const range = (from: string | undefined, to: string | undefined) =>
  from || to ? { from, to } : undefined;

/** The address's state as the server's filter call takes it (spec §7 POST /task/filter/). */
export function filterBody(
  params: TaskBoxParams,
  listKind: TaskListKindValue | undefined,
): InboxFilterInput {
  return {
    page: params.page,
    per_page: params.per_page,
    order: { by: params.order_by, direction: params.order_type },
    filters: {
      task_type: listKind,
      deadline: params.deadline,
      legal_deadline: params.legal_deadline,
      numbers: params.numbers,
      subject: params.subject,
      workflow_id: params.workflow,
      step_id: params.step,
      sender_id: params.sender,
      kind: params.kind,
      priority: params.priority,
      unread: params.unread === undefined ? undefined : params.unread === 'true',
      received: range(params.received_from, params.received_to),
      due: range(params.due_from, params.due_to),
    },
  };
}

export const hasFilters = (params: TaskBoxParams) =>
  filterNames.some((name) => params[name] !== undefined);
