/** Textos en español del trabajo en lote (issue 32 punto 4). */
export const esTaskBatch = {
  'errors.50098':
    'Las tareas de un lote deben ser del mismo flujo de trabajo: no lo son las de los radicados {records}.',
  'errors.50099':
    'Las tareas de un lote deben estar en el mismo paso: no lo están las de los radicados {records}.',
  'errors.50100':
    'El paso «{step}» llena un formulario de datos: sus tareas se trabajan una a una.',
  'errors.50106': 'Un lote reúne de 2 a 20 tareas en curso que usted tenga asignadas.',
  'taskBatch.title_one': 'Completar {count} tarea en lote',
  'taskBatch.title_many': 'Completar {count} de tareas en lote',
  'taskBatch.title_other': 'Completar {count} tareas en lote',
  'taskBatch.step.verify': 'Verificación',
  'taskBatch.step.steps': 'Pasos',
  'taskBatch.step.comment': 'Comentario',
  'taskBatch.step.confirm': 'Confirmación',
  'taskBatch.verified_one': '{count} tarea en «{step}» se puede trabajar en lote.',
  'taskBatch.verified_many': '{count} de tareas en «{step}» se pueden trabajar juntas.',
  'taskBatch.verified_other': '{count} tareas en «{step}» se pueden trabajar juntas.',
  'taskBatch.steps.previous': 'Pasos anteriores',
  'taskBatch.steps.current': 'Paso actual',
  'taskBatch.steps.next': 'Pasos siguientes',
  'taskBatch.steps.none': 'Ninguno',
  'taskBatch.steps.choosableStep': 'Paso cuyo responsable usted elige',
  'taskBatch.comment': 'Comentario para cada tarea',
  'taskBatch.comment.help': 'Se registra en cada tarea del lote (de 4 a 1000 caracteres).',
  'taskBatch.confirm.warning_one': 'Se completará {count} tarea de «{step}» con su comentario.',
  'taskBatch.confirm.warning_many':
    'Se completarán las {count} de tareas de «{step}» con su comentario. Si una no puede completarse, no se completa ninguna.',
  'taskBatch.confirm.warning_other':
    'Se completarán las {count} tareas de «{step}» con su comentario. Si una no puede completarse, no se completa ninguna.',
  'taskBatch.back': 'Atrás',
  'taskBatch.next': 'Siguiente',
  'taskBatch.complete': 'Completar tareas',
  'taskBatch.done_one': '{count} tarea completada.',
  'taskBatch.done_many': '{count} de tareas completadas.',
  'taskBatch.done_other': '{count} tareas completadas.',
  'taskBatch.reassign.title_one': 'Reasignar {count} tarea',
  'taskBatch.reassign.title_many': 'Reasignar {count} de tareas',
  'taskBatch.reassign.title_other': 'Reasignar {count} tareas',
  'taskBatch.reassign.done_one': '{count} tarea reasignada a {name}.',
  'taskBatch.reassign.done_many': '{count} de tareas reasignadas a {name}.',
  'taskBatch.reassign.done_other': '{count} tareas reasignadas a {name}.',
};
