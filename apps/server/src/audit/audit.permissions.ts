import type { MatrixRow } from '../../test/permission-matrix.ts';

export const auditPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/audit/logs/', allowed: ['metrics', 'admin'] },
  { method: 'POST', path: () => '/audit/verify/', allowed: ['admin'] },
];
