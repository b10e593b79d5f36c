import {
  type ConditionField,
  FieldStatus,
  kindOfControl,
  parseCondition,
  resolveCondition,
} from '@custodia/contracts';
import { type FieldRow, fieldsOfForm } from '../forms/index.ts';
import { AppError, found } from '../platform/errors.ts';
import type { Doer, Work } from '../platform/work.ts';
import { type StepRow, stepsOfWorkflow } from './steps.repo.ts';
import * as repo from './workflows.repo.ts';

/** A form's active fields that hold a value, of those chosen when a step chose some. */
function conditionFields(
  fields: FieldRow[],
  source: ConditionField['source'],
  formName: string,
  chosen?: ReadonlySet<string>,
): ConditionField[] {
  return fields.flatMap((field) => {
    const kind = kindOfControl(field.control_data);
    const usable = field.status === FieldStatus.active && (!chosen || chosen.has(field.id));
    return kind && usable
      ? [{ id: field.id, label: field.label, kind, source, form_name: formName }]
      : [];
  });
}

/**
 * What a gateway's conditions may name: the fields of the workflow's form, and those each step's
 * data form asks for (a form several steps fill counts once, with every field any of them asks).
 */
async function fieldsOfWorkflow(
  work: Work<Doer>,
  form: { id: string; name: string },
  steps: StepRow[],
): Promise<ConditionField[]> {
  const dataForms = new Map<string, { name: string; chosen: Set<string> }>();
  for (const step of steps) {
    if (!step.data_form) continue;
    const entry = dataForms.get(step.data_form.id) ?? {
      name: step.data_form.name,
      chosen: new Set<string>(),
    };
    for (const id of step.data_form_fields) entry.chosen.add(id);
    dataForms.set(step.data_form.id, entry);
  }
  const record = conditionFields(await fieldsOfForm(work, form.id), 'record', form.name);
  const filled = await Promise.all(
    [...dataForms].map(async ([id, { name, chosen }]) =>
      conditionFields(await fieldsOfForm(work, id), 'data_form', name, chosen),
    ),
  );
  return [...record, ...filled.flat()];
}

/**
 * The fields the conditions of a workflow's newest diagram are bound to: what the activation
 * checked them against, so the engine reads them the same way. The record's own data are not
 * listed; the conditions name them by their words.
 */
export async function conditionFieldsOf(
  work: Work<Doer>,
  workflowId: string,
): Promise<ConditionField[]> {
  const workflow = found(
    await repo.findWorkflow(work.tx, work.tenantId, workflowId),
    'workflowNotFound',
  );
  const steps = await stepsOfWorkflow(work.tx, work.tenantId, workflowId);
  return fieldsOfWorkflow(work, { id: workflow.form_id, name: workflow.form_name }, steps);
}

/**
 * Refuses to activate a workflow whose gateway conditions the engine could not evaluate: one that
 * cannot be read (50120), that names a field the forms do not have (50121) or that compares one
 * in a way its kind does not allow (50122). The refusal names the flow, says what is wrong and
 * where (a 1-based character), so the designer can point at it.
 */
export async function refuseUnfitConditions(
  work: Work,
  workflow: repo.WorkflowRow,
  steps: StepRow[],
): Promise<void> {
  const gateways = new Set(
    steps.filter((step) => step.type === 'exclusive_gateway').map((step) => step.element_id),
  );
  const flows = steps.filter(
    (step) => step.type === 'sequence_flow' && gateways.has(step.source_element_id ?? ''),
  );
  if (flows.length === 0) return;
  const fields = await fieldsOfWorkflow(
    work,
    { id: workflow.form_id, name: workflow.form_name },
    steps,
  );
  for (const flow of flows) {
    const read = parseCondition(flow.condition ?? '');
    const bound = read.ok ? resolveCondition(read.condition, fields) : read;
    if (!bound.ok) {
      const { error, key, at } = bound.problem;
      throw new AppError(
        error,
        { flow: flow.name, element: flow.element_id, condition: key, at: String(at + 1) },
        { flow: flow.name },
      );
    }
  }
}
