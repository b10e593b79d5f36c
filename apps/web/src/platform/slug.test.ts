import { describe, expect, it } from 'vitest';
import { slug } from './slug.ts';

describe('slug segment of an address', () => {
  it('reads as the name, without accents, spaces or signs', () => {
    expect(slug('Gestión Documental', 'rol')).toBe('gestion-documental');
    expect(slug('  Área: Contratos_2026. ', 'rol')).toBe('area-contratos-2026');
    expect(slug('Niño', 'campo')).toBe('nino');
  });

  it('is never empty, so the address always has its segment', () => {
    expect(slug('__', 'rol')).toBe('rol');
  });
});
