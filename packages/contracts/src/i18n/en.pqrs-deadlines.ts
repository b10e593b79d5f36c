/** English texts of the PQRS's legal due date in the task box and dashboard, and of its notices (issue 47). */
export const enPqrsDeadlines = {
  'tasks.box.column.legalDue': 'Legal due date (PQRS)',
  'tasks.box.filter.legalDeadline': 'PQRS legal due date',
  'tasks.box.filter.legalOnTime': 'On time',
  'tasks.box.filter.legalDueSoon': 'Due soon',
  'tasks.box.filter.legalOverdue': 'Overdue',
  'dashboard.tasks.pqrsList': 'PQRS by legal due date',
};
