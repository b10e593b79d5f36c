import type { MatrixRow } from '../../test/permission-matrix.ts';

export const freeTasksPermissions: MatrixRow[] = [
  // Free tasks (decision 69): asked on a record by whoever reads it when its form allows them.
  {
    method: 'POST',
    path: () => '/task/',
    body: (ids) => ({
      form_id: ids.freeForm,
      record_id: ids.freeRecord,
      subject: 'Prueba de permisos',
      assignees: [ids.user],
      due: '2030-03-06',
    }),
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/task/records/${ids.freeRecord}/free-tasks/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/task/records/${ids.freeRecord}/free-tasks/people/`,
    allowed: ['admin'],
  },
];
