import { expireExportJob, exportRecordsJob } from './exports.service.ts';

/** What other features may use of exports: the streaming sheet writer (an expedient's index). */
export { streamingSheet } from './exports.xlsx.ts';

/** The export's jobs, which src/jobs.ts gives the job runner. */
export const exportsJobs = [exportRecordsJob, expireExportJob];
