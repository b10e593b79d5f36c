/** Textos en español de la gestión de procesos (issue 32 punto 5). */
export const esProcessManagement = {
  'audit.action.processes.manage_reassign': 'Tarea reasignada por gestión de procesos',
  'errors.50070':
    'La tarea ya no la tiene el usuario con el que la seleccionó: vuelva a consultar.',
  'processManagement.mail.subject': 'Gestión de procesos le asignó tareas ({count})',
  'processManagement.mail.task': 'Radicado {record} · {workflow} · {step} (vence {due})',
};
