import { expireExportJob, exportRecordsJob } from './exports.service.ts';

/** The export's jobs, which src/jobs.ts gives the job runner. */
export const exportsJobs = [exportRecordsJob, expireExportJob];
