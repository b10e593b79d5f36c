import { RecordStatus, type RecordStatusValue, recordStatusLabels } from '@custodia/contracts';
import { StatusTag } from './StatusTag.tsx';

const recordStatusColors: Record<RecordStatusValue, string> = {
  [RecordStatus.active]: 'green',
  [RecordStatus.cancelled]: 'red',
};

/**
 * A record's state as every list of records shows it: the record (radicado) is the one object the
 * records', expedients' and tasks' screens all list.
 */
export function RecordStatusTag({
  status,
  testId,
}: {
  status: RecordStatusValue;
  testId?: string;
}) {
  return (
    <StatusTag
      status={status}
      labels={recordStatusLabels}
      colors={recordStatusColors}
      testId={testId}
    />
  );
}
