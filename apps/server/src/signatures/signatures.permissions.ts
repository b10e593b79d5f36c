import { actorNames, type MatrixRow } from '../../test/permission-matrix.ts';

export const signaturesPermissions: MatrixRow[] = [
  // Signatures (issue 33): admins and the holders of a form's "sign electronically" grant, which
  // none of these actors has. A request of no one's is 40003 to everyone: its rules come after.
  {
    method: 'POST',
    path: () => '/signatures/requests/',
    body: (ids) => ({
      form_id: ids.activeForm,
      record_id: ids.filesRecord,
      file_id: ids.file,
      description: 'Prueba de permisos',
      days: 5,
      signatories: [
        {
          country: 'CO',
          dial_code: '+57',
          phone: '3001234567',
          full_name: 'Firmante de prueba',
          document_type: 1,
          document_number: '1020304050',
          email: 'firmante@matriz.example',
        },
      ],
    }),
    allowed: ['admin'],
  },
  { method: 'GET', path: () => '/signatures/requests/', allowed: ['admin'] },
  { method: 'GET', path: () => '/signatures/requests/choices/', allowed: ['admin'] },
  { method: 'GET', path: () => '/signatures/requests/export.xlsx', allowed: ['admin'] },
  { method: 'GET', path: (ids) => `/signatures/records/${ids.filesRecord}/`, allowed: ['admin'] },
  ...(['', 'cancel/', 'resend/'] as const).map(
    (tail): MatrixRow => ({
      method: tail ? 'POST' : 'GET',
      path: () => `/signatures/requests/00000000-0000-4000-8000-000000000000/${tail}`,
      allowed: actorNames,
    }),
  ),
  // A signed document no request made: every session asks, and hears of none (40003).
  {
    method: 'GET',
    path: (ids) => `/signatures/signed/${ids.activeForm}/${'0'.repeat(64)}/`,
    allowed: actorNames,
  },
  {
    method: 'GET',
    path: () =>
      '/signatures/requests/00000000-0000-4000-8000-000000000000/signatories/00000000-0000-4000-8000-000000000000/photo/',
    allowed: actorNames,
  },
];
