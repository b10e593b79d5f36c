import { taskWorkApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  commentOnWorkTask,
  completeWorkTask,
  reassignWorkTask,
  workTask,
  workTaskCandidates,
  workTaskComments,
  workTaskHolder,
  workTaskNotified,
} from './task-work.service.ts';

/** Spec §7 Tasks: the task box's calls on one task, for free and process tasks alike. */
export async function taskWorkRoutes(app: FastifyInstance): Promise<void> {
  route(app, taskWorkApi.get, ({ work, params }) => workTask(work, params.id));
  route(app, taskWorkApi.holder, ({ work, params }) => workTaskHolder(work, params.id));
  route(app, taskWorkApi.candidates, ({ work, params }) => workTaskCandidates(work, params.id));
  route(app, taskWorkApi.notified, ({ work, params }) => workTaskNotified(work, params.id));
  route(app, taskWorkApi.comments, ({ work, params }) => workTaskComments(work, params.id));
  route(app, taskWorkApi.comment, ({ work, params, body }) =>
    commentOnWorkTask(work, params.id, body.comment),
  );
  route(app, taskWorkApi.reassign, ({ work, params, body }) =>
    reassignWorkTask(work, params.id, body),
  );
  route(app, taskWorkApi.status, ({ work, params, body }) =>
    completeWorkTask(work, params.id, body),
  );
}
