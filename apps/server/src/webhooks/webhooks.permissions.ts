import { type MatrixRow, noSuchId } from '../../test/permission-matrix.ts';

export const webhooksPermissions: MatrixRow[] = [
  // Webhooks: the admin's alone. A subscription to a public address (its deliveries are never
  // sent here: the matrix runs no jobs); no such webhook or delivery answers the admin 404.
  { method: 'GET', path: () => '/webhooks/', allowed: ['admin'] },
  {
    method: 'POST',
    path: () => '/webhooks/',
    body: () => ({ url: 'https://hooks.example.com/custodia', events: ['record.filed'] }),
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: () => `/webhooks/${noSuchId}/`,
    body: () => ({ url: 'https://hooks.example.com/custodia', events: ['record.filed'] }),
    allowed: ['admin'],
  },
  { method: 'DELETE', path: () => `/webhooks/${noSuchId}/`, allowed: ['admin'] },
  { method: 'GET', path: () => `/webhooks/${noSuchId}/deliveries/`, allowed: ['admin'] },
  {
    method: 'POST',
    path: () => `/webhooks/${noSuchId}/deliveries/${noSuchId}/replay/`,
    allowed: ['admin'],
  },
];
