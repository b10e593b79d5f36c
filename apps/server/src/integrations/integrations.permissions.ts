import type { MatrixRow } from '../../test/permission-matrix.ts';

export const integrationsPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/integrations/', allowed: ['admin'] },
  {
    method: 'POST',
    path: () => '/integrations/',
    body: () => ({
      contact_name: 'Contacto',
      email: 'contacto@matrix.co',
      phone: '3001234567',
      description: 'Firma electrónica',
    }),
    allowed: ['admin'],
  },
  // No such request: an admin hears so (404), anyone else is refused before it is looked for.
  { method: 'GET', path: () => `/integrations/${crypto.randomUUID()}/`, allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => `/integrations/${crypto.randomUUID()}/configuration/`,
    body: () => ({ portal_user: 'firma@matrix.co', portal_key: 'clave-1234' }),
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: () => `/integrations/${crypto.randomUUID()}/agreement/`,
    allowed: ['admin'],
  },
  // The company's seal certificate: its administrators', as its integrations are.
  { method: 'GET', path: () => '/integrations/seal-certificate/', allowed: ['admin'] },
  { method: 'PUT', path: () => '/integrations/seal-certificate/', allowed: ['admin'] },
];
