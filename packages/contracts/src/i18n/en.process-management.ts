/** English texts of process management (issue 32 point 5). */
export const enProcessManagement = {
  'audit.action.processes.manage_reassign': 'Task reassigned by process management',
  'errors.50070': 'The task is no longer held by the user you selected it with: search again.',
  'processManagement.mail.subject': 'Process management assigned you tasks ({count})',
  'processManagement.mail.task': 'Record {record} · {workflow} · {step} (due {due})',
};
