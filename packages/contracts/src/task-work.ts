import { z } from 'zod';
import { IdParams, requiredText } from './common-schemas.ts';
import { endpoint } from './endpoint.ts';
import { FreeTaskDetailDto, FreeTaskDto, TaskCommentDto } from './free-tasks.ts';
import { limits } from './limits.ts';
import { ReassignTaskInput, TaskDetailDto, TaskOutcomeDto, TaskStatusInput } from './processes.ts';

const Named = z.object({ id: z.string(), name: z.string() });

/** A task as the task box's detail reads it: a free task, or a process task. */
export const TaskWorkDto = z.discriminatedUnion('type', [
  FreeTaskDetailDto,
  TaskDetailDto.extend({ type: z.literal('process') }),
]);
export type TaskWorkDto = z.infer<typeof TaskWorkDto>;

/** What completing a task did: a process walked on, or a free task closed. */
export const TaskWorkOutcomeDto = z.discriminatedUnion('type', [
  TaskOutcomeDto.extend({ type: z.literal('process') }),
  z.object({ type: z.literal('free'), task: FreeTaskDto }),
]);
export type TaskWorkOutcomeDto = z.infer<typeof TaskWorkOutcomeDto>;

export const TaskCommentInput = z.object({
  comment: requiredText(limits.comment.min, limits.comment.max),
});
export type TaskCommentInput = z.input<typeof TaskCommentInput>;

const tag = 'tasks';
const TaskParams = IdParams;
/** Each call acts on a task of either type: the rule of the type it turns out to be decides. */
const onTask = { session: true } as const;

/**
 * Spec §7 Tasks: one task's calls, the same for a free task and a process task. The server finds
 * which it is; an id of neither is a task that does not exist (50001).
 */
export const taskWorkApi = {
  get: endpoint({
    method: 'GET',
    path: '/task/:id/',
    tag,
    params: TaskParams,
    status: 200,
    response: TaskWorkDto,
    access: onTask,
  }),
  /** Who holds it now. */
  holder: endpoint({
    method: 'GET',
    path: '/task/:id/user/',
    tag,
    params: TaskParams,
    status: 200,
    response: Named,
    access: onTask,
  }),
  /** Active people it may be reassigned to, its holder left out. */
  candidates: endpoint({
    method: 'GET',
    path: '/task/:id/users/',
    tag,
    params: TaskParams,
    status: 200,
    response: z.array(Named),
    access: onTask,
  }),
  /** Whom its progress is told to besides its holder (a process task's: nobody). */
  notified: endpoint({
    method: 'GET',
    path: '/task/:id/notified-users/',
    tag,
    params: TaskParams,
    status: 200,
    response: z.array(Named),
    access: onTask,
  }),
  comments: endpoint({
    method: 'GET',
    path: '/task/:id/comments/',
    tag,
    params: TaskParams,
    status: 200,
    response: z.array(TaskCommentDto),
    access: onTask,
  }),
  comment: endpoint({
    method: 'POST',
    path: '/task/:id/comments/',
    tag,
    params: TaskParams,
    body: TaskCommentInput,
    status: 201,
    response: TaskCommentDto,
    access: onTask,
  }),
  /** Gives it to another active person; answers its new holder. */
  reassign: endpoint({
    method: 'POST',
    path: '/task/:id/reassign/',
    tag,
    params: TaskParams,
    body: ReassignTaskInput,
    status: 200,
    response: Named,
    access: onTask,
  }),
  /** Completes it (spec §7 status change): a process task as the engine's PATCH does. */
  status: endpoint({
    method: 'POST',
    path: '/task/:id/status/',
    tag,
    params: TaskParams,
    body: TaskStatusInput,
    status: 200,
    response: TaskWorkOutcomeDto,
    access: onTask,
    idempotent: true,
  }),
} as const;
