/** Textos en español de las retenciones legales (issue 50 §3). */
export const esHolds = {
  'errors.82000':
    'Una retención legal lo conserva tal como está: no se puede cambiar, mover ni eliminar hasta que se levante.',
  'errors.82001': 'No existe esa retención legal.',
  'errors.82002': 'La retención legal ya se levantó.',
  'errors.82003': 'No hay en la empresa un radicado, expediente o nodo de la TRD con ese dato.',
  'errors.82004': 'Solo se retiene una serie, una subserie o un expediente de la TRD.',
  'errors.82005': 'El responsable debe ser un usuario activo de la empresa.',
  'roles.permission.legalHolds': 'Retenciones legales',
  'audit.module.legal_holds': 'Retenciones legales',
  'audit.action.legal_holds.place': 'Retención legal puesta',
  'audit.action.legal_holds.release': 'Retención legal levantada',
  'audit.entity.legal_hold': 'Retención legal',
  'audit.field.hold_reference': 'Proceso o caso',
  'audit.field.authority': 'Autoridad',
  'audit.field.owner': 'Responsable',
  'audit.field.covers': 'Cubre',
};
