/** What the other features use of free-tasks (decision 82). */
export { FreeTaskDetail } from './FreeTaskDetail.tsx';
export { RecordFreeTasks } from './RecordFreeTasks.tsx';
export { useTaskWork } from './useFreeTasks.ts';
