import { describe, expect, it } from 'vitest';
import { roleSlug } from './roleSlug.ts';

describe('role slug in the configuration address', () => {
  it('reads as the role name, without accents, spaces or signs', () => {
    expect(roleSlug('Gestión Documental')).toBe('gestion-documental');
    expect(roleSlug('  Área: Contratos_2026. ')).toBe('area-contratos-2026');
    expect(roleSlug('Niño')).toBe('nino');
  });

  it('is never empty, so the address always has its segment', () => {
    expect(roleSlug('__')).toBe('rol');
  });
});
