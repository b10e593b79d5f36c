/** What the other features use of processes (decision 82). */

export {
  taskKindLabels,
  taskPriorityLabels,
  taskStatusColors,
  taskStatusLabels,
} from './processLabels.ts';
export { RecordProcesses } from './RecordProcesses.tsx';
export { StartProcessButton } from './StartProcessButton.tsx';
export { ReassignTaskButton } from './TaskActions.tsx';
export { TaskRecordValues } from './TaskRecordValues.tsx';
export { useLeaveTask } from './useLeaveTask.ts';
export { useReassignCandidates } from './useProcesses.ts';
