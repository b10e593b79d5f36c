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
});
