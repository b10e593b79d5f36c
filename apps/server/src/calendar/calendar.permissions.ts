import type { MatrixRow } from '../../test/permission-matrix.ts';

export const calendarPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/company/calendar/', allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/company/calendar/',
    body: () => ({
      time_zone: 'America/Bogota',
      working_days: [1, 2, 3, 4, 5],
      working_hours: [{ start: '08:00', end: '17:00' }],
    }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: () => '/company/calendar/preview/',
    body: () => ({ change: 'add_day', date: '2026-12-31', name: 'Fin de año' }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: () => '/company/calendar/non-working-days/',
    body: () => ({ date: '2026-12-24', name: 'Nochebuena' }),
    allowed: ['admin'],
  },
  // No such day off: an admin hears so (404), anyone else is refused before it is looked for.
  {
    method: 'DELETE',
    path: () => '/company/calendar/non-working-days/2026-12-26/',
    allowed: ['admin'],
  },
];
