/** Textos en español de la gestión de procesos (issue 32 punto 5). */
export const esProcessManagement = {
  'audit.action.processes.manage_reassign': 'Tarea reasignada por gestión de procesos',
  'errors.50070':
    'La tarea ya no la tiene el usuario con el que la seleccionó: vuelva a consultar.',
  'menu.processManagement': 'Gestión de procesos',
  'processManagement.title': 'Gestión de procesos',
  'processManagement.range': 'Procesos iniciados entre',
  'processManagement.range.help': 'Las dos fechas, máximo {days} días.',
  'processManagement.anyWorkflow': 'Todos los flujos',
  'processManagement.anyStep': 'Todos los pasos',
  'processManagement.chooseWorkflow': 'Elija primero un flujo',
  'processManagement.holder': 'Asignada a',
  'processManagement.anyone': 'Cualquier persona',
  'processManagement.managed': 'Por gestión',
  'processManagement.select': 'Seleccionar la tarea del radicado {number}',
  'processManagement.selected_one': '{count} tarea seleccionada (máximo {max})',
  'processManagement.selected_many': '{count} de tareas seleccionadas (máximo {max})',
  'processManagement.selected_other': '{count} tareas seleccionadas (máximo {max})',
  'processManagement.none': 'Ninguna tarea de procesos en curso coincide con los filtros.',
  'processManagement.reassign.action': 'Reasignar',
  'processManagement.reassign.title_one': 'Reasignar {count} tarea',
  'processManagement.reassign.title_many': 'Reasignar {count} de tareas',
  'processManagement.reassign.title_other': 'Reasignar {count} tareas',
  'processManagement.reassign.warning_one':
    'La tarea pasa a la persona que elija, sin importar lo que permita su paso; se le avisa por correo.',
  'processManagement.reassign.warning_many':
    'Las {count} de tareas pasan a la persona que elija, sin importar lo que permitan sus pasos; se le avisa por correo.',
  'processManagement.reassign.warning_other':
    'Las {count} tareas pasan a la persona que elija, sin importar lo que permitan sus pasos; se le avisa por correo.',
  'processManagement.reassign.user': 'Nuevo responsable',
  'processManagement.reassign.confirm': 'Reasignar',
  'processManagement.reassign.done_one': '{count} tarea reasignada a {name}.',
  'processManagement.reassign.done_many': '{count} de tareas reasignadas a {name}.',
  'processManagement.reassign.done_other': '{count} tareas reasignadas a {name}.',
};
