import { subscribe } from '../platform/subscriptions.ts';
import { firstTaskStarted } from '../processes/index.ts';
import { extractFileTextJob } from './extraction.service.ts';
import { linkRecordFilesToTask } from './files.service.ts';
import { readScanJob } from './ocr.service.ts';
import { purgeTrashedFileJob } from './trash.service.ts';

/**
 * What other features may use of files: a record's files as the expedients read and move them,
 * and as a process's first task starts with them, a PDF's page count for the electronic
 * index, a petitioner's files at the citizen window, a PDF the app made attached to a record
 * (a PQRS's answer), and a captured message's files. Everything else of the feature is its own.
 */
export { recordSubjectOf } from './files.present.ts';
export {
  addSignedVersion,
  attachCapturedFiles,
  attachMadePdf,
  attachWindowFiles,
  type CapturedFile,
  fileToSign,
  findRecordOfFiles,
  linkRecordFilesToTask,
  refusedByContent,
  relocateFile,
  uploadLimits as uploadLimitsOf,
  versionBytes,
} from './files.service.ts';
export { pdfPageCount } from './files.text.ts';
/** The job runner's watch for Tesseract, which queues the scans that waited for it. */
export { watchScanReader } from './ocr.service.ts';

/**
 * The feature's background jobs: a trashed file's purge, a version's text extraction, and a
 * scan's reading by Tesseract.
 */
export const filesJobs = [purgeTrashedFileJob, extractFileTextJob, readScanJob];
/** A process's first task takes its record's files, as its form says. */
export const filesSubscriptions = [subscribe(firstTaskStarted, linkRecordFilesToTask)];
