import { ListStatus } from '@custodia/contracts';
import { actorNames, type MatrixRow, name } from '../../test/permission-matrix.ts';

export const listsPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/form/lists/', allowed: actorNames },
  {
    method: 'POST',
    path: () => '/form/lists/',
    body: () => ({ name: name('Lista') }),
    allowed: ['listDesigner', 'admin'],
  },
  { method: 'GET', path: (ids) => `/form/lists/${ids.list}/`, allowed: actorNames },
  {
    method: 'PATCH',
    path: (ids) => `/form/lists/${ids.list}/`,
    body: () => ({ status: ListStatus.active }),
    allowed: ['listDesigner', 'admin'],
  },
  { method: 'GET', path: (ids) => `/form/lists/${ids.list}/items/`, allowed: actorNames },
  {
    method: 'POST',
    path: (ids) => `/form/lists/${ids.list}/items/`,
    body: () => ({ name: name('Ítem') }),
    allowed: ['listDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/form/lists/${ids.list}/items/${ids.item}/`,
    allowed: actorNames,
  },
  {
    method: 'PATCH',
    path: (ids) => `/form/lists/${ids.list}/items/${ids.item}/`,
    body: () => ({ active: true }),
    allowed: ['listDesigner', 'admin'],
  },
];
