import { apiAccountsApi } from './api-accounts.ts';
import { auditApi } from './audit.ts';
import { authApi } from './auth.ts';
import { backgroundJobsApi } from './background-jobs.ts';
import { calendarApi } from './calendar.ts';
import { captureApi } from './capture.ts';
import { companyApi } from './company.ts';
import { dashboardApi } from './dashboard.ts';
import type { Endpoint } from './endpoint.ts';
import { expedientRecordsApi } from './expedient-records.ts';
import { expedientsApi } from './expedients.ts';
import { exportsApi } from './exports.ts';
import { filesApi } from './files.ts';
import { fieldsApi } from './form-fields.ts';
import { formsApi } from './forms.ts';
import { freeTasksApi } from './free-tasks.ts';
import { healthApi } from './health.ts';
import { holdsApi } from './holds.ts';
import { integrationsApi } from './integrations.ts';
import { listsApi } from './lists.ts';
import { metricsApi } from './metrics.ts';
import { pqrsApi, windowApi } from './pqrs.ts';
import { pqrsAnswersApi } from './pqrs-answers.ts';
import { processManagementApi } from './process-management.ts';
import { processesApi } from './processes.ts';
import { recordsApi } from './records.ts';
import { rolesApi } from './roles.ts';
import { secondFactorApi, sessionsApi } from './second-factor.ts';
import { providerNoticeApi, signaturesApi, signingApi, verificationApi } from './signatures.ts';
import { stickersApi } from './stickers.ts';
import { taskBatchApi } from './task-batch.ts';
import { taskWorkApi } from './task-work.ts';
import { tasksApi } from './tasks.ts';
import { trashApi } from './trash.ts';
import { documentaryTypesApi, trdApi } from './trd.ts';
import { trdGrantsApi } from './trd-grants.ts';
import { usersApi } from './users.ts';
import { webhooksApi } from './webhooks.ts';
import { workGroupsApi } from './work-groups.ts';
import { workflowStepsApi } from './workflow-steps.ts';
import { workflowsApi } from './workflows.ts';

/** Every endpoint of the API, by feature: what the tests walk to find an undeclared rule. */
export const api = {
  health: healthApi,
  auth: authApi,
  secondFactor: secondFactorApi,
  sessions: sessionsApi,
  users: usersApi,
  roles: rolesApi,
  workGroups: workGroupsApi,
  apiAccounts: apiAccountsApi,
  audit: auditApi,
  backgroundJobs: backgroundJobsApi,
  company: companyApi,
  calendar: calendarApi,
  integrations: integrationsApi,
  dashboard: dashboardApi,
  lists: listsApi,
  forms: formsApi,
  fields: fieldsApi,
  records: recordsApi,
  stickers: stickersApi,
  workflows: workflowsApi,
  workflowSteps: workflowStepsApi,
  processes: processesApi,
  tasks: tasksApi,
  taskBatch: taskBatchApi,
  processManagement: processManagementApi,
  metrics: metricsApi,
  freeTasks: freeTasksApi,
  taskWork: taskWorkApi,
  files: filesApi,
  trash: trashApi,
  exports: exportsApi,
  expedients: expedientsApi,
  expedientRecords: expedientRecordsApi,
  trd: trdApi,
  documentaryTypes: documentaryTypesApi,
  trdGrants: trdGrantsApi,
  holds: holdsApi,
  webhooks: webhooksApi,
  signatures: signaturesApi,
  signing: signingApi,
  verification: verificationApi,
  providerNotice: providerNoticeApi,
  pqrs: pqrsApi,
  pqrsAnswers: pqrsAnswersApi,
  window: windowApi,
  capture: captureApi,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(api).flatMap((table) => Object.values(table));
