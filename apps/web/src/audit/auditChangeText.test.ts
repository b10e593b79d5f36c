// @vitest-environment happy-dom
// The audit's words come from every feature's index.ts, whose screens touch the browser's window
// and storage as they load.
import { translate } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { auditChangeLines } from './auditChangeText.ts';

const spanish = (key: string, params?: Record<string, string>) => translate('es', key, params);
const lines = (module: string, changes: Record<string, unknown>) =>
  auditChangeLines(module, changes, spanish).map(({ label, text }) => `${label}: ${text}`);

describe('audit changes as a reader sees them', () => {
  it('labels each field and shows codes by what they mean, in the module’s sense', () => {
    expect(lines('forms', { sticker_type: 2, status: { from: 1, to: 2 } })).toEqual([
      'Impresión del sticker: Código de barras',
      'Estado: Borrador → Activo',
    ]);
    expect(lines('users', { status: { from: 1, to: 2 } })).toEqual(['Estado: Activo → Bloqueado']);
  });

  it('names other entities and says what joined and left a set', () => {
    const form = { id: 'f1', name: 'PQRS' };
    expect(
      lines('roles', {
        form,
        file: true,
        members: [{ id: 'u1', name: 'Laura Ríos' }],
        permissions: { added: [7], removed: [2] },
      }),
    ).toEqual([
      'Formulario: PQRS',
      'Radicar: Sí',
      'Miembros: Laura Ríos',
      'Permisos de configuración: agregados: Métricas; retirados: Diseñador de listas',
    ]);
  });

  it('shows an empty value as a dash and an unknown field as written', () => {
    expect(lines('roles', { description: { from: '', to: 'Nueva' }, future: 3 })).toEqual([
      'Descripción: — → Nueva',
      'future: 3',
    ]);
  });
});
