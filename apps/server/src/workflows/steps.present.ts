import {
  ResponsibleType,
  type StepDetailDto,
  type StepDto,
  workedStepTypes,
} from '@custodia/contracts';
import { parsedJson } from '../platform/sql.ts';
import type { StepRow } from './steps.repo.ts';

export const responsiblesOf = (row: StepRow) => parsedJson(row.responsibles);

/**
 * What activation needs of a step (spec §4): a worked task its responsible (one user, at least
 * two to choose from, or a group), an e-mail task its recipients; other steps need nothing.
 */
export function isConfigured(row: StepRow): boolean {
  if (row.type === 'send_task') return row.email_recipients.length > 0;
  if (!workedStepTypes.includes(row.type)) return true;
  const users = responsiblesOf(row).length;
  switch (row.responsible_type) {
    case ResponsibleType.single:
      return users === 1;
    case ResponsibleType.senderSelects:
      return users >= 2;
    case ResponsibleType.workGroup:
      return row.work_group !== null;
    default:
      return false;
  }
}

export function toStepDto(row: StepRow): StepDto {
  return {
    id: row.id,
    element_id: row.element_id,
    name: row.name,
    step_name: row.label ?? row.name,
    type: row.type,
    source: row.source_element_id,
    target: row.target_element_id,
    condition: row.condition,
    configurable: row.type === 'send_task' || workedStepTypes.includes(row.type),
    configured: isConfigured(row),
  };
}

export function toStepDetailDto(
  row: StepRow,
  workflow: { id: string; name: string },
): StepDetailDto {
  return {
    ...toStepDto(row),
    workflow: { id: workflow.id, name: workflow.name },
    configuration: {
      responsible_type: row.responsible_type,
      users: responsiblesOf(row),
      work_group: row.work_group,
      actions: {
        allow_reassign: row.allow_reassign,
        allow_interrupt_process: row.allow_interrupt_process,
        move_file_to_trash: row.move_file_to_trash,
        electronic_signature: row.electronic_signature,
        allow_return_to_step: row.allow_return_to_step,
      },
      expiration_date_data: {
        date_execute: row.date_execute,
        unit_of_measure: row.unit_of_measure,
      },
      data_form: row.data_form
        ? { form: row.data_form, fields: row.data_form_fields, required: row.data_form_required }
        : null,
      send_task:
        row.type === 'send_task'
          ? {
              recipients: row.email_recipients,
              body: row.email_body,
              notification_user: row.notification_user,
            }
          : null,
    },
  };
}

/**
 * Steps in the order a process walks them: from the start event along the flows, each flow
 * after the element it leaves; anything the walk misses last.
 */
export function inFlowOrder(rows: StepRow[]): StepRow[] {
  const byElement = new Map(rows.map((row) => [row.element_id, row]));
  const leaving = new Map<string, StepRow[]>();
  for (const row of rows) {
    if (row.type === 'sequence_flow' && row.source_element_id) {
      leaving.set(row.source_element_id, [...(leaving.get(row.source_element_id) ?? []), row]);
    }
  }
  const ordered: StepRow[] = [];
  const seen = new Set<StepRow>();
  const queue = rows.filter((row) => row.type === 'start_event');
  while (queue.length > 0) {
    const row = queue.shift() as StepRow;
    if (seen.has(row)) continue;
    seen.add(row);
    ordered.push(row);
    for (const flow of leaving.get(row.element_id) ?? []) {
      if (!seen.has(flow)) {
        seen.add(flow);
        ordered.push(flow);
      }
      const target = byElement.get(flow.target_element_id ?? '');
      if (target) queue.push(target);
    }
  }
  return [...ordered, ...rows.filter((row) => !seen.has(row))];
}
