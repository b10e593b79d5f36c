import type { MatrixRow } from '../../test/permission-matrix.ts';

export const backgroundJobsPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/background-jobs/failed/', allowed: ['admin'] },
  // No such job: an admin hears so (404), anyone else is refused before it is looked for.
  { method: 'POST', path: () => '/background-jobs/999999999/retry/', allowed: ['admin'] },
];
