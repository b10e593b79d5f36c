/** French texts of the process engine: its refusals (issue 31). */
export const frProcesses = {
  'audit.module.processes': 'Processus',
  'audit.entity.process': 'Processus',
  'audit.action.processes.start': 'Processus démarré',
  'audit.action.processes.complete': 'Tâche terminée',
  'audit.action.processes.reassign': 'Tâche réaffectée',
  'audit.action.processes.return': 'Tâche renvoyée à une étape antérieure',
  'audit.action.processes.interrupt': 'Processus interrompu',
  'audit.action.processes.comment': 'Commentaire sur une tâche',
  'audit.field.workflow': 'Flux de travail',
  'audit.field.record': 'Enregistrement',
  'audit.field.assignee': 'Responsable',
  'processes.mail.subject': '{workflow} · enregistrement {record} : {step}',
  'processes.mail.due_soon': 'Tâche bientôt échue : {step} ({workflow} · enregistrement {record})',
  'processes.mail.overdue': 'Tâche échue : {step} ({workflow} · enregistrement {record})',
  'errors.50000': 'Le processus n’existe pas.',
  'errors.50001': 'La tâche n’existe pas.',
  'errors.50002': 'La tâche n’est plus en cours : elle a été terminée, renvoyée ou interrompue.',
  'errors.50003': 'Le processus n’est plus en cours.',
  'errors.50004': 'Le flux de travail n’appartient pas au formulaire de l’enregistrement.',
  'errors.50005':
    'L’enregistrement a déjà un processus en cours de ce formulaire, qui n’admet qu’un flux à la fois.',
  'errors.50006': 'Choisissez le responsable de l’étape suivante ({step}).',
  'errors.50007': 'L’utilisateur choisi n’est pas un des responsables actifs de l’étape suivante.',
  'errors.50008':
    'L’étape « {step} » n’a pas de responsable actif : demandez à un administrateur de la configurer.',
  'errors.50009':
    'Aucune condition de la passerelle « {gateway} » n’est remplie avec les données actuelles : vérifiez les données ou faites corriger le flux.',
  'errors.50010':
    'Les deux conditions de la passerelle « {gateway} » sont remplies avec les données actuelles : le flux ne peut pas choisir de chemin.',
  'errors.50011': 'Une tâche n’est réaffectée qu’à un utilisateur actif de l’entreprise.',
  'errors.50013': 'La tâche est déjà affectée à cet utilisateur.',
  'errors.50016': 'L’étape de cette tâche ne permet pas de la réaffecter.',
  'errors.50017': 'L’étape de cette tâche ne permet pas de la renvoyer à une étape antérieure.',
  'errors.50018': 'Une tâche n’est renvoyée qu’à une étape antérieure que le processus a terminée.',
  'errors.50019': 'L’étape de cette tâche ne permet pas d’interrompre le processus.',
  'errors.50020': 'Une tâche terminée ne reçoit pas de commentaires.',
  'errors.50023':
    'L’utilisateur a des tâches en attente : réaffectez-les avant de changer son statut.',
  'errors.50059': 'Cette tâche n’est plus à votre charge.',
};
