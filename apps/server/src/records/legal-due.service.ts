import { type Calendar, deadlineMarks } from '../calendar/index.ts';
import type { Doer, Work } from '../platform/work.ts';
import * as repo from './records.repo.ts';

/**
 * Keeps a record's legal due date (issue 47) with the marks its colours turn at, counted as a
 * task's are from when its clock started to when it falls due; `null` when its clock stops. The
 * PQRS feature calls it whenever its clock changes, so the task box reads the record alone.
 */
export async function keepLegalDue(
  work: Work<Doer>,
  recordId: string,
  clock: { calendar: Calendar; received_at: Date; due_at: Date } | null,
): Promise<void> {
  const marks = clock && deadlineMarks(clock.calendar, clock.received_at, clock.due_at);
  await repo.setLegalDue(work.tx, work.tenantId, recordId, marks);
}
