/** English texts of legal holds (issue 50 §3). */
export const enHolds = {
  'errors.82000':
    'A legal hold keeps it as it is: it cannot be changed, moved or deleted until the hold is released.',
  'errors.82001': 'There is no such legal hold.',
  'errors.82002': 'The legal hold has already been released.',
  'errors.82003': 'The company has no record, expedient or TRD node with that reference.',
  'errors.82004': 'Only a series, a subseries or an expedient of the TRD can be held.',
  'errors.82005': 'The owner must be an active user of the company.',
  'roles.permission.legalHolds': 'Legal holds',
  'audit.module.legal_holds': 'Legal holds',
  'audit.action.legal_holds.place': 'Legal hold placed',
  'audit.action.legal_holds.release': 'Legal hold released',
  'audit.entity.legal_hold': 'Legal hold',
  'audit.field.hold_reference': 'Case',
  'audit.field.authority': 'Authority',
  'audit.field.owner': 'Owner',
  'audit.field.covers': 'Covers',
};
