/** Spanish texts of the process engine: its refusals (issue 31). */
export const esProcesses = {
  'errors.50000': 'El proceso no existe.',
  'errors.50001': 'La tarea no existe.',
  'errors.50002': 'La tarea ya no está en curso: se completó, se devolvió o se interrumpió.',
  'errors.50003': 'El proceso ya no está en curso.',
  'errors.50004': 'El flujo de trabajo no es del formulario del radicado.',
  'errors.50005':
    'El radicado ya tiene un proceso en curso de este formulario, que admite un solo flujo a la vez.',
  'errors.50006': 'Elija el responsable del paso siguiente ({step}).',
  'errors.50007': 'El usuario elegido no es uno de los responsables activos del paso siguiente.',
  'errors.50008':
    'El paso «{step}» no tiene un responsable activo: pida a un administrador que lo configure.',
  'errors.50009':
    'Ninguna condición de la compuerta «{gateway}» se cumple con los datos actuales: revise los datos o pida que se corrija el flujo.',
  'errors.50010':
    'Las dos condiciones de la compuerta «{gateway}» se cumplen con los datos actuales: el flujo no puede elegir un camino.',
  'errors.50011': 'La tarea solo se reasigna a un usuario activo de la compañía.',
  'errors.50013': 'La tarea ya está asignada a ese usuario.',
  'errors.50016': 'El paso de esta tarea no permite reasignarla.',
  'errors.50017': 'El paso de esta tarea no permite devolverla a un paso anterior.',
  'errors.50018': 'Solo se devuelve a un paso anterior que el proceso ya completó.',
  'errors.50019': 'El paso de esta tarea no permite interrumpir el proceso.',
  'errors.50020': 'Una tarea completada no recibe comentarios.',
  'errors.50021': 'Llene los campos obligatorios del formulario del paso.',
  'errors.50022': 'Un valor del formulario del paso no es válido.',
  'errors.50023': 'El usuario tiene tareas pendientes: reasígnelas antes de cambiar su estado.',
  'errors.50059': 'Esta tarea ya no está a su cargo.',
};
