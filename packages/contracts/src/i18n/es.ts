import { esBackgroundJobs } from './es.background-jobs.ts';
import { esCalendar } from './es.calendar.ts';
import { esCapture } from './es.capture.ts';
import { esCompany } from './es.company.ts';
import { esExpedients } from './es.expedients.ts';
import { esFreeTasks } from './es.free-tasks.ts';
import { esHolds } from './es.holds.ts';
import { esMetrics } from './es.metrics.ts';
import { esMetricsPqrs } from './es.metrics-pqrs.ts';
import { esOcr } from './es.ocr.ts';
import { esPqrs } from './es.pqrs.ts';
import { esPqrsAnswers } from './es.pqrs-answers.ts';
import { esPqrsDeadlines } from './es.pqrs-deadlines.ts';
import { esPqrsRemission } from './es.pqrs-remission.ts';
import { esPqrsSettings } from './es.pqrs-settings.ts';
import { esProcessManagement } from './es.process-management.ts';
import { esProcesses } from './es.processes.ts';
import { esSecondFactor } from './es.second-factor.ts';
import { esServer } from './es.server.ts';
import { esSignatures } from './es.signatures.ts';
import { esTaskBatch } from './es.task-batch.ts';
import { esTaskNotices } from './es.task-notices.ts';
import { esTasks } from './es.tasks.ts';
import { esTrd } from './es.trd.ts';
import { esTrdGrants } from './es.trd-grants.ts';
import { esWeb } from './es.web.ts';
import { esWebhooks } from './es.webhooks.ts';
import { esWindow } from './es.window.ts';
import { esWindowFiles } from './es.window-files.ts';
import { esWorkflows } from './es.workflows.ts';

/** Every Spanish text, API and web app: a module of its own, so the web app loads only its language. */
export const es = {
  ...esServer,
  ...esWeb,
  ...esWorkflows,
  ...esTrd,
  ...esTrdGrants,
  ...esExpedients,
  ...esBackgroundJobs,
  ...esWebhooks,
  ...esProcesses,
  ...esCalendar,
  ...esCompany,
  ...esTasks,
  ...esTaskBatch,
  ...esProcessManagement,
  ...esFreeTasks,
  ...esMetrics,
  ...esMetricsPqrs,
  ...esSignatures,
  ...esTaskNotices,
  ...esPqrs,
  ...esWindow,
  ...esPqrsSettings,
  ...esPqrsRemission,
  ...esPqrsDeadlines,
  ...esWindowFiles,
  ...esOcr,
  ...esPqrsAnswers,
  ...esCapture,
  ...esSecondFactor,
  ...esHolds,
};
