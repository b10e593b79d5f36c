import type { esExpedients } from './es.expedients.ts';

/** French texts of expedients (issue 13). */
export const frExpedients: Record<keyof typeof esExpedients, string> = {
  'errors.20060': "Le dossier n'existe pas.",
  'errors.20061': "Un dossier portant ce numéro existe déjà dans l'entreprise.",
  'errors.20062':
    'Le dossier est clos : aucun document, subdivision ou répertoire ne peut y être ajouté ni modifié.',
  'errors.20063':
    "Le niveau choisi n'existe pas dans ce fonds ou ne peut pas contenir ce que l'on veut créer.",
  'errors.20065':
    'Ce niveau contient déjà des fichiers : on ne peut pas y créer de subdivisions ni de répertoires.',
  'expedients.fields.number': 'Numéro',
  'expedients.fields.name': 'Nom',
  'expedients.fields.subject': 'Objet',
  'expedients.fields.series': 'Série ou sous-série',
  'expedients.fields.openedOn': 'Date de création',
  'expedients.fields.closedAt': 'Date de clôture',
  'expedients.index.title': 'Index électronique du dossier',
  'expedients.index.company': 'Organisme',
  'expedients.index.hash': "Empreinte de l'index (SHA-256)",
  'expedients.index.position': 'Ordre',
  'expedients.index.name': 'Document',
  'expedients.index.documentaryType': 'Type documentaire',
  'expedients.index.createdAt': 'Création',
  'expedients.index.addedAt': 'Ajout',
  'expedients.index.pages': 'Pages',
  'expedients.index.format': 'Format',
  'expedients.index.size': 'Taille (octets)',
  'expedients.index.origin': 'Origine',
  'expedients.origin.electronic': 'Électronique natif',
  'expedients.origin.digitized': 'Numérisé',
  'audit.module.expedients': 'Dossiers',
  'audit.action.expedients.create': 'Création du dossier',
  'audit.action.expedients.update': 'Modification du dossier',
  'audit.action.expedients.close': 'Clôture du dossier',
  'audit.action.expedients.nodes_create': 'Création de subdivisions ou de répertoires',
  'audit.action.expedients.node_update': "Renommage d'une subdivision ou d'un répertoire",
  'audit.action.expedients.verify': "Vérification de l'index électronique",
  'audit.entity.expedient': 'Dossier',
  'audit.entity.trd_node': 'Niveau du TRD',
  'audit.field.parent': 'Niveau parent',
};
