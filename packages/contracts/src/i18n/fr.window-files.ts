import type { esWindowFiles } from './es.window-files.ts';

/** Textes français de ce que le demandeur ajoute au guichet : textes et fichiers (issue 47). */
export const frWindowFiles: Record<keyof typeof esWindowFiles, string> = {
  'errors.60040': 'Écrivez l’information que vous voulez ajouter, ou joignez au moins un fichier.',
  'audit.action.pqrs.add': 'Le demandeur a ajouté des informations à la requête',
  'tracking.kind.addition': 'Vous avez ajouté des informations',
  'window.fileSubject': 'Pièce jointe envoyée par le demandeur de la requête {number}',
  'audit.field.added_text': 'Information ajoutée',
  'window.files': 'Fichiers (facultatif)',
  'window.filesHint_one':
    'Jusqu’à {count} fichier de {size} Mo au plus : PDF, images ou documents bureautiques.',
  'window.filesHint_many':
    'Jusqu’à {count} de fichiers de {size} Mo au plus chacun : PDF, images ou documents bureautiques.',
  'window.filesHint_other':
    'Jusqu’à {count} fichiers de {size} Mo au plus chacun : PDF, images ou documents bureautiques.',
  'window.filesNotAttached':
    'Votre requête a été enregistrée, mais ses fichiers n’ont pas été joints : {reason} Vous pouvez les joindre sur la page de suivi.',
  'tracking.filesSent': 'Fichiers : {names}',
  'tracking.addTitle': 'Ajouter des informations',
  'tracking.addText': 'Ce que vous voulez ajouter',
  'tracking.addSubmit': 'Envoyer',
  'tracking.added': 'Nous avons reçu ce que vous avez ajouté.',
  'pqrs.record.messages': 'Messages avec le demandeur',
  'pqrs.record.kind.extension': 'Le délai a été prolongé',
  'pqrs.record.kind.completion_request': 'Le demandeur a été invité à la compléter',
  'pqrs.record.kind.completion': 'Le demandeur l’a complétée',
  'pqrs.record.kind.withdrawal': 'Le demandeur s’est désisté',
  'pqrs.record.kind.tacit_withdrawal': 'Réputée abandonnée, non complétée en un mois',
  'pqrs.record.kind.addition': 'Le demandeur a ajouté des informations',
  'pqrs.record.filesSent': 'Fichiers (parmi ceux du dossier) : {names}',
};
