import { type MatrixRow, name, permissionsBody } from '../../test/permission-matrix.ts';

export const rolesPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/roles/', allowed: ['roleManager', 'admin'] },
  {
    method: 'POST',
    path: () => '/roles/',
    body: () => ({ name: name('Rol') }),
    allowed: ['roleManager', 'admin'],
  },
  { method: 'GET', path: (ids) => `/roles/${ids.role}/`, allowed: ['roleManager', 'admin'] },
  {
    method: 'PATCH',
    path: (ids) => `/roles/${ids.role}/`,
    body: () => ({ description: 'x' }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/roles/${ids.role}/members/`,
    allowed: ['roleManager', 'admin'],
  },
  { method: 'GET', path: (ids) => `/roles/${ids.role}/users/`, allowed: ['roleManager', 'admin'] },
  {
    method: 'POST',
    path: (ids) => `/roles/${ids.role}/members/`,
    body: () => ({ users_uuid: [crypto.randomUUID()] }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'DELETE',
    path: (ids) => `/roles/${ids.role}/members/${ids.user}/`,
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/roles/${ids.role}/permissions/`,
    body: permissionsBody,
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/roles/${ids.role}/admin-forms/`,
    body: () => ({ all_forms: false, forms_uuid: [] }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/roles/${ids.role}/admin-workflows/`,
    body: () => ({ all_workflows: false, workflows_uuid: [] }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/roles/${ids.role}/admin-workflows/`,
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/roles/${ids.role}/levels-trd-permissions/`,
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/roles/${ids.role}/levels-trd-permissions/`,
    body: () => ({
      levels_trd_permissions: [
        {
          level_uuid: crypto.randomUUID(),
          level: 4,
          background_uuid: crypto.randomUUID(),
          permissions: ['consult'],
        },
      ],
    }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/roles/${ids.role}/levels-trd-permissions/${crypto.randomUUID()}/`,
    body: () => ({ permissions: ['upload'] }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'DELETE',
    path: () => `/roles/${crypto.randomUUID()}/`,
    allowed: ['roleManager', 'admin'],
  },
  { method: 'GET', path: (ids) => `/roles/${ids.role}/forms/`, allowed: ['roleManager', 'admin'] },
  {
    method: 'GET',
    path: (ids) => `/roles/${ids.role}/form-permissions/`,
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/roles/${ids.role}/form-permissions/`,
    body: (ids) => ({ form_id: ids.form, file: true }),
    allowed: ['roleManager', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/roles/${ids.role}/form-permissions/`,
    body: (ids) => ({ form_id: ids.form, query: true }),
    allowed: ['roleManager', 'admin'],
  },
];
