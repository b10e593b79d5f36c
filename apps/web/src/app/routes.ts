import type { GlobalAction, MessageKey } from '@custodia/contracts';
import type { ComponentType } from 'react';
import { type Location, matchRoutes } from 'react-router';
import { paths } from '../platform/paths.ts';

/**
 * Who may open a route (spec §2): `any` everybody; `public` only visitors (a logged-in user goes
 * to the dashboard); `loggedIn` anyone with a session; otherwise the global action the session's
 * abilities must allow (ARCHITECTURE §5: the server decides, the web reads).
 */
export type Access = 'any' | 'public' | 'loggedIn' | GlobalAction;

export type AppRoute = {
  path: string;
  /** The screen's name: its h1 and the browser tab's title ("<screen> · Custodia"). */
  title: MessageKey;
  access: Access;
  page: () => Promise<{ default: ComponentType }>;
};

/** The one route table: the router, the guards, the side menu and the screen titles all read it. */
export const routes: readonly AppRoute[] = [
  {
    path: paths.login,
    title: 'auth.login.title',
    access: 'public',
    page: () => import('../auth/LoginPage.tsx'),
  },
  {
    path: paths.recoverPassword,
    title: 'auth.recover.title',
    access: 'public',
    page: () => import('../auth/RecoverPasswordPage.tsx'),
  },
  {
    path: paths.newPassword,
    title: 'auth.link.welcomeTitle',
    access: 'public',
    page: () => import('../auth/PasswordLinkPage.tsx'),
  },
  {
    path: paths.resetPassword,
    title: 'auth.link.resetTitle',
    access: 'public',
    page: () => import('../auth/PasswordLinkPage.tsx'),
  },
  {
    path: paths.secondFactorEnrol,
    title: 'secondFactor.signIn.enrolTitle',
    access: 'public',
    page: () => import('../second-factor/SignInEnrolmentPage.tsx'),
  },
  {
    path: paths.accountSecurity,
    title: 'secondFactor.page.title',
    access: 'loggedIn',
    page: () => import('../second-factor/AccountSecurityPage.tsx'),
  },
  {
    path: paths.renewPassword,
    title: 'header.changePassword',
    access: 'loggedIn',
    page: () => import('../auth/RenewPasswordPage.tsx'),
  },
  {
    path: paths.dashboard,
    title: 'menu.dashboard',
    access: 'loggedIn',
    page: () => import('../dashboard/DashboardPage.tsx'),
  },
  {
    path: paths.fileNotFound,
    title: 'fileNotFound.title',
    access: 'loggedIn',
    page: () => import('../errors/FileNotFoundPage.tsx'),
  },
  {
    path: paths.trdConsult,
    title: 'trdConsult.title',
    access: 'loggedIn',
    page: () => import('../trd-consult/TrdConsultPage.tsx'),
  },
  {
    path: paths.trash,
    title: 'trash.title',
    access: 'fileTrash.read',
    page: () => import('../files/TrashPage.tsx'),
  },
  {
    path: paths.exportData,
    title: 'exports.title',
    access: 'recordExport.read',
    page: () => import('../exports/ExportDataPage.tsx'),
  },
  {
    path: paths.trd,
    title: 'trd.title',
    access: 'trd.configure',
    page: () => import('../trd/TrdPage.tsx'),
  },
  {
    path: paths.trdOrdination,
    title: 'trd.ordination.title',
    access: 'trd.configure',
    page: () => import('../trd/TrdNodePage.tsx'),
  },
  {
    path: paths.documentaryTypeList,
    title: 'documentaryTypes.title',
    access: 'documentaryType.manage',
    page: () => import('../documentary-types/DocumentaryTypeListPage.tsx'),
  },
  {
    path: paths.documentaryTypeEdit,
    title: 'documentaryTypes.edit.title',
    access: 'documentaryType.manage',
    page: () => import('../documentary-types/DocumentaryTypeEditPage.tsx'),
  },
  {
    path: paths.userCreate,
    title: 'users.create',
    access: 'user.create',
    page: () => import('../users/UserCreatePage.tsx'),
  },
  {
    path: paths.userList,
    title: 'users.list.title',
    access: 'user.list',
    page: () => import('../users/UserListPage.tsx'),
  },
  {
    path: paths.userEdit,
    title: 'users.edit.title',
    access: 'user.list',
    page: () => import('../users/UserEditPage.tsx'),
  },
  {
    path: paths.userStatus,
    title: 'users.status.title',
    access: 'user.list',
    page: () => import('../users/UserStatusPage.tsx'),
  },
  {
    path: paths.userLog,
    title: 'screens.userLog',
    access: 'user.list',
    page: () => import('../audit/UserLogPage.tsx'),
  },
  {
    path: paths.roleList,
    title: 'roles.list.title',
    access: 'role.list',
    page: () => import('../roles/RoleListPage.tsx'),
  },
  {
    path: paths.roleCreate,
    title: 'roles.create',
    access: 'role.create',
    page: () => import('../roles/RoleCreatePage.tsx'),
  },
  {
    path: paths.roleEdit,
    title: 'roles.edit.title',
    access: 'role.list',
    page: () => import('../roles/RoleEditPage.tsx'),
  },
  {
    path: paths.roleMembers,
    title: 'screens.roleMembers',
    access: 'role.list',
    page: () => import('../roles/RoleMembersPage.tsx'),
  },
  {
    path: paths.roleConfig,
    title: 'screens.roleConfig',
    access: 'role.list',
    page: () => import('../roles/RoleConfigPage.tsx'),
  },
  {
    path: paths.workGroupList,
    title: 'workGroups.list.title',
    access: 'workGroup.list',
    page: () => import('../work-groups/WorkGroupListPage.tsx'),
  },
  {
    path: paths.workGroupCreate,
    title: 'workGroups.create',
    access: 'workGroup.create',
    page: () => import('../work-groups/WorkGroupFormPage.tsx'),
  },
  {
    path: paths.workGroupEdit,
    title: 'workGroups.edit.title',
    access: 'workGroup.list',
    page: () => import('../work-groups/WorkGroupFormPage.tsx'),
  },
  {
    path: paths.workGroupMembers,
    title: 'screens.workGroupMembers',
    access: 'workGroup.list',
    page: () => import('../work-groups/WorkGroupMembersPage.tsx'),
  },
  {
    path: paths.apiAccountList,
    title: 'apiAccounts.list.title',
    access: 'apiAccount.list',
    page: () => import('../api-accounts/ApiAccountListPage.tsx'),
  },
  {
    path: paths.apiAccountCreate,
    title: 'apiAccounts.create',
    access: 'apiAccount.create',
    page: () => import('../api-accounts/ApiAccountCreatePage.tsx'),
  },
  {
    path: paths.auditLogs,
    title: 'auditLog.title',
    access: 'auditLog.read',
    page: () => import('../audit/AuditLogPage.tsx'),
  },
  {
    path: paths.backgroundJobs,
    title: 'backgroundJobs.title',
    access: 'backgroundJob.list',
    page: () => import('../background-jobs/FailedJobsPage.tsx'),
  },
  {
    path: paths.webhooks,
    title: 'webhooks.title',
    access: 'webhook.manage',
    page: () => import('../webhooks/WebhooksPage.tsx'),
  },
  {
    path: paths.mailboxes,
    title: 'capture.mailboxes.title',
    access: 'mailbox.manage',
    page: () => import('../capture/MailboxesPage.tsx'),
  },
  {
    path: paths.captureTray,
    title: 'capture.tray.title',
    access: 'captureTray.read',
    page: () => import('../capture/CaptureTrayPage.tsx'),
  },
  {
    path: paths.webhookDeliveries,
    title: 'webhooks.deliveries.title',
    access: 'webhook.manage',
    page: () => import('../webhooks/WebhookDeliveriesPage.tsx'),
  },
  {
    path: paths.company,
    title: 'company.title',
    access: 'company.manage',
    page: () => import('../company/CompanyPage.tsx'),
  },
  {
    path: paths.integrations,
    title: 'integrations.title',
    access: 'integration.manage',
    page: () => import('../integrations/IntegrationsPage.tsx'),
  },
  {
    path: paths.integration,
    title: 'integrations.detailTitle',
    access: 'integration.manage',
    page: () => import('../integrations/IntegrationPage.tsx'),
  },
  {
    path: paths.integrationRequest,
    title: 'integrations.detailTitle',
    access: 'integration.manage',
    page: () => import('../integrations/IntegrationPage.tsx'),
  },
  {
    path: paths.calendar,
    title: 'calendar.title',
    access: 'calendar.manage',
    page: () => import('../calendar/CalendarPage.tsx'),
  },
  {
    path: paths.pqrsSettings,
    title: 'pqrsSettings.title',
    access: 'pqrs.configure',
    page: () => import('../pqrs/PqrsSettingsPage.tsx'),
  },
  {
    path: paths.stickerConfig,
    title: 'stickers.title',
    access: 'sticker.read',
    page: () => import('../stickers/StickerConfigPage.tsx'),
  },
  {
    path: paths.formCreate,
    title: 'forms.create',
    access: 'form.create',
    page: () => import('../forms/FormSettingsPage.tsx'),
  },
  {
    path: paths.recordForms,
    title: 'records.toFile.title',
    access: 'loggedIn',
    page: () => import('../records/RecordFormsPage.tsx'),
  },
  {
    path: paths.recordListForm,
    title: 'records.consult.title',
    access: 'record.consult',
    page: () => import('../records/RecordFormsPage.tsx'),
  },
  {
    path: paths.recordListRecord,
    title: 'screens.recordByNumber',
    access: 'record.consult',
    page: () => import('../records/RecordByNumberPage.tsx'),
  },
  {
    path: paths.recordTable,
    title: 'screens.recordList',
    access: 'record.consult',
    page: () => import('../records/RecordListPage.tsx'),
  },
  {
    path: paths.recordFilters,
    title: 'screens.recordFilters',
    access: 'record.consult',
    page: () => import('../records/RecordListPage.tsx'),
  },
  {
    path: paths.recordCreate,
    title: 'screens.recordCreate',
    access: 'loggedIn',
    page: () => import('../records/FileRecordPage.tsx'),
  },
  {
    path: paths.recordDetails,
    title: 'screens.recordDetail',
    access: 'loggedIn',
    page: () => import('../records/RecordDetailPage.tsx'),
  },
  {
    path: paths.recordDetail,
    title: 'screens.recordDetail',
    access: 'loggedIn',
    page: () => import('../records/RecordDetailPage.tsx'),
  },
  {
    path: paths.recordEdit,
    title: 'screens.recordEdit',
    access: 'loggedIn',
    page: () => import('../records/EditRecordPage.tsx'),
  },
  {
    path: paths.recordHistory,
    title: 'screens.recordHistory',
    access: 'loggedIn',
    page: () => import('../records/RecordHistoryPage.tsx'),
  },
  {
    path: paths.workflowTraceability,
    title: 'processes.traceability.title',
    access: 'loggedIn',
    page: () => import('../processes/WorkflowTraceabilityPage.tsx'),
  },
  {
    path: paths.processDetail,
    title: 'processes.detail.title',
    access: 'loggedIn',
    page: () => import('../processes/ProcessDetailPage.tsx'),
  },
  {
    path: paths.taskBox,
    title: 'tasks.box.title',
    access: 'loggedIn',
    page: () => import('../tasks/TaskBoxPage.tsx'),
  },
  {
    path: paths.taskBoxView,
    title: 'tasks.box.title',
    access: 'loggedIn',
    page: () => import('../tasks/TaskBoxPage.tsx'),
  },
  {
    path: paths.signatories,
    title: 'signatures.detail.title',
    access: 'loggedIn',
    page: () => import('../signatures/SignatoriesPage.tsx'),
  },
  {
    path: paths.signedDocument,
    title: 'signatures.signed.title',
    access: 'loggedIn',
    page: () => import('../signatures/SignedDocumentPage.tsx'),
  },
  {
    path: paths.signatureReport,
    title: 'signatures.report.title',
    access: 'signature.report',
    page: () => import('../signatures/SignatureReportPage.tsx'),
  },
  {
    path: paths.sign,
    title: 'signatures.sign.title',
    access: 'any',
    page: () => import('../signatures/SignPage.tsx'),
  },
  {
    path: paths.verify,
    title: 'signatures.verify.title',
    access: 'any',
    page: () => import('../signatures/VerifyPage.tsx'),
  },
  {
    path: paths.verifyCode,
    title: 'signatures.verify.title',
    access: 'any',
    page: () => import('../signatures/VerifyPage.tsx'),
  },
  {
    path: paths.window,
    title: 'window.title',
    access: 'any',
    page: () => import('../window/WindowPage.tsx'),
  },
  {
    path: paths.windowTracking,
    title: 'tracking.title',
    access: 'any',
    page: () => import('../window/TrackingPage.tsx'),
  },
  {
    path: paths.taskDetail,
    title: 'processes.task.title',
    access: 'loggedIn',
    page: () => import('../processes/TaskDetailPage.tsx'),
  },
  {
    path: paths.processManagement,
    title: 'processManagement.title',
    access: 'process.manage',
    page: () => import('../process-management/ProcessManagementPage.tsx'),
  },
  {
    path: paths.legalHolds,
    title: 'holds.title',
    access: 'legalHold.manage',
    page: () => import('../holds/HoldsPage.tsx'),
  },
  {
    path: paths.metrics,
    title: 'metrics.title',
    access: 'metrics.read',
    page: () => import('../metrics/MetricsPage.tsx'),
  },
  {
    path: paths.metricsByForm,
    title: 'metrics.byForm.title',
    access: 'metrics.read',
    page: () => import('../metrics/MetricsByFormPage.tsx'),
  },
  {
    path: paths.metricsByYear,
    title: 'metrics.byYear.title',
    access: 'metrics.read',
    page: () => import('../metrics/MetricsByYearPage.tsx'),
  },
  {
    path: paths.expedientConsult,
    title: 'expedients.consult.title',
    access: 'loggedIn',
    page: () => import('../expedients/ExpedientConsultationPage.tsx'),
  },
  {
    path: paths.expedientView,
    title: 'expedients.view.title',
    access: 'loggedIn',
    page: () => import('../expedients/ExpedientPage.tsx'),
  },
  {
    path: paths.expedientDue,
    title: 'expedients.due.title',
    access: 'expedient.manage',
    page: () => import('../expedients/ExpedientDuePage.tsx'),
  },
  {
    path: paths.expedientCreate,
    title: 'expedients.create',
    access: 'expedient.manage',
    page: () => import('../expedients/ExpedientFormPage.tsx'),
  },
  {
    path: paths.expedientEdit,
    title: 'expedients.edit.title',
    access: 'expedient.manage',
    page: () => import('../expedients/ExpedientFormPage.tsx'),
  },
  {
    path: paths.formList,
    title: 'forms.list.title',
    access: 'form.list',
    page: () => import('../forms/FormListPage.tsx'),
  },
  {
    path: paths.formEdit,
    title: 'forms.edit.title',
    access: 'form.list',
    page: () => import('../forms/FormSettingsPage.tsx'),
  },
  {
    path: paths.formFields,
    title: 'screens.formFields',
    access: 'form.list',
    page: () => import('../forms/FormFieldsPage.tsx'),
  },
  {
    path: paths.fieldCreate,
    title: 'screens.fieldCreate',
    access: 'form.list',
    page: () => import('../forms/FieldWizardPage.tsx'),
  },
  {
    path: paths.fieldEdit,
    title: 'screens.fieldEdit',
    access: 'form.list',
    page: () => import('../forms/FieldWizardPage.tsx'),
  },
  {
    path: paths.fieldOrder,
    title: 'screens.fieldOrder',
    access: 'form.list',
    page: () => import('../forms/FieldOrderPage.tsx'),
  },
  {
    path: paths.fieldConsult,
    title: 'screens.fieldConsult',
    access: 'form.list',
    page: () => import('../forms/FieldConsultPage.tsx'),
  },
  {
    path: paths.listCreate,
    title: 'lists.create',
    access: 'list.design',
    page: () => import('../lists/ListCreatePage.tsx'),
  },
  {
    path: paths.listConsult,
    title: 'lists.list.title',
    access: 'list.design',
    page: () => import('../lists/ListConsultPage.tsx'),
  },
  {
    path: paths.listEdit,
    title: 'lists.edit.title',
    access: 'list.design',
    page: () => import('../lists/ListEditPage.tsx'),
  },
  {
    path: paths.listItems,
    title: 'screens.listItems',
    access: 'list.design',
    page: () => import('../lists/ListItemsPage.tsx'),
  },
  {
    path: paths.listItemEdit,
    title: 'screens.listItemEdit',
    access: 'list.design',
    page: () => import('../lists/ListItemEditPage.tsx'),
  },
  {
    path: paths.workflowCreate,
    title: 'workflows.create',
    access: 'workflow.create',
    page: () => import('../workflows/WorkflowSettingsPage.tsx'),
  },
  {
    path: paths.workflowList,
    title: 'workflows.list.title',
    access: 'workflow.list',
    page: () => import('../workflows/WorkflowListPage.tsx'),
  },
  {
    path: paths.workflowEdit,
    title: 'workflows.edit.title',
    access: 'workflow.list',
    page: () => import('../workflows/WorkflowSettingsPage.tsx'),
  },
  {
    path: paths.workflowDesigner,
    title: 'workflows.designer.title',
    access: 'workflow.list',
    page: () => import('../workflows/WorkflowDesignerPage.tsx'),
  },
  {
    path: paths.workflowSteps,
    title: 'workflows.steps.title',
    access: 'workflow.list',
    page: () => import('../workflows/WorkflowStepsPage.tsx'),
  },
  {
    path: paths.workflowStepConfig,
    title: 'workflows.steps.configTitle',
    access: 'workflow.list',
    page: () => import('../workflows/StepConfigPage.tsx'),
  },
  {
    path: paths.workflowView,
    title: 'workflows.view.title',
    access: 'loggedIn',
    page: () => import('../workflows/WorkflowViewPage.tsx'),
  },
  {
    path: '*',
    title: 'notFound.title',
    access: 'any',
    page: () => import('../errors/NotFoundPage.tsx'),
  },
];

/** The route of the screen at an address (`/user/edit/7` → the user edit screen's row). */
export function routeAt(location: Partial<Location> | string): AppRoute | undefined {
  return matchRoutes(routes as AppRoute[], location)?.[0]?.route;
}

export function routeFor(path: string): AppRoute | undefined {
  return routes.find((route) => route.path === path);
}
