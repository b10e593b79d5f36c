import { type MatrixRow, noSuchId } from '../../test/permission-matrix.ts';

const keepers: MatrixRow['allowed'] = ['holdKeeper', 'admin'];

/** A hold's body as a keeper sends it; on a fund, which is refused as no holdable level (82004). */
const holdOnFund = (ids: { fund: string; user: string }) => ({
  target: { node_id: ids.fund },
  reason: 'Prueba de permisos',
  reference: 'Proceso 0001',
  authority: 'Juzgado de prueba',
  owner_id: ids.user,
});

export const holdsPermissions: MatrixRow[] = [
  // Legal holds (issue 50 §3): configuration permission 9 and admins.
  { method: 'GET', path: () => '/legal-holds/?status=released', allowed: keepers },
  { method: 'GET', path: () => '/legal-holds/owners/', allowed: keepers },
  { method: 'POST', path: () => '/legal-holds/', body: holdOnFund, allowed: keepers },
  {
    method: 'POST',
    path: () => `/legal-holds/${noSuchId}/release/`,
    body: () => ({ reason: 'Prueba de permisos' }),
    allowed: keepers,
  },
];
