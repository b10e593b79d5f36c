import { type MatrixRow, name } from '../../test/permission-matrix.ts';

export const workGroupsPermissions: MatrixRow[] = [
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
  { method: 'GET', path: () => '/users/work-groups/users/', allowed: ['groupManager', 'admin'] },
];
