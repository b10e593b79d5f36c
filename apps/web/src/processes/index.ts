/** What the other features use of processes (decision 82). */

export { linkedFilesLabels } from './freeTaskLabels.ts';
export {
  taskKindLabels,
  taskPriorityLabels,
  taskStatusColors,
  taskStatusLabels,
} from './processLabels.ts';
export { RecordProcesses } from './RecordProcesses.tsx';
export { StartProcessButton } from './StartProcessButton.tsx';
export { useReassignCandidates } from './useProcesses.ts';
export { useTaskChange } from './useTaskWork.ts';
