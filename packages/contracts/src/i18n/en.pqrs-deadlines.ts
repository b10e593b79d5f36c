/** English texts of the PQRS's legal due date in the task box and dashboard, and of its notices (issue 47). */
export const enPqrsDeadlines = {
  'tasks.box.column.legalDue': 'Legal due date (PQRS)',
  'tasks.box.filter.legalDeadline': 'PQRS legal due date',
  'tasks.box.filter.legalOnTime': 'On time',
  'tasks.box.filter.legalDueSoon': 'Due soon',
  'tasks.box.filter.legalOverdue': 'Overdue',
  'dashboard.tasks.pqrsList': 'PQRS by legal due date',
  'errors.60031': 'The PQRS supervisors’ role does not exist.',
  'backgroundJobs.kind.pqrsLegalNotice': 'Legal due date notice of a request',
  'pqrs.notice.dueSoonSubject': 'PQRS {number} is due soon',
  'pqrs.notice.overdueSubject': 'PQRS {number} is overdue without an answer',
  'pqrs.notice.text':
    'PQRS {number}: {subject}\nLegal due date: {due}\n\nAnswering it in time avoids sanctions (Ley 1755 de 2015).',
  'pqrs.notice.escalationReason':
    'PQRS {number} is past its legal due date: it goes to a PQRS supervisor.',
  'audit.action.pqrs.notices': 'PQRS notices set',
  'audit.field.supervisors': 'PQRS supervisors',
  'audit.field.due_soon_days': 'Business days of notice',
  'audit.field.escalate_overdue': 'Escalate overdue ones',
  'pqrsSettings.notices': 'Due date notices and escalation',
  'pqrsSettings.noticesHelp':
    'Whoever holds a PQRS’s task and its supervisors get a mail when it is due soon and another when it is overdue. An overdue one can go to a supervisor.',
  'pqrsSettings.supervisorRole': 'PQRS supervisors’ role',
  'pqrsSettings.supervisorRoleHelp':
    'Its members get the notices; with no role, only the task’s holder.',
  'pqrsSettings.dueSoonDays': 'Tell when this many business days are left',
  'pqrsSettings.escalate': 'Give an overdue PQRS’s tasks to a supervisor',
  'pqrsSettings.noticesSaved': 'The notices were saved.',
};
