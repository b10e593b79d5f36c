import type { esBackgroundJobs } from './es.background-jobs.ts';

/** French texts of the failed background jobs. */
export const frBackgroundJobs: Record<keyof typeof esBackgroundJobs, string> = {
  'errors.500010':
    'Le traitement en échec n’existe pas, a déjà été relancé ou un plus récent du même type l’a remplacé.',
  'backgroundJobs.retried': 'Le traitement sera relancé dans un instant.',
  'menu.backgroundJobs': 'Traitements en échec',
  'backgroundJobs.title': 'Traitements en arrière-plan en échec',
  'backgroundJobs.summary_one': '{count} traitement a épuisé ses tentatives.',
  'backgroundJobs.summary_many': '{count} de traitements ont épuisé leurs tentatives.',
  'backgroundJobs.summary_other': '{count} traitements ont épuisé leurs tentatives.',
  'backgroundJobs.help':
    'Un traitement relancé reprend depuis sa première tentative ; s’il échoue de nouveau, il réapparaît ici.',
  'backgroundJobs.empty': 'Aucun traitement en échec.',
  'backgroundJobs.kind': 'Type',
  'backgroundJobs.createdAt': 'Créé',
  'backgroundJobs.failedAt': 'Échec',
  'backgroundJobs.attempts': 'Tentatives',
  'backgroundJobs.lastError': 'Dernière erreur',
  'backgroundJobs.retry': 'Relancer le traitement n° {id}',
  'backgroundJobs.kind.mail': 'Envoi d’un courriel',
  'backgroundJobs.kind.extractFileText': 'Lecture du texte d’un fichier',
  'backgroundJobs.kind.purgeTrashedFile': 'Suppression d’un fichier de la corbeille',
  'backgroundJobs.kind.exportRecords': 'Exportation d’enregistrements',
  'backgroundJobs.kind.expireExport': 'Expiration d’une exportation',
  'backgroundJobs.kind.deadlineNotice': 'Avis d’échéance d’une tâche',
  'audit.module.background_jobs': 'Traitements en arrière-plan',
  'audit.action.background_jobs.retry': 'Relance d’un traitement en échec',
  'audit.entity.background_job': 'Traitement en arrière-plan',
  'backgroundJobs.kind.pqrsTacitWithdrawal': 'Retrait tacite d’une requête',
};
