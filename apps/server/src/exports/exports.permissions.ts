import type { MatrixRow } from '../../test/permission-matrix.ts';

export const exportsPermissions: MatrixRow[] = [
  // Exports are for readers of a form: none of these actors but the admin reads one.
  {
    method: 'POST',
    path: (ids) => `/exports/forms/${ids.activeForm}/records/`,
    allowed: ['admin'],
  },
  { method: 'GET', path: () => '/exports/forms/records/', allowed: ['admin'] },
  { method: 'GET', path: () => '/exports/forms/', allowed: ['admin'] },
  { method: 'GET', path: () => `/exports/${crypto.randomUUID()}/file/`, allowed: ['admin'] },
];
