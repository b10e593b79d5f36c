import type { MatrixRow } from '../../test/permission-matrix.ts';

export const stickersPermissions: MatrixRow[] = [
  // Admins and standard users who file: nobody else here holds a filing grant.
  { method: 'GET', path: () => '/application/config/sticker/', allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/application/config/sticker/',
    body: () => ({
      font: 'Helvetica',
      font_size: 9,
      positions: Object.fromEntries(
        ['logo', 'company', 'number', 'filed_at', 'fields'].map((element) => [
          element,
          { x: 5, y: 5 },
        ]),
      ),
    }),
    allowed: ['admin'],
  },
  // Without a body: the refusal must come before the upload is read.
  { method: 'PUT', path: () => '/application/config/sticker/logo/', allowed: ['admin'] },
  { method: 'GET', path: () => '/application/config/sticker/logo/', allowed: ['admin'] },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/fields/record-sticker/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/record/${crypto.randomUUID()}/sticker-data/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/record/${crypto.randomUUID()}/sticker/`,
    allowed: ['admin'],
  },
];
