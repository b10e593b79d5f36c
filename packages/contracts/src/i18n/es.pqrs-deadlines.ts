/** Textos en español del plazo legal de las PQRS en la bandeja y el tablero, y de sus avisos (issue 47). */
export const esPqrsDeadlines = {
  'tasks.box.column.legalDue': 'Plazo legal (PQRS)',
  'tasks.box.filter.legalDeadline': 'Plazo legal de la PQRS',
  'tasks.box.filter.legalOnTime': 'A tiempo',
  'tasks.box.filter.legalDueSoon': 'Por vencer',
  'tasks.box.filter.legalOverdue': 'Vencida',
  'dashboard.tasks.pqrsList': 'PQRS por fecha límite legal',
  'errors.60031': 'El rol de supervisores de PQRS no existe.',
  'backgroundJobs.kind.pqrsLegalNotice': 'Aviso de plazo legal de una PQRS',
  'pqrs.notice.dueSoonSubject': 'La PQRS {number} vence pronto',
  'pqrs.notice.overdueSubject': 'La PQRS {number} venció sin respuesta',
  'pqrs.notice.text':
    'PQRS {number}: {subject}\nFecha límite legal: {due}\n\nResponderla a tiempo evita sanciones (Ley 1755 de 2015).',
  'pqrs.notice.escalationReason':
    'La PQRS {number} venció su plazo legal: pasa a un supervisor de PQRS.',
  'audit.action.pqrs.notices': 'Avisos de PQRS configurados',
  'audit.field.supervisors': 'Supervisores de PQRS',
  'audit.field.due_soon_days': 'Días hábiles de aviso',
  'audit.field.escalate_overdue': 'Escalar las vencidas',
  'pqrsSettings.notices': 'Avisos de plazo y escalamiento',
  'pqrsSettings.noticesHelp':
    'Quien tiene la tarea de una PQRS y sus supervisores reciben un correo cuando está por vencer y otro cuando vence. Una vencida puede pasar a un supervisor.',
  'pqrsSettings.supervisorRole': 'Rol de supervisores de PQRS',
  'pqrsSettings.supervisorRoleHelp':
    'Sus miembros reciben los avisos; sin rol, solo quien tiene la tarea.',
  'pqrsSettings.dueSoonDays': 'Avisar cuando falten (días hábiles)',
  'pqrsSettings.escalate': 'Pasar las tareas de una PQRS vencida a un supervisor',
  'pqrsSettings.noticesSaved': 'Se guardaron los avisos.',
};
