import { actorNames, type MatrixRow } from '../../test/permission-matrix.ts';

export const pqrsPermissions: MatrixRow[] = [
  // The citizen window's types and settings (issue 47): its administrators'.
  { method: 'GET', path: () => '/pqrs/settings/', allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/pqrs/settings/',
    body: () => ({
      window_open: false,
      intake_form_id: null,
      receiver_id: null,
      policy_text: '',
      ask_characterisation: false,
    }),
    allowed: ['admin'],
  },
  { method: 'GET', path: () => '/pqrs/settings/notices/', allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/pqrs/settings/notices/',
    body: () => ({ supervisor_role_id: null, due_soon_days: 3, escalate_overdue: false }),
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: () => '/pqrs/types/',
    body: () => ({ name: 'Felicitación', term_days: 15, extension_days: 0, active: true }),
    allowed: ['admin'],
  },
  // No such type: an admin hears so (404), anyone else is refused before it is looked for.
  {
    method: 'PUT',
    path: () => '/pqrs/types/00000000-0000-4000-8000-000000000000/',
    body: () => ({ term_days: 15, extension_days: 0, active: true }),
    allowed: ['admin'],
  },
  // A record that is no PQRS answers null to everyone, and one of no one’s is 30040 to everyone:
  // who may read, extend, ask to complete or remit a PQRS is pqrs/requests.test.ts.
  { method: 'GET', path: () => `/pqrs/requests/${crypto.randomUUID()}/`, allowed: actorNames },
  {
    method: 'POST',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/extension/`,
    body: () => ({ days: 5, reason: 'Se necesita reunir la información pedida.' }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/completion-request/`,
    body: () => ({ text: 'Adjunte la copia de su documento.' }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/remission/`,
    body: () => ({
      entity_name: 'Superintendencia de Industria y Comercio',
      entity_email: 'contactenos@sic.gov.co',
      reason: 'La queja trata de un producto que la empresa no vende.',
    }),
    allowed: actorNames,
  },
];
