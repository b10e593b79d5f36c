/** Textes français de l’échéance légale des PQRS dans la corbeille et le tableau de bord, et de leurs avis (issue 47). */
export const frPqrsDeadlines = {
  'tasks.box.column.legalDue': 'Échéance légale (PQRS)',
  'tasks.box.filter.legalDeadline': 'Échéance légale de la PQRS',
  'tasks.box.filter.legalOnTime': 'Dans les délais',
  'tasks.box.filter.legalDueSoon': 'Bientôt échue',
  'tasks.box.filter.legalOverdue': 'Échue',
  'dashboard.tasks.pqrsList': 'PQRS par échéance légale',
};
