import { describe, expect, it } from 'vitest';
import { loggableUrl } from './log-redaction.ts';

describe('request addresses in the log', () => {
  it('hide the token of a password link and keep the rest', () => {
    expect(loggableUrl('/restablecimiento-de-contrasena?token=abc.def&lang=es')).toBe(
      '/restablecimiento-de-contrasena?token=%5Bredacted%5D&lang=es',
    );
    expect(loggableUrl('/api/v1/users/?name=ana')).toBe('/api/v1/users/?name=ana');
    expect(loggableUrl('/dashboard')).toBe('/dashboard');
  });

  it.each([
    'access_token',
    'refresh_token',
    'apiKey',
    'API_KEY',
    'client_secret',
    'Password',
    'passwd',
    'code',
    'auth_code',
    'signature',
    'X-Amz-Signature',
    'sig',
    'authorization',
    'credentials',
  ])('hide any parameter named like a secret: %s', (name) => {
    expect(loggableUrl(`/api/v1/files/?${name}=s3cr3t&page=2`)).toBe(
      `/api/v1/files/?${name}=%5Bredacted%5D&page=2`,
    );
  });
});
