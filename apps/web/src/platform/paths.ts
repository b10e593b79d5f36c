import type { ProcessSummaryDto } from '@custodia/contracts';
import { generatePath } from 'react-router';

/** Screen addresses of spec §2 that exist so far: a leaf module every screen may import. */
export const paths = {
  login: '/',
  recoverPassword: '/user/recoverpassword',
  newPassword: '/nueva-contrasena',
  resetPassword: '/restablecimiento-de-contrasena',
  renewPassword: '/renew-password',
  /** A sign-in's second step for a person the company requires a factor of and who has none. */
  secondFactorEnrol: '/second-factor/enrol',
  /** The user menu's own second factor and sessions. */
  accountSecurity: '/account/security',
  dashboard: '/dashboard',
  fileNotFound: '/file-not-found',
  /** Spec §2 side menu: the TRD as far as the user's level permissions reach. */
  trdConsult: '/trd/consult',
  /** Spec §2: the files moved to the trash. */
  trash: '/trash',
  /** Spec §2: the person's exports of records. */
  exportData: '/export-data',
  userCreate: '/user/create',
  userList: '/user/list',
  userEdit: '/user/edit/:id',
  userStatus: '/user/edit/status/:id',
  userLog: '/user/log/:id',
  roleList: '/user/roles',
  roleCreate: '/user/create/roles',
  roleEdit: '/user/roles/edit/:id',
  roleMembers: '/user/roles/members/:id',
  /** `:hash` is a readable slug of the role name, only there to make the address meaningful. */
  roleConfig: '/user/roles/config/:id/:hash',
  workGroupList: '/user/workgroup',
  workGroupCreate: '/user/create/workgroup',
  workGroupEdit: '/user/create/workgroup/:id',
  /** `:statusGroup` is the group status the screen was opened with (1 active, 2 inactive). */
  workGroupMembers: '/user/workgroup/members/:id/:statusGroup',
  apiAccountList: '/user/Third-party-accounts',
  apiAccountCreate: '/user/Third-party-accounts/create',
  auditLogs: '/audit/logs',
  /** The company's background jobs that used up their attempts, to retry (administrators). */
  backgroundJobs: '/background-jobs',
  /** The company's outgoing webhooks, and one's deliveries (administrators). */
  webhooks: '/webhooks',
  webhookDeliveries: '/webhooks/:id/deliveries',
  /** Capture (issue 48): the company's mailboxes (administrators), and the tray (permission 8). */
  mailboxes: '/capture/mailboxes',
  captureTray: '/capture/tray',
  stickerConfig: '/application/config/sticker',
  /** The company's own parameters (administrators). */
  company: '/company',
  /** Spec §2: the company's integration requests, one followed, one approved configured. */
  integrations: '/integrations',
  integration: '/integrations/:id',
  integrationRequest: '/integrations/request/:id',
  /** The business calendar deadlines are counted on (administrators). */
  calendar: '/company/calendar',
  /** The company's citizen window: its settings and PQRS types (administrators). */
  pqrsSettings: '/company/pqrs',
  /** Spec §2 record data: the forms the user may file in. */
  recordForms: '/record/list/forms',
  /** The search menu's record list: the forms whose records the user reads. */
  recordListForm: '/record/list/form',
  /** Spec §2 query by filing number. */
  recordListRecord: '/record/list/record',
  /** One form's records; `recordFilters` is the same list filtered (`:query`, see record-filters). */
  recordTable: '/record/list/table/:id',
  recordCreate: '/record/create/:id',
  /**
   * Spec §2 record detail, at either address: `:recordId` is the record and `:id` its form (the
   * API names them the other way round); `:fileId` opens one of its files (files issue).
   */
  recordDetails: '/record/details/:recordId/:id/:fileId?',
  recordDetail: '/record/detail/:recordId/:id/:fileId?',
  /** `:query` is the filter of the list the record was opened from, to return to it. */
  recordEdit: '/record/edit/:id/:recordId/:query?',
  recordFilters: '/record/list/forms/filters/:id/:query?',
  recordHistory: '/traceability/record/:id/:recordId',
  /** Spec §2 workflow traceability: every process of the record `:recordId` of the form `:id`. */
  workflowTraceability: '/traceability/workflow/:id/:recordId',
  /** Spec §2: one process (`:processId`) of a record of the form `:id`, with its live map. */
  processDetail: '/process/detail/:id/:processId',
  /** Spec §2: the task box: every task the person holds. */
  taskBox: '/taskBox',
  /** Spec §2: the task box opened on one listing kind (free, process, batch, management). */
  taskBoxView: '/taskBox/:param',
  /** Spec §2: one task of a process, worked by whoever holds it. */
  taskDetail: '/taskBox/detail/:id',
  signatories: '/signatories/:id',
  /** Spec §2: a form's signed document, by its SHA-256, with its request and signatories. */
  signedDocument: '/files/signature/:formId/:hash',
  /** Spec §2: the company's signature requests, shown in the menu when its options include it. */
  signatureReport: '/reports/signatures',
  sign: '/sign',
  /** Issue 33: the public verification of a signed document, by hand or by its QR's address. */
  verify: '/verify',
  verifyCode: '/verify/:code',
  /** Issue 47: a company's citizen window, named by its domain, and its PQRS's tracking page. */
  window: '/window/:domain',
  windowTracking: '/window/:domain/tracking',
  /** Spec §2: process management, running processes' open tasks found and given to others. */
  processManagement: '/process/management',
  /** Spec §2: the company's metrics (permission 7), and its records per form and per year. */
  metrics: '/metrics',
  metricsByForm: '/metrics/recordListbyForm',
  metricsByYear: '/metrics/recordListByYear',
  formCreate: '/formsdesigner/create',
  formList: '/formsdesigner/list',
  formEdit: '/formsdesigner/edit/:id',
  formFields: '/formsdesigner/fields/:id',
  fieldCreate: '/formsdesigner/fields/:id/new',
  /** Spec §2 field screens: `:id` is the field, `:formId` its form, the hashes a label slug. */
  fieldEdit: '/configuration/edit/:id/:formId/:hashRecord',
  fieldOrder: '/configuration/order/:id/:hash/:formId',
  fieldConsult: '/configuration/consult/:id/:formId/:status/:hashRecord',
  listCreate: '/formsdesigner/createlist',
  listConsult: '/formsdesigner/consultlist',
  listEdit: '/formsdesigner/editlist/:id',
  /** `:parentId`, an item of the parent list, narrows the items to those hanging from it. */
  listItems: '/formsdesigner/itemslist/:id/:parentId?',
  listItemEdit: '/formsdesigner/editItem/list/:listId/itemslist/:id',
  /** Spec §2 TRD: the tree, and one node's form (`?parent=&level=` creates a child). */
  trd: '/trd',
  trdOrdination: '/trd/ordination/:id?/:backgroundId?',
  documentaryTypeList: '/documentary-types/list',
  /** `:documentaryName` is the type's name, only there to make the address meaningful. */
  documentaryTypeEdit: '/documentary-types/list/:documentaryId/:documentaryName',
  workflowCreate: '/workflow',
  workflowList: '/workflow/list',
  workflowEdit: '/workflow/edit/:id',
  workflowDesigner: '/workflow/designer/:id',
  /** `:hash` is a slug of the workflow's name, `:formId` its form (decision 20). */
  workflowSteps: '/workflow/steps/:id/:hash/:formId',
  /** `:id` is the step, `:workflowid` its workflow, `:hash` a slug of the step's name. */
  workflowStepConfig: '/workflow/steps/configuration/:id/:workflowid/:hash/:formId',
  /** `:model` is the token of a saved diagram's address (decision 49). */
  workflowView: '/workflow/view/:model',
  /** Spec §2: a new expedient under the series or subseries `:id` of the fund `:backgroundId`. */
  expedientCreate: '/trd/expedient/:id?/:backgroundId?',
  expedientEdit: '/trd/expedients/edit/:expedientId',
  expedientConsult: '/trd/expedients/consultation',
  /** Closed expedients due for transfer or final disposition by their series' retention. */
  expedientDue: '/trd/expedients/due',
  /** One expedient as the consultation opens it: its data, actions and electronic index. */
  expedientView: '/trd/expedients/consultation/:id',
  /** The company's legal holds, active and released (issue 50 §3, configuration permission 9). */
  legalHolds: '/legal-holds',
} as const;

type RecordRef = ProcessSummaryDto['record'];

export const processPath = (process: Pick<ProcessSummaryDto, 'id' | 'record'>) =>
  generatePath(paths.processDetail, { id: process.record.form_id, processId: process.id });

export const taskPath = (taskId: string) => generatePath(paths.taskDetail, { id: taskId });

export const recordPath = (record: Pick<RecordRef, 'id' | 'form_id'>) =>
  generatePath(paths.recordDetails, { id: record.form_id, recordId: record.id });

export const workflowTraceabilityPath = (record: Pick<RecordRef, 'id' | 'form_id'>) =>
  generatePath(paths.workflowTraceability, { id: record.form_id, recordId: record.id });
