import type { esOcr } from './es.ocr.ts';

/** English texts of reading scans with Tesseract (issue 48). */
export const enOcr: Record<keyof typeof esOcr, string> = {
  'errors.80050': 'Only pictures (PNG, JPEG, TIFF) and PDF documents are read.',
  'backgroundJobs.kind.readScan': 'Reading a scan (OCR)',
  'audit.action.files.read': 'A scan read again',
  'files.reading.queued': 'Scan queued to have its text read.',
  'files.reading.waiting':
    'Scan not read: Tesseract is not installed where the jobs run. It will be read once it is.',
  'files.reading.read_one': 'Text read from {count} page, with {confidence} % confidence.',
  'files.reading.read_many': 'Text read from {count} pages, with {confidence} % confidence.',
  'files.reading.read_other': 'Text read from {count} pages, with {confidence} % confidence.',
  'files.reading.failed': 'The scan could not be read: {problem}',
  'files.reading.againOf': 'Read {name} again',
  'files.reading.againQueued': 'The scan will be read again in a few moments.',
  'backgroundJobs.scansNotRead':
    'Scans are not being read: Tesseract is not installed where the jobs run.',
  'backgroundJobs.scansWaiting_one': '{count} scan waits to be read.',
  'backgroundJobs.scansWaiting_many': '{count} scans wait to be read.',
  'backgroundJobs.scansWaiting_other': '{count} scans wait to be read.',
  'backgroundJobs.howToEnableOcr':
    "The installation's administrator installs Debian's tesseract-ocr, tesseract-ocr-spa and tesseract-ocr-eng packages on the machine that runs the jobs (or points TESSERACT_PATH at the program); the waiting scans are then read by themselves.",
};
