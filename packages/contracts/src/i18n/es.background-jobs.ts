/** Spanish texts of the failed background jobs: the administrators' screen, its refusal and its audit entry. */
export const esBackgroundJobs = {
  'errors.500010':
    'El trabajo fallido no existe, ya se reintentó o lo reemplazó uno más reciente del mismo tipo.',
  'backgroundJobs.retried': 'El trabajo se ejecutará de nuevo en unos instantes.',
  'menu.backgroundJobs': 'Trabajos fallidos',
  'backgroundJobs.title': 'Trabajos en segundo plano fallidos',
  'backgroundJobs.summary_one': '{count} trabajo agotó sus intentos.',
  'backgroundJobs.summary_many': '{count} de trabajos agotaron sus intentos.',
  'backgroundJobs.summary_other': '{count} trabajos agotaron sus intentos.',
  'backgroundJobs.help':
    'Al reintentar un trabajo, se ejecuta de nuevo desde su primer intento; si vuelve a fallar, aparece aquí otra vez.',
  'backgroundJobs.empty': 'No hay trabajos fallidos.',
  'backgroundJobs.kind': 'Tipo',
  'backgroundJobs.createdAt': 'Creado',
  'backgroundJobs.failedAt': 'Falló',
  'backgroundJobs.attempts': 'Intentos',
  'backgroundJobs.lastError': 'Último error',
  'backgroundJobs.retry': 'Reintentar el trabajo n.º {id}',
  'backgroundJobs.kind.mail': 'Envío de correo',
  'backgroundJobs.kind.extractFileText': 'Lectura del texto de un archivo',
  'backgroundJobs.kind.purgeTrashedFile': 'Borrado de un archivo de la papelera',
  'backgroundJobs.kind.exportRecords': 'Exportación de radicados',
  'backgroundJobs.kind.expireExport': 'Vencimiento de una exportación',
  'backgroundJobs.kind.deadlineNotice': 'Aviso del vencimiento de una tarea',
  'audit.module.background_jobs': 'Trabajos en segundo plano',
  'audit.action.background_jobs.retry': 'Reintento de un trabajo fallido',
  'audit.entity.background_job': 'Trabajo en segundo plano',
};
