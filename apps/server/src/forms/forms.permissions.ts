import { FormStatus } from '@custodia/contracts';
import { actorNames, type MatrixRow, name } from '../../test/permission-matrix.ts';

export const formsPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/form/forms/', allowed: ['designer', 'admin'] },
  {
    method: 'POST',
    path: () => '/form/forms/',
    body: () => ({
      name: name('Formulario'),
      description: 'Prueba',
      sequence_length: 3,
      sticker_type: 1,
    }),
    allowed: ['designer', 'admin'],
  },
  { method: 'GET', path: (ids) => `/form/forms/${ids.form}/`, allowed: ['designer', 'admin'] },
  {
    method: 'PUT',
    path: (ids) => `/form/forms/${ids.form}/`,
    body: () => ({
      name: name('Formulario'),
      description: 'Prueba',
      sequence_length: 3,
      sticker_type: 1,
    }),
    allowed: ['designer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/form/forms/${ids.form}/status/`,
    body: () => ({ status: FormStatus.active }),
    allowed: ['designer', 'admin'],
  },
  // An unknown form: designers hear 30020, the others are refused before any form is read.
  {
    method: 'DELETE',
    path: () => `/form/forms/${crypto.randomUUID()}/`,
    allowed: ['designer', 'admin'],
  },
  { method: 'GET', path: () => '/form/forms/availables-per-user/', allowed: actorNames },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/forms-as-lookup/`,
    allowed: ['designer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/form-as-lookup-fields/`,
    allowed: ['designer', 'admin'],
  },
  {
    method: 'POST',
    path: () => '/form/fields/',
    body: () => ({
      form_id: crypto.randomUUID(),
      label: 'Campo',
      type_data: 'text',
      control_data: 'textbox',
    }),
    allowed: ['designer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/forms/${ids.form}/fields/`,
    allowed: ['designer', 'admin'],
  },
  {
    method: 'GET',
    path: () => `/form/field/${crypto.randomUUID()}/`,
    allowed: ['designer', 'admin'],
  },
  {
    method: 'PATCH',
    path: () => `/form/field/${crypto.randomUUID()}/`,
    body: () => ({ label: 'Campo', type_data: 'text', control_data: 'textbox' }),
    allowed: ['designer', 'admin'],
  },
  {
    method: 'PATCH',
    path: () => `/form/field/${crypto.randomUUID()}/order/`,
    body: () => ({ order: 1 }),
    allowed: ['designer', 'admin'],
  },
  {
    method: 'DELETE',
    path: (ids) => `/form/forms/${ids.form}/fields/${crypto.randomUUID()}/`,
    allowed: ['designer', 'admin'],
  },
];
