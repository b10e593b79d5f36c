/** Textos en español de la bandeja de tareas (issue 32). */
export const esTasks = {
  'errors.50101': 'Indique las dos fechas del rango.',
  'errors.50102': 'La fecha inicial no puede ser posterior a la final.',
  'errors.50103': 'El rango de fechas abarca como máximo 30 días.',
};
