import type { InboxTaskDto } from '@custodia/contracts';
import type { DeadlineMarks } from '../calendar/index.ts';
import type { InboxRow } from './inbox.repo.ts';
import type { Standing } from './inbox.service.ts';

const namedOrNull = (id: string | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** Its record's legal deadline marks while a PQRS's clock runs (issue 47). */
const legalMarks = (row: InboxRow) =>
  row.legal_due_at && row.legal_orange_at && row.legal_red_at
    ? { due_at: row.legal_due_at, orange_at: row.legal_orange_at, red_at: row.legal_red_at }
    : null;

/** A task as the inbox lists it, its deadline and its record's legal one standing by one rule. */
export function toInboxTaskDto(
  row: InboxRow,
  standingOf: (marks: DeadlineMarks) => Standing,
): InboxTaskDto {
  const standing = standingOf(row);
  const legal = legalMarks(row);
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
    legal_due: legal && { due_at: legal.due_at.toISOString(), ...standingOf(legal) },
    kind: row.kind,
    priority: row.priority,
    unread: row.unread,
    batchable: row.batchable,
    managed: row.managed,
  };
}
