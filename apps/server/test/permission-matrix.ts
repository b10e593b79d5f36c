/**
 * What the permission matrix's rows are made of. Each feature keeps the rows of its own routes
 * beside its code (`src/<feature>/<feature>.permissions.ts`, importing only this module), and
 * src/permission-matrix.test.ts runs them all against one data set: a test file per feature would
 * build that data set, a dozen users and what they act on, once per feature.
 */
export type ActorName =
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
  | 'capture'
  | 'holdKeeper'
  | 'admin';

export const actorNames: ActorName[] = [
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
  'capture',
  'holdKeeper',
  'admin',
];

/** An id no entity has. */
export const noSuchId = '00000000-0000-4000-8000-000000000000';

export const nonQuery: ActorName[] = actorNames.filter((actor) => actor !== 'query');

/** What setUp makes: the entities the rows act on, by name. */
export type MatrixIds = {
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

/** One route, and the users the spec lets call it: everyone else must hear 403 with code 10001. */
export type MatrixRow = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (ids: MatrixIds) => string;
  body?: (ids: MatrixIds) => unknown;
  allowed: ActorName[];
};

export const permissionsBody = () => ({
  permissions: [],
  designer_forms: false,
  designer_workflows: false,
});
export const password = () => ({ password: 'Matrix123!', password_confirmation: 'Matrix123!' });
export const recordData = () => ({
  subject: 'Objetivo',
  support_type: 1,
  document_date: '2026-01-15',
  values: {},
});
let unique = 0;
export const name = (prefix: string) => {
  unique += 1;
  return `${prefix} ${unique}`;
};
