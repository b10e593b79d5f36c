/** Textes français des gels juridiques (issue 50 §3). */
export const frHolds = {
  'errors.82000':
    'Un gel juridique le conserve tel quel : il ne peut être ni modifié, ni déplacé, ni supprimé tant que le gel n’est pas levé.',
  'errors.82001': 'Ce gel juridique n’existe pas.',
  'errors.82002': 'Le gel juridique a déjà été levé.',
  'errors.82003':
    'L’entreprise n’a ni enregistrement, ni dossier, ni nœud du TRD avec cette référence.',
  'errors.82004': 'Seuls une série, une sous-série ou un dossier du TRD peuvent être gelés.',
  'errors.82005': 'Le responsable doit être un utilisateur actif de l’entreprise.',
  'roles.permission.legalHolds': 'Gels juridiques',
  'audit.module.legal_holds': 'Gels juridiques',
  'audit.action.legal_holds.place': 'Gel juridique posé',
  'audit.action.legal_holds.release': 'Gel juridique levé',
  'audit.entity.legal_hold': 'Gel juridique',
  'audit.field.hold_reference': 'Affaire',
  'audit.field.authority': 'Autorité',
  'audit.field.owner': 'Responsable',
  'audit.field.covers': 'Couvre',
};
