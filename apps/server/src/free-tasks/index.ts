/**
 * What other features may use of free tasks: the task box's calls on one task (src/tasks), which
 * act on a free task when the id is one. Its routes are registered from app.ts.
 */
export {
  commentOnFreeTask,
  completeFreeTask,
  freeTaskCandidates,
  freeTaskComments,
  freeTaskHolder,
  freeTaskNotified,
  getFreeTask,
  isFreeTask,
  reassignFreeTask,
  reassignHeldFreeTasks,
} from './free-tasks.service.ts';
