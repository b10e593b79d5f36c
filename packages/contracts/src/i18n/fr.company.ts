import type { esCompany } from './es.company.ts';

/** French texts of the company's parameters and its integrations. */
export const frCompany: Record<keyof typeof esCompany, string> = {
  'errors.70004': 'Le seuil orange doit être inférieur au seuil vert',
  'menu.company': "Paramètres de l'entreprise",
  'company.title': "Paramètres de l'entreprise",
  'company.saved': 'Paramètres enregistrés.',
  'company.domain': 'Domaine',
  'company.name': 'Nom',
  'company.taxId': "Numéro d'identification fiscale",
  'company.timeZoneHelp':
    'Les enregistrements sont datés et affichés dans ce fuseau, et les échéances y sont comptées.',
  'company.passwordExpirationDays': 'Durée de validité du mot de passe (jours)',
  'company.passwordExpirationHelp':
    "Vide : les mots de passe n'expirent pas. 0 : chacun doit changer son mot de passe à sa prochaine utilisation.",
  'company.expedientConsult': 'Afficher la consultation des dossiers dans le menu',
  'company.deadlineColours': "Couleurs d'échéance",
  'company.deadlineColoursHelp':
    'Selon la part du temps ouvré qui reste à une tâche : vert au-dessus du premier seuil, orange au-dessus du second, rouge sinon.',
  'company.greenAbove': 'Vert au-dessus de (%)',
  'company.orangeAbove': 'Orange au-dessus de (%)',
  'company.uploads.title': "Limites d'envoi de fichiers",
  'audit.module.integrations': 'Intégrations',
  'audit.action.integrations.request': 'Intégration demandée',
  'audit.action.integrations.state': "État de la demande d'intégration",
  'audit.action.integrations.configure': 'Intégration configurée',
  'audit.action.integrations.agreement': 'Convention de communications envoyée',
  'audit.entity.integration': 'Intégration',
  'integrations.requestNumber': 'Numéro de demande',
  'integrations.contactName': 'Nom du contact',
  'integrations.portalUser': 'Utilisateur du portail',
  'integrations.portalKey': 'Clé du portail',
  'integrations.agreement': 'Convention de communications (PDF)',
};
