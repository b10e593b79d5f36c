import { actorNames, type MatrixRow, recordData } from '../../test/permission-matrix.ts';

export const recordsPermissions: MatrixRow[] = [
  {
    method: 'POST',
    path: (ids) => `/form/forms/${ids.form}/records/`,
    body: () => ({}),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/form-lookup-to-record/`,
    allowed: ['designer', 'admin'],
  },
  // Nobody but the admin holds a grant on the form or filed the record (decision 37).
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.activeForm}/records/${ids.record}/?action=view`,
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/form/forms/${ids.activeForm}/record/${ids.record}/`,
    body: () => recordData(),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.activeForm}/records/${ids.record}/traceability/`,
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/form/forms/${ids.activeForm}/record/${ids.record}/cancel/`,
    body: () => ({ reason: 'Prueba de permisos' }),
    allowed: ['admin'],
  },
  // Everyone may ask which forms' records they read; here only the admin reads any.
  { method: 'GET', path: () => '/form/records/forms/', allowed: actorNames },
  { method: 'GET', path: (ids) => `/form/forms/${ids.activeForm}/records/`, allowed: ['admin'] },
  {
    method: 'POST',
    path: (ids) => `/form/forms/${ids.activeForm}/records/search-filter/`,
    body: () => ({ criteria: [{ field: 'subject', operator: 'contains', value: 'objetivo' }] }),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/records/by-number/${ids.recordNumber}/`,
    allowed: ['admin'],
  },
];
