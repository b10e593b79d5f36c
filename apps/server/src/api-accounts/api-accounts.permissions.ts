import { UserStatus } from '@custodia/contracts';
import { type MatrixRow, name, nonQuery } from '../../test/permission-matrix.ts';

export const apiAccountsPermissions: MatrixRow[] = [
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
    body: () => ({ status: UserStatus.active }),
    allowed: ['admin'],
  },
];
