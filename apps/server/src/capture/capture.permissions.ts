import type { MatrixRow } from '../../test/permission-matrix.ts';

const mailbox = () => ({
  name: 'Buzón',
  host: '127.0.0.1',
  port: 1,
  tls: false,
  username: 'buzon',
  password: 'clave',
  after_capture: 'flag',
  receiver_id: crypto.randomUUID(),
});

/** Mailboxes are the company's administrators'; the tray is for the capture permission (8). */
export const capturePermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/capture/mailboxes/', allowed: ['admin'] },
  { method: 'POST', path: () => '/capture/mailboxes/', body: mailbox, allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => `/capture/mailboxes/${crypto.randomUUID()}/`,
    body: mailbox,
    allowed: ['admin'],
  },
  {
    method: 'DELETE',
    path: () => `/capture/mailboxes/${crypto.randomUUID()}/`,
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: () => `/capture/mailboxes/${crypto.randomUUID()}/test/`,
    allowed: ['admin'],
  },
  { method: 'GET', path: () => '/capture/tray/', allowed: ['admin', 'capture'] },
  {
    method: 'POST',
    path: () => '/capture/tray/file/',
    body: () => ({ ids: [crypto.randomUUID()], form_id: crypto.randomUUID() }),
    allowed: ['admin', 'capture'],
  },
  {
    method: 'POST',
    path: () => '/capture/tray/attach/',
    body: () => ({ ids: [crypto.randomUUID()], record_id: crypto.randomUUID() }),
    allowed: ['admin', 'capture'],
  },
  {
    method: 'POST',
    path: () => '/capture/tray/discard/',
    body: () => ({ ids: [crypto.randomUUID()], reason: 'No corresponde' }),
    allowed: ['admin', 'capture'],
  },
];
