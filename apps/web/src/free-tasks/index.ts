/** What the other features use of free-tasks (decision 82). */
export { RecordFreeTasks } from './RecordFreeTasks.tsx';
