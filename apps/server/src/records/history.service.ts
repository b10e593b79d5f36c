import type { RecordHistoryDto } from '@custodia/contracts';
import { auditTrailOf } from '../audit/audit.service.ts';
import { fieldsOfForm } from '../forms/fields.service.ts';
import { existingForm } from '../forms/forms.service.ts';
import type { Actor } from '../platform/auth.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import { toRecordEvents, valueSetsOf } from './history.present.ts';
import { existingRecord, recordSubject, valueReader } from './records.service.ts';

/**
 * Spec §2 traceability of a record, told from the audit log, to whoever may read the record:
 * filed, each edit with the fields it changed (labels and readable values), cancelled. Files,
 * locations and processes join as their features write about the record.
 */
export async function recordHistory(
  services: Services,
  actor: Actor,
  formId: string,
  recordId: string,
): Promise<RecordHistoryDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const form = await existingForm(tx, actor, formId);
    const record = await existingRecord(tx, actor, form.id, recordId);
    authorize(actor, 'filedRecord.view', recordSubject(form, record));
    const entries = await auditTrailOf(services, actor, { type: 'record', id: record.id });
    const fields = await fieldsOfForm(tx, actor.tenantId, form.id);
    const read = await valueReader(tx, actor.tenantId, fields, valueSetsOf(entries));
    return {
      record: { id: record.id, form_id: form.id, number: record.number, status: record.status },
      form_name: form.name,
      time_zone: actor.timeZone,
      events: toRecordEvents(entries, fields, read),
    };
  });
}
