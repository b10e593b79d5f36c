import { enBackgroundJobs } from './en.background-jobs.ts';
import { enCalendar } from './en.calendar.ts';
import { enCapture } from './en.capture.ts';
import { enCompany } from './en.company.ts';
import { enExpedients } from './en.expedients.ts';
import { enFreeTasks } from './en.free-tasks.ts';
import { enHolds } from './en.holds.ts';
import { enMetrics } from './en.metrics.ts';
import { enMetricsPqrs } from './en.metrics-pqrs.ts';
import { enOcr } from './en.ocr.ts';
import { enPqrs } from './en.pqrs.ts';
import { enPqrsAnswers } from './en.pqrs-answers.ts';
import { enPqrsDeadlines } from './en.pqrs-deadlines.ts';
import { enPqrsRemission } from './en.pqrs-remission.ts';
import { enPqrsSettings } from './en.pqrs-settings.ts';
import { enProcessManagement } from './en.process-management.ts';
import { enProcesses } from './en.processes.ts';
import { enSecondFactor } from './en.second-factor.ts';
import { enServer } from './en.server.ts';
import { enSignatures } from './en.signatures.ts';
import { enTaskBatch } from './en.task-batch.ts';
import { enTaskNotices } from './en.task-notices.ts';
import { enTasks } from './en.tasks.ts';
import { enTrd } from './en.trd.ts';
import { enTrdGrants } from './en.trd-grants.ts';
import { enWeb } from './en.web.ts';
import { enWebhooks } from './en.webhooks.ts';
import { enWindow } from './en.window.ts';
import { enWindowFiles } from './en.window-files.ts';
import { enWorkflows } from './en.workflows.ts';

/** Every English text, API and web app: a module of its own, so the web app loads only its language. */
export const en = {
  ...enServer,
  ...enWeb,
  ...enWorkflows,
  ...enTrd,
  ...enTrdGrants,
  ...enExpedients,
  ...enBackgroundJobs,
  ...enWebhooks,
  ...enProcesses,
  ...enCalendar,
  ...enCompany,
  ...enTasks,
  ...enTaskBatch,
  ...enProcessManagement,
  ...enFreeTasks,
  ...enMetrics,
  ...enMetricsPqrs,
  ...enSignatures,
  ...enTaskNotices,
  ...enPqrs,
  ...enWindow,
  ...enPqrsSettings,
  ...enPqrsRemission,
  ...enPqrsDeadlines,
  ...enWindowFiles,
  ...enOcr,
  ...enPqrsAnswers,
  ...enCapture,
  ...enSecondFactor,
  ...enHolds,
};
