import { globalActions, IntegrationOption } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { allowing } from './access.fixtures.ts';
import type { Actor } from './access.ts';
import { type MenuEntry, sideMenu, visibleMenu } from './menu.ts';
import { routeFor } from './routes.ts';

function shown(actor: Actor): string[] {
  return visibleMenu(sideMenu, actor).flatMap((entry: MenuEntry) =>
    'children' in entry
      ? [entry.label, ...entry.children.map((link) => `${entry.label} > ${link.label}`)]
      : [entry.label],
  );
}

const dashboard = 'menu.dashboard';
// Record data is for every logged-in user: the forms offered are those their roles let them file in.
const recordData = 'menu.records';
const search = 'menu.search';
const recordList = 'menu.search > menu.recordList';
const recordByNumber = 'menu.search > menu.recordByNumber';
// Every logged-in user consults the tree as far as their roles' level grants reach.
const trdConsult = 'menu.trdConsult';
// Every logged-in user may hold tasks: the task box is theirs.
const taskBox = 'menu.taskBox';
const signatureReport = 'menu.signatureReport';
const formDesigner = 'menu.formDesigner';
const createForm = 'menu.formDesigner > forms.create';
const listForms = 'menu.formDesigner > menu.forms.list';
const listDesigner = 'menu.listDesigner';
const createList = 'menu.listDesigner > lists.create';
const consultLists = 'menu.listDesigner > menu.lists.consult';
const users = 'menu.users';
const createUser = 'menu.users > users.create';
const listUsers = 'menu.users > menu.users.list';
const roles = 'menu.users > menu.roles';
const workGroups = 'menu.users > menu.workGroups';
const apiAccounts = 'menu.users > menu.apiAccounts';
const workflows = 'menu.workflows';
const createWorkflow = 'menu.workflows > workflows.create';
const listWorkflows = 'menu.workflows > menu.workflows.list';
const metrics = 'menu.metrics';
const auditLogs = 'menu.auditLogs';
const backgroundJobs = 'menu.backgroundJobs';
const webhooks = 'menu.webhooks';
const capture = 'menu.capture';
const captureTray = 'menu.capture > menu.capture.tray';
const mailboxes = 'menu.capture > menu.capture.mailboxes';
const holds = 'menu.holds';
const stickerConfig = 'menu.stickerConfig';
const calendar = 'menu.calendar';
const pqrs = 'menu.pqrs';
const company = 'menu.company';
const integrations = 'menu.integrations';
const processManagement = 'menu.processManagement';
const trash = 'menu.trash';
const exportData = 'menu.exportData';
const expedients = 'menu.expedientConsult';
const trd = 'menu.trd';
const documentaryTypes = 'menu.documentaryTypes';

describe('side menu visibility (spec §2)', () => {
  it('shows every entry to a session allowing every action', () => {
    expect(
      shown({
        ...allowing(...globalActions),
        expedient_consult: true,
        integrations: [IntegrationOption.signatureReport],
      }),
    ).toEqual([
      dashboard,
      recordData,
      search,
      recordList,
      recordByNumber,
      trdConsult,
      taskBox,
      signatureReport,
      processManagement,
      trash,
      exportData,
      trd,
      documentaryTypes,
      expedients,
      stickerConfig,
      company,
      calendar,
      pqrs,
      formDesigner,
      createForm,
      listForms,
      listDesigner,
      createList,
      consultLists,
      users,
      createUser,
      listUsers,
      roles,
      workGroups,
      apiAccounts,
      workflows,
      createWorkflow,
      listWorkflows,
      metrics,
      auditLogs,
      integrations,
      backgroundJobs,
      webhooks,
      capture,
      captureTray,
      mailboxes,
      holds,
    ]);
  });

  it('shows a session allowing nothing only what every logged-in user has', () => {
    expect(shown(allowing())).toEqual([dashboard, recordData, trdConsult, taskBox]);
  });

  it('adds the entry of each action allowed, and only that one', () => {
    expect(shown(allowing('role.list'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      users,
      roles,
    ]);
    expect(shown(allowing('user.create'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      users,
      createUser,
    ]);
    expect(shown(allowing('user.list'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      users,
      listUsers,
    ]);
    expect(shown(allowing('workGroup.list'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      users,
      workGroups,
    ]);
    expect(shown(allowing('apiAccount.list'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      users,
      apiAccounts,
    ]);
    expect(shown(allowing('auditLog.read'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      auditLogs,
    ]);
    expect(shown(allowing('metrics.read'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      metrics,
    ]);
    expect(shown(allowing('process.manage'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      processManagement,
    ]);
    expect(shown(allowing('backgroundJob.list'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      backgroundJobs,
    ]);
    expect(shown(allowing('webhook.manage'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      webhooks,
    ]);
    // The capture tray is for the capture permission; the mailboxes for administrators.
    expect(shown(allowing('captureTray.read'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      capture,
      captureTray,
    ]);
    expect(shown(allowing('legalHold.manage'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      holds,
    ]);
    expect(shown(allowing('sticker.read'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      stickerConfig,
    ]);
    expect(shown(allowing('company.manage'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      company,
    ]);
    expect(shown(allowing('integration.manage'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      integrations,
    ]);
    expect(shown(allowing('calendar.manage'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      calendar,
    ]);
    expect(shown(allowing('pqrs.configure'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      pqrs,
    ]);
    expect(shown(allowing('record.consult'))).toEqual([
      dashboard,
      recordData,
      search,
      recordList,
      recordByNumber,
      trdConsult,
      taskBox,
    ]);
    expect(shown(allowing('fileTrash.read'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      trash,
    ]);
    expect(shown(allowing('recordExport.read'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      exportData,
    ]);
    expect(shown(allowing('trd.configure', 'documentaryType.manage'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      trd,
      documentaryTypes,
    ]);
    expect(shown(allowing('list.design'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      listDesigner,
      createList,
      consultLists,
    ]);
    expect(shown(allowing('form.list'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      formDesigner,
      listForms,
    ]);
    // Spec §2: designers of all workflows create and list them, restricted ones only list.
    expect(shown(allowing('workflow.list', 'workflow.create'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      workflows,
      createWorkflow,
      listWorkflows,
    ]);
    expect(shown(allowing('workflow.list'))).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      workflows,
      listWorkflows,
    ]);
  });

  it('shows the expedient consultation to everyone logged in when the company turns it on', () => {
    expect(shown({ ...allowing(), expedient_consult: true })).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      expedients,
    ]);
    expect(shown({ ...allowing(), expedient_consult: false })).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
    ]);
  });

  it('shows the signature report when the company’s integration options include it (spec §2)', () => {
    const reader = allowing('signature.report');
    expect(shown({ ...reader, integrations: [IntegrationOption.signatureReport] })).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
      signatureReport,
    ]);
    expect(shown({ ...reader, integrations: [] })).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
    ]);
    // The company's option alone does not open it to whom the report is refused.
    expect(shown({ ...allowing(), integrations: [IntegrationOption.signatureReport] })).toEqual([
      dashboard,
      recordData,
      trdConsult,
      taskBox,
    ]);
  });

  it('shows nothing while the password must be renewed, nor to a visitor', () => {
    expect(shown({ ...allowing(...globalActions), password_expiration_days: 0 })).toEqual([]);
    expect(shown(null)).toEqual([]);
  });

  it('badges process management, the trash, the exports and the audit logs as new', () => {
    const newEntries = sideMenu
      .flatMap((entry) => ('children' in entry ? entry.children : [entry]))
      .filter((link) => link.isNew)
      .map((link) => link.label);
    expect(newEntries).toEqual([processManagement, trash, exportData, auditLogs]);
  });

  it('links only to routes that exist', () => {
    const links = sideMenu.flatMap((entry) => ('children' in entry ? entry.children : [entry]));
    for (const link of links) expect(routeFor(link.path), link.path).toBeDefined();
  });
});
