/** Textes français des avis de tâches : courriels d'attribution et chiffres des tâches (issue 32). */
export const frTaskNotices = {
  'taskNotices.assigned.subject': 'Nouvelle tâche : {step} · enregistrement {record}',
  'taskNotices.assigned.body':
    'Bonjour {name},\n\n{sender} vous a envoyé la tâche « {step} » du flux {workflow}, sur l’enregistrement {record} ({subject}).\n\nÉchéance : {due}.\n\nOuvrez-la dans votre boîte de tâches :\n{link}',
  'taskNotices.reassigned.subject': 'Tâche réattribuée à vous : {step} · enregistrement {record}',
  'taskNotices.reassigned.body':
    'Bonjour {name},\n\n{sender} vous a réattribué la tâche « {step} » du flux {workflow}, sur l’enregistrement {record} ({subject}).\n\nMotif : {reason}\n\nÉchéance : {due}.\n\nOuvrez-la dans votre boîte de tâches :\n{link}',
  'taskNotices.returned.subject': 'Tâche renvoyée : {step} · enregistrement {record}',
  'taskNotices.returned.body':
    'Bonjour {name},\n\n{sender} a renvoyé l’enregistrement {record} ({subject}) à l’étape « {step} » du flux {workflow}, que vous aviez terminée.\n\nMotif : {reason}\n\nÉchéance : {due}.\n\nOuvrez-la dans votre boîte de tâches :\n{link}',
  'taskNotices.answered.subject': 'Réponse à votre renvoi : {step} · enregistrement {record}',
  'taskNotices.answered.body':
    'Bonjour {name},\n\n{sender} a traité l’enregistrement {record} ({subject}) que vous aviez renvoyé : la tâche « {step} » du flux {workflow} vous revient.\n\nÉchéance : {due}.\n\nOuvrez-la dans votre boîte de tâches :\n{link}',
  'taskNotices.freeAssigned.subject': 'Nouvelle tâche libre : {step} · enregistrement {record}',
  'taskNotices.freeAssigned.body':
    'Bonjour {name},\n\n{sender} vous a demandé la tâche libre « {step} » sur l’enregistrement {record} ({subject}).\n\nÉchéance : {due}.\n\nOuvrez-la dans votre boîte de tâches :\n{link}',
  'taskNotices.freeReassigned.subject':
    'Tâche libre réattribuée à vous : {step} · enregistrement {record}',
  'taskNotices.freeReassigned.body':
    'Bonjour {name},\n\n{sender} vous a réattribué la tâche libre « {step} » sur l’enregistrement {record} ({subject}).\n\nMotif : {reason}\n\nÉchéance : {due}.\n\nOuvrez-la dans votre boîte de tâches :\n{link}',
  'dashboard.tasks.title': 'Mes tâches',
  'dashboard.tasks.total': 'Tâches ouvertes',
  'dashboard.tasks.free': 'Tâches libres',
  'dashboard.tasks.dueSoon': 'Bientôt échues',
  'dashboard.tasks.overdue': 'En retard',
  'dashboard.tasks.overdueList': 'Les plus en retard',
  'dashboard.tasks.noneOverdue': 'Vous n’avez aucune tâche en retard.',
  'dashboard.tasks.dueAt': 'Échue le {date}',
  'dashboard.trd.title': 'Structure documentaire',
  'dashboard.trd.series': 'Séries et sous-séries que vous pouvez consulter',
  'menu.taskBox': 'Boîte de tâches',
  'menu.unreadTasks_one': '{count} tâche non lue',
  'menu.unreadTasks_many': '{count} de tâches non lues',
  'menu.unreadTasks_other': '{count} tâches non lues',
};
