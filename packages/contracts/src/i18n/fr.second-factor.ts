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
  'secondFactor.page.title': 'Sécurité du compte',
  'secondFactor.title': 'Authentification à deux facteurs',
  'secondFactor.off': 'Votre compte est protégé par votre seul mot de passe.',
  'secondFactor.on': 'Activé depuis le {at} : la connexion demande le code de votre application.',
  'secondFactor.codesLeft_one': 'Il vous reste {count} code de récupération.',
  'secondFactor.codesLeft_many': 'Il vous reste {count} de codes de récupération.',
  'secondFactor.codesLeft_other': 'Il vous reste {count} codes de récupération.',
  'secondFactor.requiredNotice':
    'Votre entreprise exige un second facteur : activez-le maintenant.',
  'secondFactor.enrol.start': 'Activer le second facteur',
  'secondFactor.enrol.replace': "Remplacer l'application",
  'secondFactor.enrol.scan':
    "Scannez ce code QR avec une application d'authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…).",
  'secondFactor.enrol.qrLabel': "Code QR pour l'application d'authentification",
  'secondFactor.enrol.typeInstead': "Ou saisissez cette clé dans l'application :",
  'secondFactor.enrol.code': 'Code à six chiffres',
  'secondFactor.enrol.codeHelp':
    "Celui que l'application affiche maintenant : il confirme qu'elle est bien configurée.",
  'secondFactor.enrol.confirm': 'Confirmer et activer',
  'secondFactor.codes.title': 'Conservez vos codes de récupération',
  'secondFactor.codes.help':
    'Si vous perdez votre téléphone, chaque code permet de se connecter une seule fois. Ils ne seront plus affichés : imprimez-les ou gardez-les en lieu sûr.',
  'secondFactor.codes.done': 'Je les ai conservés, continuer',
  'secondFactor.disable.help':
    'Pour le désactiver, saisissez un code de votre application (ou de récupération) ou votre mot de passe.',
  'secondFactor.disable.code': 'Code',
  'secondFactor.disable.password': 'Mot de passe',
  'secondFactor.disable.submit': 'Désactiver le second facteur',
  'secondFactor.signIn.help':
    "Votre compte a un second facteur. Saisissez le code affiché par votre application d'authentification.",
  'secondFactor.signIn.code': 'Code de vérification',
  'secondFactor.signIn.recoveryHelp':
    "Téléphone perdu ? Saisissez l'un de vos codes de récupération.",
  'secondFactor.signIn.submit': 'Vérifier et se connecter',
  'secondFactor.signIn.back': 'Retour',
  'secondFactor.signIn.enrolTitle': 'Configurer le second facteur',
  'secondFactor.signIn.required':
    'Votre entreprise exige un second facteur pour se connecter. Configurez-le maintenant ; cela prend une minute.',
  'secondFactor.policy.title': 'Authentification à deux facteurs',
  'secondFactor.policy.help':
    "À qui un code d'application d'authentification est demandé en plus du mot de passe. Qui n'en a pas le configure à sa prochaine connexion. Les comptes tiers ne sont pas concernés.",
  'secondFactor.policy.label': "L'exiger de",
  'secondFactor.policy.roleIds': 'Rôles',
  'secondFactor.userAccess.title': 'Accès',
  'secondFactor.userAccess.factorOn': 'A un second facteur activé.',
  'secondFactor.userAccess.factorOff': "N'a pas de second facteur.",
  'secondFactor.userAccess.sessions_one': '{count} session active.',
  'secondFactor.userAccess.sessions_many': '{count} de sessions actives.',
  'secondFactor.userAccess.sessions_other': '{count} sessions actives.',
  'secondFactor.userAccess.reset': 'Retirer le second facteur',
  'secondFactor.userAccess.resetQuestion':
    "Retirer le second facteur ? L'utilisateur se connectera avec son seul mot de passe, ou en configurera un nouveau si l'entreprise l'exige.",
  'secondFactor.userAccess.end': 'Fermer toutes ses sessions',
  'secondFactor.userAccess.endQuestion':
    "Fermer toutes les sessions de l'utilisateur sur tous ses appareils ?",
  'sessions.title': 'Sessions actives',
  'sessions.device': 'Appareil',
  'sessions.unknownDevice': 'Appareil inconnu',
  'sessions.current': 'Cette session',
  'sessions.address': 'Adresse',
  'sessions.started': 'Début',
  'sessions.lastUse': 'Dernière utilisation',
  'sessions.end': 'Fermer la session',
  'sessions.endQuestion': 'Fermer cette session sur cet appareil ?',
};
