/** English texts of remitting a PQRS to the competent entity (issue 47, Ley 1755 art. 21). */
export const enPqrsRemission = {
  'errors.60030': 'The five business days in which the law allows remitting the PQRS have passed.',
  'pqrs.state.remitted': 'Remitted to another entity',
  'tracking.state.remitted': 'Remitted to the competent entity',
  'tracking.kind.remission': 'We remitted your request to the competent entity',
  'pqrs.mail.remittedSubject': 'Your PQRS {number} was remitted to the competent entity',
  'pqrs.mail.remittedText':
    'Your PQRS {number} is not within our competence, so we remitted it to {entity}, who will answer you (Ley 1755 de 2015, art. 21).\n\nReason: {reason}\n\n{company}',
  'pqrs.mail.remittedEntitySubject': 'PQRS {number} remitted by {company}',
  'pqrs.mail.remittedEntityText':
    '{company} remits to you the following PQRS, which falls within your competence (Ley 1755 de 2015, art. 21).\n\nNumber: {number}\nReceived on: {received}\nType: {type}\nSubject: {subject}\nPetitioner: {petitioner}\n\nReason for the remission: {reason}\n\nText of the petition:\n{text}',
  'audit.action.pqrs.remit': 'PQRS remitted to the competent entity',
  'audit.field.entity': 'Entity',
  'pqrs.record.remission': 'Remission',
  'pqrs.record.remitted': 'To {entity} ({email}) on {at}. Reason: {reason}',
  'pqrs.remit.open': 'Remit to the competent entity',
  'pqrs.remit.title': 'Remit to the competent entity',
  'pqrs.remit.help':
    'When the company is not competent, the law asks to remit the PQRS within five business days of receiving it. The entity is sent its text and the petitioner is told; the term stops running.',
  'pqrs.remit.entityName': 'Competent entity',
  'pqrs.remit.entityEmail': 'Entity’s e-mail',
  'pqrs.remit.reason': 'Reason (the petitioner and the entity will read it)',
  'pqrs.remit.confirm': 'Remit and tell them',
  'pqrs.remit.done': 'The PQRS was remitted and the petitioner told.',
  'pqrs.record.kind.remission': 'Remitted to the competent entity',
};
