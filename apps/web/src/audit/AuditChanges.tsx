import type { AuditModule } from '@custodia/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditFieldLabels, auditValueLabels } from './auditLabels.ts';

type Transition = { from?: unknown; to?: unknown };

function isTransition(value: unknown): value is Transition {
  return typeof value === 'object' && value !== null && ('from' in value || 'to' in value);
}

/** The `changes` of an audit entry, one line per field: `field: before → after`. */
export function AuditChanges({
  module,
  changes,
}: {
  module: string;
  changes: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const valueLabels = auditValueLabels[module as AuditModule] ?? {};

  function shown(field: string, value: unknown): string {
    if (Array.isArray(value)) return value.map((item) => shown(field, item)).join(', ');
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    const label = typeof value === 'number' ? valueLabels[field]?.[value] : undefined;
    if (label) return t(label);
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  function describe(field: string, value: unknown): string {
    if (!isTransition(value)) return shown(field, value);
    const after = shown(field, value.to);
    return 'from' in value ? `${shown(field, value.from)} → ${after}` : after;
  }

  return (
    <>
      {Object.entries(changes).map(([field, value]) => {
        const label = auditFieldLabels[field];
        return (
          <div key={field}>
            <Typography.Text type="secondary">{label ? t(label) : field}:</Typography.Text>{' '}
            {describe(field, value)}
          </div>
        );
      })}
    </>
  );
}
