/** Textes français de la corbeille de tâches (issue 32). */
export const frTasks = {
  'errors.50101': 'Indiquez les deux dates de la période.',
  'errors.50102': 'La date de début ne peut pas être postérieure à la date de fin.',
  'errors.50103': 'La période couvre 30 jours au plus.',
};
