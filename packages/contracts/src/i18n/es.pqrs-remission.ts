/** Textos en español de la remisión de una PQRS a la entidad competente (issue 47, Ley 1755 art. 21). */
export const esPqrsRemission = {
  'errors.60030': 'Pasaron los cinco días hábiles en que la ley permite remitir la PQRS.',
  'pqrs.state.remitted': 'Remitida a otra entidad',
  'tracking.state.remitted': 'Remitida a la entidad competente',
  'tracking.kind.remission': 'Remitimos su solicitud a la entidad competente',
  'pqrs.mail.remittedSubject': 'Su PQRS {number} se remitió a la entidad competente',
  'pqrs.mail.remittedText':
    'Le informamos que su PQRS {number} no es de nuestra competencia y la remitimos a {entity}, que le responderá (Ley 1755 de 2015, art. 21).\n\nMotivo: {reason}\n\n{company}',
  'pqrs.mail.remittedEntitySubject': 'PQRS {number} remitida por {company}',
  'pqrs.mail.remittedEntityText':
    '{company} le remite por competencia la siguiente PQRS (Ley 1755 de 2015, art. 21).\n\nRadicado: {number}\nRecibida el: {received}\nTipo: {type}\nAsunto: {subject}\nPeticionario: {petitioner}\n\nMotivo de la remisión: {reason}\n\nTexto de la petición:\n{text}',
  'audit.action.pqrs.remit': 'PQRS remitida a la entidad competente',
  'audit.field.entity': 'Entidad',
  'pqrs.record.remission': 'Remisión',
  'pqrs.record.remitted': 'A {entity} ({email}) el {at}. Motivo: {reason}',
  'pqrs.remit.open': 'Remitir por competencia',
  'pqrs.remit.title': 'Remitir a la entidad competente',
  'pqrs.remit.help':
    'Si la empresa no es competente, la ley pide remitir la PQRS dentro de los cinco días hábiles siguientes a su recibo. Se envía a la entidad con su texto y se avisa al peticionario; el término deja de correr.',
  'pqrs.remit.entityName': 'Entidad competente',
  'pqrs.remit.entityEmail': 'Correo de la entidad',
  'pqrs.remit.reason': 'Motivo (lo leerán el peticionario y la entidad)',
  'pqrs.remit.confirm': 'Remitir y avisar',
  'pqrs.remit.done': 'Se remitió la PQRS y se avisó al peticionario.',
  'pqrs.record.kind.remission': 'Se remitió a la entidad competente',
};
