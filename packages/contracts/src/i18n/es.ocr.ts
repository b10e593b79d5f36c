/** Textos en español de la lectura de escaneos con Tesseract (issue 48). */
export const esOcr = {
  'errors.80050': 'Solo se leen imágenes (PNG, JPEG, TIFF) y documentos PDF.',
  'backgroundJobs.kind.readScan': 'Lectura de un escaneo (OCR)',
  'audit.action.files.read': 'Nueva lectura de un escaneo',
  'files.reading.queued': 'Escaneo en cola para leer su texto.',
  'files.reading.waiting':
    'Escaneo sin leer: Tesseract no está instalado donde corren los trabajos. Se leerá cuando se instale.',
  'files.reading.read_one': 'Texto leído de {count} página, con una confianza de {confidence} %.',
  'files.reading.read_many':
    'Texto leído de {count} de páginas, con una confianza de {confidence} %.',
  'files.reading.read_other':
    'Texto leído de {count} páginas, con una confianza de {confidence} %.',
  'files.reading.failed': 'No se pudo leer el escaneo: {problem}',
  'files.reading.againOf': 'Leer de nuevo {name}',
  'files.reading.againQueued': 'El escaneo se leerá de nuevo en unos momentos.',
  'backgroundJobs.scansNotRead':
    'Los escaneos no se están leyendo: Tesseract no está instalado donde corren los trabajos.',
  'backgroundJobs.scansWaiting_one': '{count} escaneo espera a ser leído.',
  'backgroundJobs.scansWaiting_many': '{count} de escaneos esperan a ser leídos.',
  'backgroundJobs.scansWaiting_other': '{count} escaneos esperan a ser leídos.',
  'backgroundJobs.howToEnableOcr':
    'El administrador de la instalación instala los paquetes de Debian tesseract-ocr, tesseract-ocr-spa y tesseract-ocr-eng en la máquina de los trabajos (o apunta TESSERACT_PATH al programa); los escaneos en espera se leen entonces solos.',
};
