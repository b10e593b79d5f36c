import type { esBackgroundJobs } from './es.background-jobs.ts';

/** English texts of the failed background jobs. */
export const enBackgroundJobs: Record<keyof typeof esBackgroundJobs, string> = {
  'errors.500010':
    'The failed job does not exist, was already retried or a newer one of the same kind replaced it.',
  'backgroundJobs.retried': 'The job will run again in a moment.',
  'menu.backgroundJobs': 'Failed jobs',
  'backgroundJobs.title': 'Failed background jobs',
  'backgroundJobs.summary_one': '{count} job used up its attempts.',
  'backgroundJobs.summary_many': '{count} jobs used up their attempts.',
  'backgroundJobs.summary_other': '{count} jobs used up their attempts.',
  'backgroundJobs.help':
    'A job retried runs again from its first attempt; if it fails again, it shows here again.',
  'backgroundJobs.empty': 'There are no failed jobs.',
  'backgroundJobs.kind': 'Kind',
  'backgroundJobs.createdAt': 'Created',
  'backgroundJobs.failedAt': 'Failed',
  'backgroundJobs.attempts': 'Attempts',
  'backgroundJobs.lastError': 'Last error',
  'backgroundJobs.retry': 'Retry job no. {id}',
  'backgroundJobs.kind.mail': 'Sending an e-mail',
  'backgroundJobs.kind.extractFileText': 'Reading the text of a file',
  'backgroundJobs.kind.purgeTrashedFile': 'Deleting a file from the trash',
  'backgroundJobs.kind.exportRecords': 'Exporting records',
  'backgroundJobs.kind.expireExport': 'Expiring an export',
  'backgroundJobs.kind.deadlineNotice': 'A task’s deadline notice',
  'audit.module.background_jobs': 'Background jobs',
  'audit.action.background_jobs.retry': 'Failed job retried',
  'audit.entity.background_job': 'Background job',
  'backgroundJobs.kind.pqrsTacitWithdrawal': 'Tacit withdrawal of a request',
};
