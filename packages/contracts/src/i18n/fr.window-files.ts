import type { esWindowFiles } from './es.window-files.ts';

/** Textes français de ce que le demandeur ajoute au guichet : textes et fichiers (issue 47). */
export const frWindowFiles: Record<keyof typeof esWindowFiles, string> = {
  'errors.60040': 'Écrivez l’information que vous voulez ajouter, ou joignez au moins un fichier.',
  'audit.action.pqrs.add': 'Le demandeur a ajouté des informations à la requête',
  'tracking.kind.addition': 'Vous avez ajouté des informations',
  'window.fileSubject': 'Pièce jointe envoyée par le demandeur de la requête {number}',
  'audit.field.added_text': 'Information ajoutée',
};
