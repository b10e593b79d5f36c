import { apiAccountRules } from './api-accounts/api-accounts.policy.ts';
import { auditLogRules } from './audit/audit.policy.ts';
import { sessionRules } from './auth/sessions.policy.ts';
import { backgroundJobRules } from './background-jobs/background-jobs.policy.ts';
import { calendarRules } from './calendar/calendar.policy.ts';
import { captureRules } from './capture/capture.policy.ts';
import { companyRules } from './company/company.policy.ts';
import { expedientRules } from './expedients/expedients.policy.ts';
import { exportRules } from './exports/exports.policy.ts';
import { fileRules } from './files/files.policy.ts';
import { formRules } from './forms/forms.policy.ts';
import { freeTaskRules } from './free-tasks/free-tasks.policy.ts';
import { legalHoldRules } from './holds/holds.policy.ts';
import { integrationRules } from './integrations/integrations.policy.ts';
import { listRules } from './lists/lists.policy.ts';
import { metricsRules } from './metrics/metrics.policy.ts';
import { policyOf } from './platform/policy.ts';
import { pqrsAnswerRules } from './pqrs/answers.policy.ts';
import { pqrsRules } from './pqrs/pqrs.policy.ts';
import { processRules, processTaskRules } from './processes/processes.policy.ts';
import { filedRecordRules, recordRules } from './records/records.policy.ts';
import { roleRules } from './roles/roles.policy.ts';
import { signatureRules } from './signatures/signatures.policy.ts';
import { stickerRules } from './stickers/stickers.policy.ts';
import { taskViewRules } from './tasks/tasks.policy.ts';
import { trdRules } from './trd/trd.policy.ts';
import { trdLevelRules } from './trd/tree-permissions.policy.ts';
import { userRules } from './users/users.policy.ts';
import { webhookRules } from './webhooks/webhooks.policy.ts';
import { workGroupRules } from './work-groups/work-groups.policy.ts';
import { workflowRules } from './workflows/workflows.policy.ts';

/**
 * Every action's one rule (ARCHITECTURE §5). The compiler refuses an action of contracts/actions.ts
 * without a rule here; services authorize through these, presenters compute abilities with them.
 */
export const { can, authorize, authorizeGlobal, abilities, globalAbilities } = policyOf({
  ...userRules,
  ...sessionRules,
  ...roleRules,
  ...workGroupRules,
  ...apiAccountRules,
  ...auditLogRules,
  ...backgroundJobRules,
  ...calendarRules,
  ...companyRules,
  ...integrationRules,
  ...listRules,
  ...formRules,
  ...recordRules,
  ...stickerRules,
  ...filedRecordRules,
  ...workflowRules,
  ...processRules,
  ...processTaskRules,
  ...metricsRules,
  ...taskViewRules,
  ...freeTaskRules,
  ...fileRules,
  ...exportRules,
  ...expedientRules,
  ...trdRules,
  ...trdLevelRules,
  ...webhookRules,
  ...signatureRules,
  ...pqrsRules,
  ...pqrsAnswerRules,
  ...captureRules,
  ...legalHoldRules,
});
