import { actorNames, type MatrixRow, noSuchId } from '../../test/permission-matrix.ts';

const template = () => ({ name: 'Respuesta general', body: 'Señor(a) {{petitioner}}: …' });

export const pqrsAnswersPermissions: MatrixRow[] = [
  // How the company answers (issue 47 §3): its outgoing form and templates, its administrators'.
  { method: 'GET', path: () => '/pqrs/answering/', allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/pqrs/answering/',
    body: () => ({ outgoing_form_id: null }),
    allowed: ['admin'],
  },
  { method: 'POST', path: () => '/pqrs/answer-templates/', body: template, allowed: ['admin'] },
  // No such template: an admin hears so (404), anyone else is refused before it is looked for.
  {
    method: 'PUT',
    path: () => `/pqrs/answer-templates/${noSuchId}/`,
    body: template,
    allowed: ['admin'],
  },
  { method: 'DELETE', path: () => `/pqrs/answer-templates/${noSuchId}/`, allowed: ['admin'] },
  // A record that is no PQRS answers null to everyone, and one of no one’s is 30040 to everyone:
  // who may draft, prepare, seal, send and settle an answer is pqrs/answers.test.ts.
  {
    method: 'GET',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/answer/`,
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/answer/filled-template/`,
    body: () => ({ template_id: noSuchId }),
    allowed: actorNames,
  },
  {
    method: 'PUT',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/answer/`,
    body: () => ({ text: 'Damos respuesta a su petición.' }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/answer/preparation/`,
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/answer/seal/`,
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/answer/deliveries/`,
    body: () => ({ channel: 'tracking' }),
    allowed: actorNames,
  },
  {
    method: 'POST',
    path: () => `/pqrs/requests/${crypto.randomUUID()}/answer/deliveries/${noSuchId}/settlement/`,
    body: () => ({ outcome: 'delivered' }),
    allowed: actorNames,
  },
];
