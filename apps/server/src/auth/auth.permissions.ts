import { actorNames, type MatrixRow } from '../../test/permission-matrix.ts';

export const authPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/auth/session/', allowed: actorNames },
  // Last: it ends each actor's session.
  { method: 'POST', path: () => '/auth/logout/', allowed: actorNames },
];
