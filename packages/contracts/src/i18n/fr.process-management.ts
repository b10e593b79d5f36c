/** Textes français de la gestion des processus (issue 32 point 5). */
export const frProcessManagement = {
  'audit.action.processes.manage_reassign': 'Tâche réassignée par la gestion des processus',
  'errors.50070':
    'La tâche n’est plus détenue par l’utilisateur avec lequel vous l’avez sélectionnée : relancez la recherche.',
  'menu.processManagement': 'Gestion des processus',
  'processManagement.title': 'Gestion des processus',
  'processManagement.range': 'Processus démarrés entre',
  'processManagement.range.help': 'Les deux dates, {days} jours au plus.',
  'processManagement.anyWorkflow': 'Tous les flux',
  'processManagement.anyStep': 'Toutes les étapes',
  'processManagement.chooseWorkflow': 'Choisissez d’abord un flux',
  'processManagement.holder': 'Assignée à',
  'processManagement.anyone': 'N’importe qui',
  'processManagement.managed': 'Par la gestion',
  'processManagement.select': 'Sélectionner la tâche du dossier {number}',
  'processManagement.selected_one': '{count} tâche sélectionnée ({max} au plus)',
  'processManagement.selected_many': '{count} de tâches sélectionnées ({max} au plus)',
  'processManagement.selected_other': '{count} tâches sélectionnées ({max} au plus)',
  'processManagement.none': 'Aucune tâche d’un processus en cours ne correspond aux filtres.',
  'processManagement.reassign.action': 'Réassigner',
  'processManagement.reassign.title_one': 'Réassigner {count} tâche',
  'processManagement.reassign.title_many': 'Réassigner {count} de tâches',
  'processManagement.reassign.title_other': 'Réassigner {count} tâches',
  'processManagement.reassign.warning_one':
    'La tâche passe à la personne choisie, quoi que permette son étape ; elle en est avertie par courriel.',
  'processManagement.reassign.warning_many':
    'Les {count} de tâches passent à la personne choisie, quoi que permettent leurs étapes ; elle en est avertie par courriel.',
  'processManagement.reassign.warning_other':
    'Les {count} tâches passent à la personne choisie, quoi que permettent leurs étapes ; elle en est avertie par courriel.',
  'processManagement.reassign.user': 'Nouveau responsable',
  'processManagement.reassign.confirm': 'Réassigner',
  'processManagement.reassign.done_one': '{count} tâche réassignée à {name}.',
  'processManagement.reassign.done_many': '{count} de tâches réassignées à {name}.',
  'processManagement.reassign.done_other': '{count} tâches réassignées à {name}.',
};
