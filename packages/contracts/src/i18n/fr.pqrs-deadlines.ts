/** Textes français de l’échéance légale des PQRS dans la corbeille et le tableau de bord, et de leurs avis (issue 47). */
export const frPqrsDeadlines = {
  'tasks.box.column.legalDue': 'Échéance légale (PQRS)',
  'tasks.box.filter.legalDeadline': 'Échéance légale de la PQRS',
  'tasks.box.filter.legalOnTime': 'Dans les délais',
  'tasks.box.filter.legalDueSoon': 'Bientôt échue',
  'tasks.box.filter.legalOverdue': 'Échue',
  'dashboard.tasks.pqrsList': 'PQRS par échéance légale',
  'errors.60031': 'Le rôle des superviseurs de PQRS n’existe pas.',
  'backgroundJobs.kind.pqrsLegalNotice': 'Avis d’échéance légale d’une requête',
  'pqrs.notice.dueSoonSubject': 'La PQRS {number} arrive bientôt à échéance',
  'pqrs.notice.overdueSubject': 'La PQRS {number} est échue sans réponse',
  'pqrs.notice.text':
    'PQRS {number} : {subject}\nÉchéance légale : {due}\n\nY répondre à temps évite des sanctions (Ley 1755 de 2015).',
  'pqrs.notice.escalationReason':
    'La PQRS {number} a dépassé son échéance légale : elle passe à un superviseur de PQRS.',
  'audit.action.pqrs.notices': 'Avis de PQRS configurés',
  'audit.field.supervisors': 'Superviseurs de PQRS',
  'audit.field.due_soon_days': 'Jours ouvrés d’avis',
  'audit.field.escalate_overdue': 'Escalader les échues',
  'pqrsSettings.notices': 'Avis d’échéance et escalade',
  'pqrsSettings.noticesHelp':
    'Le titulaire de la tâche d’une PQRS et ses superviseurs reçoivent un courriel quand elle arrive à échéance et un autre quand elle est échue. Une PQRS échue peut passer à un superviseur.',
  'pqrsSettings.supervisorRole': 'Rôle des superviseurs de PQRS',
  'pqrsSettings.supervisorRoleHelp':
    'Ses membres reçoivent les avis ; sans rôle, seul le titulaire de la tâche.',
  'pqrsSettings.dueSoonDays': 'Prévenir quand il reste (jours ouvrés)',
  'pqrsSettings.escalate': 'Confier les tâches d’une PQRS échue à un superviseur',
  'pqrsSettings.noticesSaved': 'Les avis ont été enregistrés.',
};
