import { allEndpoints, api, type ConfigPermission, type Endpoint } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bpmn, oneTaskDiagram, validDiagram } from '../../test/diagrams.ts';
import { newExpedient, trdBranch } from '../../test/expedient-fixtures.ts';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  callRaw,
  createUserWithPassword,
  type Input,
  login,
  send,
  USER_PASSWORD,
  useCompanyServer,
  userInput,
} from '../../test/test-server.ts';
import { configureEveryStep, uploadDiagram } from '../../test/workflow-fixtures.ts';

/**
 * Spec §1/§6 as a table: every route of users, roles, work groups, third-party accounts, audit,
 * company settings, forms, lists and records, and who may call it. Written from the spec, not from the policies, and checked
 * through HTTP with a real session per kind of user.
 */
type ActorName =
  | 'query'
  | 'standard'
  | 'listDesigner'
  | 'designer'
  | 'flowDesigner'
  | 'userManager'
  | 'roleManager'
  | 'groupManager'
  | 'metrics'
  | 'trdConfigurer'
  | 'processManager'
  | 'admin';

const actorNames: ActorName[] = [
  'query',
  'standard',
  'listDesigner',
  'designer',
  'flowDesigner',
  'userManager',
  'roleManager',
  'groupManager',
  'metrics',
  'trdConfigurer',
  'processManager',
  'admin',
];
const permissionOf: Partial<Record<ActorName, ConfigPermission>> = {
  trdConfigurer: 1,
  listDesigner: 2,
  userManager: 3,
  roleManager: 4,
  groupManager: 5,
  processManager: 6,
  metrics: 7,
};

/** An id no entity has. */
const noSuchId = '00000000-0000-4000-8000-000000000000';

const nonQuery: ActorName[] = actorNames.filter((actor) => actor !== 'query');

type Ids = {
  user: string;
  role: string;
  group: string;
  account: string;
  list: string;
  item: string;
  form: string;
  /** A record the admin filed in `activeForm`. */
  activeForm: string;
  record: string;
  /** Its filing number. */
  recordNumber: string;
  /** A form whose records run workflows, and a draft workflow of it. */
  workflowForm: string;
  workflow: string;
  /** A workflow with a saved diagram, and the step of its first task. */
  drawn: string;
  step: string;
  /** A form running an active workflow, a record of it, a process on it and its open task. */
  processForm: string;
  processRecord: string;
  running: string;
  process: string;
  task: string;
  /** A form allowing free tasks, a record of it, and a free task the admin asked of themself. */
  freeForm: string;
  freeRecord: string;
  freeTask: string;
  /** A record of `activeForm` in force, whose files the file rows act on. */
  filesRecord: string;
  /** A file the admin attached to `filesRecord`. */
  file: string;
  /** Another, which the admin moved to the trash. */
  trashed: string;
  /** A fund and a series of the TRD, an open expedient of it with a subdivision, a directory of
   * the series, and an expedient the first allowed actor closes. */
  background: string;
  series: string;
  expedient: string;
  subdivision: string;
  directory: string;
  closable: string;
  /** A TRD fund and a section of it; a documentary type. */
  fund: string;
  section: string;
  documentaryType: string;
};
type Route = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  allowed: ActorName[];
};

const permissionsBody = () => ({
  permissions: [],
  designer_forms: false,
  designer_workflows: false,
});
const password = () => ({ password: 'Matrix123!', password_confirmation: 'Matrix123!' });
const recordData = () => ({
  subject: 'Objetivo',
  support_type: 1,
  document_date: '2026-01-15',
  values: {},
});
let unique = 0;
const name = (prefix: string) => {
  unique += 1;
  return `${prefix} ${unique}`;
};

const routes: Route[] = [
  { method: 'GET', path: () => '/users/', allowed: ['userManager', 'admin'] },
  {
    method: 'POST',
    path: () => '/users/',
    body: () => userInput(),
    allowed: ['userManager', 'admin'],
  },
  { method: 'GET', path: (ids) => `/users/${ids.user}/`, allowed: ['userManager', 'admin'] },
  {
    method: 'PATCH',
    path: (ids) => `/users/${ids.user}/`,
    body: () => ({ phone: '3005550000' }),
    allowed: ['userManager', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/users/${ids.user}/status/`,
    body: () => ({ status: 3 }),
    allowed: ['userManager', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/users/${ids.user}/new-password/`,
    body: password,
    allowed: ['userManager', 'admin'],
  },
  { method: 'GET', path: (ids) => `/users/${ids.user}/logs/`, allowed: ['userManager', 'admin'] },
  { method: 'GET', path: () => '/roles/', allowed: ['roleManager', 'admin'] },
  {
    method: 'POST',
    path: () => '/roles/',
    body: () => ({ name: name('Rol') }),
    allowed: ['roleManager', 'admin'],
  },
  { method: 'GET', path: (ids) => `/roles/${ids.role}/`, allowed: ['roleManager', 'admin'] },
  {
    method: 'PATCH',
    path: (ids) => `/roles/${ids.role}/`,
    body: () => ({ description: 'x' }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/roles/${ids.role}/members/`,
    allowed: ['roleManager', 'admin'],
  },
  { method: 'GET', path: (ids) => `/roles/${ids.role}/users/`, allowed: ['roleManager', 'admin'] },
  {
    method: 'POST',
    path: (ids) => `/roles/${ids.role}/members/`,
    body: () => ({ users_uuid: [crypto.randomUUID()] }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'DELETE',
    path: (ids) => `/roles/${ids.role}/members/${ids.user}/`,
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/roles/${ids.role}/permissions/`,
    body: permissionsBody,
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/roles/${ids.role}/admin-forms/`,
    body: () => ({ all_forms: false, forms_uuid: [] }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/roles/${ids.role}/admin-workflows/`,
    body: () => ({ all_workflows: false, workflows_uuid: [] }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/roles/${ids.role}/admin-workflows/`,
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/roles/${ids.role}/levels-trd-permissions/`,
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/roles/${ids.role}/levels-trd-permissions/`,
    body: () => ({
      levels_trd_permissions: [
        {
          level_uuid: crypto.randomUUID(),
          level: 4,
          background_uuid: crypto.randomUUID(),
          permissions: ['consult'],
        },
      ],
    }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/roles/${ids.role}/levels-trd-permissions/${crypto.randomUUID()}/`,
    body: () => ({ permissions: ['upload'] }),
    allowed: ['roleManager', 'admin'],
  },
  // The tree and the upload levels answer everyone with a session, each what their grants reach.
  { method: 'GET', path: () => '/trd/tree/role-permissions/', allowed: actorNames },
  { method: 'GET', path: () => '/file/trd/role-permissions/', allowed: actorNames },
  // An unknown level is 20004 to everyone; who may read a known one is tree-permissions.test.ts.
  {
    method: 'GET',
    path: () => `/file/trd/?node_id=${crypto.randomUUID()}`,
    allowed: actorNames,
  },
  {
    method: 'DELETE',
    path: () => `/roles/${crypto.randomUUID()}/`,
    allowed: ['roleManager', 'admin'],
  },
  { method: 'GET', path: () => '/users/work-groups/', allowed: ['groupManager', 'admin'] },
  {
    method: 'POST',
    path: () => '/users/work-groups/',
    body: () => ({ name: name('Grupo') }),
    allowed: ['groupManager', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/users/work-groups/${ids.group}/`,
    allowed: ['groupManager', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/users/work-groups/${ids.group}/`,
    body: () => ({ consecutive_assignment: true }),
    allowed: ['groupManager', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/users/work-groups/${ids.group}/members/`,
    allowed: ['groupManager', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/users/work-groups/${ids.group}/users/`,
    allowed: ['groupManager', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/users/work-groups/${ids.group}/members/`,
    body: () => ({ users_uuid: [crypto.randomUUID()] }),
    allowed: ['groupManager', 'admin'],
  },
  {
    method: 'DELETE',
    path: (ids) => `/users/work-groups/${ids.group}/members/${ids.user}/`,
    allowed: ['groupManager', 'admin'],
  },
  { method: 'GET', path: () => '/admin-api/users/', allowed: nonQuery },
  {
    method: 'POST',
    path: () => '/admin-api/users/',
    body: () => ({ name: name('Cuenta') }),
    allowed: ['admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/admin-api/users/${ids.account}/password/`,
    allowed: ['admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/admin-api/users/${ids.account}/`,
    body: () => ({ status: 1 }),
    allowed: ['admin'],
  },
  { method: 'GET', path: () => '/audit/logs/', allowed: ['metrics', 'admin'] },
  { method: 'POST', path: () => '/audit/verify/', allowed: ['admin'] },
  { method: 'GET', path: () => '/background-jobs/failed/', allowed: ['admin'] },
  // No such job: an admin hears so (404), anyone else is refused before it is looked for.
  { method: 'POST', path: () => '/background-jobs/999999999/retry/', allowed: ['admin'] },
  // Webhooks: the admin's alone. A subscription to a public address (its deliveries are never
  // sent here: the matrix runs no jobs); no such webhook or delivery answers the admin 404.
  { method: 'GET', path: () => '/webhooks/', allowed: ['admin'] },
  {
    method: 'POST',
    path: () => '/webhooks/',
    body: () => ({ url: 'https://hooks.example.com/custodia', events: ['record.filed'] }),
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: () => `/webhooks/${noSuchId}/`,
    body: () => ({ url: 'https://hooks.example.com/custodia', events: ['record.filed'] }),
    allowed: ['admin'],
  },
  { method: 'DELETE', path: () => `/webhooks/${noSuchId}/`, allowed: ['admin'] },
  { method: 'GET', path: () => `/webhooks/${noSuchId}/deliveries/`, allowed: ['admin'] },
  {
    method: 'POST',
    path: () => `/webhooks/${noSuchId}/deliveries/${noSuchId}/replay/`,
    allowed: ['admin'],
  },
  { method: 'GET', path: () => '/company/', allowed: ['admin'] },
  {
    method: 'PATCH',
    path: () => '/company/',
    body: () => ({ password_expiration_days: 90 }),
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: () => '/company/upload-limits/',
    body: () => ({ max_files: 3, max_bytes: 5_242_880, min_bytes: 1, name_max: 100 }),
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: () => '/company/message-gateway/',
    body: () => ({ url: 'https://sms.matrix.example/messages', key: 'clave-de-la-matriz' }),
    allowed: ['admin'],
  },
  { method: 'DELETE', path: () => '/company/message-gateway/', allowed: ['admin'] },
  { method: 'GET', path: () => '/company/calendar/', allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/company/calendar/',
    body: () => ({
      time_zone: 'America/Bogota',
      working_days: [1, 2, 3, 4, 5],
      working_hours: [{ start: '08:00', end: '17:00' }],
    }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: () => '/company/calendar/preview/',
    body: () => ({ change: 'add_day', date: '2026-12-31', name: 'Fin de año' }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: () => '/company/calendar/non-working-days/',
    body: () => ({ date: '2026-12-24', name: 'Nochebuena' }),
    allowed: ['admin'],
  },
  // No such day off: an admin hears so (404), anyone else is refused before it is looked for.
  {
    method: 'DELETE',
    path: () => '/company/calendar/non-working-days/2026-12-26/',
    allowed: ['admin'],
  },
  // The citizen window's types and settings (issue 47): its administrators'.
  { method: 'GET', path: () => '/pqrs/settings/', allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/pqrs/settings/',
    body: () => ({
      window_open: false,
      intake_form_id: null,
      receiver_id: null,
      policy_text: '',
      ask_characterisation: false,
    }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: () => '/pqrs/types/',
    body: () => ({ name: 'Felicitación', term_days: 15, extension_days: 0, active: true }),
    allowed: ['admin'],
  },
  // No such type: an admin hears so (404), anyone else is refused before it is looked for.
  {
    method: 'PUT',
    path: () => '/pqrs/types/00000000-0000-4000-8000-000000000000/',
    body: () => ({ term_days: 15, extension_days: 0, active: true }),
    allowed: ['admin'],
  },
  // A record that is no PQRS answers null to everyone, and one of no one’s is 30040 to everyone:
  // who may read or extend a PQRS is pqrs/requests.test.ts.
  { method: 'GET', path: () => `/pqrs/requests/${crypto.randomUUID()}/`, allowed: actorNames },
  {
    method: 'POST',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/extension/`,
    body: () => ({ days: 5, reason: 'Se necesita reunir la información pedida.' }),
    allowed: actorNames,
  },
  { method: 'GET', path: () => '/integrations/', allowed: ['admin'] },
  {
    method: 'POST',
    path: () => '/integrations/',
    body: () => ({
      contact_name: 'Contacto',
      email: 'contacto@matrix.co',
      phone: '3001234567',
      description: 'Firma electrónica',
    }),
    allowed: ['admin'],
  },
  // No such request: an admin hears so (404), anyone else is refused before it is looked for.
  { method: 'GET', path: () => `/integrations/${crypto.randomUUID()}/`, allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => `/integrations/${crypto.randomUUID()}/configuration/`,
    body: () => ({ portal_user: 'firma@matrix.co', portal_key: 'clave-1234' }),
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: () => `/integrations/${crypto.randomUUID()}/agreement/`,
    allowed: ['admin'],
  },
  // The company's seal certificate: its administrators', as its integrations are.
  { method: 'GET', path: () => '/integrations/seal-certificate/', allowed: ['admin'] },
  { method: 'PUT', path: () => '/integrations/seal-certificate/', allowed: ['admin'] },
  { method: 'GET', path: () => '/dashboard/summary/', allowed: actorNames },
  // Everyone has a task box: it only ever holds the person's own tasks.
  { method: 'GET', path: () => '/task/', allowed: actorNames },
  { method: 'POST', path: () => '/task/filter/', body: () => ({}), allowed: actorNames },
  { method: 'GET', path: () => '/task/counters/', allowed: actorNames },
  { method: 'GET', path: () => '/task/facets/', allowed: actorNames },
  { method: 'GET', path: () => '/task/views/', allowed: actorNames },
  {
    method: 'POST',
    path: () => '/task/views/',
    body: () => ({ name: name('Vista'), kind: 'all', query: '' }),
    allowed: actorNames,
  },
  // Only its owner removes a view; anyone else, or no such view, hears it is not there (404).
  {
    method: 'DELETE',
    path: () => '/task/views/00000000-0000-4000-8000-000000000000/',
    allowed: actorNames,
  },
  { method: 'GET', path: () => '/form/forms/', allowed: ['designer', 'admin'] },
  {
    method: 'POST',
    path: () => '/form/forms/',
    body: () => ({
      name: name('Formulario'),
      description: 'Prueba',
      sequence_length: 3,
      sticker_type: 1,
    }),
    allowed: ['designer', 'admin'],
  },
  { method: 'GET', path: (ids) => `/form/forms/${ids.form}/`, allowed: ['designer', 'admin'] },
  {
    method: 'PUT',
    path: (ids) => `/form/forms/${ids.form}/`,
    body: () => ({
      name: name('Formulario'),
      description: 'Prueba',
      sequence_length: 3,
      sticker_type: 1,
    }),
    allowed: ['designer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/form/forms/${ids.form}/status/`,
    body: () => ({ status: 2 }),
    allowed: ['designer', 'admin'],
  },
  // An unknown form: designers hear 30020, the others are refused before any form is read.
  {
    method: 'DELETE',
    path: () => `/form/forms/${crypto.randomUUID()}/`,
    allowed: ['designer', 'admin'],
  },
  { method: 'GET', path: () => '/form/forms/availables-per-user/', allowed: actorNames },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/forms-as-lookup/`,
    allowed: ['designer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/form-as-lookup-fields/`,
    allowed: ['designer', 'admin'],
  },
  {
    method: 'POST',
    path: () => '/form/fields/',
    body: () => ({
      form_id: crypto.randomUUID(),
      label: 'Campo',
      type_data: 'text',
      control_data: 'textbox',
    }),
    allowed: ['designer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/fields/`,
    allowed: ['designer', 'admin'],
  },
  {
    method: 'GET',
    path: () => `/form/field/${crypto.randomUUID()}/`,
    allowed: ['designer', 'admin'],
  },
  {
    method: 'PATCH',
    path: () => `/form/field/${crypto.randomUUID()}/`,
    body: () => ({ label: 'Campo', type_data: 'text', control_data: 'textbox' }),
    allowed: ['designer', 'admin'],
  },
  {
    method: 'PATCH',
    path: () => `/form/field/${crypto.randomUUID()}/order/`,
    body: () => ({ order: 1 }),
    allowed: ['designer', 'admin'],
  },
  {
    method: 'DELETE',
    path: (ids) => `/form/forms/${ids.form}/fields/${crypto.randomUUID()}/`,
    allowed: ['designer', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/form/forms/${ids.form}/records/`,
    body: () => ({}),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/form-lookup-to-record/`,
    allowed: ['designer', 'admin'],
  },
  // Admins and standard users who file: nobody else here holds a filing grant.
  { method: 'GET', path: () => '/application/config/sticker/', allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/application/config/sticker/',
    body: () => ({
      font: 'Helvetica',
      font_size: 9,
      positions: Object.fromEntries(
        ['logo', 'company', 'number', 'filed_at', 'fields'].map((element) => [
          element,
          { x: 5, y: 5 },
        ]),
      ),
    }),
    allowed: ['admin'],
  },
  // Without a body: the refusal must come before the upload is read.
  { method: 'PUT', path: () => '/application/config/sticker/logo/', allowed: ['admin'] },
  { method: 'GET', path: () => '/application/config/sticker/logo/', allowed: ['admin'] },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/fields/record-sticker/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/record/${crypto.randomUUID()}/sticker-data/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/record/${crypto.randomUUID()}/sticker/`,
    allowed: ['admin'],
  },
  // Nobody but the admin holds a grant on the form or filed the record (decision 37).
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.activeForm}/records/${ids.record}/?action=view`,
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/form/forms/${ids.activeForm}/record/${ids.record}/`,
    body: () => recordData(),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.activeForm}/records/${ids.record}/traceability/`,
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/form/forms/${ids.activeForm}/record/${ids.record}/cancel/`,
    body: () => ({ reason: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  // Everyone may ask which forms' records they read; here only the admin reads any.
  { method: 'GET', path: () => '/form/records/forms/', allowed: actorNames },
  { method: 'GET', path: (ids) => `/form/forms/${ids.activeForm}/records/`, allowed: ['admin'] },
  {
    method: 'POST',
    path: (ids) => `/form/forms/${ids.activeForm}/records/search-filter/`,
    body: () => ({ criteria: [{ field: 'subject', operator: 'contains', value: 'objetivo' }] }),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/records/by-number/${ids.recordNumber}/`,
    allowed: ['admin'],
  },
  // Files of the record: nobody but the admin holds a grant on its form or filed it.
  // Without a body: the refusal must come before the upload is read.
  { method: 'POST', path: (ids) => `/file/form/${ids.filesRecord}/`, allowed: ['admin'] },
  { method: 'GET', path: (ids) => `/file/form/${ids.filesRecord}/`, allowed: ['admin'] },
  { method: 'GET', path: () => '/file/upload-limits/', allowed: actorNames },
  { method: 'GET', path: (ids) => `/file/${ids.file}/content/`, allowed: ['admin'] },
  { method: 'GET', path: (ids) => `/file/${ids.file}/versions/`, allowed: ['admin'] },
  { method: 'POST', path: (ids) => `/file/${ids.file}/versions/`, allowed: ['admin'] },
  {
    method: 'PATCH',
    path: (ids) => `/file/${ids.file}/`,
    body: () => ({ name: 'Soporte.pdf', subject: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  // Files in the TRD: the upload right on the level decides, which no actor here holds but admins.
  {
    method: 'POST',
    path: (ids) => `/file/trd/${ids.directory}/records/${ids.filesRecord}/`,
    allowed: ['admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/file/trd/${ids.file}/move/`,
    body: (ids) => ({ destination_uuid: ids.directory }),
    allowed: ['admin'],
  },
  // The admin's move (the last actor's) put the file in the directory, where its data is edited.
  {
    method: 'PATCH',
    path: (ids) => `/file/trd/${ids.file}/`,
    body: () => ({ name: 'Soporte.pdf', subject: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/file/${ids.file}/move-to-trash/process-task/`,
    body: (ids) => ({ process_task_uuid: ids.task, reason: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  // Last of the file's rows: the admin's call (the last actor's) moves it to the trash.
  {
    method: 'POST',
    path: (ids) => `/file/${ids.file}/move-to-trash/`,
    body: () => ({ reason: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  // The trash is for admins and filers (of what they moved there): none of the others files.
  { method: 'GET', path: () => '/file/trash/', allowed: ['admin'] },
  {
    method: 'PATCH',
    path: () => '/file/trash/actions/?action=1',
    body: (ids) => ({ files: [ids.trashed] }),
    allowed: ['admin'],
  },
  {
    method: 'PATCH',
    path: () => '/file/trash/actions/?action=2',
    body: (ids) => ({ files: [ids.file] }),
    allowed: ['admin'],
  },
  // Exports are for readers of a form: none of these actors but the admin reads one.
  {
    method: 'POST',
    path: (ids) => `/exports/forms/${ids.activeForm}/records/`,
    allowed: ['admin'],
  },
  { method: 'GET', path: () => '/exports/forms/records/', allowed: ['admin'] },
  { method: 'GET', path: () => '/exports/forms/', allowed: ['admin'] },
  { method: 'GET', path: () => `/exports/${crypto.randomUUID()}/file/`, allowed: ['admin'] },
  { method: 'GET', path: () => '/form/lists/', allowed: actorNames },
  {
    method: 'POST',
    path: () => '/form/lists/',
    body: () => ({ name: name('Lista') }),
    allowed: ['listDesigner', 'admin'],
  },
  { method: 'GET', path: (ids) => `/form/lists/${ids.list}/`, allowed: actorNames },
  {
    method: 'PATCH',
    path: (ids) => `/form/lists/${ids.list}/`,
    body: () => ({ status: 1 }),
    allowed: ['listDesigner', 'admin'],
  },
  { method: 'GET', path: (ids) => `/form/lists/${ids.list}/items/`, allowed: actorNames },
  {
    method: 'POST',
    path: (ids) => `/form/lists/${ids.list}/items/`,
    body: () => ({ name: name('Ítem') }),
    allowed: ['listDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/lists/${ids.list}/items/${ids.item}/`,
    allowed: actorNames,
  },
  {
    method: 'PATCH',
    path: (ids) => `/form/lists/${ids.list}/items/${ids.item}/`,
    body: () => ({ active: true }),
    allowed: ['listDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/users/${ids.user}/avatar/`,
    allowed: ['userManager', 'admin'],
  },
  // Without a body: the refusal must come before the upload is read.
  {
    method: 'PUT',
    path: (ids) => `/users/${ids.user}/avatar/`,
    allowed: ['userManager', 'admin'],
  },
  // Only one's own password is changed with the current one: nobody changes the target's.
  {
    method: 'PATCH',
    path: (ids) => `/users/${ids.user}/password-change/`,
    body: () => ({ current_password: 'Matrix123!', ...password() }),
    allowed: [],
  },
  { method: 'GET', path: (ids) => `/roles/${ids.role}/forms/`, allowed: ['roleManager', 'admin'] },
  {
    method: 'GET',
    path: (ids) => `/roles/${ids.role}/form-permissions/`,
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/roles/${ids.role}/form-permissions/`,
    body: (ids) => ({ form_id: ids.form, file: true }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/roles/${ids.role}/form-permissions/`,
    body: (ids) => ({ form_id: ids.form, query: true }),
    allowed: ['roleManager', 'admin'],
  },
  { method: 'GET', path: () => '/users/work-groups/users/', allowed: ['groupManager', 'admin'] },
  { method: 'GET', path: () => '/workflows/', allowed: ['flowDesigner', 'admin'] },
  {
    method: 'POST',
    path: () => '/workflows/',
    body: (ids) => ({
      name: name('Flujo'),
      description: 'Prueba',
      form_id: ids.workflowForm,
    }),
    allowed: ['flowDesigner', 'admin'],
  },
  { method: 'GET', path: () => '/workflows/form-choices/', allowed: ['flowDesigner', 'admin'] },
  // Every user may ask which workflows they start: nobody but the admin starts any here.
  { method: 'GET', path: () => '/workflows/availables-per-user/', allowed: actorNames },
  { method: 'GET', path: (ids) => `/workflows/forms/${ids.workflowForm}/`, allowed: actorNames },
  {
    method: 'GET',
    path: (ids) => `/workflows/${ids.workflow}/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/workflows/${ids.workflow}/`,
    body: () => ({ description: 'Cambiada' }),
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/steps/${ids.drawn}/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/workflows/${ids.drawn}/labels/`,
    body: (ids) => ({ steps: [{ id: ids.step, step_name: 'Revisión' }] }),
    allowed: ['flowDesigner', 'admin'],
  },
  ...(['POST', 'PATCH'] as const).flatMap((method): Route[] => [
    {
      method,
      path: () => '/workflows/step/responsible/only/',
      body: (ids) => ({ workflow_id: ids.drawn, step_id: ids.step, user_uuid: ids.user }),
      allowed: ['flowDesigner', 'admin'],
    },
    {
      method,
      path: () => '/workflows/step/sender-selects/responsible/',
      body: (ids) => ({
        workflow_id: ids.drawn,
        step_id: ids.step,
        users_uuid: [crypto.randomUUID(), crypto.randomUUID()],
      }),
      allowed: ['flowDesigner', 'admin'],
    },
    {
      method,
      path: () => '/workflows/step/responsible/work-group/',
      body: (ids) => ({ workflow_id: ids.drawn, step_id: ids.step, work_group_uuid: ids.group }),
      allowed: ['flowDesigner', 'admin'],
    },
  ]),
  {
    method: 'DELETE',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/responsible/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/actions/`,
    body: () => ({
      allow_reassign: true,
      allow_interrupt_process: false,
      move_file_to_trash: false,
      electronic_signature: false,
      allow_return_to_step: false,
    }),
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/expiration-date/`,
    body: () => ({ date_execute: 2, unit_of_measure: 2 }),
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/send-task/config/`,
    allowed: ['flowDesigner', 'admin'],
  },
  // A user task: designers hear 50039, the others are refused before.
  {
    method: 'POST',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/send-task/config/`,
    body: (ids) => ({
      recipients: ['a@example.com'],
      body: 'Hola',
      notification_user_uuid: ids.user,
    }),
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/configuration-data-form/`,
    allowed: ['flowDesigner', 'admin'],
  },
  // An inactive form: designers hear 50049, the others are refused before.
  ...(['POST', 'PATCH'] as const).map(
    (method): Route => ({
      method,
      path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/configuration-data-form/`,
      body: (ids) => ({ form_id: ids.form, fields: [crypto.randomUUID()], required: [] }),
      allowed: ['flowDesigner', 'admin'],
    }),
  ),
  {
    method: 'DELETE',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/configuration-data-form/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/data-forms/`,
    body: () => ({ field_id: crypto.randomUUID(), required: true }),
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'DELETE',
    path: (ids) =>
      `/workflows/${ids.drawn}/step/${ids.step}/data-forms/?field_id=${crypto.randomUUID()}`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/data-forms-external-config/`,
    allowed: ['flowDesigner', 'admin'],
  },
  { method: 'GET', path: () => '/workflows/step/candidates/', allowed: ['flowDesigner', 'admin'] },
  {
    method: 'GET',
    path: () => '/workflows/step/candidate-work-groups/',
    allowed: ['flowDesigner', 'admin'],
  },
  // Without a body: the refusal must come before the upload is read.
  {
    method: 'POST',
    path: (ids) => `/workflows/file-config/${ids.workflow}/`,
    allowed: ['flowDesigner', 'admin'],
  },
  // The workflow has no diagram: designers hear 50043, the others are refused before.
  {
    method: 'DELETE',
    path: (ids) => `/workflows/file-config/${ids.workflow}/`,
    allowed: ['flowDesigner', 'admin'],
  },
  // A person's open tasks, listed and given to others before their status changes (spec §4).
  {
    method: 'GET',
    path: (ids) => `/users/${ids.user}/pending-tasks/`,
    allowed: ['userManager', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/users/${ids.user}/pending-tasks/reassign/`,
    body: () => ({ tasks: [], reason: 'Prueba de permisos' }),
    allowed: ['userManager', 'admin'],
  },
  // Processes (issue 31): no actor but the admin may start this form's workflows, view its
  // processes or holds a task of them. The admin's calls go through, so the task is worked last.
  {
    method: 'POST',
    path: () => '/workflows/process/',
    body: (ids) => ({
      workflow_id: ids.running,
      form_id: ids.processForm,
      record_id: ids.processRecord,
    }),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/process/start-choices/${ids.running}/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/forms/${ids.processForm}/filing/`,
    allowed: ['admin'],
  },
  { method: 'GET', path: (ids) => `/workflows/process/${ids.process}/`, allowed: ['admin'] },
  {
    method: 'GET',
    path: (ids) => `/workflows/process/${ids.process}/diagram/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/process/records/${ids.processForm}/${ids.processRecord}/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/process/${ids.process}/comments/`,
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/workflows/process/${ids.process}/comments/`,
    body: (ids) => ({ process_task_uuid: ids.task, comment: 'Comentario de permisos' }),
    allowed: ['admin'],
  },
  { method: 'GET', path: (ids) => `/workflows/process-task/${ids.task}/`, allowed: ['admin'] },
  // Files at a task: its holder attaches them; whoever reads the task or its process lists them.
  {
    method: 'POST',
    path: (ids) => `/file/task/${ids.task}/form/${ids.processForm}/`,
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/file/task/${ids.task}/trd/${ids.directory}/records/${ids.processRecord}/`,
    allowed: ['admin'],
  },
  // At the process: who works it (decision 66), here its starter, the admin.
  {
    method: 'POST',
    path: (ids) => `/file/process/${ids.process}/form/${ids.processForm}/`,
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) =>
      `/file/process/${ids.process}/trd/${ids.directory}/records/${ids.processRecord}/`,
    allowed: ['admin'],
  },
  { method: 'GET', path: (ids) => `/file/task/${ids.task}/`, allowed: ['admin'] },
  { method: 'GET', path: (ids) => `/file/process/${ids.process}/`, allowed: ['admin'] },
  // The task box's calls on the process task: to whoever may read it (its holder, the admin).
  { method: 'GET', path: (ids) => `/task/${ids.task}/`, allowed: ['admin'] },
  { method: 'GET', path: (ids) => `/task/${ids.task}/user/`, allowed: ['admin'] },
  { method: 'GET', path: (ids) => `/task/${ids.task}/notified-users/`, allowed: ['admin'] },
  { method: 'GET', path: (ids) => `/task/${ids.task}/comments/`, allowed: ['admin'] },
  {
    method: 'POST',
    path: (ids) => `/task/${ids.task}/comments/`,
    body: () => ({ comment: 'Comentario de permisos' }),
    allowed: ['admin'],
  },
  { method: 'GET', path: (ids) => `/task/${ids.task}/users/`, allowed: ['admin'] },
  {
    method: 'POST',
    path: (ids) => `/task/${ids.task}/reassign/`,
    body: (ids) => ({ user_uuid: ids.user, reason: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/workflows/process-task/${ids.task}/reassign/`,
    body: (ids) => ({ user_uuid: ids.user, reason: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/process-task/${ids.task}/return/`,
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/workflows/process-task/${ids.task}/return/`,
    body: (ids) => ({ return_process_task_uuid: ids.task, reason: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/workflows/process-task/${ids.task}/next-steps/`,
    body: () => ({ data_form: {} }),
    allowed: ['admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/workflows/process-task/${ids.task}/status/`,
    body: () => ({ status: 2 }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/task/${ids.task}/status/`,
    body: () => ({ status: 2 }),
    allowed: ['admin'],
  },
  // Signatures (issue 33): admins and the holders of a form's "sign electronically" grant, which
  // none of these actors has. A request of no one's is 40003 to everyone: its rules come after.
  {
    method: 'POST',
    path: () => '/signatures/requests/',
    body: (ids) => ({
      form_id: ids.activeForm,
      record_id: ids.filesRecord,
      file_id: ids.file,
      description: 'Prueba de permisos',
      days: 5,
      signatories: [
        {
          country: 'CO',
          dial_code: '+57',
          phone: '3001234567',
          full_name: 'Firmante de prueba',
          document_type: 1,
          document_number: '1020304050',
          email: 'firmante@matriz.example',
        },
      ],
    }),
    allowed: ['admin'],
  },
  { method: 'GET', path: () => '/signatures/requests/', allowed: ['admin'] },
  { method: 'GET', path: () => '/signatures/requests/choices/', allowed: ['admin'] },
  { method: 'GET', path: () => '/signatures/requests/export.xlsx', allowed: ['admin'] },
  { method: 'GET', path: (ids) => `/signatures/records/${ids.filesRecord}/`, allowed: ['admin'] },
  ...(['', 'cancel/', 'resend/'] as const).map(
    (tail): Route => ({
      method: tail ? 'POST' : 'GET',
      path: () => `/signatures/requests/00000000-0000-4000-8000-000000000000/${tail}`,
      allowed: actorNames,
    }),
  ),
  // A signed document no request made: every session asks, and hears of none (40003).
  {
    method: 'GET',
    path: (ids) => `/signatures/signed/${ids.activeForm}/${'0'.repeat(64)}/`,
    allowed: actorNames,
  },
  {
    method: 'GET',
    path: () =>
      '/signatures/requests/00000000-0000-4000-8000-000000000000/signatories/00000000-0000-4000-8000-000000000000/photo/',
    allowed: actorNames,
  },
  // Free tasks (decision 69): asked on a record by whoever reads it when its form allows them.
  {
    method: 'POST',
    path: () => '/task/',
    body: (ids) => ({
      form_id: ids.freeForm,
      record_id: ids.freeRecord,
      subject: 'Prueba de permisos',
      assignees: [ids.user],
      due: '2030-03-06',
    }),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/task/records/${ids.freeRecord}/free-tasks/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/task/records/${ids.freeRecord}/free-tasks/people/`,
    allowed: ['admin'],
  },
  // A free task is hidden from whoever does not take part in it: 50001, never 10001.
  ...(['', 'user/', 'users/', 'notified-users/', 'comments/'] as const).map(
    (tail): Route => ({
      method: 'GET',
      path: (ids) => `/task/${ids.freeTask}/${tail}`,
      allowed: actorNames,
    }),
  ),
  {
    method: 'POST',
    path: (ids) => `/task/${ids.freeTask}/comments/`,
    body: () => ({ comment: 'Comentario de permisos' }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: (ids) => `/task/${ids.freeTask}/status/`,
    body: () => ({ status: 2 }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: (ids) => `/task/${ids.freeTask}/reassign/`,
    body: (ids) => ({ user_uuid: ids.user, reason: 'Prueba de permisos' }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => '/workflows/process-task/interrupt-batch/',
    body: (ids) => ({ tasks: [ids.task], reason: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/workflows/process/${ids.process}/interrupt/`,
    body: () => ({ reason: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  // Batch work (issue 32 point 4) acts on the tasks a person holds: anyone with a session is
  // heard, and a selection that is not theirs answers 50106, never 10001.
  {
    method: 'POST',
    path: () => '/task/process-batch/',
    body: (ids) => ({ tasks: [ids.task, crypto.randomUUID()] }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => '/workflows/process-task/accomplish-batch/',
    body: (ids) => ({ tasks: [ids.task, crypto.randomUUID()], comment: 'Prueba de permisos' }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => '/workflows/process-task/reassign-batch/',
    body: (ids) => ({
      tasks: [ids.task, crypto.randomUUID()],
      user_uuid: ids.user,
      reason: 'Prueba de permisos',
    }),
    allowed: actorNames,
  },
  // Process management (issue 32 point 5): configuration permission 6 and admins.
  {
    method: 'GET',
    path: () => '/workflows/process/management/workflows/',
    allowed: ['processManager', 'admin'],
  },
  {
    method: 'GET',
    path: () => '/workflows/process/management/users/?name=a',
    allowed: ['processManager', 'admin'],
  },
  {
    method: 'POST',
    path: () => '/workflows/process/management/',
    body: () => ({ range: { from: '2026-01-01', to: '2026-01-15' } }),
    allowed: ['processManager', 'admin'],
  },
  {
    method: 'POST',
    path: () => '/workflows/process-task/management/tasks/',
    body: () => ({ range: { from: '2026-01-01', to: '2026-01-15' } }),
    allowed: ['processManager', 'admin'],
  },
  {
    method: 'POST',
    path: () => '/workflows/process-task/management/reassign/',
    body: (ids) => ({
      tasks: [crypto.randomUUID()],
      reassign_user_uuid: ids.user,
      reason: 'Prueba de permisos',
    }),
    allowed: ['processManager', 'admin'],
  },
  // Metrics (issue 34 point 1): configuration permission 7 and admins.
  { method: 'GET', path: () => '/metrics/', allowed: ['metrics', 'admin'] },
  { method: 'GET', path: () => '/metrics/forms/?year=2026', allowed: ['metrics', 'admin'] },
  { method: 'GET', path: () => '/metrics/years/', allowed: ['metrics', 'admin'] },
  { method: 'GET', path: () => '/metrics/export.xlsx?table=months', allowed: ['metrics', 'admin'] },
  {
    method: 'POST',
    path: (ids) => `/trd/backgrounds/${ids.background}/expedients/`,
    body: (ids) => ({
      serie_subserie_uuid: ids.series,
      number: name('MTZ'),
      name: name('Expediente'),
      opened_on: '2026-01-15',
    }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/trd/backgrounds/${ids.background}/expedients/${ids.expedient}/`,
    body: () => ({ subject: name('Asunto') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  // The first allowed closes it; the next one hears 20062 (closed), not 10001.
  {
    method: 'POST',
    path: (ids) => `/trd/expedients/${ids.closable}/close/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/trd/backgrounds/${ids.background}/subdivisions/`,
    body: (ids) => ({ expedient_uuid: ids.expedient, subdivision_struct: [name('Etapa')] }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/trd/backgrounds/${ids.background}/subdivisions/${ids.subdivision}/`,
    body: (ids) => ({ base_subdivision_uuid: ids.expedient, name: name('Etapa') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/trd/backgrounds/${ids.background}/directories/`,
    body: (ids) => ({ serie_subserie_uuid: ids.series, directory_struct: [name('Carpeta')] }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/trd/backgrounds/${ids.background}/directories/${ids.directory}/`,
    body: (ids) => ({ base_directory_uuid: ids.series, name: name('Carpeta') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  { method: 'GET', path: () => '/trd/expedients/', allowed: actorNames },
  { method: 'GET', path: () => '/trd/expedients/due/', allowed: ['trdConfigurer', 'admin'] },
  {
    method: 'GET',
    path: (ids) => `/trd/expedients/${ids.expedient}/`,
    // None of the matrix's users consults a level: an expedient's readers are its configurers.
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/file/trd/expedient/${ids.expedient}/files/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/expedients/${ids.expedient}/index.xml`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/expedients/${ids.expedient}/index.pdf`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/series/${ids.series}/fuid.xlsx`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/trd/expedients/${ids.expedient}/verify/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  // A record placed in an expedient and taken out again: who reads the record and files in the
  // TRD (no matrix user but the admin reads the record); the expedient's readers list them.
  {
    method: 'PUT',
    path: (ids) => `/trd/expedients/record/${ids.record}/path/`,
    body: (ids) => ({ expedient_uuid: ids.expedient }),
    allowed: ['admin'],
  },
  {
    method: 'DELETE',
    path: (ids) => `/trd/expedients/record/${ids.record}/path/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/expedients/${ids.expedient}/related-record/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  // The TRD (issue 13): its configurers build the tree; form designers read it to choose a
  // form's publication path.
  {
    method: 'GET',
    path: () => '/trd/tree/',
    allowed: ['designer', 'trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/tree/${ids.section}/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'POST',
    path: () => '/trd/backgrounds/',
    body: () => ({ code: name('F'), name: name('Fondo') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/trd/backgrounds/${ids.fund}/`,
    body: () => ({ status: 1 }),
    allowed: ['trdConfigurer', 'admin'],
  },
  ...['sections', 'subsections', 'series', 'subseries'].flatMap((plural): Route[] => [
    {
      method: 'POST',
      path: (ids) => `/trd/backgrounds/${ids.fund}/${plural}/`,
      body: (ids) => ({ parent_uuid: ids.section, code: name('C'), name: name('Nivel') }),
      allowed: ['trdConfigurer', 'admin'],
    },
    {
      method: 'PATCH',
      path: (ids) => `/trd/backgrounds/${ids.fund}/${plural}/${ids.section}/`,
      body: () => ({ status: 1 }),
      allowed: ['trdConfigurer', 'admin'],
    },
  ]),
  {
    method: 'DELETE',
    path: () => `/trd/tree/${crypto.randomUUID()}/level/5/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  { method: 'GET', path: () => '/trd/documentary-type/', allowed: ['trdConfigurer', 'admin'] },
  { method: 'GET', path: () => '/trd/documentary-type/choices/', allowed: actorNames },
  {
    method: 'POST',
    path: () => '/trd/documentary-type/',
    body: () => ({ name: name('Tipo') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/documentary-type/${ids.documentaryType}/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/trd/documentary-type/${ids.documentaryType}/`,
    body: () => ({ name: name('Tipo') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'DELETE',
    path: () => `/trd/documentary-type/${crypto.randomUUID()}/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  { method: 'GET', path: () => '/auth/session/', allowed: actorNames },
  // Last: it ends each actor's session.
  { method: 'POST', path: () => '/auth/logout/', allowed: actorNames },
];

const t = useCompanyServer('matrix.co');

async function setUp(): Promise<{ tokens: Record<ActorName, string>; ids: Ids }> {
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

/** Ids as the route's name shows them: `/roles/:role/forms/`. */
const named: Ids = {
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
  let prepared: { tokens: Record<ActorName, string>; ids: Ids };
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
