/** Textos en español de lo que el peticionario añade en la ventanilla: textos y archivos (issue 47). */
export const esWindowFiles = {
  'errors.60040': 'Escriba la información que quiere añadir o adjunte al menos un archivo.',
  'audit.action.pqrs.add': 'El peticionario añadió información a la PQRS',
  'tracking.kind.addition': 'Usted añadió información',
  'window.fileSubject': 'Anexo enviado por el peticionario de la PQRS {number}',
  'audit.field.added_text': 'Información añadida',
};
