import type {
  ProcessCommentDto,
  ReassignTaskInput,
  TaskCommentDto,
  TaskStatusInput,
  TaskWorkDto,
  TaskWorkOutcomeDto,
} from '@custodia/contracts';
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
 * Spec §7 Tasks: the task box's calls on one task, for free and process tasks alike. A free
 * task's id goes to free tasks, any other to the process engine, which answers 50001 for an id of
 * neither.
 */
async function dispatch<F, P>(
  work: Work,
  id: string,
  free: () => Promise<F>,
  process: () => Promise<P>,
): Promise<F | P> {
  return (await isFreeTask(work, id)) ? free() : process();
}

type Named = { id: string; name: string };

const toTaskComment = ({ task_id: _, ...comment }: ProcessCommentDto): TaskCommentDto => comment;

export function workTask(work: Work, id: string): Promise<TaskWorkDto> {
  return dispatch(
    work,
    id,
    () => getFreeTask(work, id),
    async () => ({ ...(await getTask(work, id)), type: 'process' as const }),
  );
}

/** Who holds it now. */
export function workTaskHolder(work: Work, id: string): Promise<Named> {
  return dispatch(
    work,
    id,
    () => freeTaskHolder(work, id),
    () => taskHolder(work, id),
  );
}

/** Whom it may be given to. */
export function workTaskCandidates(work: Work, id: string): Promise<Named[]> {
  return dispatch(
    work,
    id,
    () => freeTaskCandidates(work, id),
    () => reassignCandidates(work, id),
  );
}

/** Whom its progress is told to besides its holder. */
export function workTaskNotified(work: Work, id: string): Promise<Named[]> {
  return dispatch(
    work,
    id,
    () => freeTaskNotified(work, id),
    // A process task tells nobody by name: its step's mail goes where the step says.
    async () => {
      await taskHolder(work, id);
      return [];
    },
  );
}

export function workTaskComments(work: Work, id: string): Promise<TaskCommentDto[]> {
  return dispatch(
    work,
    id,
    () => freeTaskComments(work, id),
    async () => (await taskComments(work, id)).map(toTaskComment),
  );
}

export function commentOnWorkTask(
  work: Work,
  id: string,
  comment: string,
): Promise<TaskCommentDto> {
  return dispatch(
    work,
    id,
    () => commentOnFreeTask(work, id, comment),
    async () => toTaskComment(await commentOnTask(work, id, comment)),
  );
}

/** Gives it to another person; answers its new holder. */
export function reassignWorkTask(work: Work, id: string, input: ReassignTaskInput): Promise<Named> {
  return dispatch(
    work,
    id,
    () => reassignFreeTask(work, id, input),
    async () => {
      await reassignTask(work, id, input);
      return (await processTask(work, id)).assignee;
    },
  );
}

/** Completes it: a free task closes, a process task walks its process on. */
export function completeWorkTask(
  work: Work,
  id: string,
  input: TaskStatusInput,
): Promise<TaskWorkOutcomeDto> {
  return dispatch(
    work,
    id,
    async () => ({ type: 'free' as const, task: await completeFreeTask(work, id) }),
    async () => ({
      type: 'process' as const,
      ...(await outcomeOf(work, await completeTask(work, id, input))),
    }),
  );
}
