/** Textes français du renvoi d’une PQRS à l’entité compétente (issue 47, Ley 1755 art. 21). */
export const frPqrsRemission = {
  'errors.60030':
    'Les cinq jours ouvrés pendant lesquels la loi permet de renvoyer la PQRS sont passés.',
  'pqrs.state.remitted': 'Renvoyée à une autre entité',
  'tracking.state.remitted': 'Renvoyée à l’entité compétente',
  'tracking.kind.remission': 'Nous avons renvoyé votre demande à l’entité compétente',
  'pqrs.mail.remittedSubject': 'Votre PQRS {number} a été renvoyée à l’entité compétente',
  'pqrs.mail.remittedText':
    'Votre PQRS {number} ne relève pas de notre compétence : nous l’avons renvoyée à {entity}, qui vous répondra (Ley 1755 de 2015, art. 21).\n\nMotif : {reason}\n\n{company}',
  'pqrs.mail.remittedEntitySubject': 'PQRS {number} renvoyée par {company}',
  'pqrs.mail.remittedEntityText':
    '{company} vous renvoie la PQRS suivante, qui relève de votre compétence (Ley 1755 de 2015, art. 21).\n\nNuméro : {number}\nReçue le : {received}\nType : {type}\nObjet : {subject}\nDemandeur : {petitioner}\n\nMotif du renvoi : {reason}\n\nTexte de la demande :\n{text}',
  'audit.action.pqrs.remit': 'PQRS renvoyée à l’entité compétente',
  'audit.field.entity': 'Entité',
  'pqrs.record.remission': 'Renvoi',
  'pqrs.record.remitted': 'À {entity} ({email}) le {at}. Motif : {reason}',
  'pqrs.remit.open': 'Renvoyer à l’entité compétente',
  'pqrs.remit.title': 'Renvoyer à l’entité compétente',
  'pqrs.remit.help':
    'Si l’entreprise n’est pas compétente, la loi demande de renvoyer la PQRS dans les cinq jours ouvrés suivant sa réception. L’entité en reçoit le texte et le demandeur est prévenu ; le délai cesse de courir.',
  'pqrs.remit.entityName': 'Entité compétente',
  'pqrs.remit.entityEmail': 'Courriel de l’entité',
  'pqrs.remit.reason': 'Motif (le demandeur et l’entité le liront)',
  'pqrs.remit.confirm': 'Renvoyer et prévenir',
  'pqrs.remit.done': 'La PQRS a été renvoyée et le demandeur prévenu.',
  'pqrs.record.kind.remission': 'Renvoyée à l’entité compétente',
};
