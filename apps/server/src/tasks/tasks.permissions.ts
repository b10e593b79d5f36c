import { FreeTaskStatus, TaskStatus } from '@custodia/contracts';
import { actorNames, type MatrixRow, name } from '../../test/permission-matrix.ts';

export const tasksPermissions: MatrixRow[] = [
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
    path: (ids) => `/task/${ids.task}/status/`,
    body: () => ({ status: TaskStatus.completed }),
    allowed: ['admin'],
  },
  // A free task is hidden from whoever does not take part in it: 50001, never 10001.
  ...(['', 'user/', 'users/', 'notified-users/', 'comments/'] as const).map(
    (tail): MatrixRow => ({
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
    body: () => ({ status: FreeTaskStatus.completed }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: (ids) => `/task/${ids.freeTask}/reassign/`,
    body: (ids) => ({ user_uuid: ids.user, reason: 'Prueba de permisos' }),
    allowed: actorNames,
  },
];
