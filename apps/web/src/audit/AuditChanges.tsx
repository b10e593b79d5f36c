import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditChangeLines } from './auditChangeText.ts';

/** The `changes` of an audit entry, one line per field: `Field: before → after`. */
export function AuditChanges({
  module,
  changes,
}: {
  module: string;
  changes: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {auditChangeLines(module, changes, t).map((line) => (
        <div key={line.field} data-testid="audit-change">
          <Typography.Text type="secondary">{line.label}:</Typography.Text> {line.text}
        </div>
      ))}
    </>
  );
}
