import type { esSecondFactor } from './es.second-factor.ts';

/** Textes français du second facteur et des sessions (issue 51 point 2). */
export const frSecondFactor: Record<keyof typeof esSecondFactor, string> = {
  'errors.81000':
    "Saisissez le code de votre application d'authentification pour terminer la connexion.",
  'errors.81001':
    "L'étape de vérification a expiré ou a déjà servi. Reconnectez-vous avec votre mot de passe.",
  'errors.81002':
    "Le code n'est pas valide. Vérifiez l'heure de votre téléphone et essayez le nouveau code.",
  'errors.81003': "Vous n'avez pas de second facteur activé.",
  'errors.81004': "Générez d'abord le code QR pour configurer votre application.",
  'errors.81005':
    'Votre entreprise exige un second facteur : vous pouvez le remplacer, pas le désactiver.',
  'errors.81006': "Les comptes tiers n'utilisent pas de second facteur.",
  'errors.81007': 'Choisissez au moins un rôle.',
  'errors.81008': 'Saisissez un code de votre application ou votre mot de passe.',
  'errors.81009': "L'un des rôles choisis n'existe plus.",
  'errors.81010': "La session n'existe pas ou est déjà terminée.",
  'secondFactor.disabled': 'Le second facteur a été désactivé.',
  'secondFactor.resetDone': "Le second facteur de l'utilisateur a été retiré.",
  'sessions.ended': 'La session a été fermée.',
  'sessions.endedAll': "Toutes les sessions de l'utilisateur ont été fermées.",
  'audit.action.auth.recovery_code_used': 'Connexion avec un code de récupération',
  'audit.action.auth.session_ended': 'Session fermée depuis la liste des sessions',
  'audit.action.auth.sessions_ended': 'Toutes les sessions fermées par un administrateur',
  'audit.module.second_factor': 'Second facteur',
  'audit.action.second_factor.enrol': 'Second facteur activé',
  'audit.action.second_factor.disable': 'Second facteur désactivé',
  'audit.action.second_factor.reset': 'Second facteur retiré par un administrateur',
  'audit.action.second_factor.policy': 'Exigence du second facteur modifiée',
  'audit.field.secondFactorRequiredFor': 'Second facteur exigé de',
  'audit.field.secondFactorRoles': "Rôles qui l'exigent",
  'secondFactor.policy.none': 'Personne',
  'secondFactor.policy.everyone': 'Tout le monde',
  'secondFactor.policy.admins': 'Administrateurs',
  'secondFactor.policy.roles': 'Les rôles choisis',
};
