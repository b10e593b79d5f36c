import { TaskStatus } from '@custodia/contracts';
import { actorNames, type MatrixRow } from '../../test/permission-matrix.ts';

export const processesPermissions: MatrixRow[] = [
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
    body: () => ({ status: TaskStatus.completed }),
    allowed: ['admin'],
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
];
