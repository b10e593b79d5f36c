/** Textos en español de lo que el peticionario añade en la ventanilla: textos y archivos (issue 47). */
export const esWindowFiles = {
  'errors.60040': 'Escriba la información que quiere añadir o adjunte al menos un archivo.',
  'audit.action.pqrs.add': 'El peticionario añadió información a la PQRS',
  'tracking.kind.addition': 'Usted añadió información',
  'window.fileSubject': 'Anexo enviado por el peticionario de la PQRS {number}',
  'audit.field.added_text': 'Información añadida',
  'window.files': 'Archivos (opcional)',
  'window.filesHint_one':
    'Hasta {count} archivo de {size} MB como máximo: PDF, imágenes o documentos de oficina.',
  'window.filesHint_many':
    'Hasta {count} de archivos de {size} MB como máximo cada uno: PDF, imágenes o documentos de oficina.',
  'window.filesHint_other':
    'Hasta {count} archivos de {size} MB como máximo cada uno: PDF, imágenes o documentos de oficina.',
  'window.filesNotAttached':
    'Su PQRS quedó radicada, pero sus archivos no se adjuntaron: {reason} Puede adjuntarlos en la página de seguimiento.',
  'tracking.filesSent': 'Archivos: {names}',
  'tracking.addTitle': 'Añadir información',
  'tracking.addText': 'Lo que quiere añadir',
  'tracking.addSubmit': 'Enviar',
  'tracking.added': 'Recibimos lo que añadió.',
  'pqrs.record.messages': 'Mensajes con el peticionario',
  'pqrs.record.kind.extension': 'Se prorrogó el término',
  'pqrs.record.kind.completion_request': 'Se pidió completar la solicitud',
  'pqrs.record.kind.completion': 'El peticionario completó la solicitud',
  'pqrs.record.kind.withdrawal': 'El peticionario desistió',
  'pqrs.record.kind.tacit_withdrawal': 'Desistida por no completarse en un mes',
  'pqrs.record.kind.addition': 'El peticionario añadió información',
  'pqrs.record.filesSent': 'Archivos (en los archivos del radicado): {names}',
};
