/** Textos en español del plazo legal de las PQRS en la bandeja y el tablero, y de sus avisos (issue 47). */
export const esPqrsDeadlines = {
  'tasks.box.column.legalDue': 'Plazo legal (PQRS)',
  'tasks.box.filter.legalDeadline': 'Plazo legal de la PQRS',
  'tasks.box.filter.legalOnTime': 'A tiempo',
  'tasks.box.filter.legalDueSoon': 'Por vencer',
  'tasks.box.filter.legalOverdue': 'Vencida',
  'dashboard.tasks.pqrsList': 'PQRS por fecha límite legal',
};
