import { allEndpoints, api, type ConfigPermission, type Endpoint } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bpmn, oneTaskDiagram, validDiagram } from '../test/diagrams.ts';
import { newExpedient, trdBranch } from '../test/expedient-fixtures.ts';
import { attached, pdfOf } from '../test/file-fixtures.ts';
import { designForm, textbox } from '../test/form-fixtures.ts';
import {
  type ActorName,
  actorNames,
  type MatrixIds,
  type MatrixRow,
  permissionsBody,
  recordData,
} from '../test/permission-matrix.ts';
import {
  callRaw,
  createUserWithPassword,
  type Input,
  login,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../test/test-server.ts';
import { configureEveryStep, uploadDiagram } from '../test/workflow-fixtures.ts';
import { apiAccountsPermissions } from './api-accounts/api-accounts.permissions.ts';
import { auditPermissions } from './audit/audit.permissions.ts';
import { authPermissions } from './auth/auth.permissions.ts';
import { backgroundJobsPermissions } from './background-jobs/background-jobs.permissions.ts';
import { calendarPermissions } from './calendar/calendar.permissions.ts';
import { capturePermissions } from './capture/capture.permissions.ts';
import { companyPermissions } from './company/company.permissions.ts';
import { dashboardPermissions } from './dashboard/dashboard.permissions.ts';
import { expedientsPermissions } from './expedients/expedients.permissions.ts';
import { exportsPermissions } from './exports/exports.permissions.ts';
import { filesPermissions } from './files/files.permissions.ts';
import { formsPermissions } from './forms/forms.permissions.ts';
import { freeTasksPermissions } from './free-tasks/free-tasks.permissions.ts';
import { holdsPermissions } from './holds/holds.permissions.ts';
import { integrationsPermissions } from './integrations/integrations.permissions.ts';
import { listsPermissions } from './lists/lists.permissions.ts';
import { metricsPermissions } from './metrics/metrics.permissions.ts';
import { pqrsAnswersPermissions } from './pqrs/answers.permissions.ts';
import { pqrsPermissions } from './pqrs/pqrs.permissions.ts';
import { processesPermissions } from './processes/processes.permissions.ts';
import { recordsPermissions } from './records/records.permissions.ts';
import { rolesPermissions } from './roles/roles.permissions.ts';
import { secondFactorPermissions } from './second-factor/second-factor.permissions.ts';
import { signaturesPermissions } from './signatures/signatures.permissions.ts';
import { stickersPermissions } from './stickers/stickers.permissions.ts';
import { tasksPermissions } from './tasks/tasks.permissions.ts';
import { trdPermissions } from './trd/trd.permissions.ts';
import { usersPermissions } from './users/users.permissions.ts';
import { webhooksPermissions } from './webhooks/webhooks.permissions.ts';
import { workGroupsPermissions } from './work-groups/work-groups.permissions.ts';
import { workflowsPermissions } from './workflows/workflows.permissions.ts';

const permissionOf: Partial<Record<ActorName, ConfigPermission>> = {
  trdConfigurer: 1,
  listDesigner: 2,
  userManager: 3,
  roleManager: 4,
  groupManager: 5,
  processManager: 6,
  metrics: 7,
  capture: 8,
  holdKeeper: 9,
};

/**
 * Spec §1/§6 as a table: every route of users, roles, work groups, third-party accounts, audit,
 * company settings, forms, lists and records, and who may call it. Written from the spec, not from the policies, and checked
 * through HTTP with a real session per kind of user. Each feature's rows in turn, auth's last: its
 * logout ends each actor's session.
 */
const routes: MatrixRow[] = [
  ...usersPermissions,
  ...rolesPermissions,
  ...trdPermissions,
  ...filesPermissions,
  ...workGroupsPermissions,
  ...apiAccountsPermissions,
  ...auditPermissions,
  ...backgroundJobsPermissions,
  ...webhooksPermissions,
  ...capturePermissions,
  ...companyPermissions,
  ...calendarPermissions,
  ...pqrsPermissions,
  ...pqrsAnswersPermissions,
  ...integrationsPermissions,
  ...dashboardPermissions,
  ...tasksPermissions,
  ...formsPermissions,
  ...recordsPermissions,
  ...stickersPermissions,
  ...exportsPermissions,
  ...listsPermissions,
  ...workflowsPermissions,
  ...processesPermissions,
  ...signaturesPermissions,
  ...freeTasksPermissions,
  ...metricsPermissions,
  ...expedientsPermissions,
  ...secondFactorPermissions,
  ...holdsPermissions,
  ...authPermissions,
];

const t = useCompanyServer('matrix.co');

async function setUp(): Promise<{ tokens: Record<ActorName, string>; ids: MatrixIds }> {
  /** What the admin's call answers, read as the endpoint declares it. */
  const asAdmin = async <E extends Endpoint>(endpoint: E, input?: Input<E>) =>
    (await send(t.server, endpoint, input as never, { token: t.company.adminToken })).json();
  const tokens = { admin: t.company.adminToken } as Record<ActorName, string>;
  for (const actor of actorNames.filter((candidate) => candidate !== 'admin')) {
    const user = await createUserWithPassword(t.server, t.company, {
      user_type: actor === 'query' ? 1 : 2,
    });
    const permission = permissionOf[actor];
    if (permission || actor === 'designer' || actor === 'flowDesigner') {
      const role = await asAdmin(api.roles.create, { body: { name: `Solo ${actor}` } });
      await asAdmin(api.roles.addMembers, {
        params: { id: role.id },
        body: { users_uuid: [user.id] },
      });
      await asAdmin(api.roles.setPermissions, {
        params: { id: role.id },
        body: {
          ...permissionsBody(),
          permissions: permission ? [permission] : [],
          designer_forms: actor === 'designer',
          designer_workflows: actor === 'flowDesigner',
        },
      });
      if (actor === 'designer') {
        await asAdmin(api.roles.setAdminForms, {
          params: { id: role.id },
          body: { all_forms: true, forms_uuid: [] },
        });
      }
      if (actor === 'flowDesigner') {
        await asAdmin(api.roles.setAdminWorkflows, {
          params: { id: role.id },
          body: {
            all_workflows: true,
            workflows_uuid: [],
          },
        });
      }
    }
    tokens[actor] = (await login(t.server, user.user_name, USER_PASSWORD)).access;
  }
  const target = await createUserWithPassword(t.server, t.company);
  const role = await asAdmin(api.roles.create, { body: { name: 'Objetivo' } });
  const group = await asAdmin(api.workGroups.create, { body: { name: 'Objetivo' } });
  const account = await asAdmin(api.apiAccounts.create, { body: { name: 'Objetivo' } });
  const list = await asAdmin(api.lists.create, { body: { name: 'Objetivo' } });
  const item = await asAdmin(api.lists.createItem, {
    params: { id: list.id },
    body: { name: 'Objetivo' },
  });
  const ids = { user: target.id, role: role.id, group: group.id, account: account.id };
  const form = await asAdmin(api.forms.create, {
    body: {
      name: 'Objetivo',
      description: 'Objetivo',
      sequence_length: 3,
      sticker_type: 1,
    },
  });
  const activeForm = await asAdmin(api.forms.create, {
    body: {
      name: 'Objetivo activo',
      description: 'Objetivo',
      sequence_length: 3,
      sticker_type: 1,
    },
  });
  await asAdmin(api.fields.create, {
    body: {
      form_id: activeForm.id,
      label: 'Nota',
      type_data: 'text',
      control_data: 'textbox',
    },
  });
  await send(
    t.server,
    api.forms.changeStatus,
    { params: { id: activeForm.id }, body: { status: 2 } },
    { token: t.company.adminToken },
  );
  const record = await asAdmin(api.records.file, {
    params: { id: activeForm.id },
    body: recordData(),
  });
  const workflowForm = await asAdmin(api.forms.create, {
    body: {
      name: 'Objetivo con flujos',
      description: 'Objetivo',
      sequence_length: 3,
      sticker_type: 1,
      activate_workflow: true,
    },
  });
  const workflow = await asAdmin(api.workflows.create, {
    body: {
      name: 'Objetivo',
      description: 'Objetivo',
      form_id: workflowForm.id,
    },
  });
  const drawn = await asAdmin(api.workflows.create, {
    body: {
      name: 'Objetivo dibujado',
      description: 'Objetivo',
      form_id: workflowForm.id,
    },
  });
  await uploadDiagram(t.server, t.company.adminToken, drawn.id, bpmn(validDiagram));
  const steps = await asAdmin(api.workflowSteps.list, { params: { id: drawn.id } });
  const step = steps.find((candidate: { element_id: string }) => candidate.element_id === 'review');
  const { form: processForm } = await designForm(t.asAdmin, [textbox('Objetivo')], {
    activate_workflow: true,
  });
  const running = await asAdmin(api.workflows.create, {
    body: {
      name: 'Objetivo en curso',
      description: 'Objetivo',
      form_id: processForm.id,
    },
  });
  await uploadDiagram(t.server, t.company.adminToken, running.id, bpmn(oneTaskDiagram));
  await configureEveryStep(t, running.id);
  await asAdmin(api.workflows.update, { params: { id: running.id }, body: { status: 2 } });
  const processRecord = await asAdmin(api.records.file, {
    params: { id: processForm.id },
    body: recordData(),
  });
  const process = await asAdmin(api.processes.start, {
    body: {
      workflow_id: running.id,
      form_id: processForm.id,
      record_id: processRecord.id,
    },
  });
  const [task] = (await asAdmin(api.processes.get, { params: { id: process.id } })).tasks;
  const { form: freeForm } = await designForm(t.asAdmin, [textbox('Objetivo')], {
    free_notifications: true,
  });
  const freeRecord = await asAdmin(api.records.file, {
    params: { id: freeForm.id },
    body: recordData(),
  });
  const [freeTask] = await asAdmin(api.freeTasks.create, {
    body: {
      form_id: freeForm.id,
      record_id: freeRecord.id,
      subject: 'Objetivo de permisos',
      assignees: [t.company.admin.user.id],
      due: '2030-03-06',
    },
  });
  const filesRecord = await asAdmin(api.records.file, {
    params: { id: activeForm.id },
    body: recordData(),
  });
  const [file, trashed] = await attached(t.server, t.company.adminToken, filesRecord, [
    { name: 'Soporte.pdf', content: await pdfOf(['Soporte']) },
    { name: 'Papelera.pdf', content: await pdfOf(['Papelera']) },
  ]);
  await asAdmin(api.files.moveToTrash, {
    params: { id: trashed?.id as string },
    body: { reason: 'Prueba de permisos' },
  });
  const branch = await trdBranch(t);
  const expedient = await newExpedient(t, branch);
  const closable = await newExpedient(t, branch);
  const [subdivision] = (
    await asAdmin(api.expedients.createSubdivisions, {
      params: { backgroundId: branch.background },
      body: {
        expedient_uuid: expedient.id,
        subdivision_struct: ['Objetivo'],
      },
    })
  ).items;
  const [directory] = (
    await asAdmin(api.expedients.createDirectories, {
      params: { backgroundId: branch.background },
      body: {
        serie_subserie_uuid: branch.series,
        directory_struct: ['Objetivo'],
      },
    })
  ).items;
  const fund = await asAdmin(api.trd.createFund, { body: { code: 'M', name: 'Objetivo' } });
  const section = await asAdmin(api.trd.createSection, {
    params: { backgroundId: fund.id },
    body: {
      parent_uuid: fund.id,
      code: 'M1',
      name: 'Objetivo',
    },
  });
  const documentaryType = await asAdmin(api.documentaryTypes.create, {
    body: { name: 'Objetivo' },
  });
  return {
    tokens,
    ids: {
      ...ids,
      list: list.id,
      item: item.id,
      form: form.id,
      activeForm: activeForm.id,
      record: record.id,
      recordNumber: record.number,
      workflowForm: workflowForm.id,
      workflow: workflow.id,
      drawn: drawn.id,
      step: step?.id as string,
      processForm: processForm.id,
      processRecord: processRecord.id,
      running: running.id,
      process: process.id,
      task: task?.id as string,
      freeForm: freeForm.id,
      freeRecord: freeRecord.id,
      freeTask: freeTask?.id as string,
      filesRecord: filesRecord.id,
      file: file?.id as string,
      trashed: trashed?.id as string,
      background: branch.background,
      series: branch.series,
      expedient: expedient.id,
      subdivision: subdivision?.id as string,
      directory: directory?.id as string,
      closable: closable.id,
      fund: fund.id,
      section: section.id,
      documentaryType: documentaryType.id,
    },
  };
}

/** MatrixIds as the route's name shows them: `/roles/:role/forms/`. */
const named: MatrixIds = {
  user: ':user',
  role: ':role',
  group: ':group',
  account: ':account',
  list: ':list',
  item: ':item',
  form: ':form',
  activeForm: ':activeForm',
  record: ':record',
  recordNumber: ':recordNumber',
  workflowForm: ':workflowForm',
  workflow: ':workflow',
  drawn: ':drawn',
  step: ':step',
  processForm: ':processForm',
  processRecord: ':processRecord',
  running: ':running',
  process: ':process',
  task: ':task',
  freeForm: ':freeForm',
  freeRecord: ':freeRecord',
  freeTask: ':freeTask',
  filesRecord: ':filesRecord',
  file: ':file',
  trashed: ':trashed',
  background: ':background',
  series: ':series',
  expedient: ':expedient',
  subdivision: ':subdivision',
  directory: ':directory',
  closable: ':closable',
  fund: ':fund',
  section: ':section',
  documentaryType: ':documentaryType',
};

// One test a route, each with its own time: the whole table at once outgrew a loaded machine's
// per-test timeout. They run in the table's order (logout last).
describe('permission matrix: each route to exactly the users the spec names, 403/10001 to the rest', () => {
  let prepared: { tokens: Record<ActorName, string>; ids: MatrixIds };
  beforeAll(async () => {
    prepared = await setUp();
  }, 120_000);

  for (const route of routes) {
    it(`${route.method} ${route.path(named)}`, async () => {
      const { tokens, ids } = prepared;
      const mismatches: string[] = [];
      for (const actor of actorNames) {
        const response = await callRaw(t.server, route.method, route.path(ids), {
          token: tokens[actor],
          body: route.body?.(ids),
        });
        const refused = response.statusCode === 403 && response.json().code === 10001;
        if (refused === route.allowed.includes(actor)) {
          mismatches.push(`as ${actor}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});

describe('the matrix covers the API', () => {
  it('has a row for every endpoint that needs a session', () => {
    const rows = routes.map((route) => `${route.method} ${route.path(named).split('?')[0]}`);
    const missing = allEndpoints
      .filter((endpoint) => !('public' in endpoint.access))
      .filter((endpoint) => {
        const template = new RegExp(
          `^${endpoint.method} ${endpoint.path.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`,
        );
        return !rows.some((row) => template.test(row));
      })
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });
});
