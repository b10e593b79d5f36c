/** What the other features use of tasks (decision 82). */
export { useInboxCounters } from './useInboxCounters.ts';
export { useHeldTasks, useReassignHeld } from './useTaskBox.ts';
