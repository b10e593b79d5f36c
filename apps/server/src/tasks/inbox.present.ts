import type { InboxTaskDto } from '@custodia/contracts';
import type { InboxRow } from './inbox.repo.ts';
import type { Standing } from './inbox.service.ts';

const namedOrNull = (id: string | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

export function toInboxTaskDto(row: InboxRow, standing: Standing): InboxTaskDto {
  return {
    id: row.id,
    type: row.type,
    record: { id: row.record_id, form_id: row.form_id, number: row.record_number },
    subject: row.subject,
    process_id: row.process_id,
    workflow: namedOrNull(row.workflow_id, row.workflow_name),
    step: namedOrNull(row.step_id, row.step_name),
    sender: namedOrNull(row.sender_id, row.sender_name),
    received_at: row.received_at.toISOString(),
    due_at: row.due_at.toISOString(),
    colour: standing.colour,
    deadline: standing.deadline,
    kind: row.kind,
    priority: row.priority,
    unread: row.unread,
    batchable: row.batchable,
    managed: row.managed,
  };
}
