import { actorNames, type MatrixRow, noSuchId } from '../../test/permission-matrix.ts';

export const secondFactorPermissions: MatrixRow[] = [
  // One's own factor: everyone's (a third-party account is refused by its own code).
  { method: 'GET', path: () => '/second-factor/', allowed: actorNames },
  { method: 'POST', path: () => '/second-factor/enrolment/', allowed: actorNames },
  {
    method: 'POST',
    path: () => '/second-factor/enrolment/confirm/',
    body: () => ({ code: '000000' }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => '/second-factor/disable/',
    body: () => ({ code: '000000' }),
    allowed: actorNames,
  },
  // Another's taken away, and whom the company requires one of: its administrators'.
  { method: 'DELETE', path: () => `/users/${noSuchId}/second-factor/`, allowed: ['admin'] },
  { method: 'GET', path: () => '/company/second-factor/', allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/company/second-factor/',
    body: () => ({ required_for: 'none' }),
    allowed: ['admin'],
  },
];
