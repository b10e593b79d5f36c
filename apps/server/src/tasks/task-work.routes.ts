import { type ProcessCommentDto, type TaskCommentDto, taskWorkApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import {
  commentOnFreeTask,
  completeFreeTask,
  freeTaskCandidates,
  freeTaskComments,
  freeTaskHolder,
  freeTaskNotified,
  getFreeTask,
  isFreeTask,
  reassignFreeTask,
} from '../free-tasks/index.ts';
import { route } from '../platform/routes.ts';
import type { Work } from '../platform/work.ts';
import {
  commentOnTask,
  completeTask,
  getTask,
  outcomeOf,
  processTask,
  reassignCandidates,
  reassignTask,
  taskComments,
  taskHolder,
} from '../processes/index.ts';

/**
 * One task's call, whichever its type: a free task's id goes to free tasks, any other to the
 * process engine, which answers 50001 for an id of neither.
 */
async function dispatch<F, P>(
  work: Work,
  id: string,
  free: () => Promise<F>,
  process: () => Promise<P>,
): Promise<F | P> {
  return (await isFreeTask(work, id)) ? free() : process();
}

const toTaskComment = ({ task_id: _, ...comment }: ProcessCommentDto): TaskCommentDto => comment;

/** Spec §7 Tasks: the task box's calls on one task, for free and process tasks alike. */
export async function taskWorkRoutes(app: FastifyInstance): Promise<void> {
  route(app, taskWorkApi.get, ({ work, params: { id } }) =>
    dispatch(
      work,
      id,
      () => getFreeTask(work, id),
      async () => ({ ...(await getTask(work, id)), type: 'process' as const }),
    ),
  );
  route(app, taskWorkApi.holder, ({ work, params: { id } }) =>
    dispatch(
      work,
      id,
      () => freeTaskHolder(work, id),
      () => taskHolder(work, id),
    ),
  );
  route(app, taskWorkApi.candidates, ({ work, params: { id } }) =>
    dispatch(
      work,
      id,
      () => freeTaskCandidates(work, id),
      () => reassignCandidates(work, id),
    ),
  );
  route(app, taskWorkApi.notified, ({ work, params: { id } }) =>
    dispatch(
      work,
      id,
      () => freeTaskNotified(work, id),
      // A process task tells nobody by name: its step's mail goes where the step says.
      async () => {
        await taskHolder(work, id);
        return [];
      },
    ),
  );
  route(app, taskWorkApi.comments, ({ work, params: { id } }) =>
    dispatch(
      work,
      id,
      () => freeTaskComments(work, id),
      async () => (await taskComments(work, id)).map(toTaskComment),
    ),
  );
  route(app, taskWorkApi.comment, ({ work, params: { id }, body }) =>
    dispatch(
      work,
      id,
      () => commentOnFreeTask(work, id, body.comment),
      async () => toTaskComment(await commentOnTask(work, id, body.comment)),
    ),
  );
  route(app, taskWorkApi.reassign, ({ work, params: { id }, body }) =>
    dispatch(
      work,
      id,
      () => reassignFreeTask(work, id, body),
      async () => {
        await reassignTask(work, id, body);
        return (await processTask(work, id)).assignee;
      },
    ),
  );
  route(app, taskWorkApi.status, ({ work, params: { id }, body }) =>
    dispatch(
      work,
      id,
      async () => ({ type: 'free' as const, task: await completeFreeTask(work, id) }),
      async () => ({
        type: 'process' as const,
        ...(await outcomeOf(work, await completeTask(work, id, body))),
      }),
    ),
  );
}
