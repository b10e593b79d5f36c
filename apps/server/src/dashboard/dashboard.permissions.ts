import { actorNames, type MatrixRow } from '../../test/permission-matrix.ts';

export const dashboardPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/dashboard/summary/', allowed: actorNames },
];
