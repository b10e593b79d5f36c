import type { RecordChangeDto, SupportTypeValue } from '@custodia/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../platform/dates.ts';
import { recordDataLabels, shownValue, supportLabels } from './recordLabels.ts';

/**
 * One datum an edit of a record changed: its label, then before → after as a person reads them.
 * The record's traceability and the audit log's entry of the edit both tell it so.
 */
export function RecordChange({ change, timeZone }: { change: RecordChangeDto; timeZone: string }) {
  const { t } = useTranslation();
  const own = change.field in recordDataLabels;
  const label = own
    ? t(recordDataLabels[change.field as keyof typeof recordDataLabels])
    : (change.label ?? change.field);
  function read(value: string | null): string {
    if (value === null) return t('records.history.empty');
    if (change.field === 'support_type') return t(supportLabels[Number(value) as SupportTypeValue]);
    if (change.field === 'document_date') return formatDay(value);
    return shownValue(change.control, value, timeZone) ?? value;
  }
  return (
    <li data-testid="record-change">
      <Typography.Text type="secondary">{label}:</Typography.Text> {read(change.from)} →{' '}
      {read(change.to)}
    </li>
  );
}
