/** Textes français du traitement par lot (issue 32 point 4). */
export const frTaskBatch = {
  'errors.50098':
    'Les tâches d’un lot doivent relever du même flux de travail : ce n’est pas le cas de celles des dossiers {records}.',
  'errors.50099':
    'Les tâches d’un lot doivent être à la même étape : ce n’est pas le cas de celles des dossiers {records}.',
  'errors.50100':
    'L’étape « {step} » remplit un formulaire de données : ses tâches se traitent une à une.',
  'errors.50106': 'Un lot réunit de 2 à 20 tâches en cours qui vous sont assignées.',
  'taskBatch.title_one': 'Terminer {count} tâche par lot',
  'taskBatch.title_many': 'Terminer {count} de tâches par lot',
  'taskBatch.title_other': 'Terminer {count} tâches par lot',
  'taskBatch.step.verify': 'Vérification',
  'taskBatch.step.steps': 'Étapes',
  'taskBatch.step.comment': 'Commentaire',
  'taskBatch.step.confirm': 'Confirmation',
  'taskBatch.verified_one': '{count} tâche à « {step} » peut être traitée par lot.',
  'taskBatch.verified_many': '{count} de tâches à « {step} » peuvent être traitées ensemble.',
  'taskBatch.verified_other': '{count} tâches à « {step} » peuvent être traitées ensemble.',
  'taskBatch.steps.previous': 'Étapes précédentes',
  'taskBatch.steps.current': 'Étape actuelle',
  'taskBatch.steps.next': 'Étapes suivantes',
  'taskBatch.steps.none': 'Aucune',
  'taskBatch.steps.end': 'Fin du processus',
  'taskBatch.steps.choosableStep': 'Étape dont vous choisissez le responsable',
  'taskBatch.comment': 'Commentaire pour chaque tâche',
  'taskBatch.comment.help': 'Enregistré sur chaque tâche du lot (de 4 à 1000 caractères).',
  'taskBatch.confirm.warning_one':
    '{count} tâche de « {step} » sera terminée avec votre commentaire.',
  'taskBatch.confirm.warning_many':
    'Les {count} de tâches de « {step} » seront terminées avec votre commentaire. Si l’une ne peut pas l’être, aucune ne l’est.',
  'taskBatch.confirm.warning_other':
    'Les {count} tâches de « {step} » seront terminées avec votre commentaire. Si l’une ne peut pas l’être, aucune ne l’est.',
  'taskBatch.back': 'Retour',
  'taskBatch.next': 'Suivant',
  'taskBatch.complete': 'Terminer les tâches',
  'taskBatch.done_one': '{count} tâche terminée.',
  'taskBatch.done_many': '{count} de tâches terminées.',
  'taskBatch.done_other': '{count} tâches terminées.',
  'taskBatch.reassign.title_one': 'Réassigner {count} tâche',
  'taskBatch.reassign.title_many': 'Réassigner {count} de tâches',
  'taskBatch.reassign.title_other': 'Réassigner {count} tâches',
  'taskBatch.reassign.done_one': '{count} tâche réassignée à {name}.',
  'taskBatch.reassign.done_many': '{count} de tâches réassignées à {name}.',
  'taskBatch.reassign.done_other': '{count} tâches réassignées à {name}.',
};
