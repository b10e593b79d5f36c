import { frBackgroundJobs } from './fr.background-jobs.ts';
import { frCalendar } from './fr.calendar.ts';
import { frCapture } from './fr.capture.ts';
import { frCompany } from './fr.company.ts';
import { frExpedients } from './fr.expedients.ts';
import { frFreeTasks } from './fr.free-tasks.ts';
import { frHolds } from './fr.holds.ts';
import { frMetrics } from './fr.metrics.ts';
import { frMetricsPqrs } from './fr.metrics-pqrs.ts';
import { frOcr } from './fr.ocr.ts';
import { frPqrs } from './fr.pqrs.ts';
import { frPqrsAnswers } from './fr.pqrs-answers.ts';
import { frPqrsDeadlines } from './fr.pqrs-deadlines.ts';
import { frPqrsRemission } from './fr.pqrs-remission.ts';
import { frPqrsSettings } from './fr.pqrs-settings.ts';
import { frProcessManagement } from './fr.process-management.ts';
import { frProcesses } from './fr.processes.ts';
import { frSecondFactor } from './fr.second-factor.ts';
import { frServer } from './fr.server.ts';
import { frSignatures } from './fr.signatures.ts';
import { frTaskBatch } from './fr.task-batch.ts';
import { frTaskNotices } from './fr.task-notices.ts';
import { frTasks } from './fr.tasks.ts';
import { frTrd } from './fr.trd.ts';
import { frTrdGrants } from './fr.trd-grants.ts';
import { frWeb } from './fr.web.ts';
import { frWebhooks } from './fr.webhooks.ts';
import { frWindow } from './fr.window.ts';
import { frWindowFiles } from './fr.window-files.ts';
import { frWorkflows } from './fr.workflows.ts';

/** Every French text, API and web app: a module of its own, so the web app loads only its language. */
export const fr = {
  ...frServer,
  ...frWeb,
  ...frWorkflows,
  ...frTrd,
  ...frTrdGrants,
  ...frExpedients,
  ...frBackgroundJobs,
  ...frWebhooks,
  ...frProcesses,
  ...frCalendar,
  ...frCompany,
  ...frTasks,
  ...frTaskBatch,
  ...frProcessManagement,
  ...frFreeTasks,
  ...frMetrics,
  ...frMetricsPqrs,
  ...frSignatures,
  ...frTaskNotices,
  ...frPqrs,
  ...frWindow,
  ...frPqrsSettings,
  ...frPqrsRemission,
  ...frPqrsDeadlines,
  ...frWindowFiles,
  ...frOcr,
  ...frPqrsAnswers,
  ...frCapture,
  ...frSecondFactor,
  ...frHolds,
};
