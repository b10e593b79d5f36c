import { describe, expect, it } from 'vitest';
import { slug } from './slug.ts';

describe('slug of a name', () => {
  it('reads as the name, without accents, spaces or signs', () => {
    expect(slug('Gestión Documental', 'rol')).toBe('gestion-documental');
    expect(slug('  Área: Contratos_2026. ', 'rol')).toBe('area-contratos-2026');
    expect(slug('Niño', 'campo')).toBe('nino');
  });

  it('joins the words with the separator asked for', () => {
    expect(slug('Ventanilla Única 2', 'cuenta', '.')).toBe('ventanilla.unica.2');
  });

  it('is never empty, so the address or login name always has its part', () => {
    expect(slug('__', 'rol')).toBe('rol');
  });
});
