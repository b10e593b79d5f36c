/** Textes français de la gestion des processus (issue 32 point 5). */
export const frProcessManagement = {
  'audit.action.processes.manage_reassign': 'Tâche réassignée par la gestion des processus',
  'errors.50070':
    'La tâche n’est plus détenue par l’utilisateur avec lequel vous l’avez sélectionnée : relancez la recherche.',
  'processManagement.mail.subject': 'La gestion des processus vous a assigné des tâches ({count})',
  'processManagement.mail.task': 'Dossier {record} · {workflow} · {step} (échéance {due})',
};
