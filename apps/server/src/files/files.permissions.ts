import { actorNames, type MatrixRow } from '../../test/permission-matrix.ts';

export const filesPermissions: MatrixRow[] = [
  // An unknown level is 20004 to everyone; who may read a known one is tree-permissions.test.ts.
  {
    method: 'GET',
    path: () => `/file/trd/?node_id=${crypto.randomUUID()}`,
    allowed: actorNames,
  },
  // Files of the record: nobody but the admin holds a grant on its form or filed it.
  // Without a body: the refusal must come before the upload is read.
  { method: 'POST', path: (ids) => `/file/form/${ids.filesRecord}/`, allowed: ['admin'] },
  { method: 'GET', path: (ids) => `/file/form/${ids.filesRecord}/`, allowed: ['admin'] },
  { method: 'GET', path: () => '/file/upload-limits/', allowed: actorNames },
  { method: 'GET', path: (ids) => `/file/${ids.file}/content/`, allowed: ['admin'] },
  { method: 'GET', path: (ids) => `/file/${ids.file}/versions/`, allowed: ['admin'] },
  { method: 'POST', path: (ids) => `/file/${ids.file}/versions/`, allowed: ['admin'] },
  // A scan read again: whoever may correct the record (the file is a PDF: it may be read).
  { method: 'POST', path: (ids) => `/file/${ids.file}/reading/`, allowed: ['admin'] },
  // Whether scans are read: the jobs screen's administrators.
  { method: 'GET', path: () => '/file/scan-reader/', allowed: ['admin'] },
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
];
