import type { AuditEntryDto } from '@custodia/contracts';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { RecordChange } from './RecordChange.tsx';
import { useRecordHistory } from './useRecords.ts';

/** The record and form an audit entry of a record's edit is about; null for any other entry. */
function editedRecord(entry: AuditEntryDto): { formId: string; recordId: string } | null {
  const form = entry.changes.form as { id?: unknown } | undefined;
  if (entry.module !== 'records' || entry.action !== 'edit') return null;
  if (!entry.entity_id || typeof form?.id !== 'string') return null;
  return { formId: form.id, recordId: entry.entity_id };
}

function EditFromHistory({
  entry,
  edited,
  otherwise,
}: {
  entry: AuditEntryDto;
  edited: { formId: string; recordId: string };
  otherwise: ReactNode;
}) {
  const history = useRecordHistory(edited.formId, edited.recordId, { quiet: true });
  if (history.isPending) return <Spin size="small" />;
  // The history's step of this very entry: the same audit row, hence the same time.
  const step = history.data?.events.find(
    (event) => event.action === 'edit' && event.at === entry.at,
  );
  if (!history.data || !step) return otherwise;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="audit-record-changes">
      {step.changes.map((change) => (
        <RecordChange key={change.field} change={change} timeZone={history.data.time_zone} />
      ))}
    </ul>
  );
}

/**
 * An audit entry's changes where it is a record's edit: told as the record's traceability tells
 * them, by the fields' labels and readable values (the row keeps field ids and list item ids, as
 * the record held them: decision 38), from that very history. Any other entry, or an edit whose
 * history the reader may not open, shows `otherwise`.
 */
export function RecordEditChanges({
  entry,
  otherwise,
}: {
  entry: AuditEntryDto;
  otherwise: ReactNode;
}) {
  const edited = editedRecord(entry);
  if (!edited) return otherwise;
  return <EditFromHistory entry={entry} edited={edited} otherwise={otherwise} />;
}
