import type { RecordHistoryDto } from '@custodia/contracts';
import { auditTrailOf } from '../audit/index.ts';
import { existingForm, fieldsOfForm } from '../forms/index.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { toRecordEvents, valueSetsOf } from './history.present.ts';
import { valueReader } from './record-values.ts';
import { existingRecord, recordSubject } from './records.service.ts';

/**
 * Spec §2 traceability of a record, told from the audit log, to whoever may read the record:
 * filed, each edit with the fields it changed (labels and readable values), cancelled. Files,
 * locations and processes join as their features write about the record.
 */
export async function recordHistory(
  work: Work,
  formId: string,
  recordId: string,
): Promise<RecordHistoryDto> {
  const form = await existingForm(work, formId);
  const record = await existingRecord(work, form.id, recordId);
  authorize(work.actor, 'filedRecord.view', recordSubject(form, record));
  const entries = await auditTrailOf(work, { type: 'record', id: record.id });
  const fields = await fieldsOfForm(work, form.id);
  const read = await valueReader(work, fields, valueSetsOf(entries));
  return {
    record: { id: record.id, form_id: form.id, number: record.number, status: record.status },
    form_name: form.name,
    time_zone: work.actor.timeZone,
    events: toRecordEvents(entries, fields, read),
  };
}
