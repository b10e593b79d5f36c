import type { esOcr } from './es.ocr.ts';

/** Textes français de la lecture des numérisations par Tesseract (issue 48). */
export const frOcr: Record<keyof typeof esOcr, string> = {
  'errors.80050': 'Seules les images (PNG, JPEG, TIFF) et les documents PDF sont lus.',
  'backgroundJobs.kind.readScan': 'Lecture d’une numérisation (OCR)',
  'audit.action.files.read': 'Nouvelle lecture d’une numérisation',
  'files.reading.queued': 'Numérisation en attente de lecture de son texte.',
  'files.reading.waiting':
    'Numérisation non lue : Tesseract n’est pas installé là où tournent les tâches. Elle sera lue dès qu’il le sera.',
  'files.reading.read_one': 'Texte lu sur {count} page, avec une confiance de {confidence} %.',
  'files.reading.read_many': 'Texte lu sur {count} de pages, avec une confiance de {confidence} %.',
  'files.reading.read_other': 'Texte lu sur {count} pages, avec une confiance de {confidence} %.',
  'files.reading.failed': 'La numérisation n’a pas pu être lue : {problem}',
  'files.reading.againOf': 'Relire {name}',
  'files.reading.againQueued': 'La numérisation sera relue dans quelques instants.',
  'backgroundJobs.scansNotRead':
    'Les numérisations ne sont pas lues : Tesseract n’est pas installé là où tournent les tâches.',
  'backgroundJobs.scansWaiting_one': '{count} numérisation attend d’être lue.',
  'backgroundJobs.scansWaiting_many': '{count} de numérisations attendent d’être lues.',
  'backgroundJobs.scansWaiting_other': '{count} numérisations attendent d’être lues.',
  'backgroundJobs.howToEnableOcr':
    'L’administrateur de l’installation installe les paquets Debian tesseract-ocr, tesseract-ocr-spa et tesseract-ocr-eng sur la machine des tâches (ou fait pointer TESSERACT_PATH vers le programme) ; les numérisations en attente sont alors lues d’elles-mêmes.',
};
