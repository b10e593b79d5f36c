import type { AuditModule, AuditRef, MessageKey } from '@custodia/contracts';
import { auditFieldLabel, auditValueLabels } from './auditLabels.ts';

type Translate = (key: MessageKey, params?: Record<string, string>) => string;

/** One field of an entry as a reader sees it: "Estado: Activo → Bloqueado". */
export type AuditChangeLine = { field: string; label: string; text: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRef = (value: unknown): value is AuditRef =>
  isObject(value) && typeof value.id === 'string' && 'name' in value;

const isSetChange = (value: unknown): value is { added: unknown[]; removed: unknown[] } =>
  isObject(value) && Array.isArray(value.added) && Array.isArray(value.removed);

const isTransition = (value: unknown): value is { from?: unknown; to?: unknown } =>
  isObject(value) && ('from' in value || 'to' in value);

/**
 * The `changes` of an audit entry in the reader's language: each field by its label, codes by what
 * they mean, other entities by their names, a set by what joined and left it. A shape this
 * release does not know is shown as written rather than hidden.
 */
export function auditChangeLines(
  module: string,
  changes: Record<string, unknown>,
  t: Translate,
): AuditChangeLine[] {
  const valueLabels = auditValueLabels[module as AuditModule] ?? {};

  function shown(field: string, value: unknown): string {
    if (Array.isArray(value)) return value.map((item) => shown(field, item)).join(', ');
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    if (isRef(value)) return value.name ?? value.id;
    if (typeof value === 'object') return JSON.stringify(value);
    const label = valueLabels[field as keyof typeof valueLabels]?.[value as string | number];
    return label ? t(label) : String(value);
  }

  function described(field: string, value: unknown): string {
    if (isSetChange(value)) {
      const parts: string[] = [];
      if (value.added.length > 0) {
        parts.push(t('audit.change.added', { items: shown(field, value.added) }));
      }
      if (value.removed.length > 0) {
        parts.push(t('audit.change.removed', { items: shown(field, value.removed) }));
      }
      return parts.join('; ');
    }
    if (!isTransition(value)) return shown(field, value);
    const after = shown(field, value.to);
    return 'from' in value ? `${shown(field, value.from)} → ${after}` : after;
  }

  return Object.entries(changes).map(([field, value]) => {
    const label = auditFieldLabel(field);
    return { field, label: label ? t(label) : field, text: described(field, value) };
  });
}
