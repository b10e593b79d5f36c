/** Textos en español de los avisos de tareas: correos de asignación y cifras de tareas (issue 32). */
export const esTaskNotices = {
  'taskNotices.assigned.subject': 'Nueva tarea: {step} · radicado {record}',
  'taskNotices.assigned.body':
    'Hola {name}:\n\n{sender} le envió la tarea «{step}» del flujo {workflow}, sobre el radicado {record} ({subject}).\n\nVence: {due}.\n\nÁbrala en su bandeja de tareas:\n{link}',
  'taskNotices.reassigned.subject': 'Tarea reasignada a usted: {step} · radicado {record}',
  'taskNotices.reassigned.body':
    'Hola {name}:\n\n{sender} le reasignó la tarea «{step}» del flujo {workflow}, sobre el radicado {record} ({subject}).\n\nMotivo: {reason}\n\nVence: {due}.\n\nÁbrala en su bandeja de tareas:\n{link}',
  'taskNotices.returned.subject': 'Tarea devuelta: {step} · radicado {record}',
  'taskNotices.returned.body':
    'Hola {name}:\n\n{sender} le devolvió el radicado {record} ({subject}) al paso «{step}» del flujo {workflow}, que usted completó.\n\nMotivo: {reason}\n\nVence: {due}.\n\nÁbrala en su bandeja de tareas:\n{link}',
  'taskNotices.answered.subject': 'Respuesta a su devolución: {step} · radicado {record}',
  'taskNotices.answered.body':
    'Hola {name}:\n\n{sender} atendió la devolución que usted hizo del radicado {record} ({subject}): la tarea «{step}» del flujo {workflow} vuelve a usted.\n\nVence: {due}.\n\nÁbrala en su bandeja de tareas:\n{link}',
  'taskNotices.freeAssigned.subject': 'Nueva tarea libre: {step} · radicado {record}',
  'taskNotices.freeAssigned.body':
    'Hola {name}:\n\n{sender} le pidió la tarea libre «{step}» sobre el radicado {record} ({subject}).\n\nVence: {due}.\n\nÁbrala en su bandeja de tareas:\n{link}',
  'taskNotices.freeReassigned.subject':
    'Tarea libre reasignada a usted: {step} · radicado {record}',
  'taskNotices.freeReassigned.body':
    'Hola {name}:\n\n{sender} le reasignó la tarea libre «{step}» sobre el radicado {record} ({subject}).\n\nMotivo: {reason}\n\nVence: {due}.\n\nÁbrala en su bandeja de tareas:\n{link}',
  'dashboard.tasks.title': 'Mis tareas',
  'dashboard.tasks.total': 'Tareas abiertas',
  'dashboard.tasks.free': 'Tareas libres',
  'dashboard.tasks.dueSoon': 'Por vencer',
  'dashboard.tasks.overdue': 'Vencidas',
  'dashboard.tasks.overdueList': 'Las más atrasadas',
  'dashboard.tasks.noneOverdue': 'No tiene tareas vencidas.',
  'dashboard.tasks.dueAt': 'Venció el {date}',
  'dashboard.trd.title': 'Estructura documental',
  'dashboard.trd.series': 'Series y subseries que puede consultar',
  'menu.taskBox': 'Bandeja de tareas',
  'menu.unreadTasks_one': '{count} tarea sin leer',
  'menu.unreadTasks_many': '{count} de tareas sin leer',
  'menu.unreadTasks_other': '{count} tareas sin leer',
};
