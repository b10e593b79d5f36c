/**
 * What other features use of task notices: telling a task's new holder, by mail, that it is
 * theirs, for a process task (processes) or a free task (free tasks).
 */
export { type AssignedTask, type Assignment, tellNewHolder } from './task-notices.service.ts';
