import {
  IntegrationOption,
  type IntegrationOptionValue,
  type MessageKey,
} from '@custodia/contracts';
import { paths } from '../platform/paths.ts';
import { type Actor, canOpen } from './access.ts';

export type MenuIcon =
  | 'dashboard'
  | 'records'
  | 'search'
  | 'forms'
  | 'lists'
  | 'users'
  | 'workflows'
  | 'trash'
  | 'export'
  | 'audit'
  | 'jobs'
  | 'webhooks'
  | 'capture'
  | 'sticker'
  | 'calendar'
  | 'pqrs'
  | 'company'
  | 'integrations'
  | 'expedients'
  | 'trd'
  | 'tasks'
  | 'signatures'
  | 'documentaryTypes'
  | 'processManagement'
  | 'metrics'
  | 'holds';

/**
 * `isNew` marks the entries spec §2 gives a 'new' badge; `companyFlag`, a session fact the
 * company switches the entry on with, and `integrationOption`, one of the session's integration
 * options the entry needs (the route stays open either way); `counter`, a count the entry shows
 * beside its name (the task box's unread tasks).
 */
export type MenuLink = {
  label: MessageKey;
  path: string;
  testId: string;
  isNew?: boolean;
  companyFlag?: 'expedient_consult';
  integrationOption?: IntegrationOptionValue;
  counter?: 'unreadTasks';
};
export type MenuEntry =
  | (MenuLink & { icon: MenuIcon })
  | { label: MessageKey; icon: MenuIcon; testId: string; children: MenuLink[] };

/** The side menu of spec §2, in display order. Later features add their entries here. */
export const sideMenu: readonly MenuEntry[] = [
  { label: 'menu.dashboard', icon: 'dashboard', path: paths.dashboard, testId: 'menu-dashboard' },
  { label: 'menu.records', icon: 'records', path: paths.recordForms, testId: 'menu-records' },
  {
    label: 'menu.search',
    icon: 'search',
    testId: 'menu-search',
    children: [
      { label: 'menu.recordList', path: paths.recordListForm, testId: 'menu-record-list' },
      { label: 'menu.recordByNumber', path: paths.recordListRecord, testId: 'menu-record-number' },
    ],
  },
  { label: 'menu.trdConsult', icon: 'trd', path: paths.trdConsult, testId: 'menu-trd-consult' },
  {
    label: 'menu.taskBox',
    icon: 'tasks',
    path: paths.taskBox,
    testId: 'menu-task-box',
    counter: 'unreadTasks',
  },
  {
    label: 'menu.signatureReport',
    icon: 'signatures',
    path: paths.signatureReport,
    testId: 'menu-signature-report',
    integrationOption: IntegrationOption.signatureReport,
  },
  {
    label: 'menu.processManagement',
    icon: 'processManagement',
    path: paths.processManagement,
    testId: 'menu-process-management',
    isNew: true,
  },
  { label: 'menu.trash', icon: 'trash', path: paths.trash, testId: 'menu-trash', isNew: true },
  {
    label: 'menu.exportData',
    icon: 'export',
    path: paths.exportData,
    testId: 'menu-export-data',
    isNew: true,
  },
  { label: 'menu.trd', icon: 'trd', path: paths.trd, testId: 'menu-trd' },
  {
    label: 'menu.documentaryTypes',
    icon: 'documentaryTypes',
    path: paths.documentaryTypeList,
    testId: 'menu-documentary-types',
  },
  {
    label: 'menu.expedientConsult',
    icon: 'expedients',
    path: paths.expedientConsult,
    testId: 'menu-expedient-consult',
    companyFlag: 'expedient_consult',
  },
  {
    label: 'menu.stickerConfig',
    icon: 'sticker',
    path: paths.stickerConfig,
    testId: 'menu-sticker-config',
  },
  { label: 'menu.company', icon: 'company', path: paths.company, testId: 'menu-company' },
  { label: 'menu.calendar', icon: 'calendar', path: paths.calendar, testId: 'menu-calendar' },
  { label: 'menu.pqrs', icon: 'pqrs', path: paths.pqrsSettings, testId: 'menu-pqrs' },
  {
    label: 'menu.formDesigner',
    icon: 'forms',
    testId: 'menu-form-designer',
    children: [
      { label: 'forms.create', path: paths.formCreate, testId: 'menu-forms-create' },
      { label: 'menu.forms.list', path: paths.formList, testId: 'menu-forms-list' },
    ],
  },
  {
    label: 'menu.listDesigner',
    icon: 'lists',
    testId: 'menu-list-designer',
    children: [
      { label: 'lists.create', path: paths.listCreate, testId: 'menu-lists-create' },
      { label: 'menu.lists.consult', path: paths.listConsult, testId: 'menu-lists-consult' },
    ],
  },
  {
    label: 'menu.users',
    icon: 'users',
    testId: 'menu-users',
    children: [
      { label: 'users.create', path: paths.userCreate, testId: 'menu-users-create' },
      { label: 'menu.users.list', path: paths.userList, testId: 'menu-users-list' },
      { label: 'menu.roles', path: paths.roleList, testId: 'menu-roles' },
      { label: 'menu.workGroups', path: paths.workGroupList, testId: 'menu-work-groups' },
      { label: 'menu.apiAccounts', path: paths.apiAccountList, testId: 'menu-api-accounts' },
    ],
  },
  {
    label: 'menu.workflows',
    icon: 'workflows',
    testId: 'menu-workflows',
    children: [
      { label: 'workflows.create', path: paths.workflowCreate, testId: 'menu-workflows-create' },
      { label: 'menu.workflows.list', path: paths.workflowList, testId: 'menu-workflows-list' },
    ],
  },
  { label: 'menu.metrics', icon: 'metrics', path: paths.metrics, testId: 'menu-metrics' },
  {
    label: 'menu.auditLogs',
    icon: 'audit',
    path: paths.auditLogs,
    testId: 'menu-audit-logs',
    isNew: true,
  },
  {
    label: 'menu.integrations',
    icon: 'integrations',
    path: paths.integrations,
    testId: 'menu-integrations',
  },
  {
    label: 'menu.backgroundJobs',
    icon: 'jobs',
    path: paths.backgroundJobs,
    testId: 'menu-background-jobs',
  },
  { label: 'menu.webhooks', icon: 'webhooks', path: paths.webhooks, testId: 'menu-webhooks' },
  {
    label: 'menu.capture',
    icon: 'capture',
    testId: 'menu-capture',
    children: [
      { label: 'menu.capture.tray', path: paths.captureTray, testId: 'menu-capture-tray' },
      { label: 'menu.capture.mailboxes', path: paths.mailboxes, testId: 'menu-capture-mailboxes' },
    ],
  },
  { label: 'menu.holds', icon: 'holds', path: paths.legalHolds, testId: 'menu-holds' },
];

/**
 * The entries the actor may use: a link shows when its route would open for the actor, so menu
 * and guards never disagree; a group shows when at least one of its links does.
 */
export function visibleMenu(menu: readonly MenuEntry[], actor: Actor): MenuEntry[] {
  const visible: MenuEntry[] = [];
  const shown = (link: MenuLink) =>
    canOpen(link.path, actor) &&
    (!link.companyFlag || actor?.[link.companyFlag] === true) &&
    (link.integrationOption === undefined ||
      actor?.integrations?.includes(link.integrationOption) === true);
  for (const entry of menu) {
    if ('children' in entry) {
      const children = entry.children.filter(shown);
      if (children.length > 0) visible.push({ ...entry, children });
    } else if (shown(entry)) {
      visible.push(entry);
    }
  }
  return visible;
}
