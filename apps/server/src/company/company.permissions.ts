import type { MatrixRow } from '../../test/permission-matrix.ts';

export const companyPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/company/', allowed: ['admin'] },
  {
    method: 'PATCH',
    path: () => '/company/',
    body: () => ({ password_expiration_days: 90 }),
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: () => '/company/upload-limits/',
    body: () => ({ max_files: 3, max_bytes: 5_242_880, min_bytes: 1, name_max: 100 }),
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: () => '/company/message-gateway/',
    body: () => ({ url: 'https://sms.matrix.example/messages', key: 'clave-de-la-matriz' }),
    allowed: ['admin'],
  },
  { method: 'DELETE', path: () => '/company/message-gateway/', allowed: ['admin'] },
];
