import { actorNames, type MatrixRow, noSuchId } from '../../test/permission-matrix.ts';

export const authPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/auth/session/', allowed: actorNames },
  // One's own sessions are everyone's; another's way in, and ending all their sessions, admins'.
  { method: 'GET', path: () => '/sessions/', allowed: actorNames },
  { method: 'DELETE', path: () => `/sessions/${noSuchId}/`, allowed: actorNames },
  { method: 'GET', path: () => `/users/${noSuchId}/access/`, allowed: ['admin'] },
  { method: 'DELETE', path: () => `/users/${noSuchId}/sessions/`, allowed: ['admin'] },
  // Last: it ends each actor's session.
  { method: 'POST', path: () => '/auth/logout/', allowed: actorNames },
];
