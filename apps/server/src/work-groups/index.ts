/**
 * What other features may use of work groups: the consecutive assignment of a group's next
 * member, for workflows to call in the transaction that creates the task.
 */
export { nextAssignee } from './work-groups.service.ts';
