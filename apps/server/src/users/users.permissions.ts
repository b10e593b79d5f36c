import { UserStatus } from '@custodia/contracts';
import { type MatrixRow, password } from '../../test/permission-matrix.ts';
import { userInput } from '../../test/test-server.ts';

export const usersPermissions: MatrixRow[] = [
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
    body: () => ({ status: UserStatus.inactive }),
    allowed: ['userManager', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/users/${ids.user}/new-password/`,
    body: password,
    allowed: ['userManager', 'admin'],
  },
  { method: 'GET', path: (ids) => `/users/${ids.user}/logs/`, allowed: ['userManager', 'admin'] },
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
];
