import { TrdStatus } from '@custodia/contracts';
import { actorNames, type MatrixRow, name } from '../../test/permission-matrix.ts';

export const trdPermissions: MatrixRow[] = [
  // The tree and the upload levels answer everyone with a session, each what their grants reach.
  { method: 'GET', path: () => '/trd/tree/role-permissions/', allowed: actorNames },
  { method: 'GET', path: () => '/file/trd/role-permissions/', allowed: actorNames },
  // The TRD (issue 13): its configurers build the tree; form designers read it to choose a
  // form's publication path.
  {
    method: 'GET',
    path: () => '/trd/tree/',
    allowed: ['designer', 'trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/tree/${ids.section}/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'POST',
    path: () => '/trd/backgrounds/',
    body: () => ({ code: name('F'), name: name('Fondo') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/trd/backgrounds/${ids.fund}/`,
    body: () => ({ status: TrdStatus.active }),
    allowed: ['trdConfigurer', 'admin'],
  },
  ...['sections', 'subsections', 'series', 'subseries'].flatMap((plural): MatrixRow[] => [
    {
      method: 'POST',
      path: (ids) => `/trd/backgrounds/${ids.fund}/${plural}/`,
      body: (ids) => ({ parent_uuid: ids.section, code: name('C'), name: name('Nivel') }),
      allowed: ['trdConfigurer', 'admin'],
    },
    {
      method: 'PATCH',
      path: (ids) => `/trd/backgrounds/${ids.fund}/${plural}/${ids.section}/`,
      body: () => ({ status: TrdStatus.active }),
      allowed: ['trdConfigurer', 'admin'],
    },
  ]),
  {
    method: 'DELETE',
    path: () => `/trd/tree/${crypto.randomUUID()}/level/5/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  { method: 'GET', path: () => '/trd/documentary-type/', allowed: ['trdConfigurer', 'admin'] },
  { method: 'GET', path: () => '/trd/documentary-type/choices/', allowed: actorNames },
  {
    method: 'POST',
    path: () => '/trd/documentary-type/',
    body: () => ({ name: name('Tipo') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/documentary-type/${ids.documentaryType}/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/trd/documentary-type/${ids.documentaryType}/`,
    body: () => ({ name: name('Tipo') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'DELETE',
    path: () => `/trd/documentary-type/${crypto.randomUUID()}/`,
    allowed: ['trdConfigurer', 'admin'],
  },
];
