/** Textos en español del trabajo en lote (issue 32 punto 4). */
export const esTaskBatch = {
  'errors.50098':
    'Las tareas de un lote deben ser del mismo flujo de trabajo: no lo son las de los radicados {records}.',
  'errors.50099':
    'Las tareas de un lote deben estar en el mismo paso: no lo están las de los radicados {records}.',
  'errors.50100':
    'El paso «{step}» llena un formulario de datos: sus tareas se trabajan una a una.',
  'errors.50106': 'Un lote reúne de 2 a 20 tareas en curso que usted tenga asignadas.',
};
