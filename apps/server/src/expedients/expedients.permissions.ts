import { actorNames, type MatrixRow, name } from '../../test/permission-matrix.ts';

export const expedientsPermissions: MatrixRow[] = [
  {
    method: 'POST',
    path: (ids) => `/trd/backgrounds/${ids.background}/expedients/`,
    body: (ids) => ({
      serie_subserie_uuid: ids.series,
      number: name('MTZ'),
      name: name('Expediente'),
      opened_on: '2026-01-15',
    }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/trd/backgrounds/${ids.background}/expedients/${ids.expedient}/`,
    body: () => ({ subject: name('Asunto') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  // The first allowed closes it; the next one hears 20062 (closed), not 10001.
  {
    method: 'POST',
    path: (ids) => `/trd/expedients/${ids.closable}/close/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/trd/backgrounds/${ids.background}/subdivisions/`,
    body: (ids) => ({ expedient_uuid: ids.expedient, subdivision_struct: [name('Etapa')] }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/trd/backgrounds/${ids.background}/subdivisions/${ids.subdivision}/`,
    body: (ids) => ({ base_subdivision_uuid: ids.expedient, name: name('Etapa') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/trd/backgrounds/${ids.background}/directories/`,
    body: (ids) => ({ serie_subserie_uuid: ids.series, directory_struct: [name('Carpeta')] }),
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/trd/backgrounds/${ids.background}/directories/${ids.directory}/`,
    body: (ids) => ({ base_directory_uuid: ids.series, name: name('Carpeta') }),
    allowed: ['trdConfigurer', 'admin'],
  },
  { method: 'GET', path: () => '/trd/expedients/', allowed: actorNames },
  { method: 'GET', path: () => '/trd/expedients/due/', allowed: ['trdConfigurer', 'admin'] },
  {
    method: 'GET',
    path: (ids) => `/trd/expedients/${ids.expedient}/`,
    // None of the matrix's users consults a level: an expedient's readers are its configurers.
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/file/trd/expedient/${ids.expedient}/files/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/expedients/${ids.expedient}/index.xml`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/expedients/${ids.expedient}/index.pdf`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/series/${ids.series}/fuid.xlsx`,
    allowed: ['trdConfigurer', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/trd/expedients/${ids.expedient}/verify/`,
    allowed: ['trdConfigurer', 'admin'],
  },
  // A record placed in an expedient and taken out again: who reads the record and files in the
  // TRD (no matrix user but the admin reads the record); the expedient's readers list them.
  {
    method: 'PUT',
    path: (ids) => `/trd/expedients/record/${ids.record}/path/`,
    body: (ids) => ({ expedient_uuid: ids.expedient }),
    allowed: ['admin'],
  },
  {
    method: 'DELETE',
    path: (ids) => `/trd/expedients/record/${ids.record}/path/`,
    allowed: ['admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/trd/expedients/${ids.expedient}/related-record/`,
    allowed: ['trdConfigurer', 'admin'],
  },
];
