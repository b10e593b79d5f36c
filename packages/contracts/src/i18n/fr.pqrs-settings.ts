/** Textes français de l’écran qui configure le guichet des PQRS (issue 47). */
export const frPqrsSettings = {
  'menu.pqrs': 'Guichet des PQRS',
  'pqrsSettings.title': 'Guichet des PQRS',
  'pqrsSettings.help':
    'Au guichet, chacun dépose pétitions, plaintes, réclamations et suggestions sans compte. Chaque PQRS devient un enregistrement du formulaire choisi, au nom de la personne qui reçoit, et son délai se compte en jours ouvrés du calendrier de travail.',
  'pqrsSettings.windowOpen': 'Guichet ouvert',
  'pqrsSettings.intakeForm': 'Formulaire où elles sont enregistrées',
  'pqrsSettings.intakeFormHelp':
    'Un formulaire actif sans champ obligatoire : le guichet ne remplit que l’objet.',
  'pqrsSettings.noForms': 'Aucun formulaire actif',
  'pqrsSettings.receiver': 'Personne qui reçoit',
  'pqrsSettings.receiverHelp':
    'Les PQRS sont enregistrées à son nom : elle doit être active et pouvoir enregistrer dans le formulaire.',
  'pqrsSettings.policyText': 'Politique de traitement des données personnelles',
  'pqrsSettings.policyTextHelp':
    'La personne qui dépose la lit et l’accepte avant d’envoyer (Ley 1581 de 2012).',
  'pqrsSettings.askCharacterisation': 'Demander la caractérisation',
  'pqrsSettings.askCharacterisationHelp':
    'Sexe, groupe ethnique, handicap et tranche d’âge ; jamais obligatoires.',
  'pqrsSettings.saved': 'Guichet enregistré.',
  'pqrsSettings.address': 'Adresse publique du guichet',
  'pqrsSettings.copyAddress': 'Copier l’adresse',
  'pqrsSettings.addressCopied': 'Adresse copiée',
  'pqrsSettings.openAddress': 'Ouvrir le guichet dans un nouvel onglet',
  'pqrsSettings.types': 'Types de PQRS',
  'pqrsSettings.typesHelp':
    'Les délais se comptent en jours ouvrés à partir du lendemain du dépôt ; la prolongation est la plus longue qui puisse être accordée, une fois.',
  'pqrsSettings.typeName': 'Nom',
  'pqrsSettings.termDays': 'Délai (jours ouvrés)',
  'pqrsSettings.extensionDays': 'Prolongation maximale (jours ouvrés)',
  'pqrsSettings.active': 'Actif',
  'pqrsSettings.state.active': 'Actif',
  'pqrsSettings.state.inactive': 'Inactif',
  'pqrsSettings.addType': 'Ajouter un type',
  'pqrsSettings.editType': 'Modifier {name}',
  'pqrsSettings.lawNameHelp': 'Vide garde le nom de la loi : {name}.',
  'pqrsSettings.typeSaved': 'Type de PQRS enregistré.',
};
