import type { esTrdGrants } from './es.trd-grants.ts';

/** French texts of the roles' TRD-level permissions (issue 13). */
export const frTrdGrants: Record<keyof typeof esTrdGrants, string> = {
  'errors.10053': 'Le rôle n’a pas de droits sur ce niveau.',
  'errors.10054':
    'Le niveau {level} n’existe pas dans la TRD ou n’appartient pas au fonds indiqué.',
  'errors.10055': 'Le niveau {level} a déjà les droits de consultation et de dépôt.',
  'errors.10056': 'Le niveau {level} a déjà le droit de consultation.',
  'errors.10057': 'Le niveau {level} a déjà le droit de dépôt.',
  'errors.10064': 'Le niveau {level} a déjà été ajouté.',
  temporalPermissionLevelValidation1: 'Choisissez au moins un droit',
  'trdGrants.title': 'Droits par niveau de la TRD',
  'trdGrants.help':
    'Un droit sur un niveau vaut pour tout ce qui se trouve en dessous : séries, sous-séries, dossiers et répertoires.',
  'trdGrants.level': 'Niveau',
  'trdGrants.pickLevel': 'Choisissez un niveau de l’arbre',
  'trdGrants.noTree': 'La TRD n’a encore aucun niveau.',
  'trdGrants.consult': 'Consulter',
  'trdGrants.upload': 'Déposer',
  'trdGrants.permissions': 'Droits',
  'trdGrants.stage': 'Ajouter à la liste',
  'trdGrants.staged': 'Niveaux à enregistrer',
  'trdGrants.unstage': 'Retirer {level} de la liste',
  'trdGrants.submit': 'Enregistrer les droits par niveau',
  'trdGrants.saved': 'Droits par niveau enregistrés.',
  'trdGrants.granted': 'Droits accordés',
  'trdGrants.none': 'Le rôle n’a encore de droits sur aucun niveau de la TRD.',
  'trdGrants.remove': 'Retirer',
  'trdGrants.refusedTitle': 'Le niveau ne peut pas être ajouté',
  'trdGrants.refusedConfirm': 'Retirer de la liste',
  'menu.trdConsult': 'Consulter la structure documentaire',
  'trdConsult.title': 'Consulter la structure documentaire',
  'trdConsult.help':
    'Les niveaux de la TRD sur lesquels vos rôles vous donnent des droits, avec tout ce qui se trouve en dessous ; les niveaux supérieurs n’apparaissent que comme le chemin pour y arriver.',
  'trdConsult.pathOnly': 'Chemin seulement',
  'trdConsult.empty': 'Vos rôles ne vous donnent de droits sur aucun niveau de la TRD.',
  'audit.action.roles.trd_grant': 'Modification des droits du rôle sur un niveau de la TRD',
  'audit.field.trdLevel': 'Niveau de la TRD',
  'trdConsult.files.title': 'Fichiers de {level}',
  'trdConsult.files.pick': 'Choisissez un niveau pour voir ses fichiers.',
  'trdConsult.files.empty': 'Ce niveau ne contient aucun fichier.',
  'trdConsult.files.added': 'Téléversé',
  'trdConsult.files.upload': 'Charger des fichiers ici',
  'trdConsult.files.uploadOnly':
    'Vous pouvez charger des fichiers à ce niveau, mais pas les consulter.',
};
