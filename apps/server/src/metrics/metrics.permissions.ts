import type { MatrixRow } from '../../test/permission-matrix.ts';

export const metricsPermissions: MatrixRow[] = [
  // Metrics (issue 34 point 1): configuration permission 7 and admins.
  { method: 'GET', path: () => '/metrics/', allowed: ['metrics', 'admin'] },
  { method: 'GET', path: () => '/metrics/forms/?year=2026', allowed: ['metrics', 'admin'] },
  { method: 'GET', path: () => '/metrics/years/', allowed: ['metrics', 'admin'] },
  { method: 'GET', path: () => '/metrics/export.xlsx?table=months', allowed: ['metrics', 'admin'] },
];
