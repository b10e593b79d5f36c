import { z } from 'zod';
import { deadlineColours } from './calendar.ts';
import { IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { limits } from './limits.ts';
import { TaskPriority, TaskPriorityValue } from './processes.ts';

/** A free task is in progress (1) until its holder completes it (2), as a process task. */
export const FreeTaskStatus = { inProgress: 1, completed: 2 } as const;
export const FreeTaskStatusValue = z.union([z.literal(1), z.literal(2)]);
export type FreeTaskStatusValue = z.infer<typeof FreeTaskStatusValue>;

/** Spec §3 kinds a free task can have: normal, reassigned, reassigned to its first assignee. */
export const FreeTaskKindValue = z.union([z.literal(1), z.literal(4), z.literal(5)]);

/** Spec §3 linked files option: which of the record's files go with the task. */
export const linkedFilesOptions = ['none', 'last1', 'last2', 'last3', 'last4', 'all'] as const;
export const LinkedFiles = z.enum(linkedFilesOptions);
export type LinkedFiles = z.infer<typeof LinkedFiles>;

const Text = requiredText(limits.comment.min, limits.comment.max);

/** 1–20 people (spec §5), each once. */
const people = (min: number) =>
  z
    .array(Uuid)
    .min(min)
    .max(limits.freeTaskPeople.max)
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'validation.duplicatePeople',
    });

/**
 * A due date: a calendar day (due at the close of that business day) or an instant, both on the
 * company's calendar.
 */
const Due = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'validation.date',
});

/**
 * Spec §3 free task: asked on a record of some people (one task each), told to others, with a
 * priority, a due date, the record's files that go with it and a first comment.
 */
export const CreateFreeTaskInput = z.object({
  form_id: Uuid,
  record_id: Uuid,
  subject: Text,
  assignees: people(1),
  notified: people(0).default([]),
  priority: TaskPriorityValue.default(TaskPriority.normal),
  due: Due,
  linked_files: LinkedFiles.default('none'),
  comment: Text.optional(),
});
export type CreateFreeTaskInput = z.input<typeof CreateFreeTaskInput>;
/** The same as the server reads it, its defaults filled. */
export type CreateFreeTask = z.output<typeof CreateFreeTaskInput>;

/**
 * Spec §7 POST /task/?action=: what the call creates. The only task created by this address is a
 * free task (a process task comes of its process), so the action may be left out.
 */
export const CreateTaskQuery = z.object({ action: z.enum(['free_task']).default('free_task') });

const Named = z.object({ id: z.string(), name: z.string() });

/** A free task as a record's list and its holder read it. */
export const FreeTaskDto = z.object({
  id: z.string(),
  type: z.literal('free'),
  status: FreeTaskStatusValue,
  kind: FreeTaskKindValue,
  priority: TaskPriorityValue,
  subject: z.string(),
  record: z.object({ id: z.string(), form_id: z.string(), number: z.string() }),
  assignee: Named,
  sender: Named,
  received_at: z.string(),
  due_at: z.string(),
  /** Computed when read on the company's calendar; null once the task is closed. */
  colour: z.enum(deadlineColours).nullable(),
  read_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  closed_by: Named.nullable(),
  /** Why it was last reassigned, when it was. */
  reason: z.string().nullable(),
  linked_files: LinkedFiles,
  notified: z.array(Named),
});
export type FreeTaskDto = z.infer<typeof FreeTaskDto>;

/** A comment at a task, whichever its type (a process task's names its step). */
export const TaskCommentDto = z.object({
  id: z.string(),
  author: Named,
  comment: z.string(),
  created_at: z.string(),
  step: z.string().nullable(),
});
export type TaskCommentDto = z.infer<typeof TaskCommentDto>;

/** A free task as its holder works it: the record's data, the files that go with it, comments. */
export const FreeTaskDetailDto = FreeTaskDto.extend({
  record: FreeTaskDto.shape.record.extend({ subject: z.string() }),
  record_values: z.array(z.object({ label: z.string(), value: z.string() })),
  files: z.array(z.object({ id: z.string(), name: z.string(), subject: z.string() })),
  comments: z.array(TaskCommentDto),
  abilities: abilitiesSchema('freeTask'),
});
export type FreeTaskDetailDto = z.infer<typeof FreeTaskDetailDto>;

/** A picker's search of the people a task may be asked of. */
export const PeopleQuery = z.object({ name: z.string().trim().max(100).optional() });

const tag = 'free-tasks';

/** Free tasks of spec §7 Tasks: asked on a record, and a record's list of them. */
export const freeTasksApi = {
  create: endpoint({
    method: 'POST',
    path: '/task/',
    tag,
    query: CreateTaskQuery,
    body: CreateFreeTaskInput,
    status: 201,
    response: z.array(FreeTaskDto),
    access: { session: true },
    idempotent: true,
  }),
  ofRecord: endpoint({
    method: 'GET',
    path: '/task/records/:id/free-tasks/',
    tag,
    params: IdParams,
    status: 200,
    response: z.array(FreeTaskDto),
    access: { session: true },
  }),
  /** Active people to ask a free task of on the record, or to tell of it: a picker's page. */
  people: endpoint({
    method: 'GET',
    path: '/task/records/:id/free-tasks/people/',
    tag,
    params: IdParams,
    query: PeopleQuery,
    status: 200,
    response: z.array(Named),
    access: { session: true },
  }),
} as const;
